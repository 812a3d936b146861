#include "cgt/lang/detail/lexer.hpp"

#include <cctype>
#include <limits>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_word(char c) { return is_letter(c) || is_digit(c) || c == '_'; }

std::string printable(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) return fmt::format("'{}'", c);
    return fmt::format("byte 0x{:02x}", u);
}

// A run of 'v' followed by a letter or '_' is a name (CGSuite's rule: "vx", "value"), not downs.
bool v_run_is_name(std::string_view text, std::size_t pos) {
    while (pos < text.size() && text[pos] == 'v') ++pos;
    return pos < text.size() && (is_letter(text[pos]) || text[pos] == '_');
}

} // namespace

std::string parse_error_message(std::string_view text, std::size_t position, const std::string& what) {
    if (position >= text.size()) return fmt::format("parse error at position {} (end of input): {}", position, what);
    return fmt::format("parse error at position {} (at \"{}\"): {}", position, input_excerpt(text, position), what);
}

std::string describe(const Token& token) {
    switch (token.kind) {
    case TokenKind::literal: return "a value";
    case TokenKind::plus: return "'+'";
    case TokenKind::minus: return "'-'";
    case TokenKind::plus_minus: return "'+-'";
    case TokenKind::times: return "'*'";
    case TokenKind::colon: return "':'";
    case TokenKind::dot: return "'.'";
    case TokenKind::lparen: return "'('";
    case TokenKind::rparen: return "')'";
    case TokenKind::lbrace: return "'{'";
    case TokenKind::rbrace: return "'}'";
    case TokenKind::comma: return "','";
    case TokenKind::name: return "a name";
    case TokenKind::misere: return "a misere game";
    case TokenKind::nim_operator: return "a nimber *(n)";
    case TokenKind::ampersand: return "'&'";
    case TokenKind::comparison: return "a comparison";
    case TokenKind::slashes:
        return token.slash_count == 1 ? "'|'" : fmt::format("'{}'", std::string(token.slash_count, '|'));
    case TokenKind::end: return "end of input";
    }
    return "?";
}

void Lexer::fail(const std::string& message, std::size_t position) const {
    throw ParseError(parse_error_message(text_, position, message), position);
}

Token Lexer::next(bool operand_expected) {
    Token t = read(operand_expected);
    t.end = pos_;
    return t;
}

Token Lexer::read(bool operand_expected) {
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
    case ':': return single(TokenKind::colon);
    case '.': return single(TokenKind::dot);
    case '&': return single(TokenKind::ampersand);
    case '=':
    case '<':
    case '>': {
        const bool equals_next = pos_ + 1 < text_.size() && text_[pos_ + 1] == '=';
        if (c == '=' && !equals_next) fail("unexpected '=' (compare with ==)", pos_);
        t.kind = TokenKind::comparison;
        t.comparison = c == '=' ? Comparison::equal
                       : c == '<' ? (equals_next ? Comparison::less_equal : Comparison::less)
                                  : (equals_next ? Comparison::greater_equal : Comparison::greater);
        pos_ += equals_next ? 2 : 1;
        return t;
    }
    case '|':
        t.kind = TokenKind::slashes;
        while (pos_ < text_.size() && text_[pos_] == '|') {
            ++pos_;
            ++t.slash_count;
        }
        return t;
    case '*':
        if (!operand_expected) return single(TokenKind::times);
        if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '[') return misere_literal(pos_);
        break;
    default: break;
    }
    if (text_.substr(pos_, 2) == "\xC2\xB1") { // UTF-8 '±'
        pos_ += 2;
        t.kind = TokenKind::plus_minus;
        return t;
    }
    bool starts_literal = is_digit(c) || c == '^' || c == '*' || (c == 'v' && !v_run_is_name(text_, pos_));
    if (starts_literal) return literal(pos_);
    if (is_letter(c) || c == '_') {
        while (pos_ < text_.size() && is_word(text_[pos_])) ++pos_;
        t.kind = TokenKind::name;
        return t;
    }
    fail(fmt::format("unexpected character {}", printable(c)), pos_);
}

// *[E]: E lists heap sizes and bracketed option lists ("*[[2],0]"), checked here; the evaluator
// builds the game from the text (detail::misere_from_text).
Token Lexer::misere_literal(std::size_t start) {
    Token t;
    t.kind = TokenKind::misere;
    t.position = start;
    pos_ = start + 1;
    std::size_t depth = 0;
    bool element_expected = true; // after '[' or ','
    bool may_close = true;        // ']' is allowed (after '[' or an element)
    while (true) {
        while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
        if (pos_ >= text_.size()) fail("missing ']' in the misere game", pos_);
        const char c = text_[pos_];
        if (c == '[' && element_expected) {
            if (++depth > 10000) fail("misere game nested deeper than 10000 levels", pos_);
            ++pos_;
            may_close = true;
        } else if (c == ']' && may_close) {
            ++pos_;
            if (--depth == 0) break;
            element_expected = false;
        } else if (is_digit(c) && element_expected) {
            std::size_t length = 0;
            (void)digits(length, "");
            element_expected = false;
            may_close = true;
        } else if (c == ',' && !element_expected) {
            ++pos_;
            element_expected = true;
            may_close = false;
        } else {
            fail(fmt::format("unexpected {} in a misere game: *[...] lists heap sizes and bracketed option lists, "
                             "separated by commas (*[[2],0])",
                             printable(c)),
                 pos_);
        }
    }
    t.end = pos_;
    return t;
}

// Reads a run of digits at pos_ (at least one).
BigInt Lexer::digits(std::size_t& length, const char* what) {
    std::size_t start = pos_;
    while (pos_ < text_.size() && is_digit(text_[pos_])) ++pos_;
    length = pos_ - start;
    if (length == 0) fail(fmt::format("expected digits {}", what), start);
    if (length > max_literal_digits)
        fail(fmt::format("number too long ({} digits; at most {})", length, max_literal_digits), start);
    std::string_view run = text_.substr(start, length);
    if (length <= 18) { // fits in 63 bits: no string, no parsing by Boost
        std::uint64_t value = 0;
        for (char c : run) value = value * 10 + std::uint64_t(c - '0');
        return BigInt(value);
    }
    // Boost reads a leading 0 as octal ("010" = 8): drop leading zeros, keep decimal.
    std::size_t first = std::min(run.find_first_not_of('0'), run.size() - 1);
    return BigInt(std::string(run.substr(first)));
}

// The n of ^<n> or ^[n], at pos_ (just after the opening bracket).
std::uint64_t Lexer::bracketed_order(char close) {
    std::size_t start = pos_;
    std::size_t length = 0;
    BigInt n = digits(length, close == '>' ? "after '<' (as in ^<3>)" : "after '[' (as in ^[3])");
    if (n < 1) fail("uptimal order must be at least 1", start);
    if (n > max_up_multiple) fail(fmt::format("uptimal order too large (at most {})", max_up_multiple), start);
    if (pos_ >= text_.size() || text_[pos_] != close)
        fail(fmt::format("expected '{}' to close the uptimal order", close), pos_);
    ++pos_;
    return n.convert_to<std::uint64_t>();
}

// ^, ^^^, ^3, ^<3>, ^[3] and the same with v, at pos_.
void Lexer::arrows(Token& t) {
    char arrow = text_[pos_];
    std::size_t arrow_start = pos_;
    std::uint64_t run = 0;
    while (pos_ < text_.size() && text_[pos_] == arrow) {
        ++pos_;
        ++run;
    }
    int sign = arrow == '^' ? 1 : -1;
    if (pos_ < text_.size() && (text_[pos_] == '<' || text_[pos_] == '[')) {
        if (run > 1) fail(fmt::format("an uptimal order may follow only a single {0} ({0}<3>, {0}[3])", arrow), pos_);
        bool unit = text_[pos_] == '<';
        ++pos_;
        t.arrows = unit ? ArrowKind::unit : ArrowKind::unit_sum;
        if (text_.substr(pos_, 3) == (unit ? "on>" : "on]")) { // ^<on>, ^[on]: loopy (CGSuite's uponth, upon)
            pos_ += 3;
            t.order_on = true;
            t.ups = sign;
            return;
        }
        std::uint64_t order = bracketed_order(unit ? '>' : ']');
        t.arrows = unit ? ArrowKind::unit : ArrowKind::unit_sum;
        t.ups = sign * std::int64_t(order);
        return;
    }
    std::uint64_t count = run;
    // ups are int64: ^ counts up to 2^63 - 1, v counts up to 2^63.
    std::uint64_t max_count = arrow == '^' ? max_up_multiple : max_up_multiple + 1;
    if (pos_ < text_.size() && is_digit(text_[pos_])) {
        if (run > 1) fail(fmt::format("a count may follow only a single {0} (write {0}3, not {0}{0}3)", arrow), pos_);
        std::size_t count_start = pos_;
        std::size_t length = 0;
        BigInt n = digits(length, "");
        if (n > max_count) fail(fmt::format("up multiple too large (at most {})", max_count), count_start);
        count = n.convert_to<std::uint64_t>();
    }
    if (count > max_count) fail(fmt::format("up multiple too large (at most {})", max_count), arrow_start);
    t.arrows = ArrowKind::multiple;
    t.ups = arrow == '^' ? std::int64_t(count)
                         : (count == max_count ? std::numeric_limits<std::int64_t>::min() : -std::int64_t(count));
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
        if (exponent == 0 && numerator <= BigInt(std::numeric_limits<std::int64_t>::max()))
            t.number = Dyadic(numerator.convert_to<std::int64_t>());
        else
            t.number = Dyadic::from_fraction(numerator, exponent);
    }
    if (pos_ < text_.size() && (text_[pos_] == '^' || (text_[pos_] == 'v' && !v_run_is_name(text_, pos_)))) arrows(t);
    // A '*' followed by a bracket is an operator: 5*{3||2|1} and 10*(^+*) are products, and an
    // operand *(3+5) is CGSuite's nim operator, the nimber *8.
    // So is a '*' between a literal and a name: 10*upon is 10 * upon.
    const bool star_then_bracket =
        pos_ + 1 < text_.size() && text_[pos_] == '*' &&
        (text_[pos_ + 1] == '(' || text_[pos_ + 1] == '{' || (pos_ > start && is_letter(text_[pos_ + 1])));
    if (star_then_bracket && pos_ == start && text_[pos_ + 1] == '(') {
        ++pos_;
        t.kind = TokenKind::nim_operator;
        return t;
    }
    if (pos_ < text_.size() && text_[pos_] == '*' && !(star_then_bracket && pos_ > start)) {
        ++pos_;
        t.nim = 1;
        if (pos_ < text_.size() && is_digit(text_[pos_])) {
            std::size_t nim_start = pos_;
            BigInt k = digits(length, "");
            if (k > max_nimber) fail(fmt::format("nimber too large (at most *{})", max_nimber), nim_start);
            t.nim = k.convert_to<std::uint64_t>();
        }
    }
    // A number may be followed directly by Tiny( or Miny( (CGSuite's 9Tiny({2|1})) or by over
    // or under (5over), and any literal by a method call (^.Pow(2)); other letters, arrows, '*'
    // and '/' glued to a literal are mistakes.
    std::string_view rest = text_.substr(pos_);
    bool name_next = rest.substr(0, 4) == "Tiny" || rest.substr(0, 4) == "Miny" || rest.substr(0, 4) == "over" ||
                     rest.substr(0, 5) == "under";
    if (pos_ < text_.size() && !name_next && !star_then_bracket &&
        (is_word(text_[pos_]) || text_[pos_] == '^' || text_[pos_] == '*' || text_[pos_] == '/' ||
         text_[pos_] == '[')) {
        fail(fmt::format("unexpected {} after the value '{}' (write separate values with '+')",
                         printable(text_[pos_]), text_.substr(start, std::min<std::size_t>(pos_ - start, 40))),
             pos_);
    }
    return t;
}

} // namespace cgt::detail
