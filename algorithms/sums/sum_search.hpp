#pragma once
// Who wins a sum of games: an outcome search over sums whose components come from any rulesets
// (erased_ruleset.hpp), the search MCGS does, and the nim value of an impartial sum.
//
//   sums::SumSearch search;
//   const auto clobber = search.add_ruleset(std::make_unique<sums::TypedRuleset<grid::Clobber>>(...));
//   std::vector<sums::Component> game{{clobber, search.ruleset(clobber).parse("XOXOXO")}};
//   bool black_wins = search.wins(game, Player::left);
//
// The search (docs/solve.md, section "How it decides"):
//   * a node is a sum: a sorted list of components, each independent; a move in a component
//     replaces it by the option's independent parts (its regions), so sums split as they arise;
//   * a component whose canonical form the generic solver finds within a small budget is
//     replaced by that value, and all known values of a sum are added into one canonical game:
//     the cheap part of a sum is a single term whose numbers and infinitesimals have collapsed,
//     and whose moves are its canonical options only (dominated and reversible moves pruned);
//   * impartial components equal to each other cancel (G + G = 0);
//   * alternating win/loss search with an explicit stack (the generic engine of
//     algorithms/search/engine.hpp), a transposition table on whole sums charged to the memory
//     budget (a cache: it forgets rather than fails), children looked up before any is searched,
//     and moves ordered: unknown components first (the moves that leave the opponent fewest
//     replies first, ties from the middle of the list outwards, MCGS's "play in the middle"),
//     then the known term, numbers last;
//   * interruptible (SumSearchOptions::stop, called every few hundred nodes and inside values)
//     and reporting progress.
// Tables persist between calls (keys are exact): reuse one search for many sums.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "algorithms/sums/erased_ruleset.hpp"
#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/player.hpp"

namespace cgt::sums {

// A component of a sum: a position of one of the search's rulesets.
struct Component {
    std::uint32_t ruleset = 0;
    PositionId position = 0;
};

struct SumProgress {
    std::uint64_t nodes = 0;         // sums searched
    std::size_t table_entries = 0;   // in the transposition table
    std::size_t depth = 0;           // of the search stack
};

struct SumSearchOptions {
    // A component with at most this many moves (Left's and Right's together) has its canonical
    // form tried, valuing at most value_budget positions; 0 turns values off (plain search).
    // 10, measured on MCGS's autotests (docs/solve.md): 326 s over them against 352 s at 6, NoGo 1x22
    // 1.7 times faster; at 14 Clobber and Elephants are slower, and at 24 the canonical forms of
    // mid-sized hot components (Clobber, King Dirt) cost far more than the search they save.
    std::size_t value_moves = 10;
    std::uint64_t value_budget = 4096;
    // A nim value takes each impartial component's Grundy value if it values at most this many
    // positions, and finds the rest by Lemoine and Viennot's search (SumSearch::grundy). Either
    // way is far slower on some games. 2^16, measured on MCGS's impartial files (CPU s, budget
    // 2^13 / 2^15 / 2^16 / 2^17): Cannibal Clobber 4x5-8stones-imp 18.5 / 15.1 / 9.9 / 6.8,
    // 4x4-imp 3.6 / 4.0 / 4.1 / 6.8, fission_6x6_imp 22.5 / 22.5 / 24.0 / 27.4; seven files
    // together 57.4 / 50.6 / 48.0 / 52.5.
    std::uint64_t grundy_budget = std::uint64_t{1} << 16;
    // Known values are added into one term while the sum takes at most this many steps
    // (cgt/step_limit.hpp); a sum that would take more stays two terms.
    std::uint64_t merge_steps = 20000;
    // An outcome search frees the positions it interned but no longer names (options looked up
    // and never searched) once the rulesets hold this many, then again each time they have
    // doubled (or memory is three quarters used): its memory grows with its table, not with
    // every option it met (Amazons: hundreds a node).
    std::size_t collect_positions = std::size_t{1} << 20;
    StopCheck stop;                                   // may throw to stop the search
    std::function<void(const SumProgress&)> progress; // every progress_interval nodes
    std::uint64_t progress_interval = std::uint64_t{1} << 16;
};

// A move of an entered component that wins for the mover.
struct WinningMove {
    std::size_t component; // index in the sum as given
    std::string move;      // the ruleset's name for it
};

struct SumStatistics {
    std::uint64_t nodes = 0;           // sums expanded (and frames of the nim search)
    std::uint64_t values_tried = 0;    // components whose canonical form was attempted
    std::uint64_t values_found = 0;
    std::uint64_t collections = 0;     // times an outcome search freed the positions it no longer named
    std::uint64_t positions_freed = 0;
    std::uint64_t table_halvings = 0;  // times half the table was forgotten for want of memory
};

class SumSearch {
public:
    explicit SumSearch(SumSearchOptions options = {});
    ~SumSearch();
    SumSearch(const SumSearch&) = delete;
    SumSearch& operator=(const SumSearch&) = delete;

    // Adds a ruleset; components name it by the index returned.
    std::uint32_t add_ruleset(std::unique_ptr<ErasedRuleset> rules);
    ErasedRuleset& ruleset(std::uint32_t index);
    std::size_t ruleset_count() const noexcept;

    // Does `to_move`, moving first, win the sum (normal play)?
    bool wins(std::span<const Component> sum, Player to_move);
    // The moves of `player` that win, component by component in the order given (a move wins
    // when the opponent, moving next, loses).
    std::vector<WinningMove> winning_moves(std::span<const Component> sum, Player player);

    // Impartial sums (every component of an impartial ruleset). Nim values by Lemoine and
    // Viennot's search for G + *n one component at a time (algorithms/sums/detail/nim_search.hpp).
    Grundy grundy(std::span<const Component> sum);
    std::vector<WinningMove> impartial_winning_moves(std::span<const Component> sum);

    // The canonical form of the sum (without a budget: may take long).
    Game value(std::span<const Component> sum);

    void set_stop(StopCheck stop);
    const SumStatistics& statistics() const noexcept;
    // Forgets the transposition tables (interned positions and their values stay).
    void clear_table();
    // Forgets the table and every ruleset's positions and values (ErasedRuleset::forget): frees
    // the memory a long run has gathered; the Components given so far become invalid.
    void forget_positions();

    class Impl;

private:
    std::unique_ptr<Impl> impl_;
};

} // namespace cgt::sums
