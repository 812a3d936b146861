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

#include <memory>
#include <utility>
#include <vector>

#include "algorithms/search/engine.hpp"
#include "algorithms/search/policies.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt::search {

// One move of a player, as the solver sees it.
template <typename Position>
struct MoveReport {
    Position option;       // the position after the move
    Game value;            // its canonical form (normal play)
    bool winning = false;  // the mover, having moved first, wins: value >= 0 (Left), <= 0 (Right)
    bool sensible = false; // value is one of the canonical options of the position for the mover
};

template <typename R>
class PartizanSolver {
    static_assert(check_partizan_ruleset<R>(), "see the message above");

public:
    using Rules = R;
    using Position = typename R::Position;

    explicit PartizanSolver(R rules = R{}, SolverOptions options = {})
        : rules_(std::move(rules)), options_(std::move(options)) {
        if (!options_.tables) options_.tables = make_tables(false);
    }

    // Tables for solvers of this ruleset in several threads at once.
    static std::shared_ptr<SearchTables> make_tables(bool shared) {
        return std::make_shared<SearchTables>(shared, HasCanonicalKey<R>);
    }

    // ---- normal play ----

    // The canonical form of the position.
    Game value(const Position& position) {
        detail::CanonicalPolicy<R> policy{{&options_, options_.tables.get()}, &rules_, {&rules_, &options_.tables->values()}};
        std::vector<Position> parts;
        detail::split_into(rules_, position, parts);
        Game total;
        for (Position& part : parts) total += canonical_.solve(policy, std::move(part));
        return total;
    }
    Outcome outcome(const Position& position) { return value(position).outcome(); }

    // Every move of `player`, with the value of the position it leads to.
    std::vector<MoveReport<Position>> moves(const Position& position, Player player) {
        const Game whole = value(position);
        const std::vector<Game> canonical = player == Player::left ? whole.left_options() : whole.right_options();
        std::vector<MoveReport<Position>> result;
        for_each_option(position, player, [&](Position option) {
            MoveReport<Position> m{std::move(option), Game(), false, false};
            m.value = value(m.option);
            m.winning = player == Player::left ? m.value >= Game() : m.value <= Game();
            m.sensible = std::find(canonical.begin(), canonical.end(), m.value) != canonical.end();
            result.push_back(std::move(m));
        });
        return result;
    }
    // The options to which a move wins for the mover (normal play), in the ruleset's order.
    std::vector<Position> winning_moves(const Position& position, Player player) {
        return filter(moves(position, player), [](const MoveReport<Position>& m) { return m.winning; });
    }
    // The options whose value is a canonical option: the moves worth considering.
    std::vector<Position> sensible_moves(const Position& position, Player player) {
        return filter(moves(position, player), [](const MoveReport<Position>& m) { return m.sensible; });
    }

    // ---- either play, by search of whole positions ----

    // Does `first`, moving first, win?
    bool wins_moving_first(const Position& position, Player first, Play play) {
        detail::PartizanWinPolicy<R> policy{{&options_, options_.tables.get()},
                                            &rules_,
                                            {detail::Keyed<R>{&rules_, &options_.tables->wins(play, Player::left)},
                                             detail::Keyed<R>{&rules_, &options_.tables->wins(play, Player::right)}},
                                            play};
        return win_search_.solve(policy, detail::Turn<Position>{position, first});
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
    // The options to which a move wins for the mover under `play`.
    std::vector<Position> winning_moves(const Position& position, Player player, Play play) {
        std::vector<Position> result;
        for_each_option(position, player, [&](Position option) {
            if (!wins_moving_first(option, opponent(player), play)) result.push_back(std::move(option));
        });
        return result;
    }

    // ---- the solver ----

    const R& rules() const noexcept { return rules_; }
    // New rules (say, another board) with the same tables: keys must stay valid across them.
    void set_rules(R rules) { rules_ = std::move(rules); }
    SearchTables& tables() noexcept { return *options_.tables; }
    // Positions whose value is memoised (by canonical key when the ruleset has one).
    std::size_t memo_size() const {
        const KeyedTables& v = options_.tables->values();
        return HasCanonicalKey<R> ? v.by_symmetry.size() : v.by_key.size();
    }
    std::size_t positions_solved() const noexcept { return canonical_.solved() + win_search_.solved(); }
    void clear() { options_.tables->clear(); }
    // Calls `hook` every `interval` positions solved (empty: no reports).
    void set_progress(ProgressHook hook, std::size_t interval = std::size_t{1} << 14) {
        options_.progress = std::move(hook);
        options_.progress_interval = interval == 0 ? 1 : interval;
    }

private:
    template <typename Visit>
    void for_each_option(const Position& position, Player player, Visit&& visit) const {
        if constexpr (HasMoves<R>) {
            rules_.for_each_move(position, [&](auto&& o, Movers m) {
                if (may_move(m, player)) visit(Position(std::forward<decltype(o)>(o)));
                return false;
            });
        } else {
            rules_.for_each_option(position, player, [&](auto&& o) {
                visit(Position(std::forward<decltype(o)>(o)));
                return false;
            });
        }
    }
    template <typename Keep>
    static std::vector<Position> filter(std::vector<MoveReport<Position>> all, Keep keep) {
        std::vector<Position> result;
        for (auto& m : all)
            if (keep(m)) result.push_back(std::move(m.option));
        return result;
    }

    R rules_;
    SolverOptions options_;
    detail::Engine<detail::CanonicalPolicy<R>> canonical_;
    detail::Engine<detail::PartizanWinPolicy<R>> win_search_;
};

// One-off helpers (a fresh solver each call; keep a solver to reuse its memo).
template <typename R>
Game canonical_form(const R& rules, const typename R::Position& position) {
    return PartizanSolver<R>(rules).value(position);
}

} // namespace cgt::search
