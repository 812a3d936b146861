#pragma once
// Outcome of a compound by exhaustive search over the compound game tree (spec section 2.1),
// memoised on the sorted multiset of component sizes: the generic solver's search of whole
// positions (algorithms/search/) on the ruleset CompoundGame (games/compound/compound_game.hpp),
// for any heap ruleset. This is the slow, obviously correct twin of the theory in
// compound_theory.hpp, and the only method for disjunctive misere play.

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "cgt/outcome.hpp"
#include "games/compound/component_rules.hpp"
#include "games/compound/compound_game.hpp"
#include "games/compound/compound_move.hpp"
#include "games/compound/compound_version.hpp"

namespace cgt::compound {

class CompoundSearch {
public:
    // Positions with more components than this are refused (InvalidArgument).
    static constexpr std::size_t max_components = 10000;

    // The compound `version` of the heap ruleset `rules` (component_rules.hpp).
    template <HeapRuleset R>
    CompoundSearch(const R& rules, Version version, Play play) : CompoundSearch(CompoundGame(rules, version), play) {}
    CompoundSearch(CompoundGame game, Play play);
    ~CompoundSearch();
    CompoundSearch(const CompoundSearch&) = delete;
    CompoundSearch& operator=(const CompoundSearch&) = delete;

    // P or N for the player to move. The position need not be sorted.
    Outcome outcome(const Position& position);
    // A move to a P-position, or nothing when the position is P.
    std::optional<CompoundMove> winning_move(const Position& position);
    // The sizes n <= max_size for which the single component n is a P-position.
    std::vector<Order> losing_sizes(Order max_size);

    std::size_t memoised_positions() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace cgt::compound
