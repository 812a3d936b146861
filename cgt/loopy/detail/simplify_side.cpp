// Simplification of one side of a loopy game (the onside or the offside).
//
// There is no simplest-form theorem for sides (Siegel, CGT, ch. VI, sec. 4-5), so this follows
// CGSuite's procedure (LoopyGame.simplifyGraph), step by step and in its order, so that the
// sides come out as CGSuite prints them:
//   1. obviously irrelevant edges: Left's moves to off (and to dud in the offside) go, a move to
//      on (dud in the onside) makes Left's others irrelevant; Left's moves that Right can
//      answer by moving straight back go in the offside (mirrored for Right);
//   2. reversible options bypassed and dominated ones deleted, where no alternating cycle runs
//      through the move that would make the step unsound (one comparison table for a round);
//   3. edges on alternating cycles deleted one at a time when the side stays the same;
//   4. "unravelling": a Right edge on an alternating cycle (Left's in the offside) may be taken
//      at most n times in a row (n = 1, 2, 3), until no alternating cycle is left; kept only
//      when it succeeds (the side is then a stopper, put in canonical form);
//   5. else a second round of step 2, then of step 3 (now every edge of a side of a vertex
//      whose options lie on alternating cycles is tried), and the fusion of equal vertices with
//      no alternating cycle below them.
// Vertices are numbered as CGSuite numbers them (depth-first from the start, options in the
// order they are stored), since which of two equal options stays depends on that order.
// Every step is checked by the exact comparison of sides before it is kept: a step that would
// change the value is never taken (side_simplification_refusals counts them), so the result
// always equals the side it came from.

#include <algorithm>
#include <optional>

#include "cgt/detail/step_counter.hpp"
#include "cgt/loopy/detail/simplify.hpp"

namespace cgt::loopy::detail {
namespace {

constexpr int max_unravellings = 256;
constexpr Vertex removed = static_cast<Vertex>(-1);

std::size_t state_index(Vertex v, Player p) { return 2 * static_cast<std::size_t>(v) + static_cast<std::size_t>(p); }

// Whether alternating play from `from` (with `mover` to move there) reaches `to` with
// `to_mover` to move (zero moves count).
bool alternating_reachable(const Adjacency& adj, Vertex from, Player mover, Vertex to, Player to_mover) {
    std::vector<char> seen(2 * adj.size(), 0);
    std::vector<std::pair<Vertex, Player>> stack{{from, mover}};
    seen[state_index(from, mover)] = 1;
    while (!stack.empty()) {
        auto [v, p] = stack.back();
        stack.pop_back();
        if (v == to && p == to_mover) return true;
        for (Vertex w : adj.of(p, v))
            if (!seen[state_index(w, opponent(p))]) {
                seen[state_index(w, opponent(p))] = 1;
                stack.emplace_back(w, opponent(p));
            }
    }
    return false;
}

std::vector<char> reachable_flags(const Adjacency& adj) {
    std::vector<char> flags(adj.size(), 0);
    for (Vertex v : adj.reachable(0)) flags[v] = 1;
    return flags;
}

// The side at vertex 0 of a against that of b.
bool side_leq(const Adjacency& a, const Adjacency& b, Convention side) {
    cgt::detail::count_step();
    return leq(a.build(0), 0, b.build(0), 0, side);
}
bool side_equal(const Adjacency& a, const Adjacency& b, Convention side) {
    return side_leq(a, b, side) && side_leq(b, a, side);
}

// CGSuite's packing (Bigraph.pack): the vertices reachable from start, numbered in depth-first
// preorder, Left's options before Right's, each list in the order it is stored (the order the
// simplification left it in, not sorted); the new lists are in increasing order of the old
// numbers (duplicates dropped) and keep that order.
Adjacency pack(const Adjacency& adj, Vertex start) {
    const std::size_t n = adj.size();
    auto sorted = [&](Player p, Vertex v) {
        std::vector<Vertex> s = adj.of(p, v);
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end()), s.end());
        return s;
    };
    std::vector<Vertex> number(n, removed), old;
    struct Frame {
        Vertex v;
        std::vector<Vertex> children;
        std::size_t next = 0;
    };
    auto enter = [&](Vertex v) {
        number[v] = static_cast<Vertex>(old.size());
        old.push_back(v);
        std::vector<Vertex> children = adj.of(Player::left, v);
        const std::vector<Vertex>& right = adj.of(Player::right, v);
        children.insert(children.end(), right.begin(), right.end());
        return Frame{v, std::move(children)};
    };
    std::vector<Frame> stack;
    stack.push_back(enter(start));
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next == top.children.size()) {
            stack.pop_back();
            continue;
        }
        const Vertex w = top.children[top.next++];
        if (number[w] == removed) stack.push_back(enter(w));
    }
    GraphBuilder b;
    for (std::size_t i = 0; i < old.size(); ++i) b.add_vertex();
    for (Vertex v : old)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : adj.of(p, v)) b.add_edge(p, number[v], number[w]);
    Adjacency out(b.build());
    for (std::size_t i = 0; i < old.size(); ++i)
        for (Player p : {Player::left, Player::right}) {
            auto& list = out.of(p, static_cast<Vertex>(i));
            list.clear();
            for (Vertex w : sorted(p, old[i])) list.push_back(number[w]);
        }
    return out;
}

bool only_pass(const std::vector<Vertex>& options, Vertex v) { return options.size() == 1 && options[0] == v; }
bool is_on(const Adjacency& adj, Vertex v) { return only_pass(adj.of(Player::left, v), v) && adj.of(Player::right, v).empty(); }
bool is_off(const Adjacency& adj, Vertex v) { return only_pass(adj.of(Player::right, v), v) && adj.of(Player::left, v).empty(); }
bool is_dud(const Adjacency& adj, Vertex v) {
    return only_pass(adj.of(Player::left, v), v) && only_pass(adj.of(Player::right, v), v);
}

// Step 1 at v, for player p: a move to p's best (on for Left; dud too on p's side) leaves no
// other move worth keeping; a move to p's worst goes; so does, on the opponent's side, a move
// the opponent answers by moving straight back.
void eliminate_obvious(Adjacency& adj, Vertex v, Player p, Convention side) {
    const bool favoured = (p == Player::left) == (side == Convention::onside); // infinite play is p's
    auto best = [&](Vertex t) { return p == Player::left ? is_on(adj, t) : is_off(adj, t); };
    auto worst = [&](Vertex t) { return p == Player::left ? is_off(adj, t) : is_on(adj, t); };
    std::vector<Vertex> options = adj.of(p, v);
    for (std::size_t i = 0; i < options.size(); ++i) {
        const Vertex t = options[i];
        if (best(t) || (favoured && is_dud(adj, t))) {
            options = {t};
            break;
        }
        const auto& back = adj.of(opponent(p), t);
        if (worst(t) || (!favoured && is_dud(adj, t)) ||
            (!favoured && std::find(back.begin(), back.end(), v) != back.end()))
            options[i] = removed;
    }
    std::erase(options, removed);
    adj.of(p, v) = std::move(options);
}

// Reversible options of p at v, bypassed by bypass_reversible (CGSuite's order: the options a
// reverser brings in are appended and examined in their turn). Off the stopper convention, b
// reverses a only if alternating play from b cannot come back to a.
void bypass(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, bool stopper) {
    MoveFilter allowed;
    if (!stopper)
        allowed = [&adj, p](Vertex a, Vertex b) { return !alternating_reachable(adj, b, p, a, opponent(p)); };
    bypass_reversible(adj, leq, v, p, allowed);
}

// Dominated options of p at v, pairwise in list order (of two equal ones the first stays).
// A dominating option b may be used off p's favoured side only if alternating play from b
// cannot come back to v with p to move.
void delete_dominated_options(Adjacency& adj, const LeqTable& leq, Vertex v, Player p, Convention side) {
    const bool restricted = side != Convention::stopper && (p == Player::left) != (side == Convention::onside);
    std::vector<Vertex> options = adj.of(p, v);
    auto at_least = [&](Vertex x, Vertex y) { return p == Player::left ? leq(x, y) : leq(y, x); }; // y as good as x
    auto usable = [&](Vertex keeper) {
        return !restricted || !alternating_reachable(adj, keeper, opponent(p), v, p);
    };
    auto drop = [&](std::size_t k) {
        options[k] = removed;
        std::vector<Vertex> live = options;
        std::erase(live, removed);
        adj.of(p, v) = std::move(live);
    };
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (options[i] == removed) continue;
        for (std::size_t j = i + 1; j < options.size(); ++j) {
            if (options[j] == removed) continue;
            if (options[i] == options[j] || (usable(options[i]) && at_least(options[j], options[i]))) {
                drop(j);
            } else if (usable(options[j]) && at_least(options[i], options[j])) {
                drop(i);
                break;
            }
        }
    }
}

// Step 2 (CGSuite's applyBasicSimplifications): one table of comparisons for the round.
void basic_simplifications(Adjacency& adj, Convention side) {
    const Graph g = adj.build_all();
    const LeqTable leq(g, g, side);
    std::vector<char> reached = reachable_flags(adj);
    for (std::size_t i = 0; i < adj.size(); ++i) {
        if (!reached[i]) continue;
        const auto v = static_cast<Vertex>(i);
        const std::vector<Vertex> before[2] = {adj.moves[0][v], adj.moves[1][v]};
        bypass(adj, leq, v, Player::left, side == Convention::stopper);
        bypass(adj, leq, v, Player::right, side == Convention::stopper);
        delete_dominated_options(adj, leq, v, Player::left, side);
        delete_dominated_options(adj, leq, v, Player::right, side);
        if (adj.moves[0][v] != before[0] || adj.moves[1][v] != before[1]) reached = reachable_flags(adj);
    }
}

// p's move v -> some option t of t lies on an alternating cycle through t with p's opponent
// to move at t (CGSuite's isSelfAlternatingFollower(t, opponent)).
bool on_cycle_with_mover(const Adjacency& adj, Vertex t, Player mover) {
    for (Vertex u : adj.of(mover, t))
        if (alternating_reachable(adj, u, opponent(mover), t, mover)) return true;
    return false;
}

// Step 3 at v (CGSuite's eliminateIrrelevantCyclicEdges): Left's edges, then Right's, that lie
// on an alternating cycle (or, with `all`, every edge of a side one of whose options is on an
// alternating cycle) are deleted when the side stays the same.
void eliminate_irrelevant_edges(Adjacency& adj, Vertex v, Convention side, bool all) {
    bool every[2] = {false, false}; // judged before any edge of v goes
    if (all)
        for (Player p : {Player::left, Player::right})
            for (Vertex t : adj.of(p, v)) every[static_cast<int>(p)] |= on_cycle_with_mover(adj, t, opponent(p));
    for (Player p : {Player::left, Player::right}) {
        const std::vector<Vertex> options = adj.of(p, v);
        for (Vertex t : options) {
            if (!every[static_cast<int>(p)] && !alternating_reachable(adj, t, opponent(p), v, p)) continue;
            Adjacency trial = adj;
            std::erase(trial.of(p, v), t);
            // Deleting p's move can only be worse for p: one comparison settles it.
            if (p == Player::left ? side_leq(adj, trial, side) : side_leq(trial, adj, side)) adj = std::move(trial);
        }
    }
}

void eliminate_irrelevant_edges(Adjacency& adj, Convention side, bool all) {
    std::vector<char> reached = reachable_flags(adj);
    for (std::size_t i = 0; i < adj.size(); ++i) {
        if (!reached[i]) continue;
        const auto v = static_cast<Vertex>(i);
        const std::size_t before = adj.moves[0][v].size() + adj.moves[1][v].size(); // edges only go
        eliminate_irrelevant_edges(adj, v, side, all);
        if (adj.moves[0][v].size() + adj.moves[1][v].size() != before) reached = reachable_flags(adj);
    }
}

// The states (vertex, player to move) reachable from (from, mover) by alternating play
// (forward), or from which (from, mover) is reachable (backward).
std::vector<char> alternating_sweep(const Adjacency& adj, Vertex from, Player mover, bool forward) {
    const std::size_t n = adj.size();
    std::vector<std::vector<Vertex>> reverse[2]; // [player][target]: the vertices moving there
    if (!forward)
        for (std::size_t q = 0; q < 2; ++q) {
            reverse[q].resize(n);
            for (std::size_t y = 0; y < n; ++y)
                for (Vertex t : adj.moves[q][y]) reverse[q][t].push_back(static_cast<Vertex>(y));
        }
    std::vector<char> seen(2 * n, 0);
    std::vector<std::pair<Vertex, Player>> stack{{from, mover}};
    seen[state_index(from, mover)] = 1;
    while (!stack.empty()) {
        auto [x, p] = stack.back();
        stack.pop_back();
        const Player q = opponent(p);
        const auto& next = forward ? adj.of(p, x) : reverse[static_cast<std::size_t>(q)][x];
        for (Vertex y : next)
            if (!seen[state_index(y, q)]) {
                seen[state_index(y, q)] = 1;
                stack.emplace_back(y, q);
            }
    }
    return seen;
}

// The mover may take the edge `from` -> its options[index] at most n times in a row of
// alternating play (CGSuite's unravelBy): the vertices on the alternating cycles through the
// edge get n pairs of copies (Left to move, Right to move), alternating play among them runs
// through the copies, and the edge leads from copy k to copy k + 1 (from the last: nowhere).
Adjacency unravel(const Adjacency& adj, Vertex from, std::size_t index, Player mover, int n) {
    const std::size_t size = adj.size();
    const Vertex target = adj.of(mover, from)[index];
    const std::vector<char> ahead = alternating_sweep(adj, target, opponent(mover), true);
    const std::vector<char> behind = alternating_sweep(adj, from, mover, false);
    std::vector<Vertex> slot(size, removed);
    std::size_t count = 0;
    for (std::size_t x = 0; x < size; ++x)
        for (Player p : {Player::left, Player::right})
            if (slot[x] == removed && ahead[state_index(static_cast<Vertex>(x), p)] &&
                behind[state_index(static_cast<Vertex>(x), p)])
                slot[x] = static_cast<Vertex>(count++);
    // copy(k, p, x): the copy of x at level k with p to move.
    auto copy = [&](int k, Player p, Vertex x) {
        return static_cast<Vertex>(size + (2 * static_cast<std::size_t>(k) + (p == Player::left ? 0 : 1)) * count + slot[x]);
    };
    GraphBuilder b;
    for (std::size_t i = 0; i < size + 2 * static_cast<std::size_t>(n) * count; ++i) b.add_vertex();
    Adjacency out(b.build());
    for (std::size_t q = 0; q < 2; ++q)
        for (std::size_t x = 0; x < size; ++x) out.moves[q][x] = adj.moves[q][x];
    for (std::size_t x = 0; x < size; ++x) {
        if (slot[x] == removed) continue;
        const auto v = static_cast<Vertex>(x);
        for (int k = 0; k < n; ++k)
            for (Player p : {Player::left, Player::right}) {
                const Vertex c = copy(k, p, v);
                out.of(opponent(p), c) = adj.of(opponent(p), v); // out of turn: back to the graph
                auto& moves = out.of(p, c);
                moves = adj.of(p, v);
                for (Vertex& w : moves)
                    if (slot[w] != removed) w = copy(k, opponent(p), w);
            }
    }
    auto redirect = [&](Vertex at, std::optional<Vertex> to) {
        auto& moves = out.of(mover, at);
        if (to) moves[index] = *to;
        else moves.erase(moves.begin() + static_cast<std::ptrdiff_t>(index));
    };
    for (int k = 0; k < n; ++k)
        redirect(copy(k, mover, from), k + 1 < n ? std::optional(copy(k + 1, opponent(mover), target)) : std::nullopt);
    redirect(from, copy(0, opponent(mover), target));
    std::size_t edges = 0;
    for (const auto& side : out.moves)
        for (const auto& options : side) edges += options.size();
    out.charge.resize(2 * (2 * out.size() * sizeof(std::vector<Vertex>) + edges * sizeof(Vertex))); // as Adjacency(Graph)
    return out;
}

// Step 4 (CGSuite's unravelFully): the unfavoured player's edges on alternating cycles are
// unravelled in turn (each unravelling checked), until none is left: the graph then has no
// alternating cycle. nullopt when some edge cannot be unravelled (nothing is kept then).
std::optional<Adjacency> unravel_fully(const Adjacency& adj, Convention side) {
    const Player mover = side == Convention::onside ? Player::right : Player::left;
    Adjacency current = adj;
    for (int step = 0; step < max_unravellings; ++step) {
        std::optional<Adjacency> next;
        const std::vector<char> reached = reachable_flags(current);
        for (std::size_t i = 0; i < current.size() && !next; ++i) {
            if (!reached[i]) continue;
            const auto v = static_cast<Vertex>(i);
            for (std::size_t e = 0; e < current.of(mover, v).size() && !next; ++e) {
                if (!alternating_reachable(current, current.of(mover, v)[e], opponent(mover), v, mover)) continue;
                for (int n = 1; n <= 3 && !next; ++n) {
                    Adjacency candidate = unravel(current, v, e, mover, n);
                    // The mover has fewer choices: one comparison settles it.
                    if (side == Convention::onside ? side_leq(candidate, current, side) : side_leq(current, candidate, side))
                        next = std::move(candidate);
                }
                if (!next) return std::nullopt;
            }
        }
        if (!next) return current;
        current = std::move(*next); // not packed, as CGSuite: the order of the vertices decides the next edge
    }
    return std::nullopt;
}

// Step 5's fusion: equal vertices with no alternating cycle below them are fused (each into the
// first such vertex equal to it), as CGSuite does (vertices with alternating cycles below are
// left apart).
void fuse(Adjacency& adj) {
    const Graph g = adj.build_all();
    const std::vector<char> reached = reachable_flags(adj);
    std::vector<Vertex> candidates;
    for (std::size_t v = 0; v < adj.size(); ++v)
        if (reached[v] && is_stopper(g, static_cast<Vertex>(v))) candidates.push_back(static_cast<Vertex>(v));
    if (candidates.size() < 2) return;
    const LeqTable leq(g, g, Convention::stopper);
    std::vector<Vertex> representative(adj.size());
    for (std::size_t v = 0; v < adj.size(); ++v) representative[v] = static_cast<Vertex>(v);
    for (std::size_t i = 0; i < candidates.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (leq.equal(candidates[i], candidates[j])) {
                representative[candidates[i]] = candidates[j];
                break;
            }
    for (auto& side : adj.moves)
        for (auto& options : side)
            for (Vertex& w : options) w = representative[w];
}

// A phase kept only if the side is kept.
template <typename Phase>
void checked(Adjacency& adj, Convention side, Phase phase) {
    Adjacency trial = adj;
    phase(trial);
    if (side_equal(trial, adj, side)) {
        adj = std::move(trial);
    } else {
        ++side_simplification_refusals;
    }
}

// CGSuite's order of steps (LoopyGame.simplifyGraph); the graph stays numbered as CGSuite's.
// Returns the simplified graph (start vertex 0) and whether unravelling made it a stopper.
Graph simplify(const Graph& graph, Vertex start, Convention side) {
    Adjacency adj = pack(Adjacency(graph), start);
    checked(adj, side, [&](Adjacency& a) {
        const std::vector<char> reached = reachable_flags(a);
        for (std::size_t i = 0; i < a.size(); ++i)
            if (reached[i])
                for (Player p : {Player::left, Player::right}) eliminate_obvious(a, static_cast<Vertex>(i), p, side);
    });
    checked(adj, side, [&](Adjacency& a) { basic_simplifications(a, side); });
    checked(adj, side, [&](Adjacency& a) { eliminate_irrelevant_edges(a, side, false); });
    if (auto unravelled = unravel_fully(adj, side)) {
        Graph g = unravelled->build(0);
        if (is_stopper(g, 0)) return g;
    }
    checked(adj, side, [&](Adjacency& a) { basic_simplifications(a, side); });
    checked(adj, side, [&](Adjacency& a) { eliminate_irrelevant_edges(a, side, true); });
    checked(adj, side, [&](Adjacency& a) {
        fuse(a);
    });
    return pack(adj, 0).build_all(); // all reachable: the numbering is kept
}

} // namespace

std::atomic<std::uint64_t> side_simplification_refusals{0};

SideGraph simplify_side(const Graph& graph, Vertex start, Convention side) {
    if (is_stopper(graph, start)) return SideGraph{canonical_stopper_graph(graph, start), true};
    const Graph g = simplify(graph, start, side == Convention::offside ? Convention::offside : Convention::onside);
    if (is_stopper(g, 0)) return SideGraph{canonical_stopper_graph(g, 0), true};
    return SideGraph{g, false};
}

} // namespace cgt::loopy::detail
