// CGSuite's print order of side positions: its hash codes and the sort that compares them.
#include <doctest/doctest.h>

#include "cgt/loopy/detail/cgsuite_hash.hpp"
#include "cgt/loopy/graph.hpp"

using cgt::loopy::Convention;
using cgt::loopy::detail::cgsuite_side_hash;
using cgt::loopy::detail::sort_as_cgsuite;

TEST_CASE("the sort of CGSuite's comparator as java.util.Arrays.sort leaves it, even where it is not transitive") {
    // Expected orders printed by jshell (OpenJDK 17):
    //   Integer[] idx = {0, 1, ...}; Arrays.sort(idx, (a, b) -> c[a] - c[b]);
    struct Case {
        std::vector<std::int32_t> hashes;
        std::vector<std::size_t> java;
    };
    const std::vector<Case> cases = {
        {{2000000000, -2000000000, 0, 1500000000, -100}, {0, 1, 4, 2, 3}}, // wrapped differences
        {{5, 3, 9, 1, 7, 3, 2}, {3, 6, 1, 5, 0, 4, 2}},                   // ties keep their order
        {{-2147483647 - 1, 2147483647, 1, -1, 0, 1073741824, -1073741824}, {6, 3, 4, 2, 5, 1, 0}},
        {{9, 8, 7, 1, 2, 3, -2000000000, 2000000000}, {6, 3, 4, 5, 2, 1, 0, 7}}, // a falling run first
    };
    for (const Case& c : cases) {
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < c.hashes.size(); ++i) order.push_back(i);
        sort_as_cgsuite(order, c.hashes);
        CHECK(order == c.java);
    }
}

TEST_CASE("CGSuite's hash of a side position depends on its graph up to isomorphism, and on the side") {
    // a{0|a... : vertex 0 with a Left move to 1 (= 0) and a Right move to itself; the same graph
    // numbered the other way round.
    cgt::loopy::GraphBuilder a, b;
    for (int i = 0; i < 2; ++i) {
        a.add_vertex();
        b.add_vertex();
    }
    a.add_left_edge(0, 1);
    a.add_right_edge(0, 0);
    b.add_left_edge(1, 0);
    b.add_right_edge(1, 1);
    const auto ga = a.build(), gb = b.build();
    CHECK(cgsuite_side_hash(ga, 0, Convention::onside) == cgsuite_side_hash(gb, 1, Convention::onside));
    CHECK(cgsuite_side_hash(ga, 0, Convention::onside) != cgsuite_side_hash(ga, 0, Convention::offside));
    CHECK(cgsuite_side_hash(ga, 0, Convention::onside) != cgsuite_side_hash(ga, 1, Convention::onside));
}
