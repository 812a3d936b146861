#pragma once
// The reduced canonical form (Grossman and Siegel, "Reductions of partizan games"; Siegel's
// Combinatorial Game Theory): the simplest game that differs from G by an
// infinitesimal. Numbers+up+star values reduce to their number part.

#include "cgt/game.hpp"

namespace cgt {

// rcf(G) - G is infinitesimal, rcf(G + e) = rcf(G) for every infinitesimal e, and rcf(G) has
// no option that is dominated or reversible modulo infinitesimals.
// Computed as CGSuite does, by heating with * and then replacing every x* by x ("star
// projection"), after first replacing every number+up+star subgame x + n.^ + *k by x (an
// infinitesimally close option leaves the class unchanged; the tests check the result).
Game reduced_canonical_form(Game g);

} // namespace cgt
