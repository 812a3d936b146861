#include "games/graph/multigraph.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt {

namespace {

void sort_edges(std::vector<Edge>& edges) {
    std::stable_sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
}

Multigraph from_edges(int n, bool directed, std::vector<Edge> edges) {
    Multigraph g(n, directed);
    for (const Edge& e : edges) g.add_edge(e.from, e.to);
    return g;
}

} // namespace

Multigraph::Multigraph(int vertex_count, bool directed) : n_(vertex_count), directed_(directed) {
    if (vertex_count < 0 || vertex_count > max_vertices)
        throw InvalidArgument(fmt::format("a graph has 0 to {} vertices, not {}", max_vertices, vertex_count));
    out_.assign(static_cast<std::size_t>(vertex_count), 0);
    in_.assign(static_cast<std::size_t>(vertex_count), 0);
}

Multigraph::Multigraph(const Graph& graph) : Multigraph(graph.vertex_count(), false) {
    for (const auto& [u, v] : graph.edges()) add_edge(u, v);
}

int Multigraph::add_edge(int from, int to) {
    if (from < 0 || from >= n_ || to < 0 || to >= n_)
        throw InvalidArgument(fmt::format("edge {}-{}: the graph has {}", from, to, vertex_range_text(n_)));
    if (edge_count() >= max_edges) throw InvalidArgument(fmt::format("a graph has at most {} edges", max_edges));
    if (!directed_ && from > to) std::swap(from, to);
    edges_.push_back({from, to});
    out_[static_cast<std::size_t>(from)] |= VertexMask{1} << to;
    in_[static_cast<std::size_t>(to)] |= VertexMask{1} << from;
    if (!directed_) {
        out_[static_cast<std::size_t>(to)] |= VertexMask{1} << from;
        in_[static_cast<std::size_t>(from)] |= VertexMask{1} << to;
    }
    return edge_count() - 1;
}

bool Multigraph::has_loops() const noexcept {
    return std::any_of(edges_.begin(), edges_.end(), [](const Edge& e) { return e.from == e.to; });
}

bool Multigraph::has_parallel_edges() const {
    std::vector<Edge> sorted = edges_;
    std::sort(sorted.begin(), sorted.end(), [](const Edge& a, const Edge& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}

Multigraph Multigraph::as_directed() const {
    if (directed_) return *this;
    std::vector<Edge> arcs;
    for (const Edge& e : edges_) {
        arcs.push_back(e);
        if (e.from != e.to) arcs.push_back({e.to, e.from});
    }
    sort_edges(arcs);
    return from_edges(n_, true, std::move(arcs));
}

Graph Multigraph::underlying_graph() const {
    Graph g(n_);
    for (const Edge& e : edges_)
        if (e.from != e.to) g.add_edge(e.from, e.to);
    return g;
}

Graph Multigraph::to_simple_graph(std::string_view game) const {
    if (directed_) throw InvalidArgument(fmt::format("{} is played on undirected graphs, but this graph is directed", game));
    for (const Edge& e : edges_)
        if (e.from == e.to)
            throw InvalidArgument(fmt::format("{} is played on graphs without loops, but vertex {} has a loop", game, e.from));
    return underlying_graph();
}

std::string Multigraph::summary() const {
    return fmt::format("{}, {} vertices, {} {}", directed_ ? "directed" : "undirected", n_, edges_.size(),
                       directed_ ? "arcs" : "edges");
}

// ---- families and operations ----

Multigraph directed_cycle(int n) {
    if (n < 1 || n > Multigraph::max_vertices)
        throw InvalidArgument(fmt::format("dcycle({}): a directed cycle has 1 to {} vertices", n, Multigraph::max_vertices));
    Multigraph g(n, true);
    for (int v = 0; v < n; ++v) g.add_edge(v, (v + 1) % n);
    return g;
}

Multigraph oriented_path(std::string_view arrows) {
    if (arrows.size() + 1 > static_cast<std::size_t>(Multigraph::max_vertices))
        throw InvalidArgument(fmt::format("opath: {} arrows would need {} vertices; graphs have at most {}", arrows.size(),
                                          arrows.size() + 1, Multigraph::max_vertices));
    Multigraph g(static_cast<int>(arrows.size()) + 1, true);
    for (std::size_t i = 0; i < arrows.size(); ++i) {
        const int left = static_cast<int>(i);
        if (arrows[i] == '>') g.add_edge(left, left + 1);
        else if (arrows[i] == '<') g.add_edge(left + 1, left);
        else
            throw InvalidArgument(fmt::format("opath: arrow {} is {}; write '>' (left to right) or '<'", i + 1, quote_excerpt(arrows.substr(i, 1))));
    }
    return g;
}

Multigraph cartesian_product(const Multigraph& first, const Multigraph& second) {
    const long long n = static_cast<long long>(first.vertex_count()) * second.vertex_count();
    if (n > Multigraph::max_vertices)
        throw InvalidArgument(fmt::format("the product of graphs with {} and {} vertices would have {}; graphs have at most {}",
                                          first.vertex_count(), second.vertex_count(), n, Multigraph::max_vertices));
    const bool directed = first.directed() || second.directed();
    const Multigraph a = directed ? first.as_directed() : first;
    const Multigraph b = directed ? second.as_directed() : second;
    const int width = b.vertex_count();
    std::vector<Edge> edges;
    for (const Edge& e : a.edges())
        for (int h = 0; h < width; ++h) edges.push_back({e.from * width + h, e.to * width + h});
    for (int g = 0; g < a.vertex_count(); ++g)
        for (const Edge& e : b.edges()) edges.push_back({g * width + e.from, g * width + e.to});
    sort_edges(edges);
    return from_edges(static_cast<int>(n), directed, std::move(edges));
}

Multigraph with_loops(const Multigraph& graph) {
    std::vector<Edge> edges = graph.edges();
    for (int v = 0; v < graph.vertex_count(); ++v)
        if (!graph.has_loop(v)) edges.push_back({v, v});
    sort_edges(edges);
    return from_edges(graph.vertex_count(), graph.directed(), std::move(edges));
}

Multigraph disjoint_union(const Multigraph& first, const Multigraph& second) {
    const long long n = static_cast<long long>(first.vertex_count()) + second.vertex_count();
    if (n > Multigraph::max_vertices)
        throw InvalidArgument(fmt::format("the disjoint union would have {} vertices; graphs have at most {}", n,
                                          Multigraph::max_vertices));
    const bool directed = first.directed() || second.directed();
    const Multigraph a = directed ? first.as_directed() : first;
    const Multigraph b = directed ? second.as_directed() : second;
    Multigraph g(static_cast<int>(n), directed);
    for (const Edge& e : a.edges()) g.add_edge(e.from, e.to);
    for (const Edge& e : b.edges()) g.add_edge(a.vertex_count() + e.from, a.vertex_count() + e.to);
    return g;
}

} // namespace cgt
