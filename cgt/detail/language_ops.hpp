#pragma once
// The operations the expression language's operators and literals need beyond the core's sum
// and negation: +-G, Tiny and Miny, G:H, '*', and the uptimal literals ^<n> and ^[n].

#include <cstdint>
#include <span>

#include "cgt/expression.hpp"

namespace cgt::detail {

Game plus_minus(Game g);                     // {G | -G}
Game plus_minus(std::span<const Game> games); // {a,b,... | -a,-b,...}
Game tiny(Game g);                           // {0 || 0 | -G}
Game miny(Game g);                           // {G | 0 || 0}

// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (of the canonical forms).
Game ordinal_sum(Game g, Game h);

// a * b: n copies of a game when one side is an integer n, the product of two numbers, the nim
// product of two nimbers. Throws InvalidArgument otherwise.
Value product(const Value& a, const Value& b);

// ^<n> (up-nth: ^<1> = ^, ^<n> = {0 | v[n-1]*}) and ^[n] (^[1] = ^, ^[n] = {^[n-1] | *}),
// for 1 <= |n|; a negative n gives v<|n|> and v[|n|].
Game uptimal_unit(std::int64_t n);
Game uptimal_unit_sum(std::int64_t n);

} // namespace cgt::detail
