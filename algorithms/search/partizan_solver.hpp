#pragma once
// The generic solver of partizan rulesets (games/ruleset.hpp): canonical forms, outcomes in
// normal and misère play, winning and sensible moves.
//
//   cgt::search::PartizanSolver<Domineering> solver;
//   cgt::Game g = solver.value(board);                        // canonical form, e.g. {1|-1}
//   cgt::Outcome m = solver.outcome(board, cgt::Play::misere); // by search
//
// Normal-play values: a position is split into its independent parts (ruleset.split), each part
// valued once (memoised by key, then by canonical key) as the canonical form of
// {values of Left's options | values of Right's options} (Game::from_options), and the parts'
// values are summed. Misère play does not decompose: outcomes are found by a memoised search of
// whole positions (who wins moving first). The search uses an explicit stack, so its depth is
// bounded by memory, not by the C++ stack.
//
// A solver belongs to one thread; its tables (search_tables.hpp) may be shared by solvers in
// other threads (SolverOptions::tables made with shared = true). They keep their entries
// between calls: reuse one solver for many positions. When the tables would pass the memory
// limit, a call throws MemoryLimitExceeded (the solver stays usable; clear() frees its memory).

#include <algorithm>
#include <utility>
#include <vector>

#include "algorithms/search/move_report.hpp"
#include "algorithms/search/policies.hpp"
#include "algorithms/search/solver_shell.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt::search {

template <typename R>
class PartizanSolver : public detail::SolverShell<R, detail::CanonicalPolicy, false> {
    static_assert(check_partizan_ruleset<R>(), "see the message above");
    using Shell = detail::SolverShell<R, detail::CanonicalPolicy, false>;

public:
    using Position = typename R::Position;
    using Move = MoveOf<R>;

    explicit PartizanSolver(R rules = R{}, SolverOptions options = {}) : Shell(std::move(rules), std::move(options)) {}

    // ---- normal play ----

    // The canonical form of the position.
    Game value(const Position& position) {
        return this->value_of_parts(position, Game(), [](Game& total, Game part) { total += part; });
    }
    Outcome outcome(const Position& position) { return value(position).outcome(); }

    // Every move of `player` in the ruleset's order, with the value of the position it leads
    // to, whether it wins and whether it is sensible (move_report.hpp).
    std::vector<MoveReport<Move>> moves(const Position& position, Player player) {
        const Game whole = value(position);
        const std::vector<Game> canonical = player == Player::left ? whole.left_options() : whole.right_options();
        std::vector<MoveReport<Move>> result;
        for_each_labelled_option(this->rules_, position, player, [&](auto&& o, const Move& move) {
            MoveReport<Move> m{move, move_name(move)};
            set_value(m, value(Position(std::forward<decltype(o)>(o))), player, canonical);
            result.push_back(std::move(m));
        });
        return result;
    }
    // The options to which a move wins for the mover (normal play), in the ruleset's order.
    std::vector<Position> winning_moves(const Position& position, Player player) {
        return options_where(position, player, moves(position, player), [](const MoveReport<Move>& m) { return m.winning; });
    }
    // The options of the sensible moves (move_report.hpp), in the ruleset's order.
    std::vector<Position> sensible_moves(const Position& position, Player player) {
        return options_where(position, player, moves(position, player), [](const MoveReport<Move>& m) { return m.sensible; });
    }

    // ---- either play, by search of whole positions ----

    // Does `first`, moving first, win?
    bool wins_moving_first(const Position& position, Player first, Play play) {
        return this->search(position, first, play);
    }
    // L, R, P or N under `play` (normal play by search too, without canonical forms).
    Outcome outcome(const Position& position, Play play) {
        const bool left_first = wins_moving_first(position, Player::left, play);
        const bool right_first = wins_moving_first(position, Player::right, play);
        if (left_first && right_first) return Outcome::N;
        if (left_first) return Outcome::L;
        if (right_first) return Outcome::R;
        return Outcome::P;
    }
    // Every move of `player` with the outcome (under `play`) of the position it leads to and
    // whether it wins, by search: no values.
    std::vector<MoveReport<Move>> moves(const Position& position, Player player, Play play) {
        std::vector<MoveReport<Move>> result;
        for_each_labelled_option(this->rules_, position, player, [&](auto&& o, const Move& move) {
            const Position option(std::forward<decltype(o)>(o));
            MoveReport<Move> m{move, move_name(move)};
            m.outcome = outcome(option, play);
            m.winning = !wins(m.outcome, opponent(player));
            result.push_back(std::move(m));
        });
        return result;
    }
    // The options to which a move wins for the mover under `play`.
    std::vector<Position> winning_moves(const Position& position, Player player, Play play) {
        std::vector<Position> result;
        for_each_labelled_option(this->rules_, position, player, [&](auto&& o, const Move&) {
            Position option(std::forward<decltype(o)>(o));
            if (!wins_moving_first(option, opponent(player), play)) result.push_back(std::move(option));
        });
        return result;
    }

private:
    // Does `p` win moving first in a game of outcome `o`?
    static bool wins(Outcome o, Player p) {
        return o == Outcome::N || o == (p == Player::left ? Outcome::L : Outcome::R);
    }
    // The options of the moves (listed in the ruleset's order in `reports`) that `keep` accepts.
    template <typename Keep>
    std::vector<Position> options_where(const Position& position, Player player,
                                        const std::vector<MoveReport<Move>>& reports, Keep keep) const {
        std::vector<Position> result;
        std::size_t i = 0;
        for_each_labelled_option(this->rules_, position, player, [&](auto&& o, const Move&) {
            if (keep(reports[i++])) result.emplace_back(std::forward<decltype(o)>(o));
        });
        return result;
    }
};

// One-off helpers (a fresh solver each call; keep a solver to reuse its memo).
template <typename R>
Game canonical_form(const R& rules, const typename R::Position& position) {
    return PartizanSolver<R>(rules).value(position);
}

} // namespace cgt::search
