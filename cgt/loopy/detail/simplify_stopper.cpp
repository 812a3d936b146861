// Canonical stoppers: bypass reversible options, delete dominated ones, fuse equal vertices.
//
// The values of all vertices stay the same through these steps (Siegel, CGT, ch. VI, sec. 2),
// so one table of comparisons, made at the start, serves the whole simplification. The steps
// are repeated until none applies; then no reachable vertex has a dominated or reversible
// option and no two reachable vertices are equal, which makes the graph unique up to
// isomorphism (ibid.): canonical_order then numbers it canonically.

#include <algorithm>
#include <stdexcept>

#include "cgt/detail/step_counter.hpp"
#include "cgt/loopy/detail/simplify.hpp"

namespace cgt::loopy::detail {

namespace {
std::size_t adjacency_bytes(const Graph& g) {
    return 2 * (2 * g.vertex_count() * sizeof(std::vector<Vertex>) + g.edge_count() * sizeof(Vertex));
}
} // namespace

Adjacency::Adjacency(const Adjacency& other) : moves{other.moves[0], other.moves[1]} {
    charge.resize(other.charge.bytes());
}

Adjacency& Adjacency::operator=(const Adjacency& other) {
    if (this != &other) {
        charge.resize(other.charge.bytes());
        moves[0] = other.moves[0];
        moves[1] = other.moves[1];
    }
    return *this;
}

Adjacency::Adjacency(const Graph& g) {
    charge.resize(adjacency_bytes(g));
    for (std::size_t p = 0; p < 2; ++p) {
        moves[p].resize(g.vertex_count());
        for (std::size_t v = 0; v < g.vertex_count(); ++v) {
            const auto m = g.options(static_cast<Player>(p), static_cast<Vertex>(v));
            moves[p][v].assign(m.begin(), m.end());
        }
    }
}

std::vector<Vertex> Adjacency::reachable(Vertex start) const {
    std::vector<char> seen(size(), 0);
    std::vector<Vertex> order{start};
    seen[start] = 1;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const auto& side : moves)
            for (Vertex w : side[order[i]])
                if (!seen[w]) {
                    seen[w] = 1;
                    order.push_back(w);
                }
    return order;
}

Graph Adjacency::build(Vertex start) const {
    const std::vector<Vertex> order = reachable(start);
    std::vector<Vertex> number(size(), 0);
    GraphBuilder b;
    for (Vertex v : order) number[v] = b.add_vertex();
    for (Vertex v : order)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : of(p, v)) b.add_edge(p, number[v], number[w]);
    return b.build();
}

Graph Adjacency::build_all() const {
    GraphBuilder b;
    for (std::size_t v = 0; v < size(); ++v) b.add_vertex();
    for (std::size_t v = 0; v < size(); ++v)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : of(p, static_cast<Vertex>(v))) b.add_edge(p, static_cast<Vertex>(v), w);
    return b.build();
}

bool bypass_reversible(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, const MoveFilter& allowed) {
    bool changed = false;
    std::vector<Vertex>& options = adj.of(p, v);
    for (std::size_t i = 0; i < options.size();) {
        const Vertex a = options[i];
        std::optional<Vertex> reverser;
        for (Vertex b : adj.of(opponent(p), a))
            if ((p == Player::left ? leq(b, v) : leq(v, b)) && (!allowed || allowed(a, b))) {
                reverser = b;
                break;
            }
        if (!reverser) {
            ++i;
            continue;
        }
        cgt::detail::count_step();
        changed = true;
        const std::vector<Vertex> replacement = adj.of(p, *reverser); // copy: may alias options
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
        for (Vertex c : replacement)
            if (c != a && std::find(options.begin(), options.end(), c) == options.end()) options.push_back(c);
    }
    return changed;
}

bool delete_dominated(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, const MoveFilter& allowed) {
    std::vector<Vertex>& options = adj.of(p, v);
    std::vector<Vertex> kept;
    for (Vertex a : options) {
        bool dominated = false;
        for (Vertex b : options) {
            if (b == a) continue;
            const bool worse = p == Player::left ? leq(a, b) : leq(b, a);
            const bool better = p == Player::left ? leq(b, a) : leq(a, b);
            if (worse && (!better || b < a) && (!allowed || allowed(a, b))) {
                dominated = true;
                break;
            }
        }
        if (!dominated) kept.push_back(a);
    }
    if (kept.size() == options.size()) return false;
    options = std::move(kept);
    return true;
}

std::vector<Graph> canonical_stopper_graphs(const Graph& graph, std::span<const Vertex> starts) {
    // The vertices reachable from the starts, packed (vertex v's copy is number[v]).
    std::vector<Vertex> number(graph.vertex_count(), Vertex(-1)), order;
    for (Vertex s : starts)
        if (number[s] == Vertex(-1)) {
            number[s] = static_cast<Vertex>(order.size());
            order.push_back(s);
        }
    for (std::size_t i = 0; i < order.size(); ++i)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, order[i]))
                if (number[w] == Vertex(-1)) {
                    number[w] = static_cast<Vertex>(order.size());
                    order.push_back(w);
                }
    GraphBuilder b;
    for (std::size_t i = 0; i < order.size(); ++i) b.add_vertex();
    for (Vertex v : order)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, v)) b.add_edge(p, number[v], number[w]);
    const Graph packed = b.build();

    // One table for all: the values of all vertices stay the same throughout.
    const LeqTable leq(packed, packed, Convention::stopper);
    Adjacency adj(packed);
    // What the starts reach shrinks as options go; only that is simplified (as for one start).
    auto reached = [&] {
        std::vector<char> seen(adj.size(), 0);
        std::vector<Vertex> out;
        for (Vertex s : starts) {
            const Vertex v = number[s];
            if (!seen[v]) {
                seen[v] = 1;
                out.push_back(v);
            }
        }
        for (std::size_t i = 0; i < out.size(); ++i)
            for (const auto& side : adj.moves)
                for (Vertex w : side[out[i]])
                    if (!seen[w]) {
                        seen[w] = 1;
                        out.push_back(w);
                    }
        return out;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (Vertex v : reached())
            for (Player p : {Player::left, Player::right}) {
                changed = bypass_reversible(adj, leq, v, p, {}) || changed;
                changed = delete_dominated(adj, leq, v, p, {}) || changed;
            }
    }
    // Fuse: every reachable vertex is replaced by the first reachable vertex equal to it.
    std::vector<Vertex> live = reached();
    std::sort(live.begin(), live.end());
    std::vector<Vertex> representative(adj.size());
    std::vector<Vertex> kept;
    for (Vertex i : live) {
        representative[i] = i;
        for (Vertex j : kept)
            if (leq.equal(i, j)) {
                representative[i] = j;
                break;
            }
        if (representative[i] == i) kept.push_back(i);
    }
    for (Vertex v : live)
        for (Player p : {Player::left, Player::right}) {
            auto& options = adj.of(p, v);
            for (Vertex& w : options) w = representative[w];
            std::sort(options.begin(), options.end());
            options.erase(std::unique(options.begin(), options.end()), options.end());
        }
    std::vector<Graph> out;
    out.reserve(starts.size());
    for (Vertex s : starts) {
        const Graph fused = adj.build(representative[number[s]]);
        const auto canonical = canonical_order(fused);
        if (!canonical) throw std::logic_error("loopy: a simplified stopper has two equal vertices left");
        out.push_back(renumber(fused, *canonical));
    }
    return out;
}

Graph canonical_stopper_graph(const Graph& graph, Vertex start) {
    return std::move(canonical_stopper_graphs(graph, std::span(&start, 1)).front());
}

} // namespace cgt::loopy::detail
