#include "cgt/detail/notation_lexer.hpp"

#include <cctype>
#include <limits>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string printable(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) return fmt::format("'{}'", c);
    return fmt::format("byte 0x{:02x}", u);
}

} // namespace

std::string parse_error_message(std::string_view text, std::size_t position, const std::string& what) {
    // Show a short excerpt of the input from the error position.
    std::string excerpt;
    for (std::size_t k = position; k < text.size() && excerpt.size() < 20; ++k) {
        auto u = static_cast<unsigned char>(text[k]);
        excerpt += (u >= 0x20 && u < 0x7f) ? text[k] : '?';
    }
    if (position >= text.size()) return fmt::format("parse error at position {} (end of input): {}", position, what);
    return fmt::format("parse error at position {} (at \"{}\"): {}", position, excerpt, what);
}

std::string describe(const Token& token) {
    switch (token.kind) {
    case TokenKind::literal: return "a value";
    case TokenKind::plus: return "'+'";
    case TokenKind::minus: return "'-'";
    case TokenKind::plus_minus: return "'+-'";
    case TokenKind::lparen: return "'('";
    case TokenKind::rparen: return "')'";
    case TokenKind::lbrace: return "'{'";
    case TokenKind::rbrace: return "'}'";
    case TokenKind::comma: return "','";
    case TokenKind::tiny: return "'Tiny'";
    case TokenKind::miny: return "'Miny'";
    case TokenKind::slashes: return token.slash_count == 1 ? "'|'" : fmt::format("'{}'", std::string(token.slash_count, '|'));
    case TokenKind::end: return "end of input";
    }
    return "?";
}

void Lexer::fail(const std::string& message, std::size_t position) const {
    throw ParseError(parse_error_message(text_, position, message), position);
}

Token Lexer::next() {
    Token t = read();
    t.end = pos_;
    return t;
}

Token Lexer::read() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    Token t;
    t.position = pos_;
    if (pos_ >= text_.size()) return t; // end
    char c = text_[pos_];
    auto single = [&](TokenKind kind) {
        ++pos_;
        t.kind = kind;
        return t;
    };
    switch (c) {
    case '+':
        if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '-') {
            pos_ += 2;
            t.kind = TokenKind::plus_minus;
            return t;
        }
        return single(TokenKind::plus);
    case '-': return single(TokenKind::minus);
    case '(': return single(TokenKind::lparen);
    case ')': return single(TokenKind::rparen);
    case '{': return single(TokenKind::lbrace);
    case '}': return single(TokenKind::rbrace);
    case ',': return single(TokenKind::comma);
    case '|':
        t.kind = TokenKind::slashes;
        while (pos_ < text_.size() && text_[pos_] == '|') {
            ++pos_;
            ++t.slash_count;
        }
        return t;
    default: break;
    }
    if (text_.substr(pos_, 2) == "\xC2\xB1") { // UTF-8 '±'
        pos_ += 2;
        t.kind = TokenKind::plus_minus;
        return t;
    }
    if (is_digit(c) || c == '^' || c == 'v' || c == '*') return literal(pos_);
    if (is_word(c)) {
        std::size_t end = pos_;
        while (end < text_.size() && is_word(text_[end])) ++end;
        std::string_view word = text_.substr(pos_, end - pos_);
        if (word == "Tiny" || word == "Miny") {
            t.kind = word == "Tiny" ? TokenKind::tiny : TokenKind::miny;
            pos_ = end;
            return t;
        }
        fail(fmt::format("unknown name '{}' (expected a number, *, ^, v, '{{', '(' or '+-')",
                         text_.substr(pos_, std::min<std::size_t>(end - pos_, 40))),
             pos_);
    }
    fail(fmt::format("unexpected character {}", printable(c)), pos_);
}

// Reads a run of digits at pos_ (at least one).
BigInt Lexer::digits(std::size_t& length, const char* what) {
    std::size_t start = pos_;
    while (pos_ < text_.size() && is_digit(text_[pos_])) ++pos_;
    length = pos_ - start;
    if (length == 0) fail(fmt::format("expected digits {}", what), start);
    if (length > kMaxLiteralDigits)
        fail(fmt::format("number too long ({} digits; at most {})", length, kMaxLiteralDigits), start);
    // Boost reads a leading 0 as octal ("010" = 8): drop leading zeros, keep decimal.
    std::string_view run = text_.substr(start, length);
    std::size_t first = std::min(run.find_first_not_of('0'), run.size() - 1);
    return BigInt(std::string(run.substr(first)));
}

Token Lexer::literal(std::size_t start) {
    Token t;
    t.kind = TokenKind::literal;
    t.position = start;
    std::size_t length = 0;
    if (is_digit(text_[pos_])) {
        t.has_number = true;
        BigInt numerator = digits(length, "");
        std::uint64_t exponent = 0;
        if (pos_ < text_.size() && text_[pos_] == '/') {
            ++pos_; // the '/'
            std::size_t den_start = pos_;
            BigInt denominator = digits(length, "after '/' (a denominator)");
            if (denominator == 0) fail("division by zero", den_start);
            if ((denominator & (denominator - 1)) != 0)
                fail(fmt::format("denominator {} is not a power of 2 (game values are dyadic rationals)",
                                 text_.substr(den_start, std::min<std::size_t>(length, 40))),
                     den_start);
            exponent = boost::multiprecision::msb(denominator);
        }
        t.number = Dyadic::from_fraction(numerator, exponent);
    }
    if (pos_ < text_.size() && (text_[pos_] == '^' || text_[pos_] == 'v')) {
        char arrow = text_[pos_];
        std::size_t arrow_start = pos_;
        std::uint64_t run = 0;
        while (pos_ < text_.size() && text_[pos_] == arrow) {
            ++pos_;
            ++run;
        }
        std::uint64_t count = run;
        // ups are int64: ^ counts up to 2^63 - 1, v counts up to 2^63.
        std::uint64_t max_count = arrow == '^' ? kMaxUpMultiple : kMaxUpMultiple + 1;
        if (pos_ < text_.size() && is_digit(text_[pos_])) {
            if (run > 1)
                fail(fmt::format("a count may follow only a single {0} (write {0}3, not {0}{0}3)", arrow), pos_);
            std::size_t count_start = pos_;
            BigInt n = digits(length, "");
            if (n > max_count) fail(fmt::format("up multiple too large (at most {})", max_count), count_start);
            count = n.convert_to<std::uint64_t>();
        }
        if (count > max_count) fail(fmt::format("up multiple too large (at most {})", max_count), arrow_start);
        t.ups = arrow == '^' ? std::int64_t(count)
                             : (count == max_count ? std::numeric_limits<std::int64_t>::min() : -std::int64_t(count));
    }
    if (pos_ < text_.size() && text_[pos_] == '*') {
        ++pos_;
        t.nim = 1;
        if (pos_ < text_.size() && is_digit(text_[pos_])) {
            std::size_t nim_start = pos_;
            BigInt k = digits(length, "");
            if (k > kMaxNimber) fail(fmt::format("nimber too large (at most *{})", kMaxNimber), nim_start);
            t.nim = k.convert_to<std::uint64_t>();
        }
    }
    // A number may be followed directly by Tiny( or Miny( (CGSuite's 9Tiny({2|1})).
    std::string_view rest = text_.substr(pos_);
    bool tiny_next = rest.substr(0, 4) == "Tiny" || rest.substr(0, 4) == "Miny";
    if (pos_ < text_.size() && !tiny_next &&
        (is_word(text_[pos_]) || text_[pos_] == '^' || text_[pos_] == '*' || text_[pos_] == '/')) {
        fail(fmt::format("unexpected {} after the value '{}' (write separate values with '+')",
                         printable(text_[pos_]), text_.substr(start, std::min<std::size_t>(pos_ - start, 40))),
             pos_);
    }
    return t;
}

} // namespace cgt::detail
