// The word-sized NUS arithmetic of the DPs against the core's exact games: sums, comparisons and
// number games {a | b}, on random dyadics including the largest exponents and numerators.
#include <doctest/doctest.h>

#include <random>

#include "algorithms/domination/detail/compact_nus.hpp"

using namespace cgt::domination::detail;
using cgt::Game;

namespace {
CompactNus random_compact(std::mt19937_64& rng, bool number_only) {
    CompactNus c;
    switch (rng() % 4) {
    case 0: c.num = static_cast<std::int64_t>(rng() % 9) - 4; break;
    case 1: c.num = static_cast<std::int64_t>(rng() % 2001) - 1000; break;
    case 2: c.num = static_cast<std::int64_t>(rng() >> 2) * ((rng() & 1) ? 1 : -1); break; // up to 2^62
    default: c.num = static_cast<std::int64_t>(rng() % 64) * 2 + 1; break;
    }
    std::uint32_t exps[] = {0, 1, 2, 5, 30, 61, 62};
    c.exp = c.num == 0 ? 0 : exps[rng() % 7];
    while (c.exp > 0 && c.num % 2 == 0) c.num /= 2, --c.exp; // normalised
    if (!number_only) {
        c.ups = static_cast<std::int32_t>(rng() % 7) - 3;
        c.nim = static_cast<std::uint32_t>(rng() % 4);
    }
    return c;
}
} // namespace

TEST_CASE("compact NUS: sums and comparisons agree with the core") {
    std::mt19937_64 rng(99);
    for (int trial = 0; trial < 3000; ++trial) {
        CompactNus a = random_compact(rng, false), b = random_compact(rng, false);
        Game ga = to_game(a), gb = to_game(b);
        CHECK(compact_of(ga) == a);
        CompactNus s = add(a, b);
        if (s.valid) CHECK(to_game(s) == ga + gb);
        CHECK(leq(a, b) == (ga <= gb));
        CHECK(to_game(negated(a)) == -ga);
    }
}

TEST_CASE("compact NUS: number games agree with the core's canonical forms") {
    std::mt19937_64 rng(5);
    for (int trial = 0; trial < 3000; ++trial) {
        CompactNus a = random_compact(rng, true), b = random_compact(rng, true);
        const int shape = trial % 4; // {|}, {a|}, {|b}, {a|b}
        const CompactNus* pa = shape == 1 || shape == 3 ? &a : nullptr;
        const CompactNus* pb = shape == 2 || shape == 3 ? &b : nullptr;
        std::vector<Game> left, right;
        if (pa) left.push_back(to_game(a));
        if (pb) right.push_back(to_game(b));
        Game expected = Game::from_options(left, right);
        CompactNus result;
        if (number_game(pa, pb, result)) {
            CAPTURE(trial);
            CHECK(to_game(result) == expected);
        } else {
            CHECK(!(expected.is_number() && compact_of(expected).valid && pa && pb && to_game(a) < to_game(b)));
        }
    }
    // Midpoints that need one more binary digit than the ends.
    CompactNus lo{1, 3, 0, 0, true}, hi{3, 3, 0, 0, true}, r;
    REQUIRE(number_game(&lo, &hi, r));
    CHECK(to_game(r) == Game::dyadic(1, 2));
    CompactNus a{1, 62, 0, 0, true}, b{3, 62, 0, 0, true};
    REQUIRE(number_game(&a, &b, r));
    CHECK(to_game(r) == Game::dyadic(1, 61));
    CompactNus c{1, 62, 0, 0, true}, d{1, 61, 0, 0, true};
    CHECK(!number_game(&c, &d, r)); // 3/2^63: too small for words; the core takes over
}
