#pragma once
// The memory of the generic solvers: one set of transposition tables per ruleset, which several
// solvers (one per thread) may share, and the progress reports of long searches.

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "algorithms/search/transposition_table.hpp"
#include "cgt/player.hpp"

namespace cgt::search {

// A pair of tables for one kind of value: by the ruleset's key, and by its canonical key (used
// only by rulesets that have one; then the first table is a bounded cache in front of it).
struct KeyedTables {
    TranspositionTable by_key;
    TranspositionTable by_symmetry;

    KeyedTables(const std::string& name, bool shared, bool keys_are_a_cache);
    std::size_t size() const { return by_key.size() + by_symmetry.size(); }
    std::size_t bytes() const { return by_key.bytes() + by_symmetry.bytes(); }
    void clear() {
        by_key.clear();
        by_symmetry.clear();
    }
};

// Every table a solver uses: normal-play values (canonical forms or Grundy values) and win/loss
// results of searches by play convention and player to move.
//
// The tables serve one ruleset at a time: keys identify positions only under the rules they were
// made for (games/ruleset.hpp: rules_key). A solver binds the tables to its rules (the kind of
// value, the ruleset type and its rules key) when it is made and when its rules change.
class SearchTables {
public:
    // shared: several threads use the tables at once. symmetric_keys: the ruleset has canonical
    // keys, so the tables by plain key are caches (of at most key_cache_entries entries).
    SearchTables(bool shared, bool symmetric_keys);

    // Serve the rules `identity` from now on. Tables bound to other rules are emptied first;
    // shared tables, which other threads may be reading, serve the first rules bound to them:
    // binding them to other rules throws InvalidArgument.
    void bind(std::string_view identity);

    KeyedTables& values() { return values_; }
    KeyedTables& wins(Play play, Player to_move) { return *wins_[index(play, to_move)]; }

    std::size_t size() const;
    std::size_t bytes() const;
    void clear();

    static constexpr std::size_t key_cache_entries = std::size_t{1} << 22;

private:
    static std::size_t index(Play play, Player p) {
        return (play == Play::misere ? 2U : 0U) + (p == Player::right ? 1U : 0U);
    }
    KeyedTables values_;
    std::array<std::unique_ptr<KeyedTables>, 4> wins_;
    bool shared_;
    std::mutex bind_mutex_;
    bool bound_ = false;
    std::string identity_; // the rules the entries were made under

};

// What a long search reports while it runs.
struct SearchProgress {
    std::size_t positions_solved = 0; // positions (parts) valued so far by this solver
    std::size_t table_entries = 0;    // entries in its tables
    std::size_t table_bytes = 0;      // bytes they hold
    std::size_t depth = 0;            // current depth of the search stack
};
using ProgressHook = std::function<void(const SearchProgress&)>;

// Often enough that a slow position (a partizan sum of many parts) still reports within a second
// and that Ctrl-C from Python is seen soon; the hooks themselves look at the clock and are cheap.
inline constexpr std::size_t default_progress_interval = std::size_t{1} << 10;

struct SolverOptions {
    std::shared_ptr<SearchTables> tables; // null: the solver makes its own
    ProgressHook progress;                // called every progress_interval positions solved
    std::size_t progress_interval = default_progress_interval;
};

} // namespace cgt::search
