#pragma once
// Number+up+star values held in machine words, so that the DPs can add and compare the many
// NUS options of an interval without going through the global game table (where every sum
// would be interned under a lock): x = num / 2^exp + ups.^ + *nim, with |num| < 2^62,
// exp <= 62 and |ups| < 2^31. Anything larger is left to the core (valid = false).

#include <climits>
#include <cstdint>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::domination::detail {

struct CompactNus {
    std::int64_t num = 0;
    std::uint32_t exp = 0;
    std::int32_t ups = 0;
    std::uint32_t nim = 0;
    bool valid = true; // false: not a NUS, or too large for words; use the Game

    friend bool operator==(const CompactNus&, const CompactNus&) = default;
};

CompactNus compact_of(Game g); // reads the parts from the game table
Game to_game(const CompactNus& c);

__extension__ typedef __int128 Int128; // GCC/Clang: exact products of two 62-bit numbers

inline constexpr std::int64_t compact_limit = std::int64_t{1} << 62; // |num| < 2^62
inline constexpr std::uint32_t compact_max_exp = 62;

// a + b; valid = false when a part does not fit. Both numerators are normalised (odd, or the
// exponent is 0), so when the exponents differ the sum is normalised with the larger exponent.
inline CompactNus add(const CompactNus& a, const CompactNus& b) {
    CompactNus r;
    r.valid = false;
    if (!a.valid || !b.valid) return r;
    std::int64_t num = 0;
    std::uint32_t exp = a.exp;
    if (a.exp == b.exp) {
        num = a.num + b.num; // |sum| < 2^63
        if (num == 0) exp = 0;
        else if (exp > 0) {
            int shift = __builtin_ctzll(static_cast<unsigned long long>(num));
            if (static_cast<std::uint32_t>(shift) > exp) shift = static_cast<int>(exp);
            num >>= shift; // arithmetic shift of an even number: exact
            exp -= static_cast<std::uint32_t>(shift);
        }
    } else {
        const CompactNus& hi = a.exp > b.exp ? a : b; // the larger exponent
        const CompactNus& lo = a.exp > b.exp ? b : a;
        exp = hi.exp;
        Int128 wide = static_cast<Int128>(lo.num) * (static_cast<Int128>(1) << (hi.exp - lo.exp)) + hi.num;
        if (wide >= compact_limit || wide <= -compact_limit) return r;
        num = static_cast<std::int64_t>(wide);
    }
    if (num >= compact_limit || num <= -compact_limit) return r;
    const std::int64_t ups = static_cast<std::int64_t>(a.ups) + b.ups;
    if (ups > INT32_MAX || ups < -INT32_MAX) return r; // symmetric, so negation cannot overflow
    r.num = num;
    r.exp = exp;
    r.ups = static_cast<std::int32_t>(ups);
    r.nim = a.nim ^ b.nim;
    r.valid = true;
    return r;
}

// Sign of (a's number) - (b's number).
inline int compare_numbers(const CompactNus& a, const CompactNus& b) {
    if (a.exp == b.exp) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
    Int128 x = a.num, y = b.num;
    if (a.exp < b.exp) x *= static_cast<Int128>(1) << (b.exp - a.exp);
    else y *= static_cast<Int128>(1) << (a.exp - b.exp);
    return x < y ? -1 : x > y ? 1 : 0;
}

inline CompactNus negated(const CompactNus& c) {
    CompactNus r = c;
    r.num = -c.num;
    r.ups = -c.ups;
    return r;
}

inline bool is_number(const CompactNus& c) { return c.valid && c.ups == 0 && c.nim == 0; }

// The canonical value of a game whose only options are at most one number a for Left and at
// most one number b for Right (null: no option), when it is a number or x*: { | } = 0,
// {a | } = the least integer > a (0 if a < 0), { | b} likewise, {a | b} = the simplest number
// strictly between when a < b, {a | a} = a*. Returns false for a > b (a hot game) or when the
// result would not fit in words.
bool number_game(const CompactNus* a, const CompactNus* b, CompactNus& result);

// The simplicity rule: a game is the simplest number z with every Left option <| z <| every Right
// option, when there is such a z. Each side's options allow an interval of z; a bound records
// one end of it, and whether z may equal that end (unknown: it depends on a comparison the
// caller did not make, so a result that would need it is refused).
enum class Endpoint : std::uint8_t { open, closed, unknown };
struct NumberBound {
    bool present = false; // false: no options on that side, no bound
    CompactNus at;        // a number
    Endpoint end = Endpoint::open;
};

// Adds one more constraint to a bound: z > at (or >= at, per end) for a lower bound, z < at for an
// upper bound.
inline void tighten(NumberBound& bound, const CompactNus& at, Endpoint end, bool lower) {
    if (!bound.present) {
        bound = {true, at, end};
        return;
    }
    int c = compare_numbers(at, bound.at);
    if (!lower) c = -c;
    if (c > 0) {
        bound.at = at;
        bound.end = end;
    } else if (c == 0 && bound.end != Endpoint::open) {
        bound.end = end == Endpoint::open ? Endpoint::open : end == Endpoint::unknown ? Endpoint::unknown : bound.end;
    }
}

// False when no number lies between the bounds.
inline bool may_hold_a_number(const NumberBound& lower, const NumberBound& upper) {
    if (!lower.present || !upper.present) return true;
    const int c = compare_numbers(lower.at, upper.at);
    return c < 0 || (c == 0 && lower.end != Endpoint::open && upper.end != Endpoint::open);
}

// The simplest number allowed by both bounds. False when there is none, when an unknown end
// would decide it, or when it does not fit in words.
bool simplest_number_in(const NumberBound& lower, const NumberBound& upper, CompactNus& result);

// The number x as a compact value (false if it does not fit).
bool compact_number_of(const Dyadic& x, CompactNus& result);

// a <= b for two valid values (the closed form for NUS).
inline bool leq(const CompactNus& a, const CompactNus& b) {
    if (int c = compare_numbers(a, b); c != 0) return c < 0;
    // Same number: is (b.ups - a.ups).^ + *(a.nim ^ b.nim) >= 0?
    const std::int64_t d = static_cast<std::int64_t>(b.ups) - a.ups;
    const std::uint32_t s = a.nim ^ b.nim;
    if (d >= 2) return true;
    if (d == 1) return s != 1; // ^* is confused with 0; ^ and ^*k (k >= 2) are positive
    if (d == 0) return s == 0;
    return false;
}

} // namespace cgt::domination::detail
