#pragma once
// One entry point for every version of Node-Kayles compounds on paths: the theory where the
// version is solved, exhaustive search (bounded) for disjunctive misere play, the open problem.

#include <cstdint>
#include <optional>
#include <vector>

#include "games/compound/compound_move.hpp"
#include "cgt/outcome.hpp"
#include "games/compound/compound_version.hpp"

namespace cgt::compound {

// Disjunctive misere positions are searched only up to this total order (sum of the parts); the
// single-path losing set up to 70 takes a few seconds (see docs/compounds.md).
inline constexpr Order max_search_total = 70;

Outcome solve_outcome(Version version, Play play, const Position& position);
std::optional<CompoundMove> solve_winning_move(Version version, Play play, const Position& position);
// The orders n <= max_n for which P_n alone is a P-position.
std::vector<Order> solve_losing_orders(Version version, Play play, Order max_n);

} // namespace cgt::compound
