// The word-sized NUS arithmetic of the DPs against the core's exact games: sums, comparisons,
// conversions and the simplest number between two bounds, on random dyadics including the
// largest exponents and numerators that fit.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "algorithms/domination/detail/compact_nus.hpp"

using namespace cgt::domination::detail;
using cgt::Dyadic;
using cgt::Game;

namespace {

Dyadic random_dyadic(std::mt19937_64& rng) {
    std::int64_t num = 0;
    switch (rng() % 4) {
    case 0: num = static_cast<std::int64_t>(rng() % 9) - 4; break;
    case 1: num = static_cast<std::int64_t>(rng() % 2001) - 1000; break;
    case 2: num = static_cast<std::int64_t>(rng() >> 2) * ((rng() & 1) ? 1 : -1); break; // up to 2^62
    default: num = static_cast<std::int64_t>(rng() % 64) * 2 + 1; break;
    }
    const std::uint64_t exps[] = {0, 1, 2, 5, 30, 61, 62, 63, 64};
    return Dyadic::from_fraction(num, exps[rng() % 9]);
}

CompactNus random_compact(std::mt19937_64& rng, bool number_only) {
    CompactNus c;
    REQUIRE(fixed_of(random_dyadic(rng), c.num));
    if (!number_only) {
        c.ups = static_cast<std::int32_t>(rng() % 7) - 3;
        c.nim = static_cast<std::uint32_t>(rng() % 4);
    }
    return c;
}

} // namespace

TEST_CASE("compact NUS: conversions to and from the core's numbers") {
    std::mt19937_64 rng(7);
    for (int trial = 0; trial < 3000; ++trial) {
        const Dyadic x = random_dyadic(rng);
        Fixed f = 0;
        REQUIRE(fixed_of(x, f));
        CHECK(to_dyadic(f) == x);
    }
    Fixed f = 0;
    CHECK(!fixed_of(Dyadic::from_fraction(1, 65), f));                     // too many binary digits
    CHECK(!fixed_of(Dyadic(std::int64_t{1} << 62), f));                      // integer part too large
    CHECK(fixed_of(Dyadic((std::int64_t{1} << 62) - 1), f));
    CHECK(to_dyadic(f) == Dyadic((std::int64_t{1} << 62) - 1));
    CHECK(!fixed_of(Dyadic(cgt::BigInt(1) << 70), f));                       // a BigInt numerator
    // Fixed-point values whose numerator needs more than 64 bits come back exactly.
    const Fixed wide = (static_cast<Fixed>(1) << 100) + 1;
    CHECK(to_dyadic(wide) == Dyadic::from_fraction((cgt::BigInt(1) << 100) + 1, 64));
    CHECK(to_dyadic(-wide) == -Dyadic::from_fraction((cgt::BigInt(1) << 100) + 1, 64));
}

TEST_CASE("compact NUS: sums and comparisons agree with the core") {
    std::mt19937_64 rng(99);
    for (int trial = 0; trial < 3000; ++trial) {
        const CompactNus a = random_compact(rng, false), b = random_compact(rng, false);
        const Game ga = to_game(a), gb = to_game(b);
        CompactNus back;
        REQUIRE(compact_of(ga, back));
        CHECK(back == a);
        CompactNus s, exact;
        if (add(a, b, s)) CHECK(to_game(s) == ga + gb);
        else CHECK(!compact_of(ga + gb, exact)); // refused only past 2^62
        CHECK(leq(a, b) == (ga <= gb));
        CHECK(to_game(negated(a)) == -ga);
    }
    CompactNus big{fixed_limit - 1, 0, 0}, out;
    CHECK(!add(big, big, out)); // past 2^62: the core takes over
    CompactNus many_ups{0, INT32_MAX, 0};
    CHECK(!add(many_ups, many_ups, out));
    CompactNus not_nus;
    CHECK(!compact_of(cgt::Game::from_options({Game::integer(1)}, {Game::integer(-1)}), not_nus));
}

TEST_CASE("compact NUS: the simplest number between bounds agrees with the core's {a | b}") {
    std::mt19937_64 rng(5);
    int found = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const CompactNus a = random_compact(rng, true), b = random_compact(rng, true);
        const int shape = trial % 4; // {|}, {a|}, {|b}, {a|b}
        NumberBound lower, upper;
        std::vector<Game> left, right;
        if (shape == 1 || shape == 3) lower = {true, a.num, Endpoint::open}, left.push_back(to_game(a));
        if (shape == 2 || shape == 3) upper = {true, b.num, Endpoint::open}, right.push_back(to_game(b));
        const Game expected = Game::from_options(left, right);
        Fixed result = 0;
        CAPTURE(trial);
        if (simplest_number_in(lower, upper, result)) {
            ++found;
            CHECK(to_game(CompactNus{result, 0, 0}) == expected);
        } else {
            // Refused only when {a|b} is not a number, or is one with more than 64 binary digits.
            CompactNus e;
            CHECK(!(expected.is_number() && compact_of(expected, e)));
        }
    }
    CHECK(found > 2000);
    // Midpoints that need one more binary digit than the ends.
    Fixed r = 0;
    REQUIRE(simplest_number_in({true, fixed_one / 8, Endpoint::open}, {true, 3 * fixed_one / 8, Endpoint::open}, r));
    CHECK(to_dyadic(r) == Dyadic::from_fraction(1, 2));
    REQUIRE(simplest_number_in({true, 1, Endpoint::open}, {true, 3, Endpoint::open}, r));
    CHECK(to_dyadic(r) == Dyadic::from_fraction(1, 63));
    CHECK(!simplest_number_in({true, 1, Endpoint::open}, {true, 2, Endpoint::open}, r)); // 3/2^65
    CHECK(!simplest_number_in({true, -2, Endpoint::open}, {true, -1, Endpoint::open}, r));
    // A closed end simpler than everything inside; an unknown one refuses.
    REQUIRE(simplest_number_in({true, 0, Endpoint::closed}, {true, fixed_one, Endpoint::open}, r));
    CHECK(r == 0);
    CHECK(!simplest_number_in({true, 0, Endpoint::unknown}, {true, fixed_one, Endpoint::open}, r));
    REQUIRE(simplest_number_in({true, fixed_one / 4, Endpoint::unknown}, {true, fixed_one, Endpoint::open}, r));
    CHECK(r == fixed_one / 2);
    REQUIRE(simplest_number_in({true, fixed_one, Endpoint::closed}, {true, fixed_one, Endpoint::closed}, r));
    CHECK(r == fixed_one);
    CHECK(!simplest_number_in({true, fixed_one, Endpoint::closed}, {true, fixed_one, Endpoint::unknown}, r));
}

// to_game keeps a per-thread cache of recent values (4096 slots): more values than slots, each
// asked several times among the others, must always give the game the core makes.
TEST_CASE("compact NUS: to_game gives the core's game, cached or not") {
    std::mt19937_64 rng(12);
    std::vector<CompactNus> values;
    for (int i = 0; i < 20000; ++i) values.push_back(random_compact(rng, i % 3 == 0));
    std::size_t wrong = 0;
    for (int round = 0; round < 3; ++round)
        for (std::size_t i = 0; i < values.size(); i += 1 + round) {
            const CompactNus& c = values[i];
            wrong += to_game(c) != Game::nus(to_dyadic(c.num), c.ups, c.nim);
        }
    CHECK(wrong == 0);
}
