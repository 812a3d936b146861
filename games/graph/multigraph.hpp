#pragma once
// A graph or a digraph on at most 64 vertices in which loops and parallel edges are allowed: the
// boards of the token games of Sopena's slides (Geography, NimG, VertexNim, Timber!).
//
// Vertex games read the adjacency masks (successors, predecessors); edge games read the edge
// list, whose order numbers the edges from 0 (token counts on edges are given in that order).
// Named families list their edges in increasing order of (first end, second end); arc lists keep
// the order in which they are written. In an undirected multigraph an edge {u, v} is stored once
// with from <= to and can be travelled both ways; in a directed one an edge is an arc from -> to.
// The plain `Graph` (simple, undirected) stays the type of the vertex-deletion games.

#include <cstdint>
#include <string>
#include <vector>

#include "games/graph/graph.hpp"

namespace cgt {

struct Edge {
    int from = 0;
    int to = 0;
    friend bool operator==(const Edge&, const Edge&) = default;
};

class Multigraph {
public:
    static constexpr int max_vertices = Graph::max_vertices;
    static constexpr int max_edges = 1 << 16; // far beyond what a search can play on

    Multigraph() = default;
    // throws InvalidArgument outside 0..64 vertices
    Multigraph(int vertex_count, bool directed);
    // The undirected multigraph of a simple graph, edges in Graph::edges() order.
    explicit Multigraph(const Graph& graph);

    int vertex_count() const noexcept { return n_; }
    bool directed() const noexcept { return directed_; }
    VertexMask all_vertices() const noexcept { return n_ == 64 ? ~VertexMask{0} : (VertexMask{1} << n_) - 1; }

    // Adds an edge (an arc from -> to when directed) and returns its number; loops (from == to)
    // and repeated edges are allowed. Throws InvalidArgument on a vertex out of range.
    int add_edge(int from, int to);
    const std::vector<Edge>& edges() const noexcept { return edges_; }
    int edge_count() const noexcept { return static_cast<int>(edges_.size()); }

    // Where a token on v may go along one edge (both ways for undirected edges); v itself if it
    // has a loop.
    VertexMask successors(int v) const noexcept { return out_[static_cast<std::size_t>(v)]; }
    // The vertices from which one edge leads to v.
    VertexMask predecessors(int v) const noexcept { return in_[static_cast<std::size_t>(v)]; }
    bool has_loop(int v) const noexcept { return (out_[static_cast<std::size_t>(v)] >> v) & 1U; }
    bool has_loops() const noexcept;
    bool has_parallel_edges() const;

    // The same graph with every undirected edge u-v replaced by the arcs u -> v and v -> u (a loop
    // by one arc), listed in increasing order of (from, to); a digraph is returned unchanged.
    Multigraph as_directed() const;
    // The underlying simple graph: directions, loops and repeated edges dropped.
    Graph underlying_graph() const;
    // The simple undirected graph this is, for games that need one; `game` names the caller in
    // the error thrown (InvalidArgument) when the multigraph is directed or has a loop. Repeated
    // edges collapse into one.
    Graph to_simple_graph(std::string_view game) const;

    // "undirected, 5 vertices, 6 edges" (used in messages and by the CLI).
    std::string summary() const;

    friend bool operator==(const Multigraph&, const Multigraph&) = default;

private:
    int n_ = 0;
    bool directed_ = false;
    std::vector<Edge> edges_;
    std::vector<VertexMask> out_;
    std::vector<VertexMask> in_;
};

// ---- families and operations (vertex numbering documented at each) ----

// The directed cycle 0 -> 1 -> ... -> n-1 -> 0 (n >= 1; dcycle(1) is one vertex with a loop and
// dcycle(2) the digon 0 -> 1 -> 0).
Multigraph directed_cycle(int n);
// An oriented path written as arrows, one per edge from left to right: '>' is the arc i -> i+1 and
// '<' the arc i+1 -> i ("<<>>" has 5 vertices). Throws InvalidArgument on any other character.
Multigraph oriented_path(std::string_view arrows);
// Cartesian product G □ H: vertex (g, h) is numbered g * |H| + h (row by row); (g, h) -> (g', h)
// for every edge g -> g' of G and (g, h) -> (g, h') for every edge h -> h' of H. Directed when
// either factor is (the other's edges then count as two arcs). Edges are listed in increasing
// order of their ends.
Multigraph cartesian_product(const Multigraph& first, const Multigraph& second);
// A loop added at every vertex that has none.
Multigraph with_loops(const Multigraph& graph);
// The vertices and edges of `second` follow those of `first`; directed when either is.
Multigraph disjoint_union(const Multigraph& first, const Multigraph& second);

} // namespace cgt
