// Canonical stoppers: bypass reversible options, delete dominated ones, fuse equal vertices.
//
// The values of all vertices stay the same through these steps (Siegel, CGT, ch. VI, sec. 2),
// so one table of comparisons, made at the start, serves the whole simplification. The steps
// are repeated until none applies; then no reachable vertex has a dominated or reversible
// option and no two reachable vertices are equal, which makes the graph unique up to
// isomorphism (ibid.): canonical_order then numbers it canonically.

#include <algorithm>
#include <stdexcept>

#include "cgt/detail/work_counter.hpp"
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
        cgt::detail::count_work_step();
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

Graph canonical_stopper_graph(const Graph& graph, Vertex start) {
    const Graph packed = pack(graph, start);
    const LeqTable leq(packed, packed, Convention::stopper);
    Adjacency adj(packed);
    for (bool changed = true; changed;) {
        changed = false;
        for (Vertex v : adj.reachable(0))
            for (Player p : {Player::left, Player::right}) {
                changed = bypass_reversible(adj, leq, v, p, {}) || changed;
                changed = delete_dominated(adj, leq, v, p, {}) || changed;
            }
    }
    // Fuse: every reachable vertex is replaced by the first reachable vertex equal to it.
    std::vector<Vertex> reached = adj.reachable(0);
    std::sort(reached.begin(), reached.end());
    std::vector<Vertex> representative(adj.size());
    for (std::size_t i = 0; i < reached.size(); ++i) {
        representative[reached[i]] = reached[i];
        for (std::size_t j = 0; j < i; ++j)
            if (representative[reached[j]] == reached[j] && leq.equal(reached[i], reached[j])) {
                representative[reached[i]] = reached[j];
                break;
            }
    }
    for (Vertex v : reached)
        for (Player p : {Player::left, Player::right}) {
            auto& options = adj.of(p, v);
            for (Vertex& w : options) w = representative[w];
            std::sort(options.begin(), options.end());
            options.erase(std::unique(options.begin(), options.end()), options.end());
        }
    const Graph fused = adj.build(representative[0]);
    const auto order = canonical_order(fused);
    if (!order) throw std::logic_error("loopy: a simplified stopper has two equal vertices left");
    return renumber(fused, *order);
}

} // namespace cgt::loopy::detail
