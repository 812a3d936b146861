// Sided values against the plain twins: each simplified side equals the side of the game it
// came from (fixpoint twin), outcomes equal the outcomes of play on the graph itself, sums are
// sums of the graphs, and G - G behaves as it must.
#include <doctest/doctest.h>

#include <random>

#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/errors.hpp"
#include "cgt/loopy/node_builder.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "naive_loopy.hpp"
#include "random_bigraph.hpp"
#include "loopy_names.hpp"

using cgt::testing::naive_graph;
using cgt::testing::naive_leq;
using cgt::testing::NaiveRule;

namespace {

// Both ways, by the twin.
bool naive_equivalent(const Graph& a, Vertex av, const Graph& b, Vertex bv, NaiveRule rule) {
    const auto na = naive_graph(a), nb = naive_graph(b);
    return naive_leq(na, static_cast<int>(av), nb, static_cast<int>(bv), rule) &&
           naive_leq(nb, static_cast<int>(bv), na, static_cast<int>(av), rule);
}

// The outcome of a side played on the graph itself (no comparison involved).
Outcome naive_side_outcome(const Graph& g, Vertex v, bool onside) {
    const auto ng = naive_graph(g);
    const bool left_second = cgt::testing::naive_left_wins(ng, static_cast<int>(v), false, onside);
    const bool left_first = cgt::testing::naive_left_wins(ng, static_cast<int>(v), true, onside);
    if (left_second) return left_first ? Outcome::L : Outcome::P;
    return left_first ? Outcome::N : Outcome::R;
}

LoopyOutcome combine(Outcome on, Outcome off) {
    if (on == off) {
        switch (on) {
        case Outcome::L: return LoopyOutcome::L;
        case Outcome::R: return LoopyOutcome::R;
        case Outcome::N: return LoopyOutcome::N;
        case Outcome::P: return LoopyOutcome::P;
        }
    }
    if (on == Outcome::L) return off == Outcome::N ? LoopyOutcome::NHat : off == Outcome::P ? LoopyOutcome::PHat : LoopyOutcome::D;
    return on == Outcome::N ? LoopyOutcome::NCheck : LoopyOutcome::PCheck;
}

} // namespace

TEST_CASE("sided values: simplified sides equal the sides of the graph, outcomes as played") {
    std::mt19937_64 rng(2601);
    int sided = 0, stoppers = 0; // (small random graphs are all stopper-sided: see Bach's Carousel)
    for (int trial = 0; trial < 500; ++trial) {
        const int n = 1 + trial % 5;
        const Graph g = cgt::testing::random_bigraph(n, 0.15 + 0.05 * (trial % 5), rng);
        const SidedValue x = SidedValue::from_graph(g, 0);
        CHECK(naive_equivalent(x.onside_graph(), 0, g, 0, NaiveRule::onside));
        CHECK(naive_equivalent(x.offside_graph(), 0, g, 0, NaiveRule::offside));
        const Outcome on = naive_side_outcome(g, 0, true), off = naive_side_outcome(g, 0, false);
        CHECK(x.side_outcome(Convention::onside) == on);
        CHECK(x.side_outcome(Convention::offside) == off);
        CHECK(x.outcome() == combine(on, off));
        if (x.is_stopper_sided()) CHECK(*x.offside() <= *x.onside());
        CHECK(-(-x) == x);
        stoppers += x.is_stopper();
        sided += x.is_stopper_sided() && !x.is_stopper();
    }
    CHECK(stoppers > 50);
    CHECK(sided > 50);
    CHECK(cgt::loopy::detail::side_simplification_refusals == 0);
}

TEST_CASE("mover_loses: the player to move loses outright (a move there wins, never a draw), as played") {
    std::mt19937_64 rng(2602);
    int left_loses = 0, right_loses = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const Graph g = cgt::testing::random_bigraph(1 + trial % 5, 0.15 + 0.05 * (trial % 5), rng);
        const auto ng = naive_graph(g);
        const LoopyOutcome o = SidedValue::from_graph(g, 0).outcome();
        INFO("trial ", trial, ": ", cgt::loopy::to_string(o));
        // Right moves first and Left wins even when infinite play is Right's (the offside).
        const bool right_loses_played = cgt::testing::naive_left_wins(ng, 0, false, false);
        // Left moves first and Right wins even when infinite play is Left's (the onside).
        const bool left_loses_played = !cgt::testing::naive_left_wins(ng, 0, true, true);
        CHECK(cgt::loopy::mover_loses(o, cgt::Player::right) == right_loses_played);
        CHECK(cgt::loopy::mover_loses(o, cgt::Player::left) == left_loses_played);
        right_loses += right_loses_played;
        left_loses += left_loses_played;
    }
    CHECK(left_loses > 30);
    CHECK(right_loses > 30);
}

TEST_CASE("sided values: a sum is the value of the sum of the graphs") {
    std::mt19937_64 rng(2602);
    for (int trial = 0; trial < 120; ++trial) {
        const Graph g = cgt::testing::random_bigraph(1 + trial % 3, 0.25, rng);
        const Graph h = cgt::testing::random_bigraph(1 + (trial / 3) % 3, 0.25, rng);
        const SidedValue a = SidedValue::from_graph(g, 0), b = SidedValue::from_graph(h, 0);
        const SidedValue s = a + b;
        const Graph raw = cgt::loopy::sum(g, 0, h, 0);
        CHECK(s == SidedValue::from_graph(raw, 0));
        CHECK(naive_equivalent(s.onside_graph(), 0, raw, 0, NaiveRule::onside));
        CHECK(naive_equivalent(s.offside_graph(), 0, raw, 0, NaiveRule::offside));
        CHECK(b + a == s);
    }
}

namespace {

// Bach's Carousel's graph as written, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} (a = vertex 0), with n
// random positions added after it (vertex 8 on) whose moves go anywhere, the first of them
// with a move to the carousel: sides that are not stoppers, as random graphs alone hardly give.
Graph carousel_with_random_positions(int n, double density, std::mt19937_64& rng) {
    cgt::loopy::GraphBuilder b;
    for (int v = 0; v < 8 + n; ++v) b.add_vertex();
    // a=0, 0=1, B=2, 1=3, C=4, *=5, D=6, 1*=7
    const std::pair<Vertex, Vertex> left[] = {{0, 1}, {0, 2}, {2, 3}, {3, 1}, {4, 5}, {4, 6}, {5, 1}, {6, 7}, {7, 3}};
    const std::pair<Vertex, Vertex> right[] = {{0, 1}, {2, 3}, {2, 4}, {4, 5}, {5, 1}, {6, 7}, {6, 0}, {7, 3}};
    for (auto [v, w] : left) b.add_left_edge(v, w);
    for (auto [v, w] : right) b.add_right_edge(v, w);
    std::bernoulli_distribution edge(density);
    std::uniform_int_distribution<int> player(0, 1);
    b.add_edge(player(rng) == 0 ? cgt::Player::left : cgt::Player::right, 8, 0);
    for (int v = 8; v < 8 + n; ++v)
        for (int w = 0; w < 8 + n; ++w) {
            if (edge(rng)) b.add_left_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
            if (edge(rng)) b.add_right_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
        }
    return b.build();
}

bool equal_sides(const Graph& a, Vertex av, const Graph& b, Vertex bv, Convention side) {
    return cgt::loopy::leq(a, av, b, bv, side) && cgt::loopy::leq(b, bv, a, av, side);
}

} // namespace

TEST_CASE("sided values: sides that are not stoppers, simplified, equal the unsimplified sides") {
    std::mt19937_64 rng(2604);
    const auto refusals = cgt::loopy::detail::side_simplification_refusals.load();
    int loopy_sides = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Graph g = carousel_with_random_positions(1 + trial % 4, 0.08 + 0.04 * (trial % 3), rng);
        for (Convention side : {Convention::onside, Convention::offside}) {
            const auto simplified = cgt::loopy::detail::simplify_side(g, 8, side);
            CHECK(equal_sides(simplified.graph, 0, g, 8, side));
            CHECK(simplified.stopper == cgt::loopy::is_stopper(simplified.graph, 0));
            loopy_sides += !simplified.stopper;
        }
        // A sum with a random game: the simplified sides of the sum against the raw sum.
        if (trial % 3 == 0) {
            const Graph h = cgt::testing::random_bigraph(1 + trial % 3, 0.25, rng);
            const SidedValue x = SidedValue::from_graph(g, 8), y = SidedValue::from_graph(h, 0);
            const SidedValue s = x + y;
            CHECK(equal_sides(s.onside_graph(), 0, cgt::loopy::sum(g, 8, h, 0), 0, Convention::onside));
            CHECK(equal_sides(s.offside_graph(), 0, cgt::loopy::sum(g, 8, h, 0), 0, Convention::offside));
        }
    }
    MESSAGE(loopy_sides, " sides that are not stoppers, ",
            cgt::loopy::detail::side_simplification_refusals.load() - refusals, " refused phases");
    CHECK(loopy_sides > 100);
}

TEST_CASE("sided values: G - G for stoppers: offside <= 0 <= onside, and 0 for short games") {
    std::mt19937_64 rng(2603);
    const SidedValue zero_value;
    for (int trial = 0; trial < 150; ++trial) {
        const Stopper g = Stopper::from_graph(cgt::testing::random_stopper(1 + trial % 5, 0.2, rng), 0);
        const SidedValue d = g - g;
        REQUIRE(d.is_stopper_sided());
        CHECK(*d.offside() <= Stopper());
        CHECK(Stopper() <= *d.onside());
        if (g.is_loopfree()) CHECK(d == zero_value);
        // G <= H as stoppers exactly when Left survives H - G: the onside of H - G is >= 0.
        const Stopper h = Stopper::from_graph(cgt::testing::random_stopper(1 + trial % 4, 0.2, rng), 0);
        CHECK((g <= h) == (Stopper() <= *(h - g).onside()));
    }
}

TEST_CASE("sided values: short games through the loopy path agree with the short core") {
    const std::vector<Game> games = {Game(), Game::star(), Game::up(), Game::integer(-2), Game::dyadic(3, 2),
                                     Game::from_options({Game::integer(1)}, {Game::integer(-1)}),
                                     Game::from_options({Game::integer(2)}, {Game::up()})};
    for (Game a : games)
        for (Game b : games) {
            const SidedValue s = SidedValue(Stopper::from_game(a)) + SidedValue(Stopper::from_game(b));
            REQUIRE(s.is_stopper());
            CHECK(s.as_stopper()->as_game() == a + b);
            CHECK((SidedValue(Stopper::from_game(a)) <= SidedValue(Stopper::from_game(b))) == (a <= b));
        }
}

TEST_CASE("node builder: labelled nodes, passes and sided options (CGSuite EvalTest.scala lines 170, 172)") {
    using cgt::Player;
    using cgt::loopy::NodeBuilder;
    {
        // a{1||a|0} (line 170): 2 & +-1
        NodeBuilder b;
        const auto a = b.add_node(), x = b.add_node();
        b.add_value(Player::left, a, Stopper::from_game(Game::integer(1)));
        b.add_option(Player::right, a, x);
        b.add_option(Player::left, x, a);
        b.add_value(Player::right, x, SidedValue());
        const SidedValue v = b.value(a);
        CHECK(v.onside() == Stopper::from_game(Game::integer(2)));
        CHECK(v.offside() == Stopper::from_game(Game::from_options({Game::integer(1)}, {Game::integer(-1)})));
    }
    {
        // {2&-2|1&-2} (line 172): {2|1} & -2* (a sided option on each side)
        NodeBuilder b;
        const auto v = b.add_node();
        auto num = [](int n) { return Stopper::from_game(Game::integer(n)); };
        b.add_value(Player::left, v, SidedValue::sidle(num(2), num(-2)));
        b.add_value(Player::right, v, SidedValue::sidle(num(1), num(-2)));
        const SidedValue x = b.value(v);
        CHECK(x.onside() == Stopper::from_game(Game::from_options({Game::integer(2)}, {Game::integer(1)})));
        CHECK(x.offside() == Stopper::from_game(Game::integer(-2) + Game::star()));
    }
    {
        // on = {pass|}, and a node with no options is 0
        NodeBuilder b;
        const auto v = b.add_node(), w = b.add_node();
        b.add_option(Player::left, v, v);
        CHECK(b.value(v) == SidedValue(Stopper::on()));
        CHECK(b.value(w) == SidedValue());
        CHECK_THROWS_AS(b.add_option(Player::left, v, 7), cgt::InvalidArgument);
    }
}
