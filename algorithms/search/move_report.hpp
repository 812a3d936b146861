#pragma once
// One move of a player, as every solver reports it: the generic solvers (for any ruleset), the
// domination game's special algorithms and the registry's sums (algorithms/registry/). `Move` is
// the ruleset's Move (games/labelled_moves.hpp: named, or the option's number).
//
// Sensible moves are CGSuite's (Game.sensibleOptions): a Left move is sensible when its value is
// at least some Left option of the position's canonical form (a Right move: at most some Right
// option). A move whose value is a canonical option is sensible; a reversible move may be too
// ({^|0} = *: Left's move to ^ >= 0 is, and it wins). CGSuite's sensibleOptions lists, per
// canonical option, the first such move.

#include <algorithm>
#include <optional>
#include <span>
#include <string>

#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"

namespace cgt::search {

template <typename Move>
struct MoveReport {
    Move move;                    // the ruleset's name for it
    std::string label;            // as text: to_string(move), or a caller's label (a sum's "2:a1-b1")
    std::optional<Game> value{};  // the option's value in normal play; empty when only outcomes were asked
    Outcome outcome = Outcome::P; // the option's outcome class, in the play asked
    bool winning = false;         // the mover, having made the move, wins (normal or misère play as asked)
    bool sensible = false;        // values only: value >= some canonical option (Left; <= for Right)
    bool canonical = false;       // values only: value is one of the canonical options
};

// Fills in what a move's value says, given the mover and the canonical options of the
// position for the mover (Game::left_options() or right_options() of its canonical form).
template <typename Move>
void set_value(MoveReport<Move>& m, Game value, Player mover, std::span<const Game> canonical_options) {
    const bool left = mover == Player::left;
    m.value = value;
    m.outcome = value.outcome();
    m.winning = left ? value >= Game() : value <= Game();
    m.sensible = std::any_of(canonical_options.begin(), canonical_options.end(),
                             [&](const Game& k) { return left ? value >= k : value <= k; });
    m.canonical = std::find(canonical_options.begin(), canonical_options.end(), value) != canonical_options.end();
}

} // namespace cgt::search
