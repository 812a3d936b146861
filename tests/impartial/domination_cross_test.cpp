// The impartial domination game (docs/domination.md): select a vertex whose closed neighbourhood
// holds an undominated vertex; all of it becomes dominated. It is the partizan domination game
// with every vertex coloured C, so both engines that play it, the impartial solver
// (GraphGrundySolver) and the partizan one (algorithms/domination: the graph search and the
// path DP behind domination::value), must give *g, with g the Grundy value found here by a plain
// mex recursion over sets of dominated vertices (no splitting, no keys, no tables).
#include <doctest/doctest.h>

#include <random>
#include <utility>
#include <vector>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/graph_search.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"

using namespace cgt;

namespace {

// A graph as its closed neighbourhoods, vertex by vertex (bit v: vertex v).
using Neighbourhoods = std::vector<std::uint64_t>;

// The Grundy value of the position with `dominated` dominated, by the definition.
Grundy plain_grundy(const Neighbourhoods& hood, std::uint64_t dominated, std::vector<int>& memo) {
    int& known = memo[dominated];
    if (known >= 0) return static_cast<Grundy>(known);
    const std::uint64_t all = (std::uint64_t{1} << hood.size()) - 1;
    std::vector<bool> seen(hood.size() + 2, false);
    for (std::size_t v = 0; v < hood.size(); ++v)
        if (hood[v] & all & ~dominated) {
            const Grundy g = plain_grundy(hood, dominated | hood[v], memo);
            if (g < seen.size()) seen[g] = true;
        }
    Grundy m = 0;
    while (seen[m]) ++m;
    known = static_cast<int>(m);
    return m;
}

struct Case {
    Graph graph;
    Neighbourhoods hood;
};

// A random graph of n vertices: its edges drawn here, and given to the engines as a Graph.
Case random_case(int n, double density, std::mt19937_64& rng) {
    std::bernoulli_distribution edge(density);
    Case c{Graph(n), Neighbourhoods(static_cast<std::size_t>(n))};
    for (int v = 0; v < n; ++v) c.hood[static_cast<std::size_t>(v)] = std::uint64_t{1} << v;
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (edge(rng)) {
                c.graph.add_edge(u, v);
                c.hood[static_cast<std::size_t>(u)] |= std::uint64_t{1} << v;
                c.hood[static_cast<std::size_t>(v)] |= std::uint64_t{1} << u;
            }
    return c;
}

domination::ColouredGraph all_c(const Graph& g) {
    return domination::ColouredGraph(g, std::vector<Movers>(static_cast<std::size_t>(g.vertex_count()), Movers::both));
}

} // namespace

TEST_CASE("impartial domination: both engines == the plain mex recursion, on random graphs") {
    std::mt19937_64 rng(11);
    auto solver = impartial::GraphGrundySolver::domination();
    domination::GraphSearch search;
#ifdef CGT_SANITIZED
    const int rounds = 60;
#else
    const int rounds = 400;
#endif
    for (int k = 0; k < rounds; ++k) {
        const int n = 1 + static_cast<int>(rng() % 12);
        const double density = static_cast<double>(1 + rng() % 6) / 10; // edge probability
        const Case c = random_case(n, density, rng);
        const VertexMask dominated = (rng() % 2) ? (rng() & rng() & c.graph.all_vertices()) : 0;
        std::vector<int> memo(std::size_t{1} << n, -1);
        const Grundy expected = plain_grundy(c.hood, dominated, memo);
        CAPTURE(to_edge_list(c.graph));
        CAPTURE(dominated);
        CHECK(solver.grundy(c.graph, dominated) == expected);
        CHECK(solver.value(c.graph, dominated) == Game::nimber(expected));
        const domination::ColouredGraph coloured = all_c(c.graph);
        CHECK(domination::value(domination::Position(coloured, dominated)) == Game::nimber(expected));
        if (dominated == 0) CHECK(search.value(all_c(c.graph)) == Game::nimber(expected));
    }
}

TEST_CASE("impartial domination on paths P1..P14: both engines == the plain mex recursion") {
    auto solver = impartial::GraphGrundySolver::domination();
    for (int n = 1; n <= 14; ++n) {
        Neighbourhoods hood(static_cast<std::size_t>(n));
        for (int v = 0; v < n; ++v) {
            hood[static_cast<std::size_t>(v)] = std::uint64_t{1} << v;
            if (v > 0) hood[static_cast<std::size_t>(v)] |= std::uint64_t{1} << (v - 1);
            if (v + 1 < n) hood[static_cast<std::size_t>(v)] |= std::uint64_t{1} << (v + 1);
        }
        std::vector<int> memo(std::size_t{1} << n, -1);
        const Grundy expected = plain_grundy(hood, 0, memo);
        CAPTURE(n);
        CHECK(solver.grundy(path_graph(n)) == expected);
        CHECK(domination::value(all_c(path_graph(n))) == Game::nimber(expected)); // the path DP
    }
}
