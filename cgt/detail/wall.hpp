#pragma once
// Piecewise-linear functions of temperature with small integer slopes, on [start, infinity):
// the arithmetic under thermographs (max, min, tilt, where two scaffolds meet).

#include <vector>

#include "cgt/dyadic.hpp"

namespace cgt::detail {

struct Segment {
    Dyadic t;  // where the segment begins
    Dyadic v;  // value at t
    int slope; // on [t, next segment's t)
};

class Wall {
public:
    // The constant function x on [start, infinity).
    static Wall constant(const Dyadic& start, const Dyadic& x);
    // The formal -infinity (+infinity): the scaffold of a side without options.
    static Wall infinite(int sign);
    // The function given by segments (increasing t, continuous); merges collinear neighbours.
    static Wall from_segments(const std::vector<Segment>& segments);

    bool is_infinite() const { return infinity_ != 0; }
    const std::vector<Segment>& segments() const { return segments_; }
    Dyadic value_at(const Dyadic& t) const;

    static Wall max(const Wall& a, const Wall& b);
    static Wall min(const Wall& a, const Wall& b);
    Wall tilted(int slope) const; // f(t) + slope * t
    // This function up to t, then constant at its value there.
    Wall cut_at(const Dyadic& t) const;

private:
    std::vector<Segment> segments_; // increasing t; the first begins at the domain start
    int infinity_ = 0;
    static Wall combine(const Wall& a, const Wall& b, bool take_max);
    void append(Segment s);
};

// Where the left scaffold L (non-increasing) first drops to the right scaffold R
// (non-decreasing): the least t >= start with L(t) <= R(t). Returns false if L < R already at
// the start of the domain (never for a canonical game that is not an integer).
bool scaffolds_meet(const Wall& left, const Wall& right, Dyadic& temperature);

// slope * x for a small integer slope, exactly.
Dyadic times(int slope, const Dyadic& x);

} // namespace cgt::detail
