#pragma once
// Reading and writing graphs: nauty's graph6 format and plain edge lists.
//
// graph6 (https://users.cecs.anu.edu.au/~bdm/data/formats.txt) is what `nauty-geng` prints, one
// graph per line; only graphs with at most Graph::max_vertices (64) vertices are accepted.
// Edge lists are written "u-v u-v ...", optionally preceded by "N:" to fix the vertex count, e.g.
// "4: 0-1 1-2" (vertex 3 isolated). Without "N:" the vertex count is 1 + the largest vertex.
// Edges may be separated by spaces, commas or newlines. Malformed input throws cgt::ParseError
// whose position() is the offset of the offending character.

#include <string>
#include <string_view>

#include "games/graph/graph.hpp"

namespace cgt {

Graph parse_graph6(std::string_view text); // one graph; a trailing newline is allowed
std::string to_graph6(const Graph& graph);

Graph parse_edge_list(std::string_view text);
std::string to_edge_list(const Graph& graph); // always with the "N:" prefix

} // namespace cgt
