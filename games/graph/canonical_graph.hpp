#pragma once
// Exact memo keys for small graphs, so that isomorphic components share one memo entry: the AHU
// canonical form for trees, nauty's canonical labelling (McKay & Piperno) for everything else.
// Two keys are equal exactly when the graphs (with their marked vertex sets) are isomorphic.

#include <string>

#include "games/graph/graph.hpp"

namespace cgt {

// The key of `graph` with the vertex set `marked` as a colour class. Trees: 'T' and the AHU
// code. Other graphs: vertex count, marked count and the adjacency rows of the canonically
// relabelled graph (marked vertices first).
std::string canonical_key(const Graph& graph, VertexMask marked = 0);

// A key of the graph exactly as labelled (no relabelling): cheap, for a first-level cache.
std::string labelled_key(const Graph& graph, VertexMask marked = 0);

} // namespace cgt
