// Hard limits on loopy computations: the memory budget and step limits give clear errors,
// bad input is refused, and deep graphs need no deep recursion.
#include <doctest/doctest.h>

#include "../core/memory_limit_guard.hpp"
#include "cgt/errors.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "cgt/memory.hpp"
#include "cgt/step_limit.hpp"
#include "nodes.hpp"
#include "loopy_names.hpp"

using cgt::testing::chain;

TEST_CASE("loopy limits: a comparison too big for the memory limit is a clear error") {
    const Graph g = chain(3000);
    cgt::testing::MemoryLimitGuard guard(cgt::memory_usage() + (8 << 20));
    CHECK_THROWS_AS(cgt::loopy::leq(g, 0, g, 0, cgt::loopy::Convention::onside), cgt::MemoryLimitExceeded);
}

TEST_CASE("loopy limits: a step limit stops a simplification, and the table stays usable") {
    const Graph g = chain(400);
    {
        cgt::StepLimit limit(1000);
        CHECK_THROWS_AS(Stopper::from_graph(g, 0), cgt::StepLimitExceeded);
    }
    const Stopper s = Stopper::from_graph(g, 0);
    CHECK(s.follower_count() > 400);
    CHECK(Stopper::from_graph(s.graph(), 0) == s);
}

TEST_CASE("loopy limits: deep graphs are handled without deep recursion") {
    // 200000 positions in a chain {next|pass}: the walks (reachability, the structural tests)
    // are iterative.
    const int n = 200000;
    GraphBuilder b;
    std::vector<Vertex> v(n);
    for (int i = 0; i < n; ++i) v[i] = b.add_vertex();
    for (int i = 0; i + 1 < n; ++i) {
        b.add_left_edge(v[i], v[i + 1]);
        b.add_right_edge(v[i], v[i]);
    }
    b.add_left_edge(v[n - 1], b.add_game(Game()));
    b.add_right_edge(v[n - 1], v[n - 1]);
    const Graph g = b.build();
    CHECK(cgt::loopy::is_stopper(g, 0));
    CHECK(!cgt::loopy::is_loopfree(g, 0));
    CHECK(cgt::loopy::is_plumtree(g, 0));
    CHECK(cgt::loopy::reachable(g, 0).size() == static_cast<std::size_t>(n) + 1);
    // A short game 100000 levels deep through the loopy path (from_game, its stops, printing).
    const Stopper deep = Stopper::from_game(Game::integer(100000));
    CHECK(deep.follower_count() == 100001);
    CHECK(cgt::loopy::to_string(deep) == "100000");
    CHECK(cgt::loopy::to_string(-deep) == "-100000");
    // Canonical forms are found with a table of all pairs of positions (quadratic memory), so
    // the loopy chain simplified here is shorter: {0|{0|...{0|off}}} 600 deep stays 600 deep.
    GraphBuilder c;
    const Vertex zero_vertex = c.add_game(Game());
    Vertex next = c.add_vertex();
    c.add_right_edge(next, next); // off
    for (int i = 0; i < 600; ++i) {
        const Vertex u = c.add_vertex();
        c.add_left_edge(u, zero_vertex);
        c.add_right_edge(u, next);
        next = u;
    }
    const Stopper s = Stopper::from_graph(c.build(), next);
    CHECK(s.follower_count() == 602);
    CHECK(cgt::loopy::to_string(s).size() > 600);
    CHECK(cgt::loopy::left_stop(s) == cgt::loopy::Pseudonumber(cgt::Dyadic(0)));
}

TEST_CASE("loopy limits: bad input is refused with a clear error") {
    GraphBuilder b;
    const Vertex a = b.add_vertex();
    CHECK_THROWS_AS(b.add_left_edge(a, 5), cgt::InvalidArgument);
    const Graph g = b.build();
    CHECK_THROWS_AS(Stopper::from_graph(g, 3), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::loopy::leq(g, 0, g, 1, cgt::loopy::Convention::stopper), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::loopy::reachable(g, 1), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::loopy::SidedValue::sidle(Stopper::off(), Stopper::on()), cgt::InvalidArgument);
    CHECK_THROWS_AS(Stopper().follower(4), cgt::InvalidArgument);
}
