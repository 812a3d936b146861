#include "games/impartial/timber.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

std::vector<int> Timber::rules_key() const {
    std::vector<int> k;
    for (const Edge& e : arcs_) {
        k.push_back(e.from);
        k.push_back(e.to);
    }
    return k;
}

Timber::Timber(const Multigraph& board) : arcs_(board.edges()) {
    if (!board.directed())
        throw InvalidArgument("Timber! is played on a digraph: write arcs (0>1 1>2), opath(<<>>) or dcycle(n)");
    if (arcs_.size() > static_cast<std::size_t>(max_arcs))
        throw InvalidArgument(fmt::format("Timber! is limited to {} arcs; this board has {}", max_arcs, arcs_.size()));
    for (std::size_t e = 0; e < arcs_.size(); ++e) {
        incident_[static_cast<std::size_t>(arcs_[e].from)] |= Position{1} << e;
        incident_[static_cast<std::size_t>(arcs_[e].to)] |= Position{1} << e;
    }
}

Timber::Position Timber::connected_arcs(int vertex, Position standing) const noexcept {
    Position found = 0;
    VertexMask reached = VertexMask{1} << vertex;
    VertexMask frontier = reached;
    while (frontier) {
        const int v = std::countr_zero(frontier);
        frontier &= frontier - 1;
        const Position fresh = incident_[static_cast<std::size_t>(v)] & standing & ~found;
        found |= fresh;
        for (Position m = fresh; m; m &= m - 1) {
            const Edge& arc = arcs_[static_cast<std::size_t>(std::countr_zero(m))];
            const VertexMask ends = (VertexMask{1} << arc.from) | (VertexMask{1} << arc.to);
            frontier |= ends & ~reached;
            reached |= ends;
        }
    }
    return found;
}

} // namespace cgt::impartial
