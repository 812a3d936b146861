#pragma once
// Number+up+star values held in machine words, so that the DPs can add and compare the many
// NUS options of an interval without going through the global game table (where every sum
// would be interned under a lock): x = num / 2^64 + ups.^ + *nim, the number part in 128-bit
// fixed point with |num| < 2^126 (so |x| < 2^62 and denominators up to 2^64), |ups| < 2^31.
// Fixed point makes a sum one addition and a comparison one comparison. Anything larger is
// left to the core.

#include <cstdint>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::domination::detail {

// GCC/Clang: exact 128-bit integers. Aligned to 8 so that a value packs into 24 bytes.
__extension__ typedef __int128 Fixed __attribute__((aligned(8)));
__extension__ typedef unsigned __int128 FixedBits; // the same bits, for bit operations

inline constexpr int fraction_bits = 64;                         // num = x * 2^64
inline constexpr Fixed fixed_one = static_cast<Fixed>(1) << fraction_bits;
inline constexpr Fixed fixed_limit = static_cast<Fixed>(1) << 126; // |num| < 2^126

inline bool fixed_in_range(Fixed v) { // -2^126 < v < 2^126, in unsigned arithmetic (no overflow)
    return static_cast<FixedBits>(v) + static_cast<FixedBits>(fixed_limit - 1) < static_cast<FixedBits>(fixed_limit) * 2 - 1;
}

struct CompactNus {
    Fixed num = 0;         // the number part times 2^64
    std::int32_t ups = 0;  // |ups| <= INT32_MAX, so negation never overflows
    std::uint32_t nim = 0;

    friend bool operator==(const CompactNus&, const CompactNus&) = default;
};

// Reads the parts of a NUS game; false if g is not a NUS or a part does not fit.
bool compact_of(Game g, CompactNus& result);
Game to_game(const CompactNus& c);
// -base, through a small per-thread cache (the tables negate the same bases again and again).
Game negated_base(Game base);
// The number x in fixed point (false if it does not fit), and back.
bool fixed_of(const Dyadic& x, Fixed& result);
Dyadic to_dyadic(Fixed num);

// a + b; false (and out unchanged) when a part would not fit.
inline bool add(const CompactNus& a, const CompactNus& b, CompactNus& out) {
    const Fixed num = a.num + b.num; // cannot overflow: both are below 2^126
    const std::int64_t ups = static_cast<std::int64_t>(a.ups) + b.ups;
    if (!fixed_in_range(num) || ups > INT32_MAX || ups < -INT32_MAX) return false;
    out.num = num;
    out.ups = static_cast<std::int32_t>(ups);
    out.nim = a.nim ^ b.nim;
    return true;
}

inline CompactNus negated(const CompactNus& c) { return {-c.num, -c.ups, c.nim}; }

// a <= b (the closed form for NUS).
inline bool leq(const CompactNus& a, const CompactNus& b) {
    if (a.num != b.num) return a.num < b.num;
    // Same number: is (b.ups - a.ups).^ + *(a.nim ^ b.nim) >= 0?
    const std::int64_t d = static_cast<std::int64_t>(b.ups) - a.ups;
    const std::uint32_t s = a.nim ^ b.nim;
    if (d >= 2) return true;
    if (d == 1) return s != 1; // ^* is confused with 0; ^ and ^*k (k >= 2) are positive
    if (d == 0) return s == 0;
    return false;
}

// The simplicity rule: a game is the simplest number z with every Left option <| z <| every Right
// option, when there is such a z. Each side's options allow an interval of z; a bound records
// one end of it, and whether z may equal that end (unknown: it depends on a comparison the
// caller did not make, so a result that would need it is refused).
enum class Endpoint : std::uint8_t { open, closed, unknown };
struct NumberBound {
    bool present = false; // false: no options on that side, no bound
    Fixed at = 0;
    Endpoint end = Endpoint::open;
};

// Adds one more constraint to a bound: z > at (or >= at, per end) for a lower bound, z < at for an
// upper bound.
inline void tighten(NumberBound& bound, Fixed at, Endpoint end, bool lower) {
    if (!bound.present) {
        bound = {true, at, end};
        return;
    }
    if (lower ? at > bound.at : at < bound.at) {
        bound.at = at;
        bound.end = end;
    } else if (at == bound.at && bound.end != Endpoint::open) {
        bound.end = end == Endpoint::open ? Endpoint::open : end == Endpoint::unknown ? Endpoint::unknown : bound.end;
    }
}

// False when no number lies between the bounds.
inline bool may_hold_a_number(const NumberBound& lower, const NumberBound& upper) {
    if (!lower.present || !upper.present) return true;
    return lower.at < upper.at || (lower.at == upper.at && lower.end != Endpoint::open && upper.end != Endpoint::open);
}

// The simplest number allowed by both bounds. False when there is none, when an unknown end
// would decide it, or when it does not fit in words.
bool simplest_number_in(const NumberBound& lower, const NumberBound& upper, Fixed& result);

} // namespace cgt::domination::detail
