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

#include "cgt/detail/work_counter.hpp"
#include "cgt/loopy/detail/simplify.hpp"

namespace cgt::loopy::detail {
namespace {

constexpr int kMaxRounds = 64;

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
    for (Vertex v : adj.reachable(0)) {
        for (Player p : {Player::left, Player::right}) {
            auto& options = adj.of(p, v);
            for (std::size_t i = 0; i < options.size();) {
                const Vertex a = options[i];
                std::optional<Vertex> reverser;
                for (Vertex b : adj.of(opponent(p), a))
                    if ((p == Player::left ? leq(b, v) : leq(v, b)) && !alternating_reachable(adj, b, p, a, opponent(p))) {
                        reverser = b;
                        break;
                    }
                if (!reverser) {
                    ++i;
                    continue;
                }
                cgt::detail::count_work_step();
                const std::vector<Vertex> replacement = adj.of(p, *reverser);
                options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
                for (Vertex c : replacement)
                    if (c != a && std::find(options.begin(), options.end(), c) == options.end()) options.push_back(c);
            }
            // Dominated: Left's a <= b; Right's a >= b, and in the onside only where Right
            // cannot come back from b to this vertex by alternating play.
            std::vector<Vertex> kept;
            for (Vertex a : options) {
                bool dominated = false;
                for (Vertex b : options) {
                    if (b == a) continue;
                    const bool worse = p == Player::left ? leq(a, b) : leq(b, a);
                    const bool better = p == Player::left ? leq(b, a) : leq(a, b);
                    if (!worse || (better && b > a)) continue;
                    if (p == Player::right && alternating_reachable(adj, b, Player::left, v, Player::right)) continue;
                    dominated = true;
                    break;
                }
                if (!dominated) kept.push_back(a);
            }
            options = std::move(kept);
        }
    }
    return adj.build(0);
}

// Deletes, one at a time, edges on alternating cycles whose deletion keeps the side.
Graph delete_irrelevant_cycle_edges(const Graph& g) {
    Adjacency adj(g);
    Graph current = adj.build_all();
    for (bool changed = true; changed;) {
        changed = false;
        for (Vertex v : adj.reachable(0))
            for (Player p : {Player::right, Player::left})
                for (Vertex w : std::vector<Vertex>(adj.of(p, v))) {
                    if (!on_alternating_cycle(adj, v, p, w)) continue;
                    cgt::detail::count_work_step();
                    Adjacency trial = adj;
                    auto& options = trial.of(p, v);
                    options.erase(std::find(options.begin(), options.end(), w));
                    Graph candidate = trial.build_all();
                    if (equivalent(candidate, current)) {
                        adj = std::move(trial);
                        current = std::move(candidate);
                        changed = true;
                    }
                }
    }
    return adj.build(0);
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

// One Right edge of an alternating cycle unravelled, if that keeps the side.
std::optional<Graph> try_unravel(const Graph& g) {
    const Adjacency adj(g);
    for (Vertex v : adj.reachable(0))
        for (Vertex w : adj.of(Player::right, v)) {
            if (!on_alternating_cycle(adj, v, Player::right, w)) continue;
            for (int n = 1; n <= 3; ++n) {
                cgt::detail::count_work_step();
                Graph candidate = unravel(g, v, w, n);
                if (equivalent(candidate, g)) return candidate;
            }
            return std::nullopt; // as CGSuite: the first cycle edge that cannot be unravelled ends it
        }
    return std::nullopt;
}

Graph simplify_onside(const Graph& graph, Vertex start) {
    Graph g = pack(graph, start);
    for (int round = 0; round < kMaxRounds && !is_stopper(g, 0); ++round) {
        Graph basic = basic_round(g);
        if (equivalent(basic, g)) g = std::move(basic);
        else ++side_simplification_refusals;
        g = delete_irrelevant_cycle_edges(g);
        if (is_stopper(g, 0)) break;
        auto unravelled = try_unravel(g);
        if (!unravelled) break;
        g = std::move(*unravelled);
    }
    return g;
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
