#pragma once
// The operations the expression language's operators and literals need beyond the core's sum
// and negation: +-G, '*', and the signed uptimal literals ^<n>, v<n>, ^[n], v[n] (the operations
// themselves are the library's: cgt/products.hpp, cgt/uptimal.hpp).

#include <cstdint>
#include <span>

#include "cgt/lang/expression.hpp"

namespace cgt::detail {

Game plus_minus(Game g);                     // {G | -G}
Game plus_minus(std::span<const Game> games); // {a,b,... | -a,-b,...}
// a * b: n copies of a game when one side is an integer n, the product of two numbers, the nim
// product of two nimbers. Throws InvalidArgument otherwise.
Value product(const Value& a, const Value& b);

// CGSuite's G.PowTo(x) and G.Pow(x) for a number x (its CanonicalShortGame.powTo and pow):
// G.PowTo(x) = G:X where 1:X = x (X = x - 1 for x >= 1, so G.PowTo(n) = G:(n-1)), G.PowTo(0) = 0,
// for any game G; G.Pow(x) = {0 | H - G.PowTo(x - 1)} for G = {0|H}. Throw InvalidArgument for an
// exponent that has no such X (x < 0) and for another base of Pow. Checked against the work
// limit (the levels of the ordinal sum).
Game pow_to_number(Game g, const Dyadic& x);
Game pow_number(Game g, const Dyadic& x);

// ^<n> and ^[n] (cgt::up_power, cgt::up_power_sum) for 1 <= |n|; a negative n gives v<|n|> and
// v[|n|].
Game uptimal_unit(std::int64_t n);
Game uptimal_unit_sum(std::int64_t n);

} // namespace cgt::detail
