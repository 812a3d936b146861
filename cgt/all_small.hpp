#pragma once
// The atomic weight calculus and lattice companions, with CGSuite's definitions (see
// docs/operations.md; Winning Ways ch. 7-8, Siegel's Combinatorial Game Theory).
//
//   cgt::atomic_weight(cgt::Game::up());   // 1
//   cgt::companion(cgt::Game::up());       // ^*

#include <optional>

#include "cgt/game.hpp"

namespace cgt {

// The atomic weight: the W with G ~ W.^ (Norton product with ^) in the atomic-weight relation.
// Computed as CGSuite does: AW(x + n.^ + *k) = n; otherwise G0 = {AW(G^L) - 2 | AW(G^R) + 2},
// and when G0 is an integer it is corrected by comparing G with the far star *m (m one more
// than the largest nimber among G's subgames): the least integer n with n |> every Left entry
// when G < *m, the greatest with n <| every Right entry when G > *m. For a game that is not
// all-small the result is checked: G - W.^ must lie strictly between -(^* + *2^j:-1) and
// ^* + *2^j:-1 (2^j >= m).
// Throws InvalidArgument when G is not atomic (not infinitesimal, or the check fails).
Game atomic_weight(Game g);
std::optional<Game> atomic_weight_if_atomic(Game g); // nullopt instead of the exception
inline bool is_atomic(Game g) { return atomic_weight_if_atomic(g).has_value(); }

// The lattice companion: 0 <-> *, ^n <-> ^n* (n.^ + *k with k <= 1: the nimber bit flipped;
// other uptimals with number part 0 likewise), *k (k >= 2) and every other uptimal unchanged
// (as CGSuite's Uptimal.Companion); otherwise
// {companion(G^L), 0 if G >= 0 | companion(G^R), 0 if G <= 0}.
Game companion(Game g);

namespace detail {
// The recursion alone (no uptimal rule); nus_closed_forms = false unfolds every nonzero
// number+up+star subgame too (the tests' check of the closed forms; small games only).
Game companion_by_recursion(Game g, bool nus_closed_forms);
} // namespace detail

} // namespace cgt
