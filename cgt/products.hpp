#pragma once
// Products and ordinal sums of short games, with CGSuite's definitions (docs/operations.md).
//
//   cgt::multiple(3, g);                 // g + g + g
//   cgt::norton_multiply(g, u);          // G.U
//   cgt::ordinal_sum(g, h);              // G:H
//   cgt::subordinate(g, b);              // the X with B:X = G
//   cgt::conway_product(g, h);           // G x H (numbers: their product; nimbers: nim product)
//   cgt::nim_product(2, 3);              // 1

#include <cstdint>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt {

// n copies of G (n < 0: -n copies of -G). Number+up+star values in closed form; otherwise by
// doubling, O(log |n|) sums. Throws OutOfRange when an up-multiple leaves 64 bits.
Game multiple(const BigInt& n, Game g);

// Norton's product G.U: if G is an integer n, n copies of U; otherwise
// { G^L.U + (U + I) | G^R.U - (U + I) } over the incentives I of U. For U > 0 it depends only
// on G's value and is additive in G (Norton's lemma); long up-chains use that.
Game norton_multiply(Game g, Game u);

// The ordinal sum G:H = { G^L, G:H^L | G^R, G:H^R } (H's moves may be answered in G, not the
// reverse); x*a : *b = x*(a+b).
Game ordinal_sum(Game g, Game h);

// The inverse of the ordinal sum (CGSuite's Subordinate): the X with B:X = G, for a base B whose
// options G keeps. X = { X(G^L) | X(G^R) } over the options of G that are not B's, provided every
// option of B is still there in each subgame walked (a Left option B^L: some G^L >= B^L or
// some B^LR <= G; mirror for Right). Throws InvalidArgument ("cannot be subordinated")
// otherwise. (1/8) subordinated to 1 is -3, since 1:-3 = 1/8. Walks G's followers.
Game subordinate(Game g, Game base);

// Conway's product, by its definition on canonical forms:
//   G.H = { G^L.H + G.H^L - G^L.H^L, G^R.H + G.H^R - G^R.H^R |
//           G^L.H + G.H^R - G^L.H^R, G^R.H + G.H^L - G^R.H^L }.
// Numbers multiply as numbers, nimbers by nim multiplication, and an integer n times H is n
// copies of H (what the definition gives, without unfolding n).
Game conway_product(Game g, Game h);

// Nim multiplication of a and b (the product of *a and *b), for a, b < 2^64. Nimbers below a
// Fermat 2-power 2^(2^k) form a field, so the product of two values below 2^32 is below 2^32.
std::uint64_t nim_product(std::uint64_t a, std::uint64_t b);

} // namespace cgt
