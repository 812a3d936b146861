// cgt.Thermograph: walls, mast, mean and temperature, exact; .svg() is cgt's own picture
// (cgt/thermograph_svg.hpp), _repr_svg_ shows it in Jupyter, plot(ax) is in Python (cgt/_plot.py).
#include <fmt/format.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph_svg.hpp"
#include "convert.hpp"
#include "interrupt.hpp"
#include "thermograph_view.hpp"

namespace cgt::python {

namespace {

py::list wall_points(const Trajectory& wall) {
    py::list points;
    for (const Trajectory::Point& p : wall.points) points.append(py::make_tuple(to_fraction(p.temperature), to_fraction(p.value)));
    return points;
}

py::object value_at(const Trajectory& wall, py::handle temperature) {
    const auto x = to_dyadic(temperature);
    if (!x || *x < Dyadic(-1)) throw py::value_error("the temperature is a number >= -1");
    return to_fraction(wall.value_at(*x));
}

std::string thermograph_svg_text(const ThermographView& t, double width, double height) {
    ThermographSvgOptions options;
    options.width = width;
    options.height = height;
    options.title = t.title;
    return thermograph_svg(t.thermograph, options);
}

} // namespace

ThermographView thermograph_view(Game g) {
    return released([&] { return ThermographView{thermograph(g), to_string(g)}; });
}

void bind_thermograph(py::module_& m) {
    py::class_<ThermographView>(m, "Thermograph", R"doc(The thermograph of a game (Game.thermograph()).

The walls are piecewise linear in the temperature t >= -1 with exact breakpoints; above a wall's
last breakpoint it is vertical. In Jupyter a Thermograph shows as its picture.)doc")
        .def_property_readonly("mean", [](const ThermographView& t) { return to_fraction(t.thermograph.mean); },
                               "The mast's value (a Fraction).")
        .def_property_readonly("temperature", [](const ThermographView& t) { return to_fraction(t.thermograph.temperature); },
                               "Where the mast begins (a Fraction).")
        .def_property_readonly("left_wall", [](const ThermographView& t) { return wall_points(t.thermograph.left_wall); },
                               "The left wall's breakpoints [(temperature, value), ...] from t = -1 upwards.")
        .def_property_readonly("right_wall", [](const ThermographView& t) { return wall_points(t.thermograph.right_wall); },
                               "The right wall's breakpoints [(temperature, value), ...] from t = -1 upwards.")
        .def_readonly("title", &ThermographView::title, "The game's notation.")
        .def("left_value_at", [](const ThermographView& t, py::handle at) { return value_at(t.thermograph.left_wall, at); },
             py::arg("t"), "The left wall's value at temperature t >= -1.")
        .def("right_value_at", [](const ThermographView& t, py::handle at) { return value_at(t.thermograph.right_wall, at); },
             py::arg("t"), "The right wall's value at temperature t >= -1.")
        .def("svg", &thermograph_svg_text, py::arg("width") = 480, py::arg("height") = 360,
             "The picture as SVG text (written by cgt): walls, mast, labelled axes.")
        .def("_repr_svg_", [](const ThermographView& t) { return thermograph_svg_text(t, 480, 360); })
        .def("__repr__", [](const ThermographView& t) {
            return fmt::format("Thermograph({}: mean {}, temperature {})", t.title, t.thermograph.mean.to_string(),
                               t.thermograph.temperature.to_string());
        });
}

} // namespace cgt::python
