#include "games/graph/graph.hpp"

#include <bit>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt {

std::string vertex_range_text(int vertex_count) {
    return vertex_count > 0 ? fmt::format("vertices 0..{}", vertex_count - 1) : "no vertices";
}

Graph::Graph(int vertex_count) : n_(vertex_count) {
    if (vertex_count < 0 || vertex_count > max_vertices)
        throw InvalidArgument(fmt::format("a graph has 0 to {} vertices, not {}", max_vertices, vertex_count));
    adj_.assign(static_cast<std::size_t>(vertex_count), 0);
}

void Graph::add_edge(int u, int v) {
    if (u < 0 || u >= n_ || v < 0 || v >= n_)
        throw InvalidArgument(fmt::format("edge {}-{}: the graph has {}", u, v, vertex_range_text(n_)));
    if (u == v) throw InvalidArgument(fmt::format("edge {}-{}: loops are not allowed", u, v));
    adj_[u] |= VertexMask{1} << v;
    adj_[v] |= VertexMask{1} << u;
}

std::vector<std::pair<int, int>> Graph::edges() const {
    std::vector<std::pair<int, int>> result;
    for (int u = 0; u < n_; ++u)
        for (VertexMask m = adj_[u] >> u >> 1; m; m &= m - 1) result.emplace_back(u, u + 1 + std::countr_zero(m));
    return result;
}

int Graph::edge_count() const {
    int twice = 0;
    for (VertexMask m : adj_) twice += std::popcount(m);
    return twice / 2;
}

std::vector<VertexMask> Graph::components(VertexMask within) const {
    std::vector<VertexMask> result;
    while (within) {
        VertexMask component = within & (~within + 1); // lowest vertex
        VertexMask frontier = component;
        while (frontier) {
            int v = std::countr_zero(frontier);
            frontier &= frontier - 1;
            VertexMask fresh = adj_[v] & within & ~component;
            component |= fresh;
            frontier |= fresh;
        }
        result.push_back(component);
        within &= ~component;
    }
    return result;
}

} // namespace cgt
