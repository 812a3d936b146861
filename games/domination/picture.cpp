#include "games/domination/picture.hpp"

#include "games/graph/graph_svg.hpp"

namespace cgt::domination {

std::string position_svg(const ColouredGraph& graph, VertexMask dominated, std::string_view title) {
    GraphPicture picture;
    for (Movers c : graph.colours) {
        picture.vertex_fill.push_back(c == Movers::left ? "#8fb3ea" : c == Movers::right ? "#ee9d93" : "#d0d0d0");
        picture.vertex_label.emplace_back(1, to_char(c));
    }
    picture.marked = dominated;
    picture.title = std::string(title);
    return graph_svg(Multigraph(graph.graph), picture);
}

} // namespace cgt::domination
