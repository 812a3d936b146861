#pragma once
// A simple undirected graph on at most 64 vertices, adjacency kept as bit masks: the positions of
// graph games (domination, Node-Kayles, octal games on graphs) are subsets of vertices, so masks
// make moves and connected-component splits a few word operations.

#include <bit>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cgt {

using VertexMask = std::uint64_t;

// The bits of x at the positions set in `within`, packed to the low end (BMI2's pext): a vertex
// set renumbered as positions within `within`.
constexpr VertexMask compress_bits(VertexMask x, VertexMask within) noexcept {
    VertexMask result = 0;
    int out = 0;
    for (VertexMask m = within; m; m &= m - 1, ++out)
        if (x & m & (~m + 1)) result |= VertexMask{1} << out;
    return result;
}

// For messages: "vertices 0..n-1", or "no vertices" for the empty graph (not "0..-1").
std::string vertex_range_text(int vertex_count);

class Graph {
public:
    static constexpr int max_vertices = 64;

    Graph() = default;
    explicit Graph(int vertex_count); // throws InvalidArgument outside 0..64

    int vertex_count() const noexcept { return n_; }
    void add_edge(int u, int v); // throws InvalidArgument on a loop or a vertex out of range
    bool has_edge(int u, int v) const noexcept { return (adj_[u] >> v) & 1U; }
    VertexMask neighbours(int v) const noexcept { return adj_[v]; }
    VertexMask closed_neighbourhood(int v) const noexcept { return adj_[v] | (VertexMask{1} << v); }
    VertexMask all_vertices() const noexcept { return n_ == 64 ? ~VertexMask{0} : (VertexMask{1} << n_) - 1; }
    // The adjacency rows, vertex by vertex: the graph as a key.
    const std::vector<VertexMask>& adjacency() const noexcept { return adj_; }
    std::vector<std::pair<int, int>> edges() const;
    int edge_count() const;

    // Connected components of the subgraph induced by `within`, each as a mask.
    std::vector<VertexMask> components(VertexMask within) const;
    // The subgraph induced by `within`, renumbered 0..k-1 in increasing vertex order. With
    // `row`, vertex v keeps only the neighbours in row(v) (a subset of neighbours(v); the edges
    // kept must be symmetric).
    Graph induced(VertexMask within) const {
        return induced(within, [this](int v) { return adj_[v]; });
    }
    template <typename Row>
    Graph induced(VertexMask within, Row row) const {
        Graph g(std::popcount(within));
        int k = 0;
        for (VertexMask m = within; m; m &= m - 1, ++k)
            g.adj_[k] = compress_bits(row(std::countr_zero(m)) & within, within);
        return g;
    }

    friend bool operator==(const Graph&, const Graph&) = default;

private:
    int n_ = 0;
    std::vector<VertexMask> adj_;
};

} // namespace cgt
