// Smith's loopy nim values against a plain retrograde analysis written apart: on random
// digraphs (loops and cycles included), the outcome of G + *k for every k, and of G + H for two
// random digraphs, played out on the sum graph (won, lost or drawn for the player to move),
// equals the outcome the values predict. The outcomes of G + *k for all k pin the value down
// (*k: G + *k is lost exactly for k = the value; ∞_K: G + *k is won exactly for k in K, drawn
// otherwise), so this checks the values themselves, not only their outcomes.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/loopy/nim_value.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "loopy_names.hpp"

using cgt::loopy::NimValue;

namespace {

using Digraph = std::vector<std::vector<int>>; // successors

Digraph random_digraph(int n, double density, std::mt19937_64& rng) {
    std::bernoulli_distribution arc(density);
    Digraph d(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        for (int w = 0; w < n; ++w)
            if (arc(rng)) d[static_cast<std::size_t>(v)].push_back(w);
    return d;
}

// Dense arcs downwards (large finite values) and a few back arcs and loops (cycles).
Digraph mostly_downwards(int n, std::mt19937_64& rng) {
    std::bernoulli_distribution down(0.6), back(0.08);
    Digraph d(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        for (int w = 0; w < n; ++w)
            if (w < v ? down(rng) : back(rng)) d[static_cast<std::size_t>(v)].push_back(w);
    return d;
}

Graph impartial_graph(const Digraph& d) {
    cgt::loopy::GraphBuilder b;
    for (std::size_t v = 0; v < d.size(); ++v) b.add_vertex();
    for (std::size_t v = 0; v < d.size(); ++v)
        for (int w : d[v]) {
            b.add_left_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
            b.add_right_edge(static_cast<Vertex>(v), static_cast<Vertex>(w));
        }
    return b.build();
}

// The sum of two digraphs: (v, w) numbered v * |b| + w.
Digraph naive_sum(const Digraph& a, const Digraph& b) {
    const int nb = static_cast<int>(b.size());
    Digraph s(a.size() * b.size());
    for (int v = 0; v < static_cast<int>(a.size()); ++v)
        for (int w = 0; w < nb; ++w) {
            auto& out = s[static_cast<std::size_t>(v * nb + w)];
            for (int x : a[static_cast<std::size_t>(v)]) out.push_back(x * nb + w);
            for (int y : b[static_cast<std::size_t>(w)]) out.push_back(v * nb + y);
        }
    return s;
}

// A nim heap of size k as a digraph: vertex j moves to every smaller j.
Digraph heap(int k) {
    Digraph d(static_cast<std::size_t>(k + 1));
    for (int j = 0; j <= k; ++j)
        for (int i = 0; i < j; ++i) d[static_cast<std::size_t>(j)].push_back(i);
    return d;
}

// Plain retrograde analysis for the player to move: lost when every move leads to a won
// position (so also with no move), won when some move leads to a lost one; swept until nothing
// changes; the rest are draws.
std::vector<LoopyOutcome> naive_outcomes(const Digraph& d) {
    enum : char { unknown, won, lost };
    std::vector<char> state(d.size(), unknown);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t v = 0; v < d.size(); ++v) {
            if (state[v] != unknown) continue;
            bool all_won = true, some_lost = false;
            for (int w : d[v]) {
                all_won = all_won && state[static_cast<std::size_t>(w)] == won;
                some_lost = some_lost || state[static_cast<std::size_t>(w)] == lost;
            }
            if (some_lost) state[v] = won;
            else if (all_won) state[v] = lost;
            changed = changed || state[v] != unknown;
        }
    }
    std::vector<LoopyOutcome> out;
    for (char s : state) out.push_back(s == won ? LoopyOutcome::N : s == lost ? LoopyOutcome::P : LoopyOutcome::D);
    return out;
}

} // namespace

TEST_CASE("nim values: G + *k played out on random digraphs agrees with Smith's values") {
    std::mt19937_64 rng(2612);
    int infinite = 0, infinite_with_options = 0, large = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 1 + trial % 9;
        const Digraph d = trial % 3 == 0 ? mostly_downwards(n, rng) : random_digraph(n, 0.1 + 0.05 * (trial % 6), rng);
        const std::vector<NimValue> values = cgt::loopy::nim_values(impartial_graph(d));
        REQUIRE(values.size() == d.size());
        for (int k = 0; k <= n; ++k) { // values are below n: k = n is never one
            const Digraph s = naive_sum(d, heap(k));
            const std::vector<LoopyOutcome> played = naive_outcomes(s);
            for (int v = 0; v < n; ++v) {
                const NimValue predicted = values[static_cast<std::size_t>(v)] + NimValue::nimber(static_cast<std::uint32_t>(k));
                CHECK_MESSAGE(played[static_cast<std::size_t>(v * (k + 1) + k)] == predicted.outcome(),
                              "trial ", trial, " vertex ", v, " value ", cgt::loopy::to_string(values[static_cast<std::size_t>(v)]),
                              " + *", k);
            }
        }
        for (const NimValue& x : values) {
            infinite += !x.is_finite();
            infinite_with_options += !x.is_finite() && !x.finite_options().empty();
            large += x.is_finite() && x.nimber() >= 2;
        }
    }
    // The trials reach every kind of value.
    CHECK(infinite > 100);
    CHECK(infinite_with_options > 50);
    CHECK(large > 50);
}

TEST_CASE("nim values: sums of two loopy games (finite + infinite, infinite + infinite) as played") {
    std::mt19937_64 rng(2613);
    int draws_of_two_infinite = 0, wins_with_one_infinite = 0;
    for (int trial = 0; trial < 200; ++trial) {
        const Digraph a = random_digraph(1 + trial % 6, 0.2 + 0.05 * (trial % 4), rng);
        const Digraph b = random_digraph(1 + (trial / 6) % 6, 0.15 + 0.05 * (trial % 5), rng);
        const auto va = cgt::loopy::nim_values(impartial_graph(a)), vb = cgt::loopy::nim_values(impartial_graph(b));
        const std::vector<LoopyOutcome> played = naive_outcomes(naive_sum(a, b));
        for (std::size_t v = 0; v < a.size(); ++v)
            for (std::size_t w = 0; w < b.size(); ++w) {
                const NimValue terms[] = {va[v], vb[w]};
                const LoopyOutcome predicted = cgt::loopy::outcome_of_sum(terms);
                CHECK(played[v * b.size() + w] == predicted);
                draws_of_two_infinite += !va[v].is_finite() && !vb[w].is_finite();
                wins_with_one_infinite += va[v].is_finite() != vb[w].is_finite() && predicted == LoopyOutcome::N;
            }
    }
    CHECK(draws_of_two_infinite > 100);
    CHECK(wins_with_one_infinite > 100);
}

TEST_CASE("nim values: the partizan machinery gives the same outcomes") {
    // An impartial game is a loopy game whose Left and Right options agree: its loopy outcome
    // by comparison with 0 (both sides) is P, N or D exactly as the nim value says.
    std::mt19937_64 rng(2614);
    for (int trial = 0; trial < 150; ++trial) {
        const Digraph d = random_digraph(1 + trial % 6, 0.15 + 0.05 * (trial % 5), rng);
        const Graph g = impartial_graph(d);
        const auto values = cgt::loopy::nim_values(g);
        for (std::size_t v = 0; v < d.size(); ++v) {
            CHECK(cgt::loopy::outcome(g, static_cast<Vertex>(v)) == values[v].outcome());
            if (v == 0) CHECK(cgt::loopy::SidedValue::from_graph(g, 0).outcome() == values[v].outcome());
        }
    }
}

TEST_CASE("nim values: small games worked by hand, printing, sums, bad input") {
    // a -> b, b -> a, b -> c: c is terminal (0); a's only move is to b, from which the reply
    // to c wins, so a is 0 (P) although play may cycle; b moves to the 0-positions a and c: *.
    const Digraph d{{1}, {0, 2}, {}};
    const auto v = cgt::loopy::nim_values(impartial_graph(d));
    CHECK(v[0] == NimValue::nimber(0));
    CHECK(v[1] == NimValue::nimber(1));
    CHECK(v[2] == NimValue::nimber(0));
    // A position with a pass is infinite (it is its own option); with a move to 0 besides, the
    // player to move wins: ∞_{0}. A directed cycle alone is a draw everywhere: ∞.
    const Digraph pass{{0, 1}, {}};
    const auto p = cgt::loopy::nim_values(impartial_graph(pass));
    CHECK(p[0] == NimValue::infinite({0}));
    CHECK(p[0].outcome() == LoopyOutcome::N);
    const Digraph cycle{{1}, {2}, {0}};
    for (const NimValue& x : cgt::loopy::nim_values(impartial_graph(cycle))) CHECK(x == NimValue::infinite());

    CHECK(cgt::loopy::to_string(NimValue()) == "0");
    CHECK(cgt::loopy::to_string(NimValue::nimber(1)) == "*");
    CHECK(cgt::loopy::to_string(NimValue::nimber(12)) == "*12");
    CHECK(cgt::loopy::to_string(NimValue::infinite()) == "∞");
    CHECK(cgt::loopy::to_string(NimValue::infinite({3, 0, 2, 3})) == "∞_{0,2,3}");
    CHECK(NimValue::infinite({0, 2}) + NimValue::nimber(2) == NimValue::infinite({0, 2}));
    CHECK(NimValue::infinite({0, 1}) + NimValue::nimber(3) == NimValue::infinite({2, 3}));
    CHECK(NimValue::infinite({0}) + NimValue::infinite({0}) == NimValue::infinite());
    CHECK(NimValue::nimber(5) + NimValue::nimber(3) == NimValue::nimber(6));
    CHECK((NimValue::infinite({1}) + NimValue::nimber(1)).outcome() == LoopyOutcome::N);
    CHECK((NimValue::infinite({1}) + NimValue::nimber(2)).outcome() == LoopyOutcome::D);

    cgt::loopy::GraphBuilder b; // Left and Right options differ: not impartial
    b.add_vertex();
    b.add_vertex();
    b.add_left_edge(0, 1);
    CHECK_THROWS_AS(cgt::loopy::nim_values(b.build()), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::loopy::nim_value(impartial_graph(d), 7), cgt::InvalidArgument);
}
