// cgt.domination: the partizan domination game on coloured paths, cycles (the interval DP) and
// graphs (the memoised search), as positions with a value, moves and a picture.
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "algorithms/domination/domination.hpp"
#include "bindings.hpp"
#include "cgt/errors.hpp"
#include "games/domination/components.hpp"
#include "games/domination/picture.hpp"
#include "interrupt.hpp"

namespace cgt::python {

namespace {

using namespace cgt::domination;

// A disjoint union of coloured paths and cycles, or one coloured graph.
struct DominationPosition {
    std::vector<Component> components;
    std::optional<ColouredGraph> graph;
    std::string graph_text; // as given, for printing

    Game value() const {
        return released([&] { return graph ? domination::value(*graph) : domination::value(components); });
    }

    std::string text() const {
        if (graph) return "graph " + graph_text;
        if (components.empty()) return "P "; // the empty path
        std::string out;
        for (const Component& c : components) out += (out.empty() ? "" : " + ") + to_string(c);
        return out;
    }
};

DominationPosition union_of(const DominationPosition& a, const DominationPosition& b) {
    if (a.graph || b.graph) throw py::type_error("only paths and cycles are added into unions (a graph is one position)");
    DominationPosition sum = a;
    sum.components.insert(sum.components.end(), b.components.begin(), b.components.end());
    return sum;
}

py::list move_list(const DominationPosition& p, Player player) {
    const std::vector<MoveReport> moves = released([&] {
        return p.graph ? domination::moves(Position(*p.graph), player) : domination::moves(p.components, player);
    });
    py::list out;
    for (const MoveReport& m : moves)
        out.append(py::make_tuple(m.move.component, m.move.vertex, *m.value, m.winning, m.canonical));
    return out;
}

std::string domination_svg(const DominationPosition& p) {
    const ColouredGraph g = p.graph ? *p.graph : to_graph(p.components);
    return position_svg(g, 0, p.text());
}

} // namespace

void bind_domination(py::module_& root) {
    py::module_ m = root.def_submodule(
        "domination", "The partizan domination game: Left selects A (or C) vertices, Right B (or C) vertices; "
                      "selecting v dominates its closed neighbourhood, and only a vertex that still dominates "
                      "something new may be selected.");
    py::class_<DominationPosition>(m, "Position", R"doc(A position of the domination game: coloured paths and cycles
(a disjoint union; + adds more) or one coloured graph. Colours: A (only Left may select the
vertex), B (only Right), C (either). In Jupyter it shows as a picture.)doc")
        .def_property_readonly("value", &DominationPosition::value, "The canonical form (a Game).")
        .def_property_readonly("outcome", [](const DominationPosition& p) { return std::string(to_string(p.value().outcome())); },
                               "'L', 'R', 'P' or 'N'.")
        .def("moves", &move_list, py::arg("player"),
             "Every legal move of player: (component, vertex, value after the move, winning, canonical) with vertices "
             "0-based in the colour string (or the graph).")
        .def("svg", &domination_svg, "A picture of the position (SVG text written by cgt).")
        .def("_repr_svg_", &domination_svg)
        .def("__add__", &union_of, py::is_operator())
        .def("__str__", &DominationPosition::text)
        .def("__repr__", [](const DominationPosition& p) { return fmt::format("domination.Position('{}')", p.text()); });

    m.def("path", [](const std::string& colours) { return DominationPosition{{domination::path(colours)}, {}, {}}; },
          py::arg("colours"), "A coloured path, e.g. path('ABBA'); ValueError on other letters than A, B, C.");
    m.def("cycle", [](const std::string& colours) { return DominationPosition{{domination::cycle(colours)}, {}, {}}; },
          py::arg("colours"), "A coloured cycle of at least 3 vertices, e.g. cycle('AAB').");
    m.def("graph",
          [](const std::string& graph, const std::string& colours) {
              return DominationPosition{{}, parse_coloured_graph(graph + " " + colours), graph + " " + colours};
          },
          py::arg("graph"), py::arg("colours"),
          "A coloured graph (at most 64 vertices): graph('petersen', 'AAAAABBBBB'), graph('0-1 1-2 2-0', 'ABC').");
    m.def("union", [](const py::args& parts) {
              DominationPosition sum;
              for (py::handle p : parts) sum = union_of(sum, p.cast<DominationPosition>());
              return sum;
          },
          "The disjoint union of paths and cycles.");
    m.def("clear_memos", &clear_memos, "Forgets the values this thread has memoised.");
}

} // namespace cgt::python
