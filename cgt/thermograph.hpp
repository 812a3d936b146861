#pragma once
// Thermographs of short games: the left and right walls as exact piecewise-linear functions of the
// temperature t >= -1 (points are dyadic), giving the mean (the mast's value) and the
// temperature (where the mast begins).

#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

// A wall: value as a function of temperature, piecewise linear with slopes 0, +1 or -1.
// points are (temperature, value) breakpoints in increasing temperature; above the last point the
// wall is vertical (the mast).
struct Trajectory {
    struct Point {
        Dyadic temperature;
        Dyadic value;
    };
    std::vector<Point> points;
    Dyadic value_at(const Dyadic& t) const;
};

struct Thermograph {
    Trajectory left_wall;
    Trajectory right_wall;
    Dyadic mean;
    Dyadic temperature;
};

Thermograph thermograph(Game g);

} // namespace cgt
