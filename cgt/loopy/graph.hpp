#pragma once
// cgt::loopy::Graph: the game graph of a loopy game.
//
// A loopy game is a finite directed graph with two kinds of edges, Left's moves and Right's
// moves, and a start vertex (Siegel, Combinatorial Game Theory, ch. VI). Play may come back to
// a vertex it has visited: a cycle of moves is allowed, and so is a move from a vertex to
// itself (a "pass", as in on = {pass|}). Short games embed as loop-free graphs
// (GraphBuilder::add_game).
//
// A Graph is immutable once built (edges sorted, duplicates dropped) and charged to the memory
// budget. Every algorithm here is iterative: no recursion depth depends on the graph.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "cgt/player.hpp"

namespace cgt::loopy {

using Vertex = std::uint32_t;

class Graph {
public:
    Graph() = default; // no vertices

    std::size_t vertex_count() const noexcept { return offsets_[0].empty() ? 0 : offsets_[0].size() - 1; }
    std::size_t edge_count() const noexcept { return targets_[0].size() + targets_[1].size(); }

    // The moves of `player` from v, sorted, without duplicates (v itself for a pass).
    std::span<const Vertex> options(Player player, Vertex v) const noexcept {
        const auto p = static_cast<std::size_t>(player);
        return {targets_[p].data() + offsets_[p][v], targets_[p].data() + offsets_[p][v + 1]};
    }
    std::span<const Vertex> left(Vertex v) const noexcept { return options(Player::left, v); }
    std::span<const Vertex> right(Vertex v) const noexcept { return options(Player::right, v); }

    friend bool operator==(const Graph& a, const Graph& b) noexcept {
        return a.offsets_[0] == b.offsets_[0] && a.offsets_[1] == b.offsets_[1] && a.targets_[0] == b.targets_[0] &&
               a.targets_[1] == b.targets_[1];
    }

private:
    friend class GraphBuilder;
    using Array = std::vector<Vertex, BudgetAllocator<Vertex, MemoryUse::other>>;
    Array offsets_[2]; // per player: vertex_count() + 1 offsets into targets_
    Array targets_[2];
};

// Collects vertices and edges, then builds a Graph. `pass` is an edge from a vertex to itself;
// a value used as an option is copied in by add_game or add_graph. (To build values from the
// notation's nodes, with sided options, see NodeBuilder.)
class GraphBuilder {
public:
    Vertex add_vertex();
    std::size_t vertex_count() const noexcept { return vertex_count_; }
    void add_edge(Player player, Vertex from, Vertex to); // throws InvalidArgument for unknown vertices
    void add_left_edge(Vertex from, Vertex to) { add_edge(Player::left, from, to); }
    void add_right_edge(Vertex from, Vertex to) { add_edge(Player::right, from, to); }

    // The canonical form of g as loop-free vertices (one per subgame, shared); returns the
    // vertex of g. Repeated calls share the vertices of common subgames.
    Vertex add_game(Game g);
    // A copy of the vertices of `graph` reachable from `start`; returns the copy of `start`.
    Vertex add_graph(const Graph& graph, Vertex start);

    Graph build() const;

private:
    std::size_t vertex_count_ = 0;
    std::vector<std::pair<Vertex, Vertex>> edges_[2];
    std::unordered_map<std::uint32_t, Vertex> game_vertices_; // Game id -> vertex
    MemoryCharge charge_{MemoryUse::other};
    void charge();
};

// ---- structure (all iterative) ----

// The vertices reachable from start (start first, then in the order first reached).
std::vector<Vertex> reachable(const Graph& graph, Vertex start);
// The subgraph reachable from start, renumbered so that start is vertex 0.
Graph pack(const Graph& graph, Vertex start);
// -G: Left's and Right's edges swapped (vertex numbers unchanged).
Graph negate(const Graph& graph);
// The disjunctive sum G + H: vertex pairs (g, h) reachable from (g_start, h_start), a move
// being a move in either component. Start vertex 0.
Graph sum(const Graph& g, Vertex g_start, const Graph& h, Vertex h_start);
// The ordinal sum G:H: H's positions, each with the options of G's start added (moves in G
// leave H for good). Start vertex: the copy of h_start.
Graph ordinal_sum(const Graph& g, Vertex g_start, const Graph& h, Vertex h_start);

// No cycle is reachable from start (the game is short).
bool is_loopfree(const Graph& graph, Vertex start);
// No infinite alternating play (Left, Right, Left, ...) from any vertex reachable from start.
bool is_stopper(const Graph& graph, Vertex start);
// No cycle of length two or more is reachable from start (only passes loop).
bool is_plumtree(const Graph& graph, Vertex start);
// The game at v is short: its canonical form (precondition: is_loopfree(graph, v)).
Game to_game(const Graph& graph, Vertex v);
// For every vertex, its canonical short game when no cycle is reachable from it, else nullopt.
std::vector<std::optional<Game>> short_positions(const Graph& graph);

} // namespace cgt::loopy
