// All-C colourings are the impartial domination game: on random graphs the partizan search must
// give exactly *g, g the Grundy value of the impartial solver (an independent implementation
// with its own memo and nauty keys).
#include <doctest/doctest.h>

#include <random>

#include "algorithms/domination/graph_search.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "tests/random_graph.hpp"

using namespace cgt::domination;

TEST_CASE("all-C graphs: partizan value == impartial nimber") {
    std::mt19937_64 rng(314);
    GraphSearch search;
    auto solver = cgt::impartial::GraphGrundySolver::domination();
#ifdef CGT_SANITIZED
    const int trials = 60;
#else
    const int trials = 300;
#endif
    for (int trial = 0; trial < trials; ++trial) {
        const int n = 1 + static_cast<int>(rng() % 12);
        const double density = static_cast<double>(1 + rng() % 4) / 8; // edge probability
        const cgt::Graph g = cgt::testing::random_graph(n, density, rng);
        ColouredGraph cg(g, std::vector<Movers>(static_cast<std::size_t>(n), Movers::both));
        CAPTURE(trial);
        CHECK(search.value(cg) == solver.value(g));
    }
}
