#pragma once
// The values of positions of a large game graph, one strongly connected component at a time.
//
// Play never comes back to a component it has left, so the value of a position depends on its
// own component and on the values of the positions just outside it. Components are valued
// sinks first: a position whose component is itself alone (no pass) is {values of its Left
// options | values of its Right options} (a short game when they all are: the short core's
// canonical form); a component with cycles is a small loopy game, its positions plus a copy of
// the value of each option outside it (each side into its own graph, as CGSuite's
// Game.loopyGameValue does), and each position wanted is simplified there (SidedValue). So the
// quadratic comparison tables of the simplifier only ever see one component and the values
// below it, never the whole graph (a Fox and Geese graph has thousands of components of at most
// 32 positions).
//
// The wanted positions' values come back in the order asked; the positions of other
// components that the wanted ones reach are valued on the way (those that are entered from
// outside their component). Iterative throughout (Tarjan's algorithm with an explicit stack).

#include <span>
#include <vector>

#include "algorithms/loopy/search_options.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/sided_value.hpp"

namespace cgt::loopy {

std::vector<SidedValue> component_values(const Graph& graph, std::span<const Vertex> wanted,
                                         const LoopySearchOptions& options = {});

// The strongly connected components of the vertices reachable from `roots`, sinks first (a
// component comes after every component it reaches): component[v] for each vertex, or
// unreached. (Exposed for the tests.)
struct Components {
    static constexpr std::uint32_t unreached = 0xffffffffU;
    std::vector<std::uint32_t> component; // per vertex
    std::vector<std::vector<Vertex>> members;
};
Components strongly_connected_components(const Graph& graph, std::span<const Vertex> roots);

} // namespace cgt::loopy
