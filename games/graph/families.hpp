#pragma once
// Named graph families and a small notation for them (used by the CLI and the tests).
//
// Notation accepted by parse_graph (case-sensitive, no spaces inside a name):
//   P<n>            path on n >= 0 vertices (P0 is the empty graph)
//   C<n>            cycle on n >= 3 vertices
//   K<n>            complete graph on n >= 0 vertices
//   E<n>            n isolated vertices
//   star(k)         K_{1,k}: a centre and k leaves
//   S(l1,...,lk)    subdivided star: a centre with pendant paths of l1..lk >= 1 vertices; S() = P1
//   S(..)-m-S(..)   subdivided bistar: the two centres joined by a path of m >= 1 edges
//   bistar(a,b)     two adjacent centres with a and b leaves (= S(1^a)-1-S(1^b))
//   caterpillar(d1,...,dk)  a spine path of k >= 1 vertices, spine vertex i carrying di leaves
//   petersen        the Petersen graph
//   grid(r,c)       the r x c grid (r, c >= 1)
//   K(a,b)          the complete bipartite graph K_{a,b} (a, b >= 0)
//   G+H             the disjoint union of two descriptions (P3+P6+P7)
// Anything else is tried as graph6, then as an edge list (see graph_io.hpp). Vertex numbering
// of each family is documented at its builder; centres and spines come first.

#include <span>
#include <string>
#include <string_view>

#include "games/graph/graph.hpp"

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

// A graph from the notation above, graph6 or an edge list; throws InvalidArgument (unknown name,
// absurd size) or ParseError with a message that names the problem.
Graph parse_graph(std::string_view text);

} // namespace cgt
