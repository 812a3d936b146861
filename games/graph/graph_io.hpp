#pragma once
// Reading and writing graphs: nauty's graph6 and digraph6 formats, and plain edge or arc lists.
//
// graph6 and digraph6 (https://users.cecs.anu.edu.au/~bdm/data/formats.txt) are what `nauty-geng`
// and `nauty-directg` print, one graph per line; only graphs with at most 64 vertices are accepted.
// Edge lists are written "u-v u-v ...", arc lists "u>v u>v ..." (a digraph), optionally preceded
// by "N:" to fix the vertex count, e.g. "4: 0-1 1-2" (vertex 3 isolated). Without "N:" the vertex
// count is 1 + the largest vertex. Items may be separated by spaces, commas, semicolons or
// newlines; one list uses either '-' or '>' throughout. Malformed input throws cgt::ParseError
// whose position() is the offset of the offending character.

#include <string>
#include <string_view>

#include "games/graph/graph.hpp"
#include "games/graph/multigraph.hpp"

namespace cgt {

Graph parse_graph6(std::string_view text); // one graph; a trailing newline is allowed
std::string to_graph6(const Graph& graph);

// A simple undirected graph: loops and arcs are errors, repeated edges collapse into one.
Graph parse_edge_list(std::string_view text);
std::string to_edge_list(const Graph& graph); // always with the "N:" prefix

// A multigraph: loops and repeated edges are kept, in the order written (that order numbers the
// edges); "u>v" items make it directed.
Multigraph parse_arc_list(std::string_view text);
std::string to_arc_list(const Multigraph& graph); // "N:" then u-v or u>v items in edge order

// digraph6 ('&' then the adjacency matrix row by row; loops allowed, no repeated arcs).
Multigraph parse_digraph6(std::string_view text);
std::string to_digraph6(const Multigraph& graph); // undirected edges become two arcs

} // namespace cgt
