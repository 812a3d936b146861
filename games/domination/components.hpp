#pragma once
// Coloured paths and cycles, the components the interval DP handles, and coloured graphs, which
// the memoised search handles. A disjoint union is a list of components.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "games/domination/colours.hpp"
#include "games/graph/graph.hpp"

namespace cgt::domination {

enum class Shape : std::uint8_t { path, cycle };

// A coloured path (v1 - v2 - ... - vn) or cycle (... - vn - v1), validated on construction.
struct Component {
    Shape shape = Shape::path;
    std::string colours;

    std::size_t size() const noexcept { return colours.size(); }
    friend bool operator==(const Component&, const Component&) = default;
};

// Throws InvalidArgument on a bad colour character (path and cycle) or a cycle with fewer than 3
// vertices. An empty path is allowed (its value is 0).
Component path(std::string_view colours);
Component cycle(std::string_view colours);
// What cycle() checks, without building the component.
void check_cycle_colours(std::string_view colours);

// "P AABA" / "C ABB": the form used by `cgt dom batch`.
std::string to_string(const Component& c);
// Reads "P COLOURS" or "C COLOURS" (one space or more between). Throws InvalidArgument.
Component parse_component(std::string_view text);

// A simple graph on at most 64 vertices with a colour per vertex.
struct ColouredGraph {
    Graph graph;
    std::vector<Movers> colours; // who may select each vertex

    ColouredGraph() = default;
    // Throws InvalidArgument unless colours has one entry per vertex.
    ColouredGraph(Graph g, std::vector<Movers> vertex_colours);
    int vertex_count() const noexcept { return graph.vertex_count(); }
};

// Reads "GRAPH COLOURS", the form used by `cgt dom graph`: the last word is the colour string
// (one colour per vertex), the rest the graph named as in games/graph/graph_names.hpp
// (graph6, an edge list such as "4: 0-1 1-2 2-3", or a name such as P5, C6, star(3)).
// Throws InvalidArgument or ParseError.
ColouredGraph parse_coloured_graph(std::string_view line);

// The graph of a component (vertices 0..n-1 in string order), and of a union of components
// (vertices numbered component after component; at most 64 in total).
ColouredGraph to_graph(const Component& c);
ColouredGraph to_graph(const std::vector<Component>& components);

} // namespace cgt::domination
