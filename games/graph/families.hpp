#pragma once
// Named graph families (simple undirected graphs). The names that give them in text are in
// games/graph/graph_names.hpp; directed families and products of multigraphs in multigraph.hpp.
// Vertex numbering of each family is documented at its builder; centres and spines come first.

#include <span>
#include <string>
#include <string_view>

#include "games/graph/graph.hpp"
#include "games/graph/multigraph.hpp"
#include "games/graph/graph_names.hpp" // parse_graph, for the callers that found it here

namespace cgt {

Graph path_graph(int n);
Graph cycle_graph(int n);    // n >= 3
Graph complete_graph(int n);
Graph empty_graph(int n);    // n isolated vertices
Graph star_graph(int leaves); // centre 0, leaves 1..k
// Centre 0, then each branch in turn from the centre outwards.
Graph subdivided_star(std::span<const int> branch_lengths);
// First star (centre 0, branches), then the m-1 inner vertices of the middle path, then the second
// star (its centre first). Both stars are present (at least their centres); m >= 1.
Graph subdivided_bistar(std::span<const int> first, int middle_edges, std::span<const int> second);
Graph bistar(int first_leaves, int second_leaves);
Graph caterpillar(std::span<const int> leaves_per_spine_vertex); // spine 0..k-1, then leaves
Graph petersen_graph(); // outer 5-cycle 0..4, inner pentagram 5..9, spokes i - i+5
Graph grid_graph(int rows, int columns);          // row by row: vertex i * columns + j
Graph complete_bipartite(int first, int second);  // the first part 0..a-1, then the second
// The vertices of `second` follow those of `first`.
Graph disjoint_union(const Graph& first, const Graph& second);
// The hypercube Q_d (0 <= d <= 6): vertices 0..2^d-1, u-v when they differ in one bit.
Graph hypercube(int dimension);
// The Cartesian product G □ H: vertex (g, h) is g * |H| + h (row by row).
Graph cartesian_product(const Graph& first, const Graph& second);

} // namespace cgt
