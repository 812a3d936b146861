#include "games/partizan/hackenbush.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::partizan {

HackenbushGraph::HackenbushGraph(const LabelledGraph& graph, std::string_view game)
    : edge_count_(static_cast<int>(graph.edges.size())), edges_(graph.edges) {
    for (int e = 0; e < edge_count_; ++e) {
        const LabelledEdge& edge = edges_[static_cast<std::size_t>(e)];
        const EdgeMask b = EdgeMask{1} << e;
        incident_[static_cast<std::size_t>(edge.from)] |= b;
        incident_[static_cast<std::size_t>(edge.to)] |= b;
        (edge.label == 'l' ? blue_ : edge.label == 'r' ? red_ : green_) |= b;
    }
    if (grounded(all_edges()) != all_edges())
        throw InvalidArgument(fmt::format("{}: the graph is not connected (every edge must reach the ground, the "
                                          "first vertex written)",
                                          game));
}

VertexMask HackenbushGraph::ends(EdgeMask edges) const noexcept {
    VertexMask out = 0;
    for (EdgeMask m = edges; m; m &= m - 1) {
        const LabelledEdge& e = edges_[static_cast<std::size_t>(std::countr_zero(m))];
        out |= VertexMask{1} << e.from | VertexMask{1} << e.to;
    }
    return out;
}

EdgeMask HackenbushGraph::touching(VertexMask vertices) const noexcept {
    EdgeMask out = 0;
    for (VertexMask m = vertices; m; m &= m - 1) out |= incident_[static_cast<std::size_t>(std::countr_zero(m))];
    return out;
}

EdgeMask HackenbushGraph::grounded(EdgeMask edges) const noexcept {
    VertexMask reached = 1;
    EdgeMask kept = 0;
    for (VertexMask fresh = 1; fresh;) {
        const EdgeMask more = touching(fresh) & edges & ~kept;
        kept |= more;
        fresh = ends(more) & ~reached;
        reached |= fresh;
    }
    return kept;
}

std::string HackenbushGraph::key(EdgeMask standing, char tag) const {
    std::array<std::int8_t, Graph::max_vertices> number;
    number.fill(-1);
    number[0] = 0; // the ground
    std::int8_t next = 1;
    std::string out(1, tag);
    out.reserve(1 + 3 * static_cast<std::size_t>(std::popcount(standing)));
    const auto renumbered = [&](int v) {
        std::int8_t& n = number[static_cast<std::size_t>(v)];
        if (n < 0) n = next++;
        return static_cast<char>(n);
    };
    for (EdgeMask m = standing; m; m &= m - 1) {
        const LabelledEdge& e = edges_[static_cast<std::size_t>(std::countr_zero(m))];
        out += renumbered(e.from);
        out += renumbered(e.to);
        out += e.label;
    }
    return out;
}

} // namespace cgt::partizan
