// Values taken from the seed paper (section 4.2, corrected by exhaustive search) and from the
// impartial theorems (seed Theorems 3.1, 3.4): never from the code under test.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/graph_search.hpp"
#include "algorithms/domination/interval_dp.hpp"

using namespace cgt::domination;
using cgt::Game;

namespace {
Game half_sum(std::int64_t numerator, std::uint64_t exponent) { return Game::dyadic(numerator, exponent); }
Game g(std::initializer_list<Game> l, std::initializer_list<Game> r) { return Game::from_options(l, r); }
} // namespace

TEST_CASE("every path with at most 4 vertices (seed 4.2, corrected)") {
    const Game up = Game::up(), down = Game::down(), star = Game::star();
    const std::vector<std::pair<const char*, Game>> table = {
        {"A", Game::integer(1)},     {"B", Game::integer(-1)},    {"AA", Game::integer(1)},
        {"BB", Game::integer(-1)},   {"AB", star},                {"BA", star},
        {"AAA", Game::integer(2)},   {"BBB", Game::integer(-2)},  {"AAB", half_sum(1, 1)},
        {"BAA", half_sum(1, 1)},     {"ABB", half_sum(-1, 1)},    {"BBA", half_sum(-1, 1)},
        {"ABA", down},               {"BAB", up},                 {"AAAA", Game::integer(3)},
        {"BBBB", Game::integer(-3)}, {"AAAB", half_sum(3, 1)},    {"BAAA", half_sum(3, 1)},
        {"ABBB", half_sum(-3, 1)},   {"BBBA", half_sum(-3, 1)},   {"AABA", half_sum(3, 2)},
        {"ABAA", half_sum(3, 2)},    {"BBAB", half_sum(-3, 2)},   {"BABB", half_sum(-3, 2)},
        {"AABB", Game::zero()},      {"BBAA", Game::zero()},      {"ABAB", Game::zero()},
        {"BABA", Game::zero()},      {"ABBA", Game::zero()},      {"BAAB", Game::zero()},
    };
    CHECK(table.size() == 2 + 4 + 8 + 16);
    IntervalDp dp;
    GraphSearch search;
    for (const auto& [colours, expected] : table) {
        CAPTURE(colours);
        CHECK(dp.path_value(colours) == expected);
        CHECK(search.value(to_graph(path(colours))) == expected);
        CHECK(path_value(colours) == expected);
    }
}

TEST_CASE("the three values of the spec that are not number+up+star") {
    const Game upstar = Game::nus(0, 1, 1), downstar = Game::nus(0, -1, 1), upup = Game::up(2);
    const Game abaab = g({Game::zero(), upstar}, {upstar, g({upstar}, {Game::zero()})});
    const Game abbab = g({downstar, g({Game::zero()}, {downstar})}, {Game::zero(), downstar});
    const Game baabaab = g({Game::zero()}, {upup, g({upstar, upup}, {upstar, g({upstar}, {Game::zero()})})});
    CHECK(path_value("ABAAB") == abaab);
    CHECK(path_value("ABBAB") == abbab);
    CHECK(path_value("BAABAAB") == baabaab);
    CHECK(!abaab.is_nus());
    CHECK(outcome(path("BAABAAB")) == cgt::Outcome::L);
    GraphSearch search;
    CHECK(search.value(to_graph(path("BAABAAB"))) == baabaab);
}

TEST_CASE("a 20-vertex path worth -215853/262144 (spec)") {
    // The spec gives the value, not the path; `cgt dom table 20` finds it at this colouring (and
    // its reversal); the search twin confirms it.
    const char* colours = "ABBABAABBABAABABBABB";
    GraphSearch search;
    CHECK(path_value(colours) == Game::dyadic(-215853, 18));
    CHECK(search.value(to_graph(path(colours))) == Game::dyadic(-215853, 18));
    CHECK(path_value(swap_colours(colours)) == Game::dyadic(215853, 18));
}

TEST_CASE("the AAB pattern reaches denominator 2^(n-2) (spec, corrected)") {
    // The spec says AABAAB... reaches 2^(n-2); for n = 2 mod 3 that string ends in AA and does
    // not (AABAA = 1); ending it in B does (found with the exhaustive table; docs/errata.md).
    IntervalDp dp;
    GraphSearch search;
    CHECK(dp.path_value("AABAA") == Game::integer(1));
    CHECK(search.value(to_graph(path("AABAA"))) == Game::integer(1));
    for (int n = 3; n <= 40; ++n) {
        std::string s;
        while (static_cast<int>(s.size()) < n) s += "AAB";
        s.resize(static_cast<std::size_t>(n));
        if (n % 3 == 2) s.back() = 'B';
        CAPTURE(s);
        Game v = dp.path_value(s);
        REQUIRE(v.is_nus());
        CHECK(v.number_part().exponent() == static_cast<std::uint64_t>(n - 2));
    }
}

TEST_CASE("all-C paths and cycles are the impartial nimbers (seed Theorems 3.1, 3.4)") {
    auto path_nimber = [](int n) -> std::uint64_t {
        if (n <= 3) return n == 3 ? 2 : 1;
        static constexpr std::uint64_t by_residue[4] = {0, 1, 1, 3};
        return by_residue[n % 4];
    };
    for (int n = 1; n <= 60; ++n) {
        CAPTURE(n);
        CHECK(path_value(std::string(static_cast<std::size_t>(n), 'C')) == Game::nimber(path_nimber(n)));
        if (n >= 3)
            CHECK(cycle_value(std::string(static_cast<std::size_t>(n), 'C')) == Game::nimber(n % 4 == 3 ? 1 : 0));
    }
    // Unions: nim-sums (seed examples).
    std::vector<Component> u1 = {path("CCC"), path("CCCCCC"), path("CCCCCCC")};
    CHECK(value(u1) == Game::zero());
    std::vector<Component> u2 = {cycle("CCC"), cycle("CCCC"), cycle("CCCCC"), cycle("CCCCCC"), cycle("CCCCCCC")};
    CHECK(value(u2) == Game::zero());
    // P'_n and P''_n (seed Lemma 3.2): X of an all-C path of n+1 vertices is P_{n+2} with its
    // first vertex selected; Z of n+2 vertices is P_{n+4} with both end vertices selected.
    IntervalDp dp;
    for (int n = 1; n <= 30; ++n) {
        CHECK(dp.interval(std::string(static_cast<std::size_t>(n + 1), 'C')).x == Game::nimber(static_cast<std::uint64_t>(n % 4)));
        CHECK(dp.interval(std::string(static_cast<std::size_t>(n + 2), 'C')).z == Game::nimber(static_cast<std::uint64_t>(n % 4)));
    }
}
