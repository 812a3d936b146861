#pragma once
// Short ways to write games in the core's tests: g_("{1|*}") from CGSuite notation, num(3, 2) for
// 3/4, opts({left...}, {right...}) from options, value("^.Pow(2)") for the printed value of an
// expression.

#include <cstdint>
#include <initializer_list>
#include <string>

#include "cgt/game.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"

namespace cgt::testing {

inline Game g_(const char* text) { return parse_game(text); }
inline Game num(std::int64_t numerator, std::uint64_t exponent = 0) { return Game::dyadic(numerator, exponent); }
inline Game opts(std::initializer_list<Game> left, std::initializer_list<Game> right) {
    return Game::from_options(left, right);
}
inline std::string value(const std::string& expression) { return to_string(evaluate(expression)); }

} // namespace cgt::testing
