#pragma once
// A thermograph as a picture: SVG text with the left wall (blue), the right wall (red) and the
// mast (black) drawn as thermographs are drawn in Winning Ways and CGSuite: temperature upwards
// from t = -1, values along the horizontal axis with Left's side (larger values) on the left.
// The axes are labelled, with ticks at the stops, the mean and the temperature (exact values).
//
//   std::string svg = cgt::thermograph_svg(cgt::thermograph(g), {.title = cgt::to_string(g)});
//
// Elements carry classes for programs that read the picture: "left-wall" and "right-wall"
// (polylines), "mast" (a line), "axis", "tick", "label".

#include <string>

#include "cgt/thermograph.hpp"

namespace cgt {

struct ThermographSvgOptions {
    double width = 480;  // pixels
    double height = 360;
    std::string title;   // the game's notation, shown above the picture ("" for none)
};

std::string thermograph_svg(const Thermograph& thermograph, const ThermographSvgOptions& options = {});

} // namespace cgt
