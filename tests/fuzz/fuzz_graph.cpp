// Fuzzes graph names (names, products, unions, graph6, digraph6, edge and arc lists):
// bad text must be a cgt::Error with a bounded message; a parsed simple graph must survive the
// round trips through graph6 and edge lists.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "games/graph/graph_io.hpp"
#include "games/graph/graph_names.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::fuzz::set_fuzz_memory_limit();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    cgt::Multigraph multigraph;
    if (!cgt::fuzz::parses(text, [&] { multigraph = cgt::parse_multigraph(text); })) return 0;
    cgt::Graph graph;
    if (!cgt::fuzz::parses(text, [&] { graph = cgt::parse_graph(text); })) return 0;
    if (cgt::parse_graph6(cgt::to_graph6(graph)) != graph) cgt::fuzz::fail("graph6 round trip", text);
    if (cgt::parse_edge_list(cgt::to_edge_list(graph)) != graph) cgt::fuzz::fail("edge list round trip", text);
    return 0;
}
