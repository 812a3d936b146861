// Simplification of one side of a loopy game (the onside; the offside by negation).
//
// There is no simplest-form theorem for sides (Siegel, CGT, ch. VI, sec. 4-5), so this follows
// CGSuite's strategy (LoopyGame.simplifyGraph) in outline: delete dominated options and bypass
// reversible ones where no alternating cycle runs through the move, delete edges of alternating
// cycles that make no difference, and "unravel" a Right edge of an alternating cycle (let Right
// use it at most n times in a row of alternating play, n = 1, 2, 3) until the side is a stopper
// or nothing more applies. Every step is checked by the exact comparison of sides before it is
// kept, so a step that would change the value is never taken: the result always equals the
// side it came from. When the result is a stopper, it is then put in canonical form.

#include <algorithm>

#include "cgt/detail/step_counter.hpp"
#include "cgt/loopy/detail/simplify.hpp"

namespace cgt::loopy::detail {
namespace {

constexpr int max_unravellings = 256;

bool equivalent(const Graph& a, const Graph& b) {
    return leq(a, 0, b, 0, Convention::onside) && leq(b, 0, a, 0, Convention::onside);
}

// Whether alternating play from `from` (with `mover` to move there) reaches `to` with
// `to_mover` to move (zero moves count).
bool alternating_reachable(const Adjacency& adj, Vertex from, Player mover, Vertex to, Player to_mover) {
    const std::size_t n = adj.size();
    auto index = [](Vertex v, Player p) { return 2 * static_cast<std::size_t>(v) + static_cast<std::size_t>(p); };
    std::vector<char> seen(2 * n, 0);
    std::vector<std::pair<Vertex, Player>> stack{{from, mover}};
    seen[index(from, mover)] = 1;
    while (!stack.empty()) {
        auto [v, p] = stack.back();
        stack.pop_back();
        if (v == to && p == to_mover) return true;
        for (Vertex w : adj.of(p, v))
            if (!seen[index(w, opponent(p))]) {
                seen[index(w, opponent(p))] = 1;
                stack.emplace_back(w, opponent(p));
            }
    }
    return false;
}

// An edge p: v -> w lies on an alternating cycle.
bool on_alternating_cycle(const Adjacency& adj, Vertex v, Player p, Vertex w) {
    return alternating_reachable(adj, w, opponent(p), v, p);
}

// Dominated and reversible options, where no alternating cycle goes through the move (the
// conditions CGSuite uses for sides), judged by one table of onside comparisons.
Graph basic_round(const Graph& g) {
    const LeqTable leq(g, g, Convention::onside);
    Adjacency adj(g);
    for (Vertex v : adj.reachable(0))
        for (Player p : {Player::left, Player::right}) {
            // Reversible through b, unless alternating play from b comes back to the option a.
            bypass_reversible(adj, leq, v, p, [&](Vertex a, Vertex b) {
                return !alternating_reachable(adj, b, p, a, opponent(p));
            });
            // Dominated by b: Right's only where Right cannot come back from b to v.
            delete_dominated(adj, leq, v, p, [&](Vertex, Vertex b) {
                return p == Player::left || !alternating_reachable(adj, b, Player::left, v, Player::right);
            });
        }
    return adj.build(0);
}

// Deletes, one at a time, edges whose deletion keeps the side: edges on alternating cycles,
// or (`whole_sides`) every edge of a side of a vertex where one of that side's edges is on an
// alternating cycle.
Graph delete_irrelevant_edges(const Graph& g, bool whole_sides) {
    Adjacency adj(g);
    Graph current = adj.build_all();
    for (bool changed = true; changed;) {
        changed = false;
        for (Vertex v : adj.reachable(0))
            for (Player p : {Player::right, Player::left}) {
                const std::vector<Vertex> options = adj.of(p, v);
                const bool side_on_cycle = whole_sides && std::any_of(options.begin(), options.end(), [&](Vertex w) {
                                               return on_alternating_cycle(adj, v, p, w);
                                           });
                for (Vertex w : options) {
                    if (!side_on_cycle && !on_alternating_cycle(adj, v, p, w)) continue;
                    cgt::detail::count_step();
                    Adjacency trial = adj;
                    auto& list = trial.of(p, v);
                    list.erase(std::find(list.begin(), list.end(), w));
                    Graph candidate = trial.build_all();
                    if (equivalent(candidate, current)) {
                        adj = std::move(trial);
                        current = std::move(candidate);
                        changed = true;
                    }
                }
            }
    }
    return adj.build(0);
}

// Fuses equal vertices that have stoppers below them (as CGSuite: vertices with alternating
// cycles below are left apart), if that keeps the side.
Graph fuse_stopper_vertices(const Graph& g) {
    const std::size_t n = g.vertex_count();
    std::vector<Vertex> stoppers;
    for (std::size_t v = 0; v < n; ++v)
        if (is_stopper(g, static_cast<Vertex>(v))) stoppers.push_back(static_cast<Vertex>(v));
    if (stoppers.size() < 2) return g;
    const LeqTable leq(g, g, Convention::stopper);
    std::vector<Vertex> representative(n);
    for (std::size_t v = 0; v < n; ++v) representative[v] = static_cast<Vertex>(v);
    bool fused = false;
    for (std::size_t i = 0; i < stoppers.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (representative[stoppers[j]] == stoppers[j] && leq.equal(stoppers[i], stoppers[j])) {
                representative[stoppers[i]] = stoppers[j];
                fused = true;
                break;
            }
    if (!fused) return g;
    Adjacency adj(g);
    for (auto& side : adj.moves)
        for (auto& options : side) {
            for (Vertex& w : options) w = representative[w];
            std::sort(options.begin(), options.end());
            options.erase(std::unique(options.begin(), options.end()), options.end());
        }
    Graph candidate = adj.build(representative[0]);
    return equivalent(candidate, g) ? candidate : g;
}

// Right may take the edge v -> w (on an alternating cycle) at most n more times in a row of
// alternating play: copies (x, mover, k) of the states on alternating paths from (w, Left)
// back to (v, Right), k = 1..n uses so far; a move out of turn leaves the copies.
Graph unravel(const Graph& g, Vertex v, Vertex w, int n) {
    Adjacency adj(g);
    const std::size_t size = adj.size();
    auto state = [](Vertex x, Player p) { return 2 * static_cast<std::size_t>(x) + static_cast<std::size_t>(p); };
    std::vector<std::vector<Vertex>> reverse[2]; // [player][target]: the vertices moving there
    for (std::size_t q = 0; q < 2; ++q) {
        reverse[q].resize(size);
        for (std::size_t y = 0; y < size; ++y)
            for (Vertex t : adj.moves[q][y]) reverse[q][t].push_back(static_cast<Vertex>(y));
    }
    // States reachable from (w, Left) and from which (v, Right) is reachable, by alternating play.
    auto sweep = [&](Vertex from, Player mover, bool forward) {
        std::vector<char> seen(2 * size, 0);
        std::vector<std::pair<Vertex, Player>> stack{{from, mover}};
        seen[state(from, mover)] = 1;
        while (!stack.empty()) {
            auto [x, p] = stack.back();
            stack.pop_back();
            if (forward) {
                for (Vertex y : adj.of(p, x))
                    if (!seen[state(y, opponent(p))]) {
                        seen[state(y, opponent(p))] = 1;
                        stack.emplace_back(y, opponent(p));
                    }
            } else {
                // predecessors: (y, q) with a move by q from y to x, where p = opponent(q)
                const Player q = opponent(p);
                for (Vertex y : reverse[static_cast<std::size_t>(q)][x])
                    if (!seen[state(y, q)]) {
                        seen[state(y, q)] = 1;
                        stack.emplace_back(y, q);
                    }
            }
        }
        return seen;
    };
    const std::vector<char> from_w = sweep(w, Player::left, true);
    const std::vector<char> to_v = sweep(v, Player::right, false);
    std::vector<std::size_t> region; // states on the cycle region
    std::vector<Vertex> slot(2 * size, 0);
    for (std::size_t s = 0; s < 2 * size; ++s)
        if (from_w[s] && to_v[s]) {
            slot[s] = static_cast<Vertex>(region.size());
            region.push_back(s);
        }
    const std::size_t base = size;
    auto copy = [&](std::size_t s, int k) { return static_cast<Vertex>(base + (k - 1) * region.size() + slot[s]); };
    Adjacency out = adj;
    for (auto& side : out.moves) side.resize(base + n * region.size());
    for (int k = 1; k <= n; ++k)
        for (std::size_t s : region) {
            const auto x = static_cast<Vertex>(s / 2);
            const auto p = static_cast<Player>(s % 2);
            const Vertex c = copy(s, k);
            out.of(opponent(p), c) = adj.of(opponent(p), x); // out of turn: back to the graph
            auto& moves = out.of(p, c);
            moves.clear();
            for (Vertex y : adj.of(p, x)) {
                const std::size_t t = state(y, opponent(p));
                if (p == Player::right && x == v && y == w) {
                    if (k < n) moves.push_back(copy(state(w, Player::left), k + 1));
                } else {
                    moves.push_back(from_w[t] && to_v[t] ? copy(t, k) : y);
                }
            }
        }
    auto& first = out.of(Player::right, v);
    std::replace(first.begin(), first.end(), w, copy(state(w, Player::left), 1));
    return out.build(0);
}

// Every Right edge on an alternating cycle unravelled in turn, each step kept only if it keeps
// the side, until no alternating cycle is left: the stopper found, or nullopt when some edge
// cannot be unravelled (then nothing is kept, as in CGSuite: partial unravellings only grow
// the graph).
std::optional<Graph> unravel_fully(Graph g) {
    for (int step = 0; step < max_unravellings; ++step) {
        if (is_stopper(g, 0)) return g;
        const Adjacency adj(g);
        std::optional<std::pair<Vertex, Vertex>> edge;
        for (Vertex v : adj.reachable(0)) {
            for (Vertex w : adj.of(Player::right, v))
                if (on_alternating_cycle(adj, v, Player::right, w)) {
                    edge = {v, w};
                    break;
                }
            if (edge) break;
        }
        if (!edge) return std::nullopt; // only Left edges close the cycles
        bool done = false;
        for (int n = 1; n <= 3 && !done; ++n) {
            cgt::detail::count_step();
            Graph candidate = merge_bisimilar(unravel(g, edge->first, edge->second, n), 0);
            if (equivalent(candidate, g)) {
                g = std::move(candidate);
                done = true;
            }
        }
        if (!done) return std::nullopt;
    }
    return std::nullopt;
}

// Dominated and reversible options; the round is kept only if the side is kept.
Graph basic_simplifications(const Graph& g) {
    Graph basic = merge_bisimilar(basic_round(g), 0);
    if (equivalent(basic, g)) return basic;
    ++side_simplification_refusals;
    return g;
}

// CGSuite's order of steps (LoopyGame.simplifyGraph), each step checked.
Graph simplify_onside(const Graph& graph, Vertex start) {
    Graph g = merge_bisimilar(graph, start);
    if (is_stopper(g, 0)) return g;
    g = basic_simplifications(g);
    g = delete_irrelevant_edges(g, false);
    if (auto unravelled = unravel_fully(g)) return *unravelled; // a stopper: put in canonical form later
    g = basic_simplifications(g);
    g = delete_irrelevant_edges(g, true);
    return merge_bisimilar(fuse_stopper_vertices(g), 0);
}

} // namespace

std::atomic<std::uint64_t> side_simplification_refusals{0};

SideGraph simplify_side(const Graph& graph, Vertex start, Convention side) {
    const bool on = side != Convention::offside;
    const Graph g = on ? simplify_onside(graph, start) : negate(simplify_onside(negate(graph), start));
    if (is_stopper(g, 0)) return SideGraph{canonical_stopper_graph(g, 0), true};
    return SideGraph{g, false};
}

} // namespace cgt::loopy::detail
