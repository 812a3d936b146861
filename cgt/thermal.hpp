#pragma once
// Cooling, freezing, heating and overheating of short games, with CGSuite's definitions (see
// docs/operations.md). All are computed on canonical forms, bottom-up over the subgames without
// recursion on the call stack, memoised per thread; long up-chains (^50000) take one step per
// level and integers are never unfolded into their options.
//
//   cgt::cool(g, cgt::Dyadic(1));              // G_1: G cooled by 1
//   cgt::heat(cgt::Game::nimber(2), cgt::Game::integer(1));   // ∫^1 *2

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

// G cooled by t (t > -1): G_t = { G^L_t - t | G^R_t + t }, except that an integer is unchanged
// and a subgame whose temperature is below t becomes its mean. Throws InvalidArgument when
// t <= -1.
Game cool(Game g, const Dyadic& t);

// G cooled by its own temperature: infinitesimally close to a number. Number+up+star values
// (and other uptimals) are their own freeze, as in CGSuite.
Game freeze(Game g);

// G heated by t: numbers are unchanged, otherwise ∫^t G = { ∫^t G^L + t | ∫^t G^R - t }.
// t may be any game (CGSuite's Heat(t)).
Game heat(Game g, Game t);

// G overheated from s to t: an integer n becomes n.s (n copies of s), otherwise
// { overheat(G^L) + t | overheat(G^R) - t }. s and t may be any games.
Game overheat(Game g, Game s, Game t);

} // namespace cgt
