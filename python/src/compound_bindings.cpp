// cgt.compound: Conway's compounds of Node-Kayles on paths (ONAG ch. 14; docs/compounds.md):
// outcomes, winning moves and P-positions of the twelve versions.
#include <optional>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "algorithms/compound/compound_solver.hpp"
#include "bindings.hpp"
#include "games/compound/compound_move.hpp"
#include "games/compound/compound_version.hpp"
#include "interrupt.hpp"

namespace cgt::python {

using namespace cgt::compound;

void bind_compound(py::module_& root) {
    py::module_ m = root.def_submodule(
        "compound", "Conway's compounds of Node-Kayles played on paths: version 'disjunctive', 'diminished', "
                    "'conjunctive', 'continued', 'selective' or 'shortened'; play 'normal' or 'misere'. A position "
                    "is a list of path orders (P_n has n vertices).");
    m.def("outcome",
          [](const std::string& version, const std::string& play, std::vector<Order> paths) {
              const Version v = parse_version(version);
              const Play p = parse_play(play);
              const Position position = make_position(std::move(paths));
              return std::string(to_string(released([&] { return solve_outcome(v, p, position); })));
          },
          py::arg("version"), py::arg("play"), py::arg("paths"), "'N' or 'P' for the player to move.");
    m.def("winning_move",
          [](const std::string& version, const std::string& play, std::vector<Order> paths) -> py::object {
              const Version v = parse_version(version);
              const Play p = parse_play(play);
              const Position position = make_position(std::move(paths));
              const auto move = released([&] { return solve_winning_move(v, p, position); });
              if (!move) return py::none();
              return py::make_tuple(format_move(*move), format_result(*move));
          },
          py::arg("version"), py::arg("play"), py::arg("paths"),
          "A winning move as ('9->7, 11->4+4', 'the position after it'), or None when the position is P.");
    m.def("losing_orders",
          [](const std::string& version, const std::string& play, Order max_n) {
              const Version v = parse_version(version);
              const Play p = parse_play(play);
              return released([&] { return solve_losing_orders(v, p, max_n); });
          },
          py::arg("version"), py::arg("play"), py::arg("max_n"), "The orders n <= max_n for which P_n alone is a P-position.");
}

} // namespace cgt::python
