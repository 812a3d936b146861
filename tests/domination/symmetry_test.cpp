// Symmetries of the game: reversal keeps a value, swapping A and B negates it, rotating a cycle
// keeps it. Checked on every colouring of short paths and cycles.
#include <doctest/doctest.h>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "tests/domination/helpers.hpp"

using namespace cgt::domination;
using cgt::domination::testing::colouring;
using cgt::domination::testing::colouring_count;
using cgt::domination::testing::reversed;

TEST_CASE("paths: reversal and colour swap") {
    IntervalDp dp;
    for (int alphabet : {2, 3}) {
        const int max_n = alphabet == 2 ? testing::max_ab_path + 2 : testing::max_abc_path + 1;
        for (int n = 1; n <= max_n; ++n) {
            std::uint64_t bad = 0;
            for (std::uint64_t code = 0; code < colouring_count(n, alphabet); ++code) {
                std::string s = colouring(code, n, alphabet);
                IntervalValues v = dp.interval(s);
                IntervalValues r = dp.interval(reversed(s));
                IntervalValues w = dp.interval(swap_colours(s));
                bool ok = v.p == r.p && v.x == r.y && v.y == r.x && v.z == r.z && w.p == -v.p && w.x == -v.x &&
                          w.y == -v.y && w.z == -v.z;
                if (!ok && ++bad <= 3) FAIL_CHECK("symmetry broken on ", s);
            }
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("cycles: rotation, reversal and colour swap") {
    IntervalDp dp;
    for (int alphabet : {2, 3}) {
        const int max_n = alphabet == 2 ? testing::max_ab_cycle : testing::max_abc_cycle - 1;
        for (int n = 3; n <= max_n; ++n) {
            std::uint64_t bad = 0;
            for (std::uint64_t code = 0; code < colouring_count(n, alphabet); ++code) {
                std::string s = colouring(code, n, alphabet);
                cgt::Game v = dp.cycle_value(s);
                bool ok = dp.cycle_value(reversed(s)) == v && dp.cycle_value(swap_colours(s)) == -v;
                std::string t = s;
                for (int turn = 1; turn < n && ok; ++turn) {
                    t = t.substr(1) + t[0];
                    ok = dp.cycle_value(t) == v;
                }
                if (!ok && ++bad <= 3) FAIL_CHECK("symmetry broken on cycle ", s);
            }
            CHECK(bad == 0);
        }
    }
}
