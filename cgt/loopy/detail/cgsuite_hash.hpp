#pragma once
// CGSuite's order among the options of a side that are neither short games nor stoppers.
//
// CGSuite prints such options sorted by their Java hash codes (SimplifiedLoopyGame's
// SemideterministicOrdering: g.hashCode - h.hashCode): the Scala case-class hash of the pair
// (the position, the side), where the position's hash is Bigraph.hashCodeIsomorphismInvariant.
// Which of two positions prints first is therefore a property of their graphs alone, and cgt
// reproduces it to print sides exactly as CGSuite does.

#include <cstdint>
#include <vector>

#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/graph.hpp"

namespace cgt::loopy::detail {

// The hash CGSuite gives the position at `start` of a side graph (Java int arithmetic).
std::int32_t cgsuite_side_hash(const Graph& graph, Vertex start, Convention side);

// Sorts `items` as java.util.Arrays.sort does for fewer than 32 elements (a leading run, then
// binary insertion; stable), comparing hashes by the sign of their wrapped difference, as
// CGSuite's comparator does (it is not transitive, so the algorithm matters). The items come in
// cgt's order (vertex numbers); CGSuite's come in the iteration order of a Scala hash set of all
// the options, short ones included. With three or more positions to sort, whose hashes are
// apart by more than 2^31 (a quarter of random pairs), the two orders may print differently.
void sort_as_cgsuite(std::vector<std::size_t>& items, const std::vector<std::int32_t>& hash_of);

} // namespace cgt::loopy::detail
