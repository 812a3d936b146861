#pragma once
// Tokens of the expression language (see docs/notation.md). A number+up+star literal such as
// 1/2^*, v3*2, ^<3>* or *4 is one token, so that 1/2^* reads as one value.
//
// The lexer is told whether an operand or an operator is expected: a '*' where an operator is
// expected is multiplication (2 * ^), where an operand is expected it starts a nimber (*3), and
// glued to a number or arrows it is the nimber part of that literal (2*3 is 2 + *3).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/dyadic.hpp"
#include "cgt/lang/detail/syntax_tree.hpp"

namespace cgt::detail {

// Limits that turn absurd input into a clear error instead of a hang (decimal conversion is
// quadratic in the number of digits).
inline constexpr std::size_t max_literal_digits = 10000;
// The same bounds as cgt::Game's: up multiples are int64, nimbers at most 2^32 - 1. The orders of
// ^<n> and ^[n] are int64 too; the work limit bounds the levels they may build
// (cgt/lang/detail/work_checks.hpp).
inline constexpr std::uint64_t max_up_multiple = 9'223'372'036'854'775'807ULL;
inline constexpr std::uint64_t max_nimber = 4'294'967'295ULL;

enum class TokenKind {
    literal,
    plus,
    minus,
    plus_minus,
    times,
    colon,
    dot,
    lparen,
    rparen,
    lbrace,
    rbrace,
    comma,
    slashes,
    name,
    misere, // *[...]: a misère game in CGSuite's list form (heap sizes and bracketed option lists)
    nim_operator, // the '*' of *(n), CGSuite's nim operator (the nimber *n of an integer expression)
    ampersand,    // G & H: a sided value (loopy games)
    comparison,   // ==, <=, <, >=, > (|| is read as slashes)
    end
};

// How the arrows of a literal read: ^3 (three ups), ^<3> (up-third), ^[3] (^ + ^<2> + ^<3>).
enum class ArrowKind { none, multiple, unit, unit_sum };

struct Token {
    TokenKind kind = TokenKind::end;
    std::size_t position = 0; // byte offset of the token's first character
    std::size_t end = 0;      // one past the token's last character
    // literal: number + arrows + *nim; has_number tells whether the literal began with digits.
    bool has_number = false;
    Dyadic number;
    ArrowKind arrows = ArrowKind::none;
    std::int64_t ups = 0;     // multiple: the signed count (int64); unit/unit_sum: +-order
    bool order_on = false;    // unit/unit_sum of order on: ^<on>, v[on] (ups is then +-1)
    std::uint64_t nim = 0;
    std::size_t slash_count = 0; // slashes: how many '|' in a row
    Comparison comparison = Comparison::equal;

    std::string_view text(std::string_view input) const { return input.substr(position, end - position); }
};

std::string describe(const Token& token); // "'{'", "a value", "end of input", ... for messages

class Lexer {
public:
    explicit Lexer(std::string_view text, std::size_t start = 0) : text_(text), pos_(start) {}
    // Reads the next token (throws ParseError on a malformed one).
    Token next(bool operand_expected);
    std::size_t position() const { return pos_; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;

    Token read(bool operand_expected);
    Token literal(std::size_t start);
    Token misere_literal(std::size_t start);
    void arrows(Token& t);
    BigInt digits(std::size_t& length, const char* what);
    std::uint64_t bracketed_order(char close);
    [[noreturn]] void fail(const std::string& message, std::size_t position) const;
};

// The message format every parse error uses: "parse error at position P (at "..."): what".
std::string parse_error_message(std::string_view text, std::size_t position, const std::string& what);

} // namespace cgt::detail
