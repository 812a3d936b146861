// Colour strings, cycles and batch lines: bad input is rejected with a message that says what.
#include <doctest/doctest.h>

#include <string>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "cgt/errors.hpp"

using namespace cgt::domination;

namespace {
std::string message_of(auto&& f) {
    try {
        f();
    } catch (const cgt::InvalidArgument& e) {
        return e.what();
    }
    return "(no error)";
}
} // namespace

TEST_CASE("colour strings accept A, B, C only and name the bad character") {
    CHECK_NOTHROW(path("ABCCBA"));
    CHECK_NOTHROW(path(""));
    std::string m = message_of([] { path("AAXB"); });
    CHECK(m.find("character 3") != std::string::npos);
    CHECK(m.find("'X'") != std::string::npos);
    CHECK(message_of([] { path("ab"); }).find("character 1") != std::string::npos);
    CHECK(message_of([] { cycle("AB B"); }).find("character 3") != std::string::npos);
    CHECK(message_of([] { path(std::string("A\0B", 3)); }).find("byte 0x00") != std::string::npos);
}

TEST_CASE("cycles have at least 3 vertices") {
    CHECK(message_of([] { cycle(""); }).find("not 0") != std::string::npos);
    CHECK(message_of([] { cycle("AB"); }).find("not 2") != std::string::npos);
    CHECK_NOTHROW(cycle("ABA"));
}

TEST_CASE("IntervalDp checks its input as the components do") {
    IntervalDp dp;
    CHECK(message_of([&] { dp.path_value("ABxA"); }).find("character 3 is 'x'") != std::string::npos);
    CHECK(message_of([&] { dp.interval("AB?"); }).find("character 3 is '?'") != std::string::npos);
    CHECK(message_of([&] { dp.cycle_value("AB"); }).find("at least 3 vertices, not 2") != std::string::npos);
    CHECK(message_of([&] { dp.cycle_value("ABD"); }).find("character 3 is 'D'") != std::string::npos);
    CHECK(message_of([&] { dp.cycle_option("ABC", 3); }).find("vertex 3 (from 0) is not in the cycle of 3") !=
          std::string::npos);
    CHECK(message_of([&] { dp.cycle_option("AC", 0); }).find("at least 3 vertices") != std::string::npos);
    // Nothing was learnt from the refused strings, and valid ones still work: A alone is 1
    // (Left selects it), AA is 1 as well (one move dominates both).
    CHECK(dp.memo_size() == 1);
    CHECK(dp.path_value("A") == cgt::Game::integer(1));
    CHECK(dp.path_value("AA") == cgt::Game::integer(1));
    CHECK(dp.cycle_option("ABC", 2) == dp.interval("AB").z);
    // By hand from the rules: selecting a vertex of AAAA leaves AAA with both ends dominated,
    // where Left has one move left (any vertex dominates the middle one): 1.
    CHECK(dp.cycle_option("AAAA", 1) == cgt::Game::integer(1));
}

TEST_CASE("batch lines") {
    CHECK(parse_component("P AABA") == path("AABA"));
    CHECK(parse_component("  C\tABB  ") == cycle("ABB"));
    CHECK(parse_component("P") == path(""));
    CHECK_THROWS_AS(parse_component("Q AB"), cgt::InvalidArgument);
    CHECK_THROWS_AS(parse_component("PAB"), cgt::InvalidArgument);
    CHECK_THROWS_AS(parse_component("P AB BA"), cgt::InvalidArgument);
    CHECK_THROWS_AS(parse_component("C AB"), cgt::InvalidArgument);
    CHECK_THROWS_AS(parse_component(""), cgt::InvalidArgument);
}

TEST_CASE("graphs: colours must match the vertices, unions at most 64 vertices") {
    CHECK_THROWS_AS(ColouredGraph(cgt::Graph(3), parse_colours("AB")), cgt::InvalidArgument);
    CHECK_THROWS_AS(to_graph(std::vector<Component>{path(std::string(40, 'A')), path(std::string(30, 'B'))}),
                    cgt::InvalidArgument);
    ColouredGraph g = to_graph(std::vector<Component>{path("AB"), cycle("ABC")});
    CHECK(g.vertex_count() == 5);
    CHECK(g.graph.edge_count() == 4);
}

TEST_CASE("absurd sizes are refused before any work") {
    CHECK_THROWS_AS(path_value(std::string(IntervalDp::max_path_vertices + 1, 'A')), cgt::InvalidArgument);
    CHECK_THROWS_AS(cycle_value(std::string(IntervalDp::max_cycle_vertices + 1, 'A')), cgt::InvalidArgument);
    // All-A: Left alone can make at most n-1 moves (each dominates a new vertex, the first two).
    CHECK(path_value(std::string(200, 'A')) == cgt::Game::integer(199));
}
