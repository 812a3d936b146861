// The impartial domination game is the partizan one with every vertex coloured C (domination.md):
// the partizan engine (algorithms/domination, written independently) must give exactly *G.
#include <doctest/doctest.h>

#include <random>

#include "algorithms/domination/domination.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"
#include "tests/random_graph.hpp"

using namespace cgt;

TEST_CASE("impartial domination == partizan domination with every vertex coloured C") {
    std::mt19937_64 rng(11);
    auto solver = impartial::GraphGrundySolver::domination();
#ifdef CGT_SANITIZED
    const int rounds = 40;
#else
    const int rounds = 300;
#endif
    for (int k = 0; k < rounds; ++k) {
        const int n = 1 + static_cast<int>(rng() % 9);
        const double density = static_cast<double>(2 + rng() % 5) / 10; // edge probability
        const Graph g = testing::random_graph(n, density, rng);
        const VertexMask dominated = (rng() % 2) ? (rng() & rng() & g.all_vertices()) : 0;
        const domination::ColouredGraph coloured(g, std::vector<Movers>(static_cast<std::size_t>(n),
                                                                                  Movers::both));
        CAPTURE(to_edge_list(g));
        CAPTURE(dominated);
        CHECK(domination::value(domination::Position(coloured, dominated)) == solver.value(g, dominated));
    }
    for (int n = 1; n <= 12; ++n) {
        const domination::ColouredGraph coloured(path_graph(n), std::vector<Movers>(static_cast<std::size_t>(n),
                                                                                              Movers::both));
        CHECK(domination::value(coloured) == solver.value(path_graph(n)));
    }
}
