#pragma once
// Simplification of game graphs (not installed: the public API is Stopper and SidedValue).

#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/memory.hpp"

namespace cgt::loopy::detail {

// Mutable adjacency lists, for the simplifiers (charged to the memory budget at twice the
// graph's size, room for the options that bypassing brings in).
struct Adjacency {
    std::vector<std::vector<Vertex>> moves[2]; // [player][vertex]
    MemoryCharge charge{MemoryUse::searches};
    explicit Adjacency(const Graph& g);
    Adjacency(const Adjacency& other);
    Adjacency& operator=(const Adjacency& other);
    Adjacency(Adjacency&&) noexcept = default;
    Adjacency& operator=(Adjacency&&) noexcept = default;
    std::vector<Vertex>& of(Player p, Vertex v) { return moves[static_cast<int>(p)][v]; }
    const std::vector<Vertex>& of(Player p, Vertex v) const { return moves[static_cast<int>(p)][v]; }
    std::size_t size() const { return moves[0].size(); }
    std::vector<Vertex> reachable(Vertex start) const;
    // The vertices reachable from start as a graph, start first.
    Graph build(Vertex start) const;
    // All vertices, numbers kept.
    Graph build_all() const;
};

// Whether a simplification may use a pair of options (empty: always).
using MoveFilter = std::function<bool(Vertex option, Vertex other)>;
// For p = Left: an option a of v is reversible when some Right option b of a has b <= v
// (allowed(a, b)); it is replaced by b's Left options. For Right, mirrored (b >= v, b's Right
// options). Returns whether anything changed.
bool bypass_reversible(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, const MoveFilter& allowed);
// Left deletes an option a when a <= b for another option b (allowed(a, b)); Right when
// a >= b. Of equal options the smallest vertex stays. Returns whether anything changed.
bool delete_dominated(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, const MoveFilter& allowed);

// The canonical stopper equal to the stopper at `start`: reversible options bypassed,
// dominated ones deleted and equal vertices fused (Siegel, CGT, ch. VI, sec. 2), vertices
// numbered by canonical_order. Precondition: is_stopper(graph, start).
Graph canonical_stopper_graph(const Graph& graph, Vertex start);
// The same for several starts at once, from one table of comparisons (of the vertices
// reachable from any start). Precondition: is_stopper(graph, s) for every start s.
std::vector<Graph> canonical_stopper_graphs(const Graph& graph, std::span<const Vertex> starts);

// Colours of the vertices of `graph` that tell every two non-bisimilar vertices apart, as an
// isomorphism invariant (a vertex's colour depends only on the positions below it, so the
// colours of a graph, restricted to the vertices below one vertex, order them as that
// subgraph's own colours would): short positions start apart by their games, the others are
// refined (a colour, then the sorted colours of the Left and of the Right options) until
// stable. nullopt when two vertices keep one colour (they are then bisimilar, so equal as
// games: a canonical graph never has such a pair). Rounds: at most the length of the longest
// chain of looping positions.
std::optional<std::vector<Vertex>> stable_colours(const Graph& graph);
// The canonical numbering given distinct colours: start first, then by colour.
std::vector<Vertex> numbering(const std::vector<Vertex>& colours, Vertex start);
// numbering(stable_colours(graph), 0), for a graph whose vertices are all reachable from 0.
std::optional<std::vector<Vertex>> canonical_order(const Graph& graph);
// The graph renumbered by order (order[v] = new number of v).
Graph renumber(const Graph& graph, const std::vector<Vertex>& order);
// The subgraph reachable from start with bisimilar vertices merged (positions whose game trees
// are identical), start vertex 0. Never changes a value, on either side.
Graph merge_bisimilar(const Graph& graph, Vertex start);
// The serialized graph: vertex count, then per vertex its Left and Right lists with lengths.
std::vector<std::uint32_t> graph_key(const Graph& graph);

// One side of a loopy game, simplified (start vertex 0): a canonical stopper (numbered by
// canonical_order) when the side equals a stopper, else the simplest graph found (see
// simplify_side.cpp). `side` is Convention::onside or Convention::offside.
struct SideGraph {
    Graph graph;
    bool stopper;
};
SideGraph simplify_side(const Graph& graph, Vertex start, Convention side);

// Rounds of dominated/reversible simplification of a side that the exact check refused (the
// conditions taken from CGSuite would have changed the value). Tests expect 0.
extern std::atomic<std::uint64_t> side_simplification_refusals;

} // namespace cgt::loopy::detail
