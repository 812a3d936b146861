#pragma once
// A position of the domination game as a picture (SVG text): each vertex a disc labelled with its
// colour (A blue: Left's, B red: Right's, C grey: either player's), the dominated vertices faded.
// Paths are drawn in a line, cycles on a circle, other graphs on a circle (games/graph/graph_svg.hpp).

#include <string>
#include <string_view>

#include "games/domination/components.hpp"

namespace cgt::domination {

std::string position_svg(const ColouredGraph& graph, VertexMask dominated = 0, std::string_view title = "");

} // namespace cgt::domination
