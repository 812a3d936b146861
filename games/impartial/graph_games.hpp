#pragma once
// Impartial games played on a graph: Node-Kayles, the impartial domination game and octal games
// on graphs (seed 004 Definition 5). Each ruleset is a small type listing moves; the generic
// search of algorithms/impartial/detail/grundy_search.hpp computes values from it.
//
// A state is a pair of vertex masks of one cgt::Graph: `alive` (the vertices still in the game)
// and `marked` (a subset of alive: the dominated vertices of the domination game; unused by the
// other rulesets). A ruleset provides
//   name, uses_marks                                    (static data)
//   for_each_option(graph, state, visit)                visit(GraphState) once per option
//   relevant(graph, state) -> GraphState                drops vertices that can no longer matter
//   edge_matters(state, u, v) -> bool                   false if the edge u-v can be ignored
//                                                       (when splitting into independent parts)

#include <bit>
#include <cstddef>
#include <string_view>

#include "games/graph/graph.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

struct GraphState {
    VertexMask alive = 0;
    VertexMask marked = 0;
    friend bool operator==(const GraphState&, const GraphState&) = default;
};

inline GraphState whole_graph(const Graph& g) { return {g.all_vertices(), 0}; }

// Node-Kayles: choose a vertex and delete its closed neighbourhood.
struct NodeKayles {
    static constexpr std::string_view name = "node-kayles";
    static constexpr bool uses_marks = false;

    template <typename Visit>
    static void for_each_option(const Graph& g, GraphState s, Visit&& visit) {
        for (VertexMask m = s.alive; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            visit(GraphState{s.alive & ~g.closed_neighbourhood(v), 0});
        }
    }
    static GraphState relevant(const Graph&, GraphState s) { return {s.alive, 0}; }
    static bool edge_matters(GraphState, int, int) { return true; }
};

// The impartial domination game (seed 001): select a vertex whose closed neighbourhood holds an
// undominated vertex; all of it becomes dominated. A dominated vertex all of whose neighbours
// are dominated can never matter again, and neither can an edge between two dominated vertices
// (selecting one end gains nothing at the other), so both are dropped before splitting.
struct Domination {
    static constexpr std::string_view name = "domination";
    static constexpr bool uses_marks = true;

    template <typename Visit>
    static void for_each_option(const Graph& g, GraphState s, Visit&& visit) {
        const VertexMask undominated = s.alive & ~s.marked;
        for (VertexMask m = s.alive; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            const VertexMask hood = g.closed_neighbourhood(v) & s.alive;
            if (hood & undominated) visit(GraphState{s.alive, s.marked | hood});
        }
    }
    static GraphState relevant(const Graph& g, GraphState s) {
        const VertexMask undominated = s.alive & ~s.marked;
        VertexMask keep = undominated;
        for (VertexMask m = s.alive & s.marked; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            if (g.neighbours(v) & undominated) keep |= VertexMask{1} << v;
        }
        return {keep, s.marked & keep};
    }
    static bool edge_matters(GraphState s, int u, int v) {
        return !((s.marked >> u) & 1U) || !((s.marked >> v) & 1U);
    }
};

// An octal game on graphs (seed 004 Definition 5): remove a set X of i vertices inducing a
// connected subgraph, with d_i != 0; with H the component of X, X = V(H) needs b1, H - X
// non-empty and connected needs b2, H - X disconnected (into any number of parts) needs b3.
class OctalOnGraph {
public:
    static constexpr std::string_view name = "octal";
    static constexpr bool uses_marks = false;

    explicit OctalOnGraph(OctalCode code) : code_(std::move(code)) {}
    const OctalCode& code() const noexcept { return code_; }

    template <typename Visit>
    void for_each_option(const Graph& g, GraphState s, Visit&& visit) const {
        for (VertexMask component : g.components(s.alive)) {
            const VertexMask others = s.alive & ~component;
            for_each_connected_subset(g, component, [&](VertexMask x, std::size_t size) {
                const std::uint8_t digit = code_.digit(size);
                if (digit == 0) return;
                const VertexMask rest = component & ~x;
                bool allowed;
                if (rest == 0) allowed = digit & 1U;
                else allowed = (g.components(rest).size() == 1) ? (digit & 2U) : (digit & 4U);
                if (allowed) visit(GraphState{others | rest, 0});
            });
        }
    }
    static GraphState relevant(const Graph&, GraphState s) { return {s.alive, 0}; }
    static bool edge_matters(GraphState, int, int) { return true; }

    // Every connected vertex set X inside `within` with |X| <= max_take, each exactly once
    // (Wernicke's ESU enumeration): visit(X, |X|).
    template <typename Visit>
    void for_each_connected_subset(const Graph& g, VertexMask within, Visit&& visit) const {
        const std::size_t limit = code_.max_take();
        if (limit == 0) return;
        for (VertexMask m = within; m; m &= m - 1) {
            const int root = std::countr_zero(m);
            const VertexMask above = within & ~((VertexMask{2} << root) - 1); // vertices > root
            const VertexMask start = VertexMask{1} << root;
            extend(g, above, start, g.neighbours(root) & above, g.closed_neighbourhood(root), 1, limit, visit);
        }
    }

private:
    template <typename Visit>
    static void extend(const Graph& g, VertexMask above, VertexMask set, VertexMask extension, VertexMask seen,
                       std::size_t size, std::size_t limit, Visit& visit) {
        visit(set, size);
        if (size == limit) return;
        while (extension) {
            const int w = std::countr_zero(extension);
            extension &= extension - 1;
            const VertexMask exclusive = g.neighbours(w) & above & ~seen;
            extend(g, above, set | (VertexMask{1} << w), extension | exclusive, seen | g.neighbours(w), size + 1,
                   limit, visit);
        }
    }

    OctalCode code_;
};

} // namespace cgt::impartial
