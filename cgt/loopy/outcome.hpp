#pragma once
// Outcome classes of loopy games, read off a game graph directly (no simplification): who wins
// each side of the game, and of the game plus short games.
//
// A side's outcome is its comparison with 0 under the side's convention (compare.hpp): L when
// 0 <= G and not G <= 0, and so on. The loopy outcome combines the onside's and the offside's
// (CGSuite's LoopyOutcomeClass). For an impartial game the outcome is P, N or D (a draw:
// whoever moves first, neither player can force a win).
//
//   LoopyOutcome o = outcome(graph, start);                          // the game alone
//   LoopyOutcome s = outcome_of_sum(graph, start, {Game::star()});  // the game + *

#include <span>
#include <string_view>

#include <fmt/format.h>

#include "cgt/game.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/outcome.hpp"

namespace cgt::loopy {

// The outcome classes of loopy games (CGSuite's LoopyOutcomeClass): the onside's outcome, then
// the offside's. L, R, N, P as usual; D (dud-like: Left wins the onside, Right the offside,
// whoever starts; for impartial games, a draw); the sided ones NHat (onside L, offside N),
// PHat (L, P), NCheck (N, R), PCheck (P, R).
enum class LoopyOutcome { L, R, N, P, D, NHat, PHat, NCheck, PCheck };
std::string_view to_string(LoopyOutcome o) noexcept; // "L", ..., "PHat", "NCheck"

// The loopy outcome whose onside has outcome `onside` and offside `offside`; throws
// InvalidArgument when the offside is better for Left than the onside (no game has that).
LoopyOutcome loopy_outcome(Outcome onside, Outcome offside);

// Whether the player to move from a game of outcome o loses against best play, even when
// infinite play is scored in its favour: a move to such a game wins outright for the other
// player (never a draw). Left to move loses in R, P and PCheck; Right to move in L, P and PHat.
bool mover_loses(LoopyOutcome o, Player to_move) noexcept;

// The outcome of one side of the game at v (Convention::onside or offside; Convention::stopper
// gives the stopper's outcome and requires a stopper).
Outcome side_outcome(const Graph& graph, Vertex v, Convention side);
// The loopy outcome of the game at v.
LoopyOutcome outcome(const Graph& graph, Vertex v);
// The loopy outcome of the game at v plus the short games (their sum is taken first, then the
// graph sum with the game: one retrograde analysis of that graph per side).
LoopyOutcome outcome_of_sum(const Graph& graph, Vertex v, std::span<const Game> short_games);

} // namespace cgt::loopy

template <>
struct fmt::formatter<cgt::loopy::LoopyOutcome> : fmt::formatter<std::string_view> {
    template <typename Ctx>
    auto format(cgt::loopy::LoopyOutcome o, Ctx& ctx) const {
        return fmt::formatter<std::string_view>::format(cgt::loopy::to_string(o), ctx);
    }
};
