#pragma once
// Thermographs of short games: the left and right walls as exact piecewise-linear functions of
// the temperature t >= -1 (breakpoints are dyadic), giving the mean (the mast's value) and the
// temperature (where the mast begins).
//
// Conventions are CGSuite's: an integer's thermograph is a mast from t = -1 (temperature -1); a
// number m/2^j (j >= 1) has temperature -1/2^j; every other game is computed from its options by
// the scaffold construction: left scaffold max(RW(G^L)) - t, right scaffold min(LW(G^R)) + t,
// cut off by a vertical mast where they meet.

#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

// A wall: value as a function of temperature, piecewise linear with slopes 0, +1 or -1.
// points are the (temperature, value) breakpoints in increasing temperature, the first at
// t = -1; between points the wall is a straight line; above the last point it is vertical
// (the mast, constant value).
struct Trajectory {
    struct Point {
        Dyadic temperature;
        Dyadic value;
        friend bool operator==(const Point&, const Point&) = default;
    };
    std::vector<Point> points;
    Dyadic value_at(const Dyadic& t) const; // t >= -1
    friend bool operator==(const Trajectory&, const Trajectory&) = default;
};

struct Thermograph {
    Trajectory left_wall;
    Trajectory right_wall;
    Dyadic mean;
    Dyadic temperature;
};

// The full thermograph on t >= -1. Exact; no recursion on the call stack (deep games are fine).
// Numbers use a closed form (O(j) breakpoints for m/2^j); other games the scaffold construction.
Thermograph thermograph(Game g);

namespace detail {
// The same thermograph without the closed form for numbers (every non-integer number goes
// through the scaffold construction too): the slow twin the tests compare against.
Thermograph thermograph_by_scaffolds_only(Game g);
} // namespace detail

} // namespace cgt
