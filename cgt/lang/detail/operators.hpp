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

// ^<n> and ^[n] (cgt::up_power, cgt::up_power_sum) for 1 <= |n|; a negative n gives v<|n|> and
// v[|n|].
Game uptimal_unit(std::int64_t n);
Game uptimal_unit_sum(std::int64_t n);

} // namespace cgt::detail
