#pragma once
// One function per part of the module cgt._cgt, each in its own file.

#include <pybind11/pybind11.h>

namespace cgt::python {

namespace py = pybind11;

void bind_errors(py::module_& m);          // exceptions, the memory limit
void bind_game(py::module_& m);            // cgt.Game, cgt.Player
void bind_thermograph(py::module_& m);     // cgt.Thermograph
void bind_domination(py::module_& m);      // cgt.domination
void bind_grundy(py::module_& m);          // cgt.grundy
void bind_play(py::module_& m);            // cgt.play, the rulesets of `cgt play`
void bind_compound(py::module_& m);        // cgt.compound
void bind_python_ruleset(py::module_& m);  // cgt.Solver: rulesets written in Python

} // namespace cgt::python
