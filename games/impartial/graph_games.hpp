#pragma once
// Impartial games played on a graph: Node-Kayles, the impartial domination game and octal games
// on graphs (Beaudou et al., "Octal games on graphs", Definition 5), as rulesets of the generic
// solvers (games/ruleset.hpp):
//
//   cgt::search::ImpartialSolver<NodeKayles> solver(NodeKayles(graph));
//   Grundy g = solver.grundy(solver.rules().start());
//
// A position is a pair of vertex masks of the ruleset's graph: `alive` (the vertices still in
// the game) and `marked` (a subset of alive: the dominated vertices of the domination game;
// unused by the other rulesets). The base OnGraph gives every such game its parts (connected
// components of the edges that still matter) and its keys (the part as a labelled graph, and
// its canonical form from nauty, so that isomorphic parts, in one graph or across graphs, share
// one entry). Each game provides
//   for_each_option(state, visit)                        visit(GraphState) once per option
//   relevant(state) -> GraphState                        drops vertices that can no longer matter
//   neighbours_that_matter(state, v) -> VertexMask       v's neighbours whose edge to v matters

#include <bit>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

#include "games/graph/canonical_graph.hpp"
#include "games/graph/graph.hpp"
#include "games/impartial/octal_code.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

struct GraphState {
    VertexMask alive = 0;
    VertexMask marked = 0;
    friend bool operator==(const GraphState&, const GraphState&) = default;
};

inline GraphState whole_graph(const Graph& g) { return {g.all_vertices(), 0}; }

template <typename Game>
class OnGraph {
public:
    using Position = GraphState;

    OnGraph() = default;
    // The game keeps a pointer to `graph`, which must outlive it (and its copies): a temporary
    // graph is refused at compile time.
    explicit OnGraph(const Graph& graph) : graph_(&graph) {}
    explicit OnGraph(const Graph&&) = delete;
    const Graph& graph() const noexcept { return *graph_; }
    // The same game on another graph (which must outlive the copy).
    Game on(const Graph& graph) const {
        Game copy = game();
        copy.graph_ = &graph;
        return copy;
    }
    Game on(const Graph&&) const = delete;
    GraphState start(VertexMask marked = 0) const { return {graph_->all_vertices(), marked & graph_->all_vertices()}; }

    // Connected components of the relevant vertices, through the edges that matter.
    template <typename Visit>
    void split(GraphState s, Visit&& visit) const {
        s = game().relevant(s);
        for (VertexMask left = s.alive; left;) {
            VertexMask part = left & (~left + 1);
            for (VertexMask frontier = part; frontier;) {
                const int v = std::countr_zero(frontier);
                frontier &= frontier - 1;
                const VertexMask fresh = game().neighbours_that_matter(s, v) & left & ~part;
                part |= fresh;
                frontier |= fresh;
            }
            left &= ~part;
            visit(GraphState{part, s.marked & part});
        }
    }

    // The relevant part of the position as a graph renumbered 0..k-1, exactly as labelled:
    // vertex count, marked set, adjacency rows.
    std::string key(GraphState s) const {
        s = game().relevant(s);
        int index[Graph::max_vertices]; // vertex -> its number within the part
        int n = 0;
        for (VertexMask m = s.alive; m; m &= m - 1) index[std::countr_zero(m)] = n++;
        const auto renumbered = [&](VertexMask set) {
            VertexMask out = 0;
            for (VertexMask m = set & s.alive; m; m &= m - 1) out |= VertexMask{1} << index[std::countr_zero(m)];
            return out;
        };
        std::string key(1 + 8 * (1 + static_cast<std::size_t>(n)), '\0');
        key[0] = static_cast<char>(n);
        std::size_t at = 1;
        const auto put = [&](VertexMask row) {
            std::memcpy(key.data() + at, &row, 8);
            at += 8;
        };
        put(renumbered(s.marked));
        for (VertexMask m = s.alive; m; m &= m - 1) put(renumbered(game().neighbours_that_matter(s, std::countr_zero(m))));
        return key;
    }
    // Equal exactly for isomorphic parts (marks kept): AHU for trees, nauty otherwise.
    std::string canonical_key(GraphState s) const {
        s = game().relevant(s);
        const Graph part = graph_->induced(s.alive, [&](int v) { return game().neighbours_that_matter(s, v); });
        return cgt::canonical_key(part, compress_bits(s.marked, s.alive));
    }

    // Keys are the parts as graphs: the board adds nothing.
    std::string_view rules_key() const noexcept { return {}; }

    // Defaults: every vertex matters, every edge matters.
    GraphState relevant(GraphState s) const { return s; }
    VertexMask neighbours_that_matter(GraphState, int v) const { return graph_->neighbours(v); }

private:
    const Game& game() const { return static_cast<const Game&>(*this); }

protected:
    const Graph* graph_ = nullptr;
};

// A move that chooses a vertex (Node-Kayles, domination): "v3".
struct VertexMove {
    int vertex;
    friend std::string to_string(const VertexMove& m) { return "v" + std::to_string(m.vertex); }
};

// Node-Kayles: choose a vertex and delete its closed neighbourhood.
struct NodeKayles : OnGraph<NodeKayles>, ImpartialOptionsFromMoves<NodeKayles> {
    static constexpr std::string_view name = "node-kayles";
    static constexpr bool uses_marks = false;
    using Move = VertexMove;
    using OnGraph::OnGraph;

    template <typename Visit>
    void for_each_option_with_move(GraphState s, Visit&& visit) const {
        for (VertexMask m = s.alive; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            if (visit_then_stop(visit, GraphState{s.alive & ~graph_->closed_neighbourhood(v), 0}, Move{v})) return;
        }
    }
};

// The impartial domination game (Brito et al., "The normal play of the domination game"): select
// a vertex whose closed neighbourhood holds an undominated vertex; all of it becomes dominated. A
// dominated vertex all of whose neighbours are dominated can never matter again, and neither can
// an edge between two dominated vertices (selecting one end gains nothing at the other), so both
// are dropped before splitting.
struct Domination : OnGraph<Domination>, ImpartialOptionsFromMoves<Domination> {
    static constexpr std::string_view name = "domination";
    static constexpr bool uses_marks = true;
    using Move = VertexMove;
    using OnGraph::OnGraph;

    template <typename Visit>
    void for_each_option_with_move(GraphState s, Visit&& visit) const {
        const VertexMask undominated = s.alive & ~s.marked;
        for (VertexMask m = s.alive; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            const VertexMask hood = graph_->closed_neighbourhood(v) & s.alive;
            if ((hood & undominated) && visit_then_stop(visit, GraphState{s.alive, s.marked | hood}, Move{v})) return;
        }
    }
    GraphState relevant(GraphState s) const {
        const VertexMask undominated = s.alive & ~s.marked;
        VertexMask keep = undominated;
        for (VertexMask m = s.alive & s.marked; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            if (graph_->neighbours(v) & undominated) keep |= VertexMask{1} << v;
        }
        return {keep, s.marked & keep};
    }
    VertexMask neighbours_that_matter(GraphState s, int v) const {
        return (s.marked >> v) & 1U ? graph_->neighbours(v) & ~s.marked : graph_->neighbours(v);
    }
};

// An octal game on graphs (Beaudou et al., "Octal games on graphs", Definition 5): remove a set X
// of i vertices inducing a connected subgraph, with d_i != 0; with H the component of X, X = V(H) needs b1, H - X
// non-empty and connected needs b2, H - X disconnected (into any number of parts) needs b3.
class OctalOnGraph : public OnGraph<OctalOnGraph> {
public:
    static constexpr std::string_view name = "octal";
    static constexpr bool uses_marks = false;

    explicit OctalOnGraph(OctalCode code) : code_(std::move(code)) {}
    OctalOnGraph(OctalCode code, const Graph& graph) : OnGraph(graph), code_(std::move(code)) {}
    OctalOnGraph(OctalCode code, const Graph&&) = delete;
    const OctalCode& code() const noexcept { return code_; }
    std::string rules_key() const { return code_.to_string(); } // keys are graphs; the code is the rule

    template <typename Visit>
    void for_each_option(GraphState s, Visit&& visit) const {
        const Graph& g = *graph_;
        for (VertexMask component : g.components(s.alive)) {
            const VertexMask others = s.alive & ~component;
            for_each_connected_subset(component, [&](VertexMask x, std::size_t size) {
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

    // Every connected vertex set X inside `within` with |X| <= max_take, each exactly once
    // (Wernicke's ESU enumeration): visit(X, |X|).
    template <typename Visit>
    void for_each_connected_subset(VertexMask within, Visit&& visit) const {
        const std::size_t limit = code_.max_take();
        if (limit == 0) return;
        const Graph& g = *graph_;
        for (VertexMask m = within; m; m &= m - 1) {
            const int root = std::countr_zero(m);
            const VertexMask above = within & ~((VertexMask{2} << root) - 1); // vertices > root
            const VertexMask start = VertexMask{1} << root;
            extend(g, above, start, g.neighbours(root) & above, g.closed_neighbourhood(root), 1, limit, visit);
        }
    }

private:
    // Recursion depth <= max_take <= 64 (OctalCode::max_digits).
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
