// Backsliding Toads and Frogs and sliding tokens (games/loopy) through the loopy search:
// CGSuite's stated value (lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala, line 11
// in aaron-siegel/cgsuite), values worked by hand, and the tokens' loopy nim values against the
// short solver on acyclic boards and against Smith's sum rule on boards with cycles.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "algorithms/loopy/ruleset_values.hpp"
#include "algorithms/search/impartial_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/loopy/notation.hpp"
#include "games/graph/graph_names.hpp"
#include "games/loopy/backsliding_toads_and_frogs.hpp"
#include "games/loopy/sliding_token.hpp"
#include "loopy_names.hpp"

using cgt::loopy::BackslidingToadsAndFrogs;
using cgt::loopy::NimValue;
using cgt::loopy::SlidingToken;

namespace {

std::string toads(std::string_view strip) {
    const BackslidingToadsAndFrogs rules;
    return cgt::loopy::to_string(cgt::loopy::loopy_value(rules, BackslidingToadsAndFrogs::parse(strip)));
}

NimValue token(const SlidingToken& game, std::vector<int> at) { return cgt::loopy::loopy_nim_value(game, game.start(at)); }

} // namespace

TEST_CASE("Backsliding Toads and Frogs: CGSuite's value (GameStripTest.scala, line 11)") {
    // game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue
    CHECK(toads("ttt..fff") == "{on||0|-1/2} & {1/2|0||off}");
}

TEST_CASE("Backsliding Toads and Frogs: small strips by hand, moves, bad input") {
    // A toad alone with room slides back and forth for ever and Right never moves: on. A frog
    // alone: off. Creatures that are stuck: 0.
    CHECK(toads("t.") == "on");
    CHECK(toads(".t.") == "on");
    CHECK(toads("..f") == "off");
    CHECK(toads("tf") == "0");
    CHECK(toads("") == "0");
    // Moves of "t.f.": the toad slides forward; the frog slides forward onto 1 or backward onto 3.
    const BackslidingToadsAndFrogs rules;
    std::vector<std::string> left, right;
    rules.for_each_option(std::string("t.f."), cgt::Player::left, [&](std::string p) { left.push_back(p); });
    rules.for_each_option(std::string("t.f."), cgt::Player::right, [&](std::string p) { right.push_back(p); });
    CHECK(left == std::vector<std::string>{".tf."});
    CHECK(right == std::vector<std::string>{"tf..", "t..f"});
    // A jump over exactly one enemy onto an empty cell, and a backslide, from ".tf.":
    left.clear();
    rules.for_each_option(std::string(".tf."), cgt::Player::left, [&](std::string p) { left.push_back(p); });
    CHECK(left == std::vector<std::string>{"t.f.", "..ft"});
    CHECK(BackslidingToadsAndFrogs::parse("TT..FF") == "tt..ff");
    CHECK_THROWS_AS(BackslidingToadsAndFrogs::parse("tt.x.ff"), cgt::InvalidArgument);
}

TEST_CASE("sliding tokens: values worked by hand") {
    // A directed 5-cycle: the token goes round for ever, a draw from everywhere: ∞.
    const SlidingToken cycle(cgt::parse_multigraph("dcycle(5)"));
    for (int v = 0; v < 5; ++v) CHECK(token(cycle, {v}) == NimValue::infinite());
    CHECK(token(cycle, {0}).outcome() == LoopyOutcome::D);
    // The directed path 0 -> 1 -> 2 -> 3 -> 4: 4 has no move (0), 3 moves to 0 (*), 2 to * only (0).
    const SlidingToken path(cgt::parse_multigraph("opath(>>>>)"));
    CHECK(token(path, {4}) == NimValue());
    CHECK(token(path, {3}) == NimValue::nimber(1));
    CHECK(token(path, {2}) == NimValue());
    // A loop is a pass: a vertex with a loop and a move to a dead end is ∞_{0} (the first player
    // moves to the dead end and wins), and two tokens there draw (∞ + ∞).
    cgt::Multigraph g(2, true);
    g.add_edge(0, 0);
    g.add_edge(0, 1);
    const SlidingToken looped(g);
    CHECK(token(looped, {0}) == NimValue::infinite({0}));
    CHECK(token(looped, {0}).outcome() == LoopyOutcome::N);
    CHECK(token(looped, {0, 0}) == NimValue::infinite());
    CHECK(cgt::loopy::to_string(token(looped, {0})) == "∞_{0}");
    // On an undirected edge the token moves back and forth: a draw.
    CHECK(token(SlidingToken(cgt::parse_multigraph("P2")), {0}) == NimValue::infinite());
    CHECK_THROWS_AS(cycle.start({5}), cgt::InvalidArgument);
    CHECK_THROWS_AS(cycle.start({-1}), cgt::InvalidArgument);
}

TEST_CASE("sliding tokens: acyclic boards agree with the short solver") {
    std::mt19937_64 rng(2640);
    std::bernoulli_distribution arc(0.35);
    for (int trial = 0; trial < 40; ++trial) {
        const int n = 2 + trial % 9;
        cgt::Multigraph g(n, true);
        for (int v = 0; v < n; ++v)
            for (int w = 0; w < v; ++w)
                if (arc(rng)) g.add_edge(v, w);
        const SlidingToken game(g);
        cgt::search::ImpartialSolver<SlidingToken> solver(game);
        for (int v = 0; v < n; ++v) {
            const NimValue x = token(game, {v});
            REQUIRE(x.is_finite());
            CHECK(x.nimber() == solver.grundy(game.start({v})));
        }
        const std::vector<int> two{trial % n, (trial * 7) % n};
        CHECK(token(game, two).nimber() == solver.grundy(game.start(two)));
    }
}

TEST_CASE("sliding tokens: several tokens are the sum of one-token games (Smith's rule), as searched") {
    // The search of a two-token position labels the sum graph itself; Smith's sum of the two
    // one-token values must be that label exactly, and the partizan outcome must agree.
    std::mt19937_64 rng(2641);
    std::bernoulli_distribution arc(0.25);
    int infinite_sums = 0;
    for (int trial = 0; trial < 60; ++trial) {
        const int n = 2 + trial % 7;
        cgt::Multigraph g(n, true);
        for (int v = 0; v < n; ++v)
            for (int w = 0; w < n; ++w)
                if (arc(rng)) g.add_edge(v, w);
        const SlidingToken game(g);
        std::vector<NimValue> one;
        for (int v = 0; v < n; ++v) one.push_back(token(game, {v}));
        for (int a = 0; a < n; ++a)
            for (int b = a; b < n; ++b) {
                const NimValue both = token(game, {a, b});
                CHECK(both == one[static_cast<std::size_t>(a)] + one[static_cast<std::size_t>(b)]);
                infinite_sums += !both.is_finite();
            }
        CHECK(cgt::loopy::loopy_outcome(game, game.start({0, n - 1})) == token(game, {0, n - 1}).outcome());
    }
    CHECK(infinite_sums > 100);
}
