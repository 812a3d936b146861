// Game graphs: building, embedding short games, sums, and the structural tests against
// plain definitions.
#include <doctest/doctest.h>

#include <random>
#include <set>

#include "cgt/errors.hpp"
#include "cgt/loopy/graph.hpp"
#include "naive_loopy.hpp"
#include "random_bigraph.hpp"
#include "loopy_names.hpp"

namespace {

// Some cycle reachable from v (ignoring passes when `long_only`): grow the set of vertices
// reachable in one or more moves from each reachable vertex and see whether it contains it.
bool naive_has_cycle(const cgt::testing::NaiveGraph& g, int v, bool long_only) {
    std::set<int> seen{v};
    for (bool grew = true; grew;) {
        grew = false;
        for (int u : std::set<int>(seen))
            for (const auto* edges : {&g.left, &g.right})
                for (int w : (*edges)[u]) grew = seen.insert(w).second || grew;
    }
    for (int u : seen) {
        std::set<int> from;
        std::set<int> frontier{u};
        while (!frontier.empty()) {
            std::set<int> next;
            for (int x : frontier)
                for (const auto* edges : {&g.left, &g.right})
                    for (int w : (*edges)[x]) {
                        if (long_only && w == x) continue;
                        if (from.insert(w).second) next.insert(w);
                    }
            frontier = next;
        }
        if (from.count(u)) return true;
    }
    return false;
}

} // namespace

TEST_CASE("loopy graph: builder sorts edges and drops duplicates") {
    GraphBuilder b;
    const Vertex a = b.add_vertex(), c = b.add_vertex();
    b.add_left_edge(a, c);
    b.add_left_edge(a, a);
    b.add_left_edge(a, c);
    b.add_right_edge(c, a);
    const Graph g = b.build();
    CHECK(g.vertex_count() == 2);
    CHECK(g.edge_count() == 3);
    CHECK(std::vector<Vertex>(g.left(a).begin(), g.left(a).end()) == std::vector<Vertex>{a, c});
    CHECK(g.right(a).empty());
    CHECK_THROWS_AS(b.add_left_edge(a, 7), cgt::InvalidArgument);
}

TEST_CASE("loopy graph: short games embed loop-free and come back") {
    const Game g = Game::from_options({Game::integer(3)}, {Game::from_options({Game::integer(2) + Game::star()},
                                                                             {Game::integer(1) + Game::star()})});
    for (Game x : {Game(), Game::star(), Game::up(), Game::integer(5), Game::dyadic(-3, 3), g, g - g + Game::up()}) {
        GraphBuilder b;
        const Vertex v = b.add_game(x);
        const Graph graph = b.build();
        CHECK(cgt::loopy::is_loopfree(graph, v));
        CHECK(cgt::loopy::is_stopper(graph, v));
        CHECK(cgt::loopy::is_plumtree(graph, v));
        CHECK(cgt::loopy::to_game(graph, v) == x);
        CHECK(cgt::loopy::to_game(cgt::loopy::pack(graph, v), 0) == x);
    }
}

TEST_CASE("loopy graph: the sum of embedded short games is their sum") {
    const Game a = Game::from_options({Game::integer(1)}, {Game::integer(-1)});
    const Game c = Game::up() + Game::nimber(2);
    GraphBuilder b;
    const Vertex va = b.add_game(a), vc = b.add_game(c);
    const Graph graph = b.build();
    const Graph s = cgt::loopy::sum(graph, va, graph, vc);
    CHECK(cgt::loopy::to_game(s, 0) == a + c);
    CHECK(cgt::loopy::to_game(cgt::loopy::negate(graph), va) == -a);
}

TEST_CASE("loopy graph: loop-free, stopper and plumtree tests against their definitions") {
    std::mt19937_64 rng(26);
    int stoppers = 0, plumtrees = 0, loopfree = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int n = 1 + trial % 6;
        const double density = 0.05 + 0.05 * (trial % 7);
        const Graph g = cgt::testing::random_bigraph(n, density, rng);
        const auto ng = cgt::testing::naive_graph(g);
        for (int v = 0; v < n; ++v) {
            const bool stopper = cgt::loopy::is_stopper(g, static_cast<Vertex>(v));
            CHECK(stopper == !cgt::testing::naive_has_alternating_cycle(ng, v));
            const bool free = cgt::loopy::is_loopfree(g, static_cast<Vertex>(v));
            CHECK(free == !naive_has_cycle(ng, v, false));
            const bool plum = cgt::loopy::is_plumtree(g, static_cast<Vertex>(v));
            CHECK(plum == !naive_has_cycle(ng, v, true));
            stoppers += stopper;
            plumtrees += plum;
            loopfree += free;
        }
    }
    // The draws cover every case.
    CHECK(stoppers > 1000);
    CHECK(plumtrees > loopfree);
    CHECK(loopfree > 500);
}
