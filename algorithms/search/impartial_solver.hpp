#pragma once
// The generic solver of impartial rulesets (games/ruleset.hpp): Grundy values, outcomes in
// normal and misère play, winning moves.
//
//   cgt::search::ImpartialSolver<Kayles> solver;
//   cgt::Grundy g = solver.grundy(position);           // nim-sum over the parts
//   bool n = solver.first_player_wins(position, cgt::Play::misere);
//
// Normal play: the position is split into independent parts (ruleset.split), each part valued
// once (memoised by key, then by canonical key) as the mex of its options' values, and the
// parts' values are nim-added (Sprague-Grundy). Misère play does not decompose: outcomes come
// from a memoised search of whole positions. The search uses an explicit stack, so its depth is
// bounded by memory, not by the C++ stack. Tables, threads and memory: as PartizanSolver.

#include <string>
#include <utility>
#include <vector>

#include "algorithms/search/move_report.hpp"
#include "algorithms/search/policies.hpp"
#include "algorithms/search/solver_shell.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt::search {

template <typename R>
class ImpartialSolver : public detail::SolverShell<R, detail::GrundyPolicy, true> {
    static_assert(check_impartial_ruleset<R>(), "see the message above");
    using Shell = detail::SolverShell<R, detail::GrundyPolicy, true>;

public:
    using Position = typename R::Position;
    using Move = MoveOf<R>;

    explicit ImpartialSolver(R rules = R{}, SolverOptions options = {}) : Shell(std::move(rules), std::move(options)) {}

    // ---- normal play ----

    Grundy grundy(const Position& position) {
        return this->value_of_parts(position, 0, [](Grundy& total, Grundy part) { total ^= part; });
    }
    // *grundy, to add to partizan values.
    Game value(const Position& position) { return Game::nimber(grundy(position)); }

    // ---- either play ----

    // Does the player to move win? Normal play from the Grundy value, misère play by search.
    bool first_player_wins(const Position& position, Play play) {
        if (play == Play::normal) return grundy(position) != 0;
        return search_wins(position, play);
    }
    Outcome outcome(const Position& position, Play play = Play::normal) {
        return first_player_wins(position, play) ? Outcome::N : Outcome::P;
    }
    // The same by a search of whole positions, never splitting (for rulesets whose positions are
    // not disjunctive sums, such as Conway's other compounds).
    bool search_wins(const Position& position, Play play) { return this->search(position, Player::left, play); }
    // The same the cheaper way when only the outcome is wanted: a search, which stops at the
    // first winning move, except in normal play of a position of several parts, whose parts'
    // Grundy values are cheaper than a search of the whole.
    bool wins_by_search(const Position& position, Play play) {
        if (play == Play::normal) {
            std::size_t parts = 0;
            if constexpr (HasSplit<R>) this->rules_.split(position, [&](auto&&) { ++parts; });
            if (parts > 1) return grundy(position) != 0;
        }
        return search_wins(position, play);
    }
    // The options that win for the mover: to a position the opponent loses.
    std::vector<Position> winning_moves(const Position& position, Play play = Play::normal) {
        std::vector<Position> result;
        for_each_labelled_option(this->rules_, position, [&](auto&& o, const Move&) {
            Position option(std::forward<decltype(o)>(o));
            if (!first_player_wins(option, play)) result.push_back(std::move(option));
        });
        return result;
    }
    // Every move in the ruleset's order, with the value *g of the position it leads to (a move
    // wins when g = 0; sensible and canonical when g is below the position's Grundy value: the
    // options of *n are *0 .. *(n-1)).
    std::vector<MoveReport<Move>> moves(const Position& position) {
        const Game whole = value(position);
        const std::vector<Game> canonical = whole.left_options();
        std::vector<MoveReport<Move>> result;
        for_each_labelled_option(this->rules_, position, [&](auto&& o, const Move& move) {
            MoveReport<Move> m{move, move_name(move)};
            set_value(m, value(Position(std::forward<decltype(o)>(o))), Player::left, canonical);
            result.push_back(std::move(m));
        });
        return result;
    }
    // Every move with the outcome (N or P, under `play`) of the position it leads to, by search
    // (wins_by_search): no values.
    std::vector<MoveReport<Move>> moves(const Position& position, Play play) {
        std::vector<MoveReport<Move>> result;
        for_each_labelled_option(this->rules_, position, [&](auto&& o, const Move& move) {
            MoveReport<Move> m{move, move_name(move)};
            m.winning = !wins_by_search(Position(std::forward<decltype(o)>(o)), play);
            m.outcome = m.winning ? Outcome::P : Outcome::N;
            result.push_back(std::move(m));
        });
        return result;
    }
};

template <typename R>
Grundy grundy_value(const R& rules, const typename R::Position& position) {
    return ImpartialSolver<R>(rules).grundy(position);
}

} // namespace cgt::search
