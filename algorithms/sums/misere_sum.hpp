#pragma once
// Misère outcomes of sums whose components come from any rulesets (erased_ruleset.hpp). A misère
// sum does not decompose, so this is one search over the whole sum: the sum is a position of a
// combined ruleset (a sorted list of components; a move replaces one component by its option's
// parts), searched by the generic engine's win/loss search (algorithms/search/), whose tables
// are charged to the memory budget.
//
//   sums::SumSearch search;                      // owns the rulesets and their positions
//   ... add rulesets and parse components ...
//   Outcome o = sums::misere_outcome(search, sum);   // L, R, N or P; N or P if all impartial

#include <cstdint>
#include <functional>
#include <span>

#include "algorithms/sums/sum_search.hpp"
#include "cgt/outcome.hpp"

namespace cgt::sums {

struct MisereOptions {
    std::function<void(const SumProgress&)> progress; // every progress_interval sums searched
    std::uint64_t progress_interval = std::uint64_t{1} << 12;
};

// Does `first`, moving first, win the sum in misère play (the player who cannot move wins)?
bool misere_wins(SumSearch& search, std::span<const Component> sum, Player first, const MisereOptions& options = {});

// The misère outcome class of the sum (an impartial sum is N or P, found by one search).
Outcome misere_outcome(SumSearch& search, std::span<const Component> sum, const MisereOptions& options = {});

} // namespace cgt::sums
