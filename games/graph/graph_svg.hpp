#pragma once
// A position on a graph as a picture: SVG text with the vertices as labelled, coloured discs and
// the edges as lines (arcs with arrowheads, loops as small circles, repeated edges labelled
// "x2"). Each connected component gets its own row: a path is drawn as a line in path order, a
// cycle and any other component on a circle (by vertex number).
//
// Elements carry classes: "vertex" (circles, with "marked" or "highlighted" added), "vertex-label",
// "edge", "edge-label". The rulesets' own pictures (the domination game's colours, tints of COL
// and SNORT, token counts) fill a GraphPicture and call graph_svg.

#include <string>
#include <string_view>
#include <vector>

#include "games/graph/multigraph.hpp"

namespace cgt {

struct GraphPicture {
    std::vector<std::string> vertex_fill;  // a colour per vertex (CSS: "#1f5fbf"); missing or "": white
    std::vector<std::string> vertex_label; // text inside each vertex; missing: the vertex number
    VertexMask marked = 0;                  // drawn faded with a dashed outline (dominated, visited, deleted)
    VertexMask highlighted = 0;             // drawn with a thick outline (where a token stands)
    std::vector<std::string> edge_label;    // text at the middle of each edge, in edges() order
    std::string title;                      // shown above the picture
};

std::string graph_svg(const Multigraph& graph, const GraphPicture& picture);

// The marks of a position of the games of `cgt play` on a board (Sopena's slides' games,
// Node-Kayles, impartial domination), drawn by board_svg: tints as colours (L blue, R red),
// counters as labels, the token's vertex with a thick outline, dominated vertices faded.
struct BoardMarks {
    std::string tints;              // '.', 'L' or 'R' per vertex (COL, SNORT); empty: none
    std::vector<int> vertex_counts; // counters per vertex (VertexNim, vertex NimG); empty: numbers shown
    std::vector<int> edge_counts;   // counters per edge (edge NimG), in edges() order
    VertexMask tokens = 0;          // where the tokens stand
    VertexMask dominated = 0;       // vertices already dominated (domination)
};
std::string board_svg(const Multigraph& board, const BoardMarks& marks, std::string_view title);

} // namespace cgt
