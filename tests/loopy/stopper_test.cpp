// Canonical stoppers: value kept, idempotent, invariant under renumbering, one handle per
// value; short games through the loopy path agree with the short core.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <numeric>
#include <random>

#include "cgt/errors.hpp"
#include "cgt/invariants.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/properties.hpp"
#include "cgt/loopy/stopper.hpp"
#include "naive_loopy.hpp"
#include "random_bigraph.hpp"
#include "loopy_names.hpp"

namespace {

// A random DAG on n vertices: edges only to larger vertices, so no cycle (a short game).
Graph random_dag(int n, std::mt19937_64& rng) {
    std::bernoulli_distribution edge(0.35);
    GraphBuilder b;
    for (int v = 0; v < n; ++v) b.add_vertex();
    for (int v = 0; v < n; ++v)
        for (int w = v + 1; w < n; ++w) {
            if (edge(rng)) b.add_left_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
            if (edge(rng)) b.add_right_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
        }
    return b.build();
}

Graph shuffled(const Graph& g, Vertex start, Vertex& new_start, std::mt19937_64& rng) {
    std::vector<Vertex> perm(g.vertex_count());
    std::iota(perm.begin(), perm.end(), Vertex{0});
    std::shuffle(perm.begin(), perm.end(), rng);
    GraphBuilder b;
    for (std::size_t v = 0; v < g.vertex_count(); ++v) b.add_vertex();
    for (std::size_t v = 0; v < g.vertex_count(); ++v)
        for (cgt::Player p : {cgt::Player::left, cgt::Player::right})
            for (Vertex w : g.options(p, static_cast<Vertex>(v))) b.add_edge(p, perm[v], perm[w]);
    new_start = perm[start];
    return b.build();
}

bool same_value(const Graph& g, Vertex a, const Graph& h, Vertex b) {
    return cgt::loopy::leq(g, a, h, b, Convention::stopper) && cgt::loopy::leq(h, b, g, a, Convention::stopper);
}

} // namespace

TEST_CASE("stopper: canonical form keeps the value, is idempotent and ignores vertex numbers") {
    std::mt19937_64 rng(11);
    int loopy = 0;
    for (int trial = 0; trial < 600; ++trial) {
        const int n = 1 + trial % 7;
        const Graph g = cgt::testing::random_stopper(n, 0.12 + 0.02 * (trial % 6), rng);
        const Stopper s = Stopper::from_graph(g, 0);
        CHECK(same_value(g, 0, s.graph(), 0));
        CHECK(Stopper::from_graph(s.graph(), 0) == s);
        Vertex start = 0;
        const Graph h = shuffled(g, 0, start, rng);
        CHECK(Stopper::from_graph(h, start) == s);
        CHECK(s.follower_count() <= cgt::loopy::reachable(g, 0).size());
        CHECK(s.is_loopfree() == cgt::loopy::is_loopfree(s.graph(), 0));
        if (cgt::loopy::is_loopfree(g, 0)) CHECK(s.as_game() == cgt::loopy::to_game(g, 0));
        loopy += !s.is_loopfree();
    }
    CHECK(loopy > 200);
}

TEST_CASE("stopper: several starts simplified together give each start's own canonical form") {
    std::mt19937_64 rng(2630);
    for (int trial = 0; trial < 200; ++trial) {
        const Graph g = cgt::testing::random_stopper(2 + trial % 7, 0.12 + 0.04 * (trial % 4), rng);
        std::vector<Vertex> starts;
        for (std::size_t v = 0; v < g.vertex_count(); ++v)
            if (cgt::loopy::is_stopper(g, static_cast<Vertex>(v))) starts.push_back(static_cast<Vertex>(v));
        std::shuffle(starts.begin(), starts.end(), rng);
        const std::vector<Stopper> together = Stopper::from_graph(g, starts);
        REQUIRE(together.size() == starts.size());
        for (std::size_t i = 0; i < starts.size(); ++i) CHECK(together[i] == Stopper::from_graph(g, starts[i]));
    }
}

TEST_CASE("stopper: equal values get one handle, and only they") {
    std::mt19937_64 rng(12);
    std::vector<std::pair<Graph, Stopper>> games;
    for (int trial = 0; trial < 150; ++trial) {
        Graph g = cgt::testing::random_stopper(1 + trial % 5, 0.2, rng);
        Stopper s = Stopper::from_graph(g, 0);
        games.emplace_back(std::move(g), s);
    }
    int equal_pairs = 0;
    for (std::size_t i = 0; i < games.size(); ++i)
        for (std::size_t j = 0; j < i; ++j) {
            const bool equal = same_value(games[i].first, 0, games[j].first, 0);
            CHECK((games[i].second == games[j].second) == equal);
            CHECK((games[i].second <= games[j].second) ==
                  cgt::loopy::leq(games[i].first, 0, games[j].first, 0, Convention::stopper));
            equal_pairs += equal;
        }
    CHECK(equal_pairs > 50);
}

TEST_CASE("stopper: followers of a canonical stopper are canonical and all different") {
    std::mt19937_64 rng(13);
    for (int trial = 0; trial < 200; ++trial) {
        const Stopper s = Stopper::from_graph(cgt::testing::random_stopper(2 + trial % 6, 0.2, rng), 0);
        const auto followers = s.followers();
        for (std::size_t i = 0; i < followers.size(); ++i) {
            CHECK(same_value(s.graph(), static_cast<Vertex>(i), followers[i].graph(), 0));
            for (std::size_t j = 0; j < i; ++j) CHECK(followers[i] != followers[j]);
        }
        CHECK(-(-s) == s);
        CHECK(same_value(cgt::loopy::negate(s.graph()), 0, (-s).graph(), 0));
    }
}

TEST_CASE("stopper: short games through the loopy path agree with the short core") {
    // Graphs that are not canonical (dominated and reversible options, repeated positions)
    // simplified by the loopy algorithm against Game's canonical forms.
    std::mt19937_64 rng(14);
    for (int trial = 0; trial < 400; ++trial) {
        const Graph g = random_dag(2 + trial % 7, rng);
        const Game expected = cgt::loopy::to_game(g, 0);
        const Stopper s = Stopper::from_graph(g, 0);
        REQUIRE(s.is_loopfree());
        CHECK(*s.as_game() == expected);
        CHECK(s == Stopper::from_game(expected));
        CHECK(s.outcome() == expected.outcome());
        CHECK(-s == Stopper::from_game(-expected));
    }
}

TEST_CASE("stopper: IsAllSmall of short games through the loopy path (followers' strong stops) == the short core's") {
    std::mt19937_64 rng(15);
    int small = 0, not_small = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const Graph g = random_dag(2 + trial % 7, rng);
        const Game expected = cgt::loopy::to_game(g, 0);
        const bool all_small = cgt::is_all_small(expected);
        CHECK(cgt::loopy::is_all_small(Stopper::from_graph(g, 0)) == all_small);
        ++(all_small ? small : not_small);
    }
    CHECK(small > 20); // both answers occur
    CHECK(not_small > 20);
}

TEST_CASE("stopper: not a stopper is refused") {
    GraphBuilder b;
    const Vertex v = b.add_vertex();
    b.add_left_edge(v, v);
    b.add_right_edge(v, v); // dud
    CHECK_THROWS_AS(Stopper::from_graph(b.build(), v), cgt::InvalidArgument);
}

TEST_CASE("stopper: the table is shared by threads (one handle per value whichever thread made it)") {
    // Four threads canonicalise the same random stoppers in different orders.
    std::vector<Graph> graphs;
    std::mt19937_64 rng(15);
    for (int i = 0; i < 60; ++i) graphs.push_back(cgt::testing::random_stopper(2 + i % 5, 0.2, rng));
    std::vector<std::vector<Stopper>> results(4);
    std::vector<std::thread> threads;
    std::atomic<bool> failed{false};
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            try {
                std::vector<Stopper> mine(graphs.size());
                for (std::size_t k = 0; k < graphs.size(); ++k) {
                    const std::size_t i = t % 2 == 0 ? k : graphs.size() - 1 - k;
                    mine[i] = Stopper::from_graph(graphs[i], 0);
                    (void)mine[i].followers();
                    (void)-mine[i];
                }
                results[static_cast<std::size_t>(t)] = std::move(mine);
            } catch (...) {
                failed = true;
            }
        });
    for (auto& th : threads) th.join();
    REQUIRE(!failed);
    for (int t = 1; t < 4; ++t) CHECK(results[static_cast<std::size_t>(t)] == results[0]);
}
