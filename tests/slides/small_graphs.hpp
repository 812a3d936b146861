#pragma once
// Every small board, for the exhaustive comparisons of the slides' rulesets with their twins.
#include <functional>

#include "games/graph/multigraph.hpp"

namespace cgt::testing {

// Every simple undirected graph on n vertices (all 2^(n(n-1)/2) edge sets, labelled).
inline void for_each_graph(int n, const std::function<void(const Multigraph&)>& visit) {
    const int pairs = n * (n - 1) / 2;
    for (long long mask = 0; mask < (1LL << pairs); ++mask) {
        Multigraph g(n, false);
        int bit = 0;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v, ++bit)
                if ((mask >> bit) & 1) g.add_edge(u, v);
        visit(g);
    }
}

// Every simple digraph on n vertices (each ordered pair an arc or not; loops when `loops`).
inline void for_each_digraph(int n, bool loops, const std::function<void(const Multigraph&)>& visit) {
    const int slots = n * (n - 1) + (loops ? n : 0);
    for (long long mask = 0; mask < (1LL << slots); ++mask) {
        Multigraph g(n, true);
        int bit = 0;
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v) {
                if (u == v && !loops) continue;
                if ((mask >> bit++) & 1) g.add_edge(u, v);
            }
        visit(g);
    }
}

} // namespace cgt::testing
