#pragma once
// Random simple graphs for the tests (G(n, p), seeded by the caller).
#include <random>

#include "games/graph/graph.hpp"

namespace cgt::testing {

inline Graph random_graph(int n, double density, std::mt19937_64& rng) {
    std::bernoulli_distribution edge(density);
    Graph g(n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (edge(rng)) g.add_edge(u, v);
    return g;
}

} // namespace cgt::testing
