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

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "algorithms/search/detail/engine.hpp"
#include "algorithms/search/detail/policies.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt::search {

template <typename R>
class ImpartialSolver {
    static_assert(check_impartial_ruleset<R>(), "see the message above");

public:
    using Rules = R;
    using Position = typename R::Position;

    explicit ImpartialSolver(R rules = R{}, SolverOptions options = {})
        : rules_(std::move(rules)), options_(std::move(options)) {
        if (!options_.tables) options_.tables = make_tables(false);
    }

    static std::shared_ptr<SearchTables> make_tables(bool shared) {
        return std::make_shared<SearchTables>(shared, HasCanonicalKey<R>);
    }

    // ---- normal play ----

    Grundy grundy(const Position& position) {
        detail::GrundyPolicy<R> policy{{&options_, options_.tables.get()}, &rules_, {&rules_, &options_.tables->values()}};
        std::vector<Position> parts;
        detail::split_into(rules_, position, parts);
        Grundy total = 0;
        for (Position& part : parts) total ^= grundy_.solve(policy, std::move(part));
        return total;
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
    bool search_wins(const Position& position, Play play) {
        detail::WinPolicy<R> policy{{&options_, options_.tables.get()},
                                    &rules_,
                                    {&rules_, &options_.tables->wins(play, Player::left)},
                                    play};
        return win_search_.solve(policy, Position(position));
    }
    // The options that win for the mover: to a position the opponent loses.
    std::vector<Position> winning_moves(const Position& position, Play play = Play::normal) {
        std::vector<Position> result;
        rules_.for_each_option(position, [&](auto&& o) {
            Position option(std::forward<decltype(o)>(o));
            if (!first_player_wins(option, play)) result.push_back(std::move(option));
            return false;
        });
        return result;
    }
    // Every option with its Grundy value.
    std::vector<std::pair<Position, Grundy>> moves(const Position& position) {
        std::vector<std::pair<Position, Grundy>> result;
        rules_.for_each_option(position, [&](auto&& o) {
            Position option(std::forward<decltype(o)>(o));
            const Grundy g = grundy(option);
            result.emplace_back(std::move(option), g);
            return false;
        });
        return result;
    }

    // ---- the solver ----

    const R& rules() const noexcept { return rules_; }
    void set_rules(R rules) { rules_ = std::move(rules); }
    SearchTables& tables() noexcept { return *options_.tables; }
    // Positions whose value is memoised (by canonical key when the ruleset has one).
    std::size_t memo_size() const {
        const KeyedTables& v = options_.tables->values();
        return HasCanonicalKey<R> ? v.by_symmetry.size() : v.by_key.size();
    }
    std::size_t positions_solved() const noexcept { return grundy_.solved() + win_search_.solved(); }
    void clear() { options_.tables->clear(); }
    // Calls `hook` every `interval` positions solved (empty: no reports).
    void set_progress(ProgressHook hook, std::size_t interval = std::size_t{1} << 14) {
        options_.progress = std::move(hook);
        options_.progress_interval = interval == 0 ? 1 : interval;
    }

private:
    R rules_;
    SolverOptions options_;
    detail::Engine<detail::GrundyPolicy<R>> grundy_;
    detail::Engine<detail::WinPolicy<R>> win_search_;
};

template <typename R>
Grundy grundy_value(const R& rules, const typename R::Position& position) {
    return ImpartialSolver<R>(rules).grundy(position);
}

} // namespace cgt::search
