#pragma once
// Operations of the form F(G) = { F(G^L) + a | F(G^R) + b } (heating, cooling, overheating with
// number shifts a, b) on long up-chains, in a loop rather than once per up.
//
// For u >= 2, x + u.^ + *k = { x | x + (u-1).^ + *(k xor 1) }: a chain c_u, c_(u-1), ..., c_1
// (c_m has u-part m) whose elements all have the Left option x. Computing F(c_m) from
// F(c_(m-1)) + b translates a game as deep as the chain, which would cost O(u^2) games. Instead
// the loop keeps W_m = F(c_m) + (u-m).b: adding a number to a game that is not a number
// translates its options, so W_m = { F(x) + a + (u-m).b | W_(m-1) }, one new game per level.
// When a level is a number (translation does not apply), it is recomputed directly.

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::detail {

// Whether g is an up-chain worth the loop: a number+up+star value with |u-part| >= 2.
bool is_long_up_chain(Game g);

// c_1 of g's chain: x + (+-1).^ + *k' with the nimber that the chain reaches there.
Game up_chain_base(Game g);

// F(g) for a long up-chain g, given F(x) for its number part x, F(c_1) for its base, and the
// number shifts a (added to Left's options) and b (to Right's).
Game map_up_chain(Game g, Game f_of_number_part, Game f_of_base, const Dyadic& a, const Dyadic& b);

// n.x for an integer n, exactly.
Dyadic times(const Dyadic& x, const BigInt& n);

} // namespace cgt::detail
