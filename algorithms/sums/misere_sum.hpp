#pragma once
// Misère outcomes of sums whose components come from any rulesets (erased_ruleset.hpp). A misère
// sum does not decompose, so this is one search over the whole sum: the sum is a position of a
// combined ruleset (a sorted list of components; a move replaces one component by its option's
// parts), searched by the generic engine's win/loss search (algorithms/search/), whose tables
// are charged to the memory budget.
//
//   sums::SumSearch search;                      // owns the rulesets and their positions
//   ... add rulesets and parse components ...
//   sums::MisereSearch misere(search);
//   Outcome o = misere.outcome(sum);             // L, R, N or P; N or P if all impartial

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "algorithms/sums/sum_search.hpp"
#include "cgt/outcome.hpp"

namespace cgt::sums {

struct MisereOptions {
    std::function<void(const SumProgress&)> progress; // every progress_interval sums searched
    std::uint64_t progress_interval = std::uint64_t{1} << 12;
};

// The searches of one SumSearch's sums (whose rulesets and positions it uses); its table is kept
// between calls, so ask one MisereSearch about many sums.
class MisereSearch {
public:
    explicit MisereSearch(SumSearch& search, MisereOptions options = {});
    ~MisereSearch();
    MisereSearch(const MisereSearch&) = delete;
    MisereSearch& operator=(const MisereSearch&) = delete;

    // Does `first`, moving first, win the sum in misère play (the player who cannot move wins)?
    bool wins(std::span<const Component> sum, Player first);
    // The misère outcome class of the sum (an impartial sum is N or P, found by one search).
    Outcome outcome(std::span<const Component> sum);
    // The moves of `player` (impartial: either's) after which the opponent, moving next, loses
    // in misère play, component by component in the order given.
    std::vector<WinningMove> winning_moves(std::span<const Component> sum, Player player);

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace cgt::sums
