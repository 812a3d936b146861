// The parser of game notation and arithmetic expressions (grammar in docs/notation.md).
//
// It runs as one loop over an explicit stack of open brackets instead of recursing per nesting
// level, so hostile input (10^5 nested braces) meets the nesting limit with a clear message
// instead of overflowing the call stack.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/notation_lexer.hpp"
#include "cgt/errors.hpp"
#include "cgt/notation.hpp"

namespace cgt {
namespace {

using detail::Token;
using detail::TokenKind;

// Brackets ('(' and '{') may nest at most this deep.
constexpr std::size_t kMaxNesting = 10000;

Game plus_minus(std::span<const Game> options) {
    std::vector<Game> negated;
    negated.reserve(options.size());
    for (Game g : options) negated.push_back(-g);
    return Game::from_options(options, negated);
}

Game plus_minus(Game g) { return Game::from_options({g}, {-g}); }

Game tiny(Game g) { return Game::from_options({Game()}, {Game::from_options({Game()}, {-g})}); }
Game miny(Game g) { return Game::from_options({Game::from_options({g}, {Game()})}, {Game()}); }

// One level of brackets (or the whole input): the expression being summed and, in braces, the
// option lists and slash runs seen so far.
struct Frame {
    enum class Kind { top, paren, brace } kind = Kind::top;
    std::size_t open_position = 0;
    bool after_plus_minus = false; // opened right after a '+-': +-(a,b) and +-{a,b} are lists
    // Tiny( ) or Miny( ): the argument G gives x + {0||0|-G} or x + {G|0||0}, x = translation.
    TokenKind function = TokenKind::end;
    Dyadic translation;

    // The current expression: sum so far, how the next operand joins it, unary operators
    // waiting for the next operand.
    std::optional<Game> sum;
    TokenKind pending = TokenKind::plus;
    std::vector<TokenKind> prefixes;

    // Completed comma-separated expressions (the current side of a brace, or a +-( ) list).
    std::vector<Game> items;
    bool after_comma = false;
    // Braces: the completed sides, and the slash runs between them as (count, position).
    std::vector<std::vector<Game>> sides;
    std::vector<std::pair<std::size_t, std::size_t>> separators;
};

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text), lexer_(text) { advance(); }
    Game parse();

private:
    std::string_view text_;
    detail::Lexer lexer_;
    Token token_;
    std::vector<Frame> stack_;

    void advance() { token_ = lexer_.next(); }

    [[noreturn]] void fail(const std::string& what, std::size_t position) const {
        throw ParseError(detail::parse_error_message(text_, position, what), position);
    }
    [[noreturn]] void fail_expected(const std::string& expected) const {
        fail(fmt::format("expected {}, found {}", expected, detail::describe(token_)), token_.position);
    }

    void open(Frame::Kind kind);
    void open_function(TokenKind function, const Dyadic& translation);
    // True when literal is directly followed by Tiny/Miny (the current token): a translation.
    bool literal_before_function(const Token& literal) const {
        if (token_.kind != TokenKind::tiny && token_.kind != TokenKind::miny) return false;
        if (token_.position != literal.end || literal.ups != 0 || literal.nim != 0)
            fail("only a number written directly before it can translate Tiny or Miny (as in 9Tiny(2))",
                 token_.position);
        return true;
    }
    void deliver(Game value);
    void finish_expression();
    bool at_empty_side() const;
    void close(); // closes the top frame (a paren or brace) and delivers its value
    Game build_from_sides(const Frame& f, std::size_t first, std::size_t last) const;
    bool operand_step();
    std::optional<Game> operator_step(bool& need_operand);
};

void Parser::open(Frame::Kind kind) {
    if (stack_.size() > kMaxNesting)
        fail(fmt::format("brackets nested deeper than {} levels", kMaxNesting), token_.position);
    Frame f;
    f.kind = kind;
    f.open_position = token_.position;
    const Frame& parent = stack_.back();
    f.after_plus_minus = !parent.prefixes.empty() && parent.prefixes.back() == TokenKind::plus_minus;
    stack_.push_back(std::move(f));
    advance();
}

// At Tiny or Miny (after an optional number): the argument in parentheses follows.
void Parser::open_function(TokenKind function, const Dyadic& translation) {
    advance();
    if (token_.kind != TokenKind::lparen) fail_expected(function == TokenKind::tiny ? "'(' after Tiny" : "'(' after Miny");
    open(Frame::Kind::paren);
    Frame& f = stack_.back();
    f.function = function;
    f.translation = translation;
    f.after_plus_minus = false;
}

// Applies the waiting unary operators to an operand and joins it to the current sum.
void Parser::deliver(Game value) {
    Frame& f = stack_.back();
    for (auto it = f.prefixes.rbegin(); it != f.prefixes.rend(); ++it) {
        if (*it == TokenKind::minus) value = -value;
        else if (*it == TokenKind::plus_minus) value = plus_minus(value);
    }
    f.prefixes.clear();
    if (!f.sum) f.sum = value;
    else if (f.pending == TokenKind::plus) *f.sum = *f.sum + value;
    else if (f.pending == TokenKind::minus) *f.sum = *f.sum - value;
    else *f.sum = *f.sum + plus_minus(value);
    f.pending = TokenKind::plus;
}

void Parser::finish_expression() {
    Frame& f = stack_.back();
    f.items.push_back(*f.sum);
    f.sum.reset();
    f.after_comma = false;
}

// True at the start of a brace side that has no options: "{|1}", "{1|}", "{|}".
bool Parser::at_empty_side() const {
    const Frame& f = stack_.back();
    return f.kind == Frame::Kind::brace && !f.sum && f.prefixes.empty() && f.items.empty() && !f.after_comma &&
           (token_.kind == TokenKind::slashes || token_.kind == TokenKind::rbrace);
}

// Slash runs decide the nesting: the longest run splits the braces, and each part with more
// runs is itself a game ({3||2|1} = {3|{2|1}}). Two longest runs are ambiguous, as in CGSuite.
Game Parser::build_from_sides(const Frame& f, std::size_t first, std::size_t last) const {
    std::size_t split = first;
    for (std::size_t k = first + 1; k < last; ++k)
        if (f.separators[k].first > f.separators[split].first) split = k;
    for (std::size_t k = first; k < last; ++k) {
        if (k != split && f.separators[k].first == f.separators[split].first) {
            std::size_t second = std::max(k, split);
            fail(fmt::format("ambiguous slashes: two '{0}' at the same level (write {{3|{{2|1}}}} as "
                             "{{3||2|1}} and {{{{3|2}}|1}} as {{3|2||1}})",
                             std::string(f.separators[split].first, '|')),
                 f.separators[second].second);
        }
    }
    std::vector<Game> left = split == first ? f.sides[first] : std::vector<Game>{build_from_sides(f, first, split)};
    std::vector<Game> right =
        split + 1 == last ? f.sides[last] : std::vector<Game>{build_from_sides(f, split + 1, last)};
    return Game::from_options(left, right);
}

void Parser::close() {
    Frame f = std::move(stack_.back());
    stack_.pop_back();
    bool list = false; // the frame was the option list of the '+-' before it
    Game value;
    if (f.function != TokenKind::end) {
        Game arg = f.items.front();
        value = Game::number(f.translation) + (f.function == TokenKind::tiny ? tiny(arg) : miny(arg));
    } else if (f.kind == Frame::Kind::paren) {
        if (f.items.size() > 1) {
            list = true;
            value = plus_minus(f.items);
        } else {
            value = f.items.front();
        }
    } else {
        f.sides.push_back(std::move(f.items));
        if (f.separators.empty()) {
            if (!f.after_plus_minus)
                fail("expected '|' between the Left and Right options of this game", f.open_position);
            if (f.sides.front().empty()) fail("expected at least one option after '+-{'", f.open_position);
            list = true;
            value = plus_minus(f.sides.front());
        } else {
            value = build_from_sides(f, 0, f.sides.size() - 1);
        }
    }
    if (list) stack_.back().prefixes.pop_back(); // the '+-' was used up by the list
    deliver(value);
}


Game Parser::parse() {
    stack_.push_back(Frame{});
    bool need_operand = true;
    while (true) {
        if (need_operand) {
            need_operand = !operand_step();
        } else if (auto done = operator_step(need_operand)) {
            return *done;
        }
    }
}

// Where an operand must start. Returns true once an operand is complete (delivered to the sum).
bool Parser::operand_step() {
    Frame& f = stack_.back();
    switch (token_.kind) {
    case TokenKind::minus: {
        advance();
        if (token_.kind != TokenKind::literal || !token_.has_number) {
            stack_.back().prefixes.push_back(TokenKind::minus);
            return false;
        }
        // "-1/2^*" is the number -1/2 plus ^*, as CGSuite prints it.
        Token literal = token_;
        advance();
        if (literal_before_function(literal)) {
            open_function(token_.kind, -literal.number);
            return false;
        }
        deliver(Game::nus(-literal.number, literal.ups, literal.nim));
        return true;
    }
    case TokenKind::literal: {
        Token literal = token_;
        advance();
        if (literal_before_function(literal)) {
            open_function(token_.kind, literal.number);
            return false;
        }
        deliver(Game::nus(literal.number, literal.ups, literal.nim));
        return true;
    }
    case TokenKind::tiny:
    case TokenKind::miny: open_function(token_.kind, Dyadic()); return false;
    case TokenKind::plus:
    case TokenKind::plus_minus:
        f.prefixes.push_back(token_.kind);
        advance();
        return false;
    case TokenKind::lparen: open(Frame::Kind::paren); return false;
    case TokenKind::lbrace: open(Frame::Kind::brace); return false;
    default: break;
    }
    if (at_empty_side()) {
        if (token_.kind == TokenKind::slashes) {
            f.sides.emplace_back();
            f.separators.emplace_back(token_.slash_count, token_.position);
            advance();
            return false;
        }
        advance(); // '}'
        close();
        return true;
    }
    if (f.after_comma) fail_expected("an option after ','");
    fail_expected("a game (a number, *, ^, v, '{', '(' or '+-')");
}

// After a complete operand: an operator, a separator, a closing bracket or the end. Returns the
// game at the end of the input; sets need_operand when an operand must follow.
std::optional<Game> Parser::operator_step(bool& need_operand) {
    Frame& f = stack_.back();
    switch (token_.kind) {
    case TokenKind::plus:
    case TokenKind::minus:
    case TokenKind::plus_minus:
        f.pending = token_.kind;
        advance();
        need_operand = true;
        return std::nullopt;
    case TokenKind::comma:
        if (f.kind == Frame::Kind::brace || (f.kind == Frame::Kind::paren && f.after_plus_minus)) {
            finish_expression();
            f.after_comma = true;
            advance();
            need_operand = true;
            return std::nullopt;
        }
        fail(f.kind == Frame::Kind::paren ? "',' in parentheses: lists are allowed only in +-(a, b)"
                                          : "',' outside braces: options are listed inside {...}",
             token_.position);
    case TokenKind::slashes:
        if (f.kind != Frame::Kind::brace) fail("'|' outside braces: a game is written {Left|Right}", token_.position);
        finish_expression();
        f.sides.push_back(std::move(f.items));
        f.items.clear();
        f.separators.emplace_back(token_.slash_count, token_.position);
        advance();
        need_operand = true;
        return std::nullopt;
    case TokenKind::rbrace:
    case TokenKind::rparen: {
        auto wanted = token_.kind == TokenKind::rbrace ? Frame::Kind::brace : Frame::Kind::paren;
        if (f.kind != wanted) {
            if (f.kind == Frame::Kind::top)
                fail(fmt::format("{} without a matching opening bracket", detail::describe(token_)), token_.position);
            fail(fmt::format("expected {} to close the '{}' at position {}, found {}",
                             f.kind == Frame::Kind::brace ? "'}'" : "')'", f.kind == Frame::Kind::brace ? '{' : '(',
                             f.open_position, detail::describe(token_)),
                 token_.position);
        }
        finish_expression();
        advance();
        close();
        return std::nullopt;
    }
    case TokenKind::end:
        if (f.kind == Frame::Kind::top) return *f.sum;
        fail(fmt::format("missing {} for the '{}' at position {}", f.kind == Frame::Kind::brace ? "'}'" : "')'",
                         f.kind == Frame::Kind::brace ? '{' : '(', f.open_position),
             token_.position);
    default: fail_expected("an operator ('+', '-', '+-'), ',', '|', a closing bracket or the end");
    }
}

} // namespace

Game parse_game(std::string_view text) { return Parser(text).parse(); }

} // namespace cgt
