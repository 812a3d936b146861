#include "games/domination/reduced_game.hpp"

namespace cgt::domination {

ReducedDomination::Position ReducedDomination::reduce(const domination::Position& position) {
    const ColouredGraph& g = position.graph();
    const VertexMask undominated = position.undominated();
    Position reduced{0};
    for (int v = 0; v < g.vertex_count(); ++v)
        if (const VertexMask points = g.graph.closed_neighbourhood(v) & undominated) {
            reduced.push_back(static_cast<std::uint64_t>(g.colours[static_cast<std::size_t>(v)]));
            reduced.push_back(points);
        }
    return reduced;
}

} // namespace cgt::domination
