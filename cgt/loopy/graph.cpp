// Game graphs: building, packing, sums and the structural tests (Kahn's algorithm, no recursion).

#include "cgt/loopy/graph.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/errors.hpp"

namespace cgt::loopy {

// ---- GraphBuilder ----

Vertex GraphBuilder::add_vertex() {
    if (vertex_count_ >= std::size_t{0xffffffffU})
        throw OutOfRange("loopy graph: more than 2^32 - 1 vertices");
    charge();
    return static_cast<Vertex>(vertex_count_++);
}

void GraphBuilder::charge() {
    // Vertices and edges held here and in the graph built from them (offsets, targets).
    const std::size_t edges = edges_[0].capacity() + edges_[1].capacity();
    const std::size_t want = (vertex_count_ + 1) * 2 * sizeof(Vertex) + edges * (sizeof(std::pair<Vertex, Vertex>)) +
                             game_vertices_.size() * 32;
    if (want > charge_.bytes()) charge_.resize(want + want / 2);
}

void GraphBuilder::add_edge(Player player, Vertex from, Vertex to) {
    if (from >= vertex_count_ || to >= vertex_count_)
        throw InvalidArgument(fmt::format("loopy graph: edge {} -> {} names a vertex that does not exist ({} vertices)",
                                          from, to, vertex_count_));
    auto& edges = edges_[static_cast<std::size_t>(player)];
    if (edges.size() == edges.capacity()) {
        edges.reserve(std::max<std::size_t>(16, edges.capacity() * 2));
        charge();
    }
    edges.emplace_back(from, to);
}

Vertex GraphBuilder::add_game(Game g) {
    if (auto it = game_vertices_.find(g.id()); it != game_vertices_.end()) return it->second;
    auto children = [this](Game h) {
        if (game_vertices_.count(h.id())) return std::vector<Game>{};
        return detail::all_options(h);
    };
    detail::post_order(g, children, [this](Game h) {
        if (game_vertices_.count(h.id())) return;
        const Vertex v = add_vertex();
        for (Game hl : h.left_options()) add_left_edge(v, game_vertices_.at(hl.id()));
        for (Game hr : h.right_options()) add_right_edge(v, game_vertices_.at(hr.id()));
        game_vertices_.emplace(h.id(), v);
        charge();
    });
    return game_vertices_.at(g.id());
}

Vertex GraphBuilder::add_graph(const Graph& graph, Vertex start) {
    const std::vector<Vertex> order = reachable(graph, start);
    std::vector<Vertex> copy(graph.vertex_count(), 0);
    for (Vertex v : order) copy[v] = add_vertex();
    for (Vertex v : order)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, v)) add_edge(p, copy[v], copy[w]);
    return copy[start];
}

Graph GraphBuilder::build() const {
    Graph out;
    for (std::size_t p = 0; p < 2; ++p) {
        std::vector<std::pair<Vertex, Vertex>> edges(edges_[p].begin(), edges_[p].end());
        std::sort(edges.begin(), edges.end());
        edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
        out.offsets_[p].assign(vertex_count_ + 1, 0);
        out.targets_[p].reserve(edges.size());
        for (auto [from, to] : edges) {
            ++out.offsets_[p][from + 1];
            out.targets_[p].push_back(to);
        }
        for (std::size_t v = 0; v < vertex_count_; ++v) out.offsets_[p][v + 1] += out.offsets_[p][v];
    }
    return out;
}

// ---- structure ----

std::vector<Vertex> reachable(const Graph& graph, Vertex start) {
    if (start >= graph.vertex_count())
        throw InvalidArgument(fmt::format("loopy graph: start vertex {} does not exist ({} vertices)", start,
                                          graph.vertex_count()));
    std::vector<char> seen(graph.vertex_count(), 0);
    std::vector<Vertex> order{start};
    seen[start] = 1;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, order[i]))
                if (!seen[w]) {
                    seen[w] = 1;
                    order.push_back(w);
                }
    return order;
}

Graph pack(const Graph& graph, Vertex start) {
    GraphBuilder b;
    b.add_graph(graph, start); // the copy of start is the first vertex added
    return b.build();
}

Graph negate(const Graph& graph) {
    GraphBuilder b;
    for (std::size_t v = 0; v < graph.vertex_count(); ++v) b.add_vertex();
    for (std::size_t v = 0; v < graph.vertex_count(); ++v)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, static_cast<Vertex>(v))) b.add_edge(opponent(p), static_cast<Vertex>(v), w);
    return b.build();
}

Graph sum(const Graph& g, Vertex g_start, const Graph& h, Vertex h_start) {
    if (g_start >= g.vertex_count() || h_start >= h.vertex_count())
        throw InvalidArgument("loopy graph sum: start vertex does not exist");
    const std::uint64_t width = h.vertex_count();
    std::unordered_map<std::uint64_t, Vertex, std::hash<std::uint64_t>, std::equal_to<>,
                       BudgetAllocator<std::pair<const std::uint64_t, Vertex>, MemoryUse::other>>
        index;
    std::vector<std::uint64_t> pairs;
    GraphBuilder b;
    auto vertex_of = [&](Vertex gv, Vertex hv) {
        const std::uint64_t key = gv * width + hv;
        auto [it, inserted] = index.emplace(key, 0);
        if (inserted) {
            it->second = b.add_vertex();
            pairs.push_back(key);
        }
        return it->second;
    };
    vertex_of(g_start, h_start);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto gv = static_cast<Vertex>(pairs[i] / width);
        const auto hv = static_cast<Vertex>(pairs[i] % width);
        const auto from = static_cast<Vertex>(i);
        for (Player p : {Player::left, Player::right}) {
            for (Vertex w : g.options(p, gv)) b.add_edge(p, from, vertex_of(w, hv));
            for (Vertex w : h.options(p, hv)) b.add_edge(p, from, vertex_of(gv, w));
        }
    }
    return b.build();
}

Graph ordinal_sum(const Graph& g, Vertex g_start, const Graph& h, Vertex h_start) {
    if (g_start >= g.vertex_count() || h_start >= h.vertex_count())
        throw InvalidArgument("loopy graph ordinal sum: start vertex does not exist");
    GraphBuilder b;
    const Vertex h_copy = b.add_graph(h, h_start); // vertices 0.. of the builder: h's reachable part
    const std::size_t h_size = b.vertex_count();
    const Vertex g_copy = b.add_graph(g, g_start);
    // Vertex g_copy + k of the builder copies G's k-th reachable vertex; G's start options:
    const Graph copied = b.build();
    GraphBuilder out;
    for (std::size_t v = 0; v < copied.vertex_count(); ++v) out.add_vertex();
    for (std::size_t v = 0; v < copied.vertex_count(); ++v)
        for (Player p : {Player::left, Player::right}) {
            for (Vertex w : copied.options(p, static_cast<Vertex>(v))) out.add_edge(p, static_cast<Vertex>(v), w);
            if (v < h_size)
                for (Vertex w : copied.options(p, g_copy)) out.add_edge(p, static_cast<Vertex>(v), w);
        }
    return pack(out.build(), h_copy);
}

namespace {

// Kahn's algorithm on the states (v, mover) reachable from the start: true when no cycle.
// `alternating`: a move by p leads to the opponent's state; otherwise one state per vertex.
// `skip_passes`: edges v -> v are ignored.
bool acyclic(const Graph& graph, Vertex start, bool alternating, bool skip_passes) {
    const std::vector<Vertex> vertices = reachable(graph, start);
    const std::size_t movers = alternating ? 2 : 1;
    const std::size_t n = graph.vertex_count();
    auto state = [&](Vertex v, std::size_t mover) { return v * movers + mover; };
    auto for_each_move = [&](Vertex v, std::size_t mover, auto&& f) {
        for (std::size_t p = 0; p < 2; ++p) {
            if (alternating && p != mover) continue;
            for (Vertex w : graph.options(static_cast<Player>(p), v))
                if (!(skip_passes && w == v)) f(state(w, alternating ? 1 - mover : 0));
        }
    };
    std::vector<std::uint32_t> indegree(n * movers, 0);
    for (Vertex v : vertices)
        for (std::size_t m = 0; m < movers; ++m) for_each_move(v, m, [&](std::size_t t) { ++indegree[t]; });
    std::vector<std::size_t> ready;
    for (Vertex v : vertices)
        for (std::size_t m = 0; m < movers; ++m)
            if (indegree[state(v, m)] == 0) ready.push_back(state(v, m));
    std::size_t removed = 0;
    while (!ready.empty()) {
        const std::size_t s = ready.back();
        ready.pop_back();
        ++removed;
        for_each_move(static_cast<Vertex>(s / movers), s % movers, [&](std::size_t t) {
            if (--indegree[t] == 0) ready.push_back(t);
        });
    }
    return removed == vertices.size() * movers;
}

} // namespace

bool is_loopfree(const Graph& graph, Vertex start) { return acyclic(graph, start, false, false); }
bool is_stopper(const Graph& graph, Vertex start) { return acyclic(graph, start, true, false); }
bool is_plumtree(const Graph& graph, Vertex start) { return acyclic(graph, start, false, true); }

Game to_game(const Graph& graph, Vertex v) {
    // Depth-first post-order with an explicit stack; the graph below v has no cycle.
    const std::size_t n = graph.vertex_count();
    std::vector<std::uint32_t> value(n, 0);
    std::vector<char> state(n, 0); // 0 new, 1 on the stack, 2 done
    struct Frame {
        Vertex v;
        std::size_t next;
    };
    std::vector<Frame> stack{{v, 0}};
    state[v] = 1;
    while (!stack.empty()) {
        Frame& top = stack.back();
        const auto left = graph.left(top.v), right = graph.right(top.v);
        if (top.next < left.size() + right.size()) {
            const Vertex w = top.next < left.size() ? left[top.next] : right[top.next - left.size()];
            ++top.next;
            if (state[w] == 1) throw InvalidArgument("loopy graph: to_game of a game that is not loop-free");
            if (state[w] == 0) {
                state[w] = 1;
                stack.push_back({w, 0}); // invalidates top
            }
            continue;
        }
        std::vector<Game> gl, gr;
        for (Vertex w : left) gl.push_back(Game::from_id(value[w]));
        for (Vertex w : right) gr.push_back(Game::from_id(value[w]));
        value[top.v] = Game::from_options(gl, gr).id();
        state[top.v] = 2;
        stack.pop_back();
    }
    return Game::from_id(value[v]);
}

std::vector<std::optional<Game>> short_positions(const Graph& graph) {
    // Peel sinks (Kahn's algorithm on out-degrees): a vertex is peeled once all its options
    // are, so exactly the vertices that reach no cycle are peeled, options first.
    const std::size_t n = graph.vertex_count();
    std::vector<std::uint32_t> remaining(n);
    std::vector<std::vector<Vertex>> predecessors(n);
    std::vector<Vertex> ready;
    for (std::size_t v = 0; v < n; ++v) {
        remaining[v] = static_cast<std::uint32_t>(graph.left(static_cast<Vertex>(v)).size() +
                                                  graph.right(static_cast<Vertex>(v)).size());
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, static_cast<Vertex>(v))) predecessors[w].push_back(static_cast<Vertex>(v));
        if (remaining[v] == 0) ready.push_back(static_cast<Vertex>(v));
    }
    std::vector<std::optional<Game>> out(n);
    while (!ready.empty()) {
        const Vertex v = ready.back();
        ready.pop_back();
        std::vector<Game> gl, gr;
        for (Vertex w : graph.left(v)) gl.push_back(*out[w]);
        for (Vertex w : graph.right(v)) gr.push_back(*out[w]);
        out[v] = Game::from_options(gl, gr);
        for (Vertex u : predecessors[v])
            if (--remaining[u] == 0) ready.push_back(u);
    }
    return out;
}

} // namespace cgt::loopy
