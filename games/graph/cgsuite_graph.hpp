#pragma once
// CGSuite's graph strings (Graph.Parse; the games-on-graphs tutorial), as Hackenbush and the
// Arc-Kayles games write their positions:
//
//   "lrlrr"            a path from vertex 1: one letter per edge (Hackenbush: l blue, r red,
//                      e green; '-' an unlabelled edge)
//   "eee(e;ee)"        branches: after a vertex, "(" opens branches from it, separated by ';'
//   ":A----:A"         ":A" (or ":{name}") after a vertex names it; one name is one vertex, so
//                      this is a 4-cycle (":A-:A" a loop, repeated edges allowed)
//   "ll;rr"            ';' outside parentheses starts a new component at a new vertex
//
// A '.' may stand for a vertex (it is optional); spaces are ignored. Vertices are numbered 1, 2,
// ... in the order they first appear (vertex 1 is Hackenbush's ground), edges in the order they
// are written. At most 64 vertices and 64 edges. Malformed text throws ParseError naming the
// problem and its offset.

#include <string_view>
#include <vector>

namespace cgt {

struct LabelledEdge {
    int from = 0; // 0-based (CGSuite's vertex from + 1)
    int to = 0;
    char label = '-'; // the edge's letter, lower case
    friend bool operator==(const LabelledEdge&, const LabelledEdge&) = default;
};

struct LabelledGraph {
    int vertex_count = 0;
    std::vector<LabelledEdge> edges;
};

inline constexpr int max_labelled_edges = 64;

// `labels`: the edge letters the game accepts (upper case accepted too); `game` names it in errors.
LabelledGraph parse_cgsuite_graph(std::string_view text, std::string_view labels, std::string_view game);

} // namespace cgt
