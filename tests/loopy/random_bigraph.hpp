#pragma once
// Random small bigraphs for the loopy tests (each edge present with probability `density`,
// passes included), seeded by the caller.
#include <random>

#include "cgt/loopy/graph.hpp"

namespace cgt::testing {

inline loopy::Graph random_bigraph(int n, double density, std::mt19937_64& rng) {
    std::bernoulli_distribution edge(density);
    loopy::GraphBuilder b;
    for (int v = 0; v < n; ++v) b.add_vertex();
    for (int v = 0; v < n; ++v)
        for (int w = 0; w < n; ++w) {
            if (edge(rng)) b.add_left_edge(static_cast<loopy::Vertex>(v), static_cast<loopy::Vertex>(w));
            if (edge(rng)) b.add_right_edge(static_cast<loopy::Vertex>(v), static_cast<loopy::Vertex>(w));
        }
    return b.build();
}

// A random bigraph that is a stopper from vertex 0 (random bigraphs drawn until one is; keep
// the density low). is_stopper itself is checked against its twin in graph_test.cpp.
inline loopy::Graph random_stopper(int n, double density, std::mt19937_64& rng) {
    for (;;) {
        loopy::Graph g = random_bigraph(n, density, rng);
        if (loopy::is_stopper(g, 0)) return g;
    }
}

} // namespace cgt::testing
