#pragma once
// Names of graphs, as the CLI, the examples and the tests write them: one text names a graph or a
// digraph (a family and its size, a product, a union, graph6, an edge list).
//
//   P<n>  C<n>  K<n>  E<n>   path (P0 is empty), cycle (n >= 3), complete graph, n isolated vertices
//   star(k)                  K_{1,k}: a centre and k leaves
//   S(l1,...,lk)             subdivided star: pendant paths of l1..lk >= 1 vertices; S() = P1
//   S(..)-m-S(..)            subdivided bistar: the two centres joined by a path of m >= 1 edges
//   bistar(a,b)              two adjacent centres with a and b leaves
//   caterpillar(d1,...,dk)   a spine of k >= 1 vertices, spine vertex i carrying di leaves
//   petersen                 the Petersen graph
//   grid(r,c)                the r x c grid, row by row
//   K(a,b)                   the complete bipartite graph K_{a,b}
//   Q(d)                     the hypercube Q_d, 0 <= d <= 6 (u-v when u, v differ in one bit)
//   dcycle(n)                the directed cycle 0 -> 1 -> ... -> n-1 -> 0 (n >= 1)
//   opath(<<>>)              an oriented path, one arrow per edge: '>' is i -> i+1, '<' is i+1 -> i
//   product(G,H)             the Cartesian product G □ H, vertex (g, h) = g * |H| + h
//   loops(G)                 G with a loop added at every vertex
//   G+H                      the disjoint union, H's vertices after G's (P3+P6+P7)
//   graph6, digraph6         nauty's formats (what nauty-geng and nauty-directg print)
//   0-1 1-2, 0>1 1>2         an edge list or an arc list (a digraph), optionally "N:" first to fix
//                            the vertex count; loops and repeated edges are kept (games/graph/graph_io.hpp)
//
// Names are case-sensitive and contain no spaces; G and H are any such name. Vertices
// are numbered from 0 in the graph's own order (graph6 order, each family as its builder says,
// products row by row, sums left to right); so are edges (multigraph.hpp). At most 64 vertices;
// products and loops(...) nest at most 32 deep. Errors throw InvalidArgument (unknown name, absurd
// size) or ParseError with a message that names the problem and where it is.

#include <string_view>

#include "games/graph/graph.hpp"
#include "games/graph/multigraph.hpp"

namespace cgt {

// Any graph name.
Multigraph parse_multigraph(std::string_view text);
// A simple undirected graph (the vertex games): directed graphs and loops are errors, repeated
// edges of an edge list collapse into one.
Graph parse_graph(std::string_view text);

} // namespace cgt
