#include "naive_loopy.hpp"

#include <set>

namespace cgt::testing {

NaiveGraph naive_graph(const loopy::Graph& g) {
    NaiveGraph out;
    for (std::size_t v = 0; v < g.vertex_count(); ++v) {
        auto l = g.left(static_cast<loopy::Vertex>(v));
        auto r = g.right(static_cast<loopy::Vertex>(v));
        out.left.emplace_back(l.begin(), l.end());
        out.right.emplace_back(r.begin(), r.end());
    }
    return out;
}

namespace {

// The sum H - G spelled out: a state is (g, h, left to move); a move says whether it was in H.
struct Move {
    int g, h;
    bool in_h;
};

std::vector<Move> moves(const NaiveGraph& g, const NaiveGraph& h, int gv, int hv, bool left_to_move) {
    std::vector<Move> out;
    // Left moves in H with H's Left moves and in -G with G's Right moves; Right the other way.
    for (int h2 : (left_to_move ? h.left : h.right)[hv]) out.push_back({gv, h2, true});
    for (int g2 : (left_to_move ? g.right : g.left)[gv]) out.push_back({g2, hv, false});
    return out;
}

} // namespace

bool naive_leq(const NaiveGraph& g, int gv0, const NaiveGraph& h, int hv0, NaiveRule rule) {
    const int ng = g.size(), nh = h.size();
    auto index = [&](int gv, int hv, bool left) { return (gv * nh + hv) * 2 + (left ? 1 : 0); };
    const int states = ng * nh * 2;
    auto accepting = [&](bool in_h) {
        return rule == NaiveRule::left_wins_infinite_play || (rule == NaiveRule::onside ? in_h : !in_h);
    };
    // Z: greatest fixpoint (states where Left wins); inside, Y: least fixpoint.
    std::vector<char> z(states, 1);
    while (true) {
        std::vector<char> y(states, 0);
        while (true) {
            bool changed = false;
            for (int gv = 0; gv < ng; ++gv)
                for (int hv = 0; hv < nh; ++hv)
                    for (bool left : {true, false}) {
                        const int s = index(gv, hv, left);
                        if (y[s]) continue;
                        auto ok = [&](const Move& m) {
                            const int t = index(m.g, m.h, !left);
                            return accepting(m.in_h) ? z[t] != 0 : y[t] != 0;
                        };
                        bool wins;
                        if (left) {
                            wins = false;
                            for (const Move& m : moves(g, h, gv, hv, true)) wins = wins || ok(m);
                        } else {
                            wins = true;
                            for (const Move& m : moves(g, h, gv, hv, false)) wins = wins && ok(m);
                        }
                        if (wins) {
                            y[s] = 1;
                            changed = true;
                        }
                    }
            if (!changed) break;
        }
        if (y == z) break;
        z = y;
    }
    return z[index(gv0, hv0, false)] != 0;
}

bool naive_left_wins(const NaiveGraph& g, int v, bool left_first, bool infinite_for_left) {
    const int n = g.size();
    // win[2v + left_to_move]; start from "all won" (greatest fixpoint) when infinite play is
    // Left's, from "none won" (least fixpoint) otherwise, and sweep until stable.
    std::vector<char> win(2 * n, infinite_for_left ? 1 : 0);
    while (true) {
        std::vector<char> next(2 * n);
        for (int u = 0; u < n; ++u) {
            bool l = false;
            for (int w : g.left[u]) l = l || win[2 * w] != 0; // then Right moves
            bool r = true;
            for (int w : g.right[u]) r = r && win[2 * w + 1] != 0;
            next[2 * u + 1] = l;
            next[2 * u] = r;
        }
        if (next == win) break;
        win = next;
    }
    return win[2 * v + (left_first ? 1 : 0)] != 0;
}

bool naive_has_alternating_cycle(const NaiveGraph& g, int v) {
    // Vertices reachable from v; then for each (u, mover), whether (u, mover) can reach itself
    // by alternating moves (a set of states grown until stable).
    const int n = g.size();
    std::set<int> seen{v};
    bool grew = true;
    while (grew) {
        grew = false;
        for (int u : std::set<int>(seen))
            for (const auto* edges : {&g.left, &g.right})
                for (int w : (*edges)[u]) grew = seen.insert(w).second || grew;
    }
    for (int u : seen)
        for (int mover = 0; mover < 2; ++mover) {
            std::set<std::pair<int, int>> from; // states reachable in one or more moves
            std::set<std::pair<int, int>> frontier{{u, mover}};
            while (!frontier.empty()) {
                std::set<std::pair<int, int>> next;
                for (auto [x, m] : frontier)
                    for (int w : (m == 0 ? g.left : g.right)[x])
                        if (from.insert({w, 1 - m}).second) next.insert({w, 1 - m});
                frontier = next;
            }
            if (from.count({u, mover})) return true;
        }
    (void)n;
    return false;
}

} // namespace cgt::testing
