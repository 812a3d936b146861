// The extension cgt._cgt; the package python/cgt re-exports it (docs/python.md).
#include "bindings.hpp"
#include "convert.hpp"
#include "interrupt.hpp"

PYBIND11_MODULE(_cgt, m) {
    using namespace cgt::python;
    m.doc() = "cgt: combinatorial game theory (canonical forms of short games, thermographs, rulesets).";
    init_signals();
    init_conversions();
    bind_errors(m);
    bind_game(m);
    bind_thermograph(m);
    bind_domination(m);
    bind_grundy(m);
    bind_play(m);
    bind_compound(m);
    bind_python_ruleset(m);
}
