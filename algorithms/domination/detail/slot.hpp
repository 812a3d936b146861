#pragma once
// The values the interval DP works with: a game as base + offset, where the offset is a
// number+up+star value in words (compact_nus.hpp) and the base a game of the core that is not
// one (0 for NUS values). Most values are NUS, and are added and compared in words without
// touching the global game table.

#include "algorithms/domination/detail/compact_nus.hpp"
#include "algorithms/domination/interval_dp.hpp"

namespace cgt::domination::detail {

// One game: base + offset. Offsets of stored values stay within half the range of words
// (|number| < 2^125, |ups| < 2^30), so the sum of two never overflows and the DP's inner loop
// adds them unchecked; larger NUS values are kept as a base.
//
// A base is translated by a number so that its left stop is 0 (Slot::of does this whenever the
// stop fits in words), and the number goes to the offset: x + G and y + G then share the base G,
// so the core's sums and canonical forms of bases, and the cache of canonical forms by option
// list, serve every translate at once. Nothing relies on it for correctness: a base whose stop
// does not fit in words is kept as it is.
struct Slot {
    CompactNus offset;
    Game base; // 0 for a NUS value small enough for words

    bool is_nus() const { return base.is_zero(); }
    Game value() const {
        if (base.is_zero()) return to_game(offset);
        return offset == CompactNus{} ? base : base + to_game(offset);
    }
    static bool storable(const CompactNus& c) {
        return c.num < fixed_limit / 2 && c.num > -fixed_limit / 2 && c.ups < (1 << 30) && c.ups > -(1 << 30);
    }
    static Slot of(Game g) {
        Slot s;
        if (compact_of(g, s.offset) && storable(s.offset)) return s;
        s = {CompactNus{}, g};
        if (g.is_nus()) return s;
        Fixed stop = 0; // the left stop goes to the offset
        if (fixed_of(g.left_stop(), stop) && stop != 0 && storable(CompactNus{stop, 0, 0}))
            s = {CompactNus{stop, 0, 0}, g - to_game(CompactNus{stop, 0, 0})};
        return s;
    }
    static Slot of(const CompactNus& c) { return storable(c) ? Slot{c, Game()} : Slot{CompactNus{}, to_game(c)}; }
};

// x + y; the core adds the bases when both have one (or when the offsets overflow words).
inline Slot sum(const Slot& x, const Slot& y) {
    CompactNus offset;
    if (!add(x.offset, y.offset, offset)) return Slot::of(x.value() + y.value());
    if (y.base.is_zero()) return {offset, x.base};
    if (x.base.is_zero()) return {offset, y.base};
    Slot s = Slot::of(x.base + y.base); // may well be a NUS again
    if (!add(s.offset, offset, s.offset)) return Slot::of(x.value() + y.value());
    return s;
}

// The sum of two storable offsets (see Slot), which always fits.
inline CompactNus sum_unchecked(const CompactNus& a, const CompactNus& b) {
    return {a.num + b.num, a.ups + b.ups, a.nim ^ b.nim};
}

// What the options of a longer interval need from one part of it: for the part before the
// selected vertex, Y and Z (its last vertex is now dominated); for the part after, X and Z.
struct Half {
    Slot near; // only the end next to the selected vertex dominated
    Slot both; // both ends dominated

    bool is_nus() const { return near.is_nus() && both.is_nus(); }
};

inline Slot negated(const Slot& s) { return {negated(s.offset), negated_base(s.base)}; }
inline Half negated(const Half& h) { return {negated(h.near), negated(h.both)}; }

// The four games P, X, Y, Z of an interval.
struct IntervalData {
    Slot slot[4];

    IntervalValues values() const { return {slot[0].value(), slot[1].value(), slot[2].value(), slot[3].value()}; }
    Half as_before() const { return {slot[2], slot[3]}; }
    Half as_after() const { return {slot[1], slot[3]}; }
};

} // namespace cgt::domination::detail
