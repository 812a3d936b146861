// Fuzzes the lines of `cgt dom batch` ("P AABA"), of `cgt dom graph` ("GRAPH COLOURS") and
// colour strings: bad text is a cgt::Error with a bounded message; a small parsed position gets
// its value, and a path's value by the interval DP equals the value of the same path as a graph.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "algorithms/domination/domination.hpp"
#include "games/domination/colours.hpp"
#include "games/domination/components.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::fuzz::set_fuzz_memory_limit();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cgt::domination;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)cgt::fuzz::parses(text, [&] { (void)parse_colours(text); });
    Component component;
    if (cgt::fuzz::parses(text, [&] { component = parse_component(text); }) && component.size() <= 10) {
        const cgt::Game by_dp = value(component);
        if (by_dp != value(to_graph(component))) cgt::fuzz::fail("DP and graph search disagree", text);
    }
    ColouredGraph graph;
    if (cgt::fuzz::parses(text, [&] { graph = parse_coloured_graph(text); }) && graph.vertex_count() <= 10)
        (void)value(graph);
    return 0;
}
