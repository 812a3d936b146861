#pragma once
// Slow twins of the rulesets of Sopena's slides: each game's rules written again from the slides'
// wording, as plain game-tree recursions over explicit states (a vector of ints), with none of
// the rulesets' machinery (no masks of reachable vertices, no pruning, no splitting, no keys).
//
// A game here is a function listing the options of a state; the recursions below give its
// Grundy value, its misère outcome, or (partizan games) its canonical form and outcomes.
// Memoised with std::map only so that every small position can be checked.

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/player.hpp"
#include "games/graph/multigraph.hpp"

namespace cgt::testing::brute {

using State = std::vector<int>;
using Options = std::function<std::vector<State>(const State&)>;

// ---- the recursions ----

inline int grundy(const Options& options, const State& s, std::map<State, int>& memo) {
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    std::set<int> seen;
    for (const State& o : options(s)) seen.insert(grundy(options, o, memo));
    int m = 0;
    while (seen.count(m)) ++m;
    return memo[s] = m;
}

// Does the player to move win under misère play (no move: the player to move wins)?
inline bool misere_wins(const Options& options, const State& s, std::map<State, bool>& memo) {
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    const std::vector<State> next = options(s);
    bool wins = next.empty();
    for (const State& o : next)
        if (!misere_wins(options, o, memo)) wins = true;
    return memo[s] = wins;
}

using PartizanOptions = std::function<std::vector<State>(const State&, Player)>;

inline Game value(const PartizanOptions& options, const State& s, std::map<State, Game>& memo) {
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    std::vector<Game> left, right;
    for (const State& o : options(s, Player::left)) left.push_back(value(options, o, memo));
    for (const State& o : options(s, Player::right)) right.push_back(value(options, o, memo));
    return memo[s] = Game::from_options(left, right);
}

inline bool wins_moving_first(const PartizanOptions& options, const State& s, Player mover, Play play,
                              std::map<std::pair<State, Player>, bool>& memo) {
    if (auto it = memo.find({s, mover}); it != memo.end()) return it->second;
    const std::vector<State> next = options(s, mover);
    bool wins = next.empty() && play == Play::misere;
    for (const State& o : next)
        if (!wins_moving_first(options, o, opponent(mover), play, memo)) wins = true;
    return memo[{s, mover}] = wins;
}

// ---- the games: states and options, read from the slides' rules ----

// Where one step along edge e leads from `at` (both ways for undirected edges), or -1.
inline int step(const Multigraph& g, const Edge& e, int at) {
    if (e.from == at) return e.to;
    if (!g.directed() && e.to == at) return e.from;
    return -1;
}

// The token games' states: s[0] is the token's vertex, s[1 + v] what vertex v holds (a visited
// flag, tokens, a weight).
inline int& at_vertex(State& s, int v) { return s[1 + static_cast<std::size_t>(v)]; }
inline int at_vertex(const State& s, int v) { return s[1 + static_cast<std::size_t>(v)]; }

// Vertex Geography: state = (token's vertex, visited flag of each vertex). Move the token along
// an edge to a vertex never visited; the start counts as visited.
inline State geography_start(const Multigraph& g, int start) {
    State s(1 + static_cast<std::size_t>(g.vertex_count()), 0);
    s[0] = start;
    at_vertex(s, start) = 1;
    return s;
}
inline Options vertex_geography(const Multigraph& g) {
    return [g](const State& s) {
        std::vector<State> out;
        std::set<int> targets;
        for (const Edge& e : g.edges()) {
            const int w = step(g, e, s[0]);
            if (w >= 0 && !at_vertex(s, w)) targets.insert(w);
        }
        for (int w : targets) {
            State o = s;
            o[0] = w;
            at_vertex(o, w) = 1;
            out.push_back(o);
        }
        return out;
    };
}

// Edge NimG: state = (token's vertex, tokens on each edge). Move along an edge holding tokens and
// take one or more of them. Edge Geography is the case of one token per edge.
inline State edge_nimg_start(int start, const std::vector<int>& tokens) {
    State s{start};
    s.insert(s.end(), tokens.begin(), tokens.end());
    return s;
}
inline Options edge_nimg(const Multigraph& g) {
    return [g](const State& s) {
        std::vector<State> out;
        for (std::size_t e = 0; e < g.edges().size(); ++e) {
            const int w = step(g, g.edges()[e], s[0]);
            if (w < 0) continue;
            for (int take = 1; take <= s[1 + e]; ++take) {
                State o = s;
                o[0] = w;
                o[1 + e] -= take;
                out.push_back(o);
            }
        }
        return out;
    };
}

// Where a token on `at` may step: the ends of its edges (itself through a loop).
inline std::set<int> neighbours(const Multigraph& g, int at) {
    std::set<int> out;
    for (const Edge& e : g.edges())
        if (const int w = step(g, e, at); w >= 0) out.insert(w);
    return out;
}

// Vertex NimG: state = (token's vertex, tokens on each vertex).
// Delete-then-move: take >= 1 tokens from the token's vertex, then move the token to a
// neighbour (to one holding tokens unless `enter_empty`). Move-then-delete: move the token to a
// neighbour holding tokens, then take >= 1 tokens there. Loops let the token stay.
inline Options vertex_nimg_delete_then_move(const Multigraph& g, bool enter_empty) {
    return [g, enter_empty](const State& s) {
        std::vector<State> out;
        const int at = s[0];
        for (int take = 1; take <= at_vertex(s, at); ++take)
            for (int w : neighbours(g, at)) {
                State o = s;
                at_vertex(o, at) -= take;
                if (!enter_empty && at_vertex(o, w) == 0) continue;
                o[0] = w;
                out.push_back(o);
            }
        return out;
    };
}
inline Options vertex_nimg_move_then_delete(const Multigraph& g) {
    return [g](const State& s) {
        std::vector<State> out;
        for (int w : neighbours(g, s[0]))
            for (int take = 1; take <= at_vertex(s, w); ++take) {
                State o = s;
                o[0] = w;
                at_vertex(o, w) -= take;
                out.push_back(o);
            }
        return out;
    };
}

// VertexNim (Duchêne, Renault), literally: the graph is an adjacency matrix of the vertices still
// present; a vertex whose weight reaches 0 is removed and each of its in-neighbours is joined to
// each of its out-neighbours (its neighbourhood becomes a clique; no loops are created). A move
// takes >= 1 from the token's vertex u and moves the token to an out-neighbour of u (u itself
// only through a loop, and only if u keeps weight); if there is none the token leaves the game
// and the game is over. State = (token's vertex or -1, n weights, n*n adjacency bits).
inline void vertex_nim_remove(State& s, int n, int x) {
    auto arc = [&](int a, int b) -> int& { return s[1 + static_cast<std::size_t>(n + a * n + b)]; };
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            if (a != x && b != x && a != b && arc(a, x) && arc(x, b)) arc(a, b) = 1;
    for (int a = 0; a < n; ++a) arc(a, x) = arc(x, a) = 0;
}
inline State vertex_nim_start(const Multigraph& g, int start, const std::vector<int>& weights) {
    const int n = g.vertex_count();
    State s(1 + static_cast<std::size_t>(n + n * n), 0);
    s[0] = start;
    for (int v = 0; v < n; ++v) at_vertex(s, v) = weights[static_cast<std::size_t>(v)];
    for (const Edge& e : g.edges()) {
        s[1 + static_cast<std::size_t>(n + e.from * n + e.to)] = 1;
        if (!g.directed()) s[1 + static_cast<std::size_t>(n + e.to * n + e.from)] = 1;
    }
    for (int v = 0; v < n; ++v)
        if (v != start && weights[static_cast<std::size_t>(v)] == 0) vertex_nim_remove(s, n, v);
    return s;
}
inline Options vertex_nim(int n) {
    return [n](const State& s) {
        std::vector<State> out;
        const int at = s[0];
        if (at < 0) return out;
        for (int take = 1; take <= at_vertex(s, at); ++take) {
            State o = s;
            at_vertex(o, at) -= take;
            const bool emptied = at_vertex(o, at) == 0;
            std::vector<int> targets;
            for (int w = 0; w < n; ++w)
                if (o[1 + static_cast<std::size_t>(n + at * n + w)] && (w != at || !emptied)) targets.push_back(w);
            if (emptied) vertex_nim_remove(o, n, at);
            if (targets.empty()) {
                o[0] = -1;
                out.push_back(o);
            }
            for (int w : targets) {
                State moved = o;
                moved[0] = w;
                out.push_back(moved);
            }
        }
        return out;
    };
}

// Timber!: state = standing flag of each arc. Toppling arc x -> y makes its domino fall on y;
// a domino falling on a vertex knocks down every standing domino there, which falls on its other
// end, and so on (orientations do not matter once falling).
inline Options timber(const Multigraph& g) {
    return [g](const State& s) {
        std::vector<State> out;
        for (std::size_t e = 0; e < g.edges().size(); ++e) {
            if (!s[e]) continue;
            State o = s;
            o[e] = 0;
            std::vector<int> hit{g.edges()[e].to};
            while (!hit.empty()) {
                const int z = hit.back();
                hit.pop_back();
                for (std::size_t f = 0; f < g.edges().size(); ++f) {
                    const Edge& d = g.edges()[f];
                    if (!o[f] || (d.from != z && d.to != z)) continue;
                    o[f] = 0;
                    hit.push_back(d.from == z ? d.to : d.from);
                }
            }
            out.push_back(o);
        }
        return out;
    };
}

// Does some neighbour u of v (an edge v-u of g) have s[u] == value?
inline bool has_neighbour_with(const Multigraph& g, const State& s, int v, int value) {
    for (const Edge& e : g.edges())
        if ((e.from == v && s[static_cast<std::size_t>(e.to)] == value) || (e.to == v && s[static_cast<std::size_t>(e.from)] == value))
            return true;
    return false;
}

// Proper k-colouring: state = colour of each vertex (-1 uncoloured). Colour an uncoloured vertex
// with a colour none of its neighbours has.
inline Options proper_colouring(const Multigraph& g, int k) {
    return [g, k](const State& s) {
        std::vector<State> out;
        for (std::size_t v = 0; v < s.size(); ++v) {
            if (s[v] >= 0) continue;
            for (int c = 0; c < k; ++c) {
                if (has_neighbour_with(g, s, static_cast<int>(v), c)) continue;
                State o = s;
                o[v] = c;
                out.push_back(o);
            }
        }
        return out;
    };
}

// COL and SNORT with tints: state = colour of each vertex (0 none, 1 Left's, 2 Right's). A vertex
// may be coloured by a player unless it is coloured, or (COL) it has a neighbour of the player's
// colour or the player's tint, or (SNORT) a neighbour of the opponent's colour or the opponent's
// tint. `tints[v]` is 0, 1 (L: next to a Left colour) or 2 (R).
inline PartizanOptions tinted_colouring(const Multigraph& g, const std::vector<int>& tints, bool snort) {
    return [g, tints, snort](const State& s, Player p) {
        const int mine = p == Player::left ? 1 : 2;
        const int barred = snort ? 3 - mine : mine;
        std::vector<State> out;
        for (std::size_t v = 0; v < s.size(); ++v) {
            if (s[v] != 0 || tints[v] == barred || has_neighbour_with(g, s, static_cast<int>(v), barred)) continue;
            State o = s;
            o[v] = mine;
            out.push_back(o);
        }
        return out;
    };
}

} // namespace cgt::testing::brute
