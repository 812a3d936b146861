// The interval DP against its slow twin, the generic solver (algorithms/search/) on the ruleset
// ReducedDomination, on every colouring of short paths and cycles: every A/B colouring of P_n,
// n <= 14, and C_n, n <= 12 (docs/domination.md), and every A/B/C colouring up to n = 9.
#include <doctest/doctest.h>

#include <random>

#include "algorithms/domination/graph_search.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "tests/domination/helpers.hpp"

using namespace cgt::domination;
using cgt::domination::testing::colouring;
using cgt::domination::testing::colouring_count;

namespace {
void compare_all(int max_n, int alphabet, bool cycles) {
    IntervalDp dp;
    GraphSearch search;
    for (int n = cycles ? 3 : 1; n <= max_n; ++n) {
        std::uint64_t mismatches = 0;
        for (std::uint64_t code = 0; code < colouring_count(n, alphabet); ++code) {
            std::string s = colouring(code, n, alphabet);
            cgt::Game fast = cycles ? dp.cycle_value(s) : dp.path_value(s);
            cgt::Game slow = search.value(to_graph(cycles ? cycle(s) : path(s)));
            if (fast != slow) {
                if (++mismatches <= 3) FAIL_CHECK("DP and search differ on ", cycles ? "C " : "P ", s);
            }
        }
        CAPTURE(n);
        CHECK(mismatches == 0);
    }
}
} // namespace

TEST_CASE("paths: DP == search, colours A and B") { compare_all(testing::max_ab_path, 2, false); }
TEST_CASE("cycles: DP == search, colours A and B") { compare_all(testing::max_ab_cycle, 2, true); }
TEST_CASE("paths: DP == search, colours A, B and C") { compare_all(testing::max_abc_path, 3, false); }
TEST_CASE("cycles: DP == search, colours A, B and C") { compare_all(testing::max_abc_cycle, 3, true); }

// One IntervalDp answers every kind of query: a substring first computed for one (a cycle needs
// only Z, a path Y of its prefixes, X of its suffixes) gets the other games filled in when a later
// query needs them. Mixed queries on a shared DP must agree with a fresh DP per query.
TEST_CASE("a shared DP fills in games on demand: mixed queries agree with a fresh DP each") {
    std::mt19937_64 rng(11);
    IntervalDp shared;
    for (int trial = 0; trial < 3000; ++trial) {
        const int n = 3 + static_cast<int>(rng() % 10);
        const std::string s = colouring(rng() % colouring_count(n, 3), n, 3);
        IntervalDp fresh;
        CAPTURE(s);
        switch (rng() % 4) {
        case 0: CHECK(shared.path_value(s) == fresh.path_value(s)); break;
        case 1: CHECK(shared.cycle_value(s) == fresh.cycle_value(s)); break;
        case 2: {
            const std::size_t k = rng() % s.size();
            CHECK(shared.cycle_option(s, k) == fresh.cycle_option(s, k));
            break;
        }
        default: {
            const IntervalValues a = shared.interval(s), b = fresh.interval(s);
            CHECK(a.p == b.p);
            CHECK(a.x == b.x);
            CHECK(a.y == b.y);
            CHECK(a.z == b.z);
        }
        }
    }
}
