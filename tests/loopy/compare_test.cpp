// Comparison of loopy games against the plain fixpoint twin on all small random bigraphs, and
// against the short core on short games.
#include <doctest/doctest.h>

#include <random>

#include "cgt/loopy/compare.hpp"
#include "naive_loopy.hpp"
#include "random_bigraph.hpp"
#include "loopy_names.hpp"

using cgt::testing::NaiveRule;

namespace {
NaiveRule rule_of(Convention c) {
    switch (c) {
    case Convention::stopper: return NaiveRule::left_wins_infinite_play;
    case Convention::onside: return NaiveRule::onside;
    case Convention::offside: return NaiveRule::offside;
    }
    return NaiveRule::onside;
}
} // namespace

TEST_CASE("loopy compare: every pair of vertices of random bigraphs, against the twin") {
    std::mt19937_64 rng(2026);
    int counts[3][2] = {};
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 1 + trial % 4, m = 1 + (trial / 4) % 4;
        const double density = 0.1 + 0.1 * (trial % 5);
        const Graph g = cgt::testing::random_bigraph(n, density, rng);
        const Graph h = cgt::testing::random_bigraph(m, density, rng);
        const auto ng = cgt::testing::naive_graph(g), nh = cgt::testing::naive_graph(h);
        for (Convention c : {Convention::stopper, Convention::onside, Convention::offside}) {
            const cgt::loopy::LeqTable table(g, h, c);
            for (int a = 0; a < n; ++a)
                for (int b = 0; b < m; ++b) {
                    const bool expected = cgt::testing::naive_leq(ng, a, nh, b, rule_of(c));
                    CHECK(table(static_cast<Vertex>(a), static_cast<Vertex>(b)) == expected);
                    ++counts[static_cast<int>(c)][expected];
                }
            CHECK(cgt::loopy::leq(g, 0, h, 0, c) == table(0, 0));
        }
    }
    for (auto& c : counts) {
        CHECK(c[0] > 300); // both answers occur often under every convention
        CHECK(c[1] > 300);
    }
}

TEST_CASE("loopy compare: for stoppers the three conventions agree") {
    std::mt19937_64 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        const Graph g = cgt::testing::random_stopper(1 + trial % 5, 0.2, rng);
        const Graph h = cgt::testing::random_stopper(1 + (trial / 5) % 5, 0.2, rng);
        const bool stopper = cgt::loopy::leq(g, 0, h, 0, Convention::stopper);
        CHECK(cgt::loopy::leq(g, 0, h, 0, Convention::onside) == stopper);
        CHECK(cgt::loopy::leq(g, 0, h, 0, Convention::offside) == stopper);
    }
}

TEST_CASE("loopy compare: short games compare as in the short core") {
    std::vector<Game> games = {Game(), Game::star(), Game::up(), Game::down(), Game::integer(1), Game::integer(-2),
                               Game::dyadic(1, 1), Game::nimber(2), Game::up() + Game::star()};
    games.push_back(Game::from_options({Game::integer(1)}, {Game::integer(-1)}));
    games.push_back(Game::from_options({Game::integer(2)}, {Game::from_options({Game::integer(1)}, {Game()})}));
    games.push_back(games.back() - Game::up());
    GraphBuilder b;
    std::vector<Vertex> v;
    for (Game x : games) v.push_back(b.add_game(x));
    const Graph graph = b.build();
    for (Convention c : {Convention::stopper, Convention::onside, Convention::offside}) {
        const cgt::loopy::LeqTable table(graph, graph, c);
        for (std::size_t i = 0; i < games.size(); ++i)
            for (std::size_t j = 0; j < games.size(); ++j) CHECK(table(v[i], v[j]) == (games[i] <= games[j]));
    }
}

TEST_CASE("loopy compare: on, off, dud and over against 0 and 1") {
    // Vertices: 0 = 0, 1 = 1, 2 = on {pass|}, 3 = off {|pass}, 4 = dud {pass|pass}, 5 = over {0|pass}.
    GraphBuilder b;
    const Vertex zero = b.add_game(Game()), one = b.add_game(Game::integer(1));
    const Vertex on = b.add_vertex(), off = b.add_vertex(), dud = b.add_vertex(), over = b.add_vertex();
    b.add_left_edge(on, on);
    b.add_right_edge(off, off);
    b.add_left_edge(dud, dud);
    b.add_right_edge(dud, dud);
    b.add_left_edge(over, zero);
    b.add_right_edge(over, over);
    const Graph g = b.build();
    auto le = [&](Vertex x, Vertex y, Convention c = Convention::stopper) { return cgt::loopy::leq(g, x, g, y, c); };
    CHECK(le(one, on));
    CHECK(!le(on, one));
    CHECK(le(off, zero));
    CHECK(le(zero, over));
    CHECK(!le(over, zero));
    CHECK(le(over, one));
    CHECK(!le(one, over));
    // dud: its onside is on, its offside off.
    CHECK(le(on, dud, Convention::onside));
    CHECK(le(dud, on, Convention::onside));
    CHECK(le(dud, off, Convention::offside));
    CHECK(le(off, dud, Convention::offside));
    CHECK(!le(dud, one, Convention::onside));
}
