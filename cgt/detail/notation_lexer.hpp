#pragma once
// Tokens of the game notation (see docs/notation.md). A number+up+star literal such as 1/2^*,
// v3*2 or *4 is one token, so that 1/2^* reads as one value.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/dyadic.hpp"

namespace cgt::detail {

// Limits that turn absurd input into a clear error instead of a hang.
inline constexpr std::size_t kMaxLiteralDigits = 10000;
// The same bounds as cgt::Game's: up multiples are int64, nimbers at most 2^32 - 1.
inline constexpr std::uint64_t kMaxUpMultiple = 9'223'372'036'854'775'807ULL;
inline constexpr std::uint64_t kMaxNimber = 4'294'967'295ULL;

enum class TokenKind { literal, plus, minus, plus_minus, lparen, rparen, lbrace, rbrace, comma, slashes, tiny, miny, end };

struct Token {
    TokenKind kind = TokenKind::end;
    std::size_t position = 0; // byte offset of the token's first character
    // literal: x + ups.^ + *nim; has_number tells whether the literal began with digits.
    bool has_number = false;
    Dyadic number;
    std::int64_t ups = 0;
    std::uint64_t nim = 0;
    std::size_t slash_count = 0; // slashes: how many '|' in a row
    std::size_t end = 0;         // one past the token's last character
};

std::string describe(const Token& token); // "'{'", "a number", "end of input", ... for messages

class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}
    // Reads the next token (throws ParseError on a malformed one).
    Token next();

private:
    std::string_view text_;
    std::size_t pos_ = 0;

    Token read();
    Token literal(std::size_t start);
    BigInt digits(std::size_t& length, const char* what);
    [[noreturn]] void fail(const std::string& message, std::size_t position) const;
};

// The message format every parse error uses: "at position P: what (near "...")".
std::string parse_error_message(std::string_view text, std::size_t position, const std::string& what);

} // namespace cgt::detail
