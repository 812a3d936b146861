#pragma once
// What the two generic solvers (impartial_solver.hpp, partizan_solver.hpp) share: the rules, the
// tables, one engine for normal-play values (ValuePolicy: Grundy values or canonical forms) and
// one for win/loss searches, and the calls that look after them. A solver adds what it computes.

#include <cstddef>
#include <memory>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

#include "algorithms/search/engine.hpp"
#include "algorithms/search/policies.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt::search::detail {

template <typename R, template <typename> typename ValuePolicy, bool Impartial>
class SolverShell {
public:
    using Rules = R;
    using Position = typename R::Position;

    explicit SolverShell(R rules, SolverOptions options) : rules_(std::move(rules)), options_(std::move(options)) {
        if (!options_.tables) options_.tables = make_tables(false);
        options_.tables->bind(identity(rules_));
    }

    // Tables for solvers of this ruleset in several threads at once (shared = true).
    static std::shared_ptr<SearchTables> make_tables(bool shared) {
        return std::make_shared<SearchTables>(shared, HasCanonicalKey<R>);
    }

    const R& rules() const noexcept { return rules_; }
    // New rules (say, another board). The tables stay when the rules key is the same (a ruleset
    // whose keys say everything, such as a graph game keyed by graphs); otherwise they are
    // emptied (or, shared with other threads, refused: InvalidArgument).
    void set_rules(R rules) {
        options_.tables->bind(identity(rules));
        rules_ = std::move(rules);
    }
    SearchTables& tables() noexcept { return *options_.tables; }
    // Positions whose value is memoised (by canonical key when the ruleset has one).
    std::size_t memo_size() const {
        const KeyedTables& v = options_.tables->values();
        return HasCanonicalKey<R> ? v.by_symmetry.size() : v.by_key.size();
    }
    std::size_t positions_solved() const noexcept { return values_.solved() + win_search_.solved(); }
    void clear() { options_.tables->clear(); }
    // Calls `hook` every `interval` positions solved (empty: no reports).
    void set_progress(ProgressHook hook, std::size_t interval = default_progress_interval) {
        options_.progress = std::move(hook);
        options_.progress_interval = interval == 0 ? 1 : interval;
    }

protected:
    // What the tables' entries depend on: the kind of value, the ruleset type, its rules key.
    static std::string identity(const R& rules) {
        std::string id = Impartial ? "impartial " : "partizan ";
        id += typeid(R).name();
        id += '\0';
        id += rules_key_bytes(rules);
        return id;
    }

    using Value = typename ValuePolicy<R>::Value;

    // The normal-play value of a position: its parts valued one by one, combined by `add`.
    template <typename Add>
    Value value_of_parts(const Position& position, Value total, Add add) {
        ValuePolicy<R> policy{{&options_, options_.tables.get()}, &rules_, {&rules_, &options_.tables->values()}};
        std::vector<Position> parts;
        split_into(rules_, position, parts);
        for (Position& part : parts) add(total, values_.solve(policy, std::move(part)));
        return total;
    }

    // Does `to_move` win under `play`? By a search of whole positions.
    bool search(const Position& position, Player to_move, Play play) {
        const Player right = Impartial ? Player::left : Player::right; // impartial: one table
        WinPolicy<R, Impartial> policy{{&options_, options_.tables.get()},
                                       &rules_,
                                       {Keyed<R>{&rules_, &options_.tables->wins(play, Player::left)},
                                        Keyed<R>{&rules_, &options_.tables->wins(play, right)}},
                                       play};
        return win_search_.solve(policy, Turn<Position>{position, to_move});
    }

    R rules_;
    SolverOptions options_;

private:
    Engine<ValuePolicy<R>> values_;
    Engine<WinPolicy<R, Impartial>> win_search_;
};

} // namespace cgt::search::detail
