// The interval DP against its slow twin, the memoised search on the set of dominated vertices,
// on every colouring of short paths and cycles.
#include <doctest/doctest.h>

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
