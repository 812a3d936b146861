#include "algorithms/domination/detail/compact_nus.hpp"

#include <limits>

namespace cgt::domination::detail {


CompactNus compact_of(Game g) {
    CompactNus c;
    if (!g.is_nus()) {
        c.valid = false;
        return c;
    }
    const Dyadic x = g.number_part();
    const std::int64_t ups = g.up_part();
    const std::uint64_t nim = g.nim_part();
    const BigInt num = x.numerator();
    if (x.exponent() > compact_max_exp || num >= compact_limit || num <= -compact_limit || ups > std::numeric_limits<std::int32_t>::max() ||
        ups < -std::numeric_limits<std::int32_t>::max() || nim > std::numeric_limits<std::uint32_t>::max()) {
        c.valid = false;
        return c;
    }
    c.num = static_cast<std::int64_t>(num);
    c.exp = static_cast<std::uint32_t>(x.exponent());
    c.ups = static_cast<std::int32_t>(ups);
    c.nim = static_cast<std::uint32_t>(nim);
    return c;
}

namespace {

CompactNus integer(Int128 v) {
    CompactNus c;
    c.num = static_cast<std::int64_t>(v);
    return c;
}
Int128 floor_of(const CompactNus& c) { return static_cast<Int128>(c.num) >> c.exp; } // arithmetic shift floors
Int128 ceil_of(const CompactNus& c) { return -(static_cast<Int128>(-c.num) >> c.exp); }

// The simplest number strictly between a < b (both numbers).
CompactNus simplest_between(const CompactNus& a, const CompactNus& b) {
    // An integer strictly between: the one closest to 0.
    Int128 lo = floor_of(a) + 1, hi = ceil_of(b) - 1; // integers strictly between: lo..hi
    if (lo <= hi) return integer(lo > 0 ? lo : hi < 0 ? hi : 0);
    // Otherwise the least exponent e at which an integer m lies strictly between a*2^e and b*2^e;
    // that m is odd and unique, and e <= max exponent + 1 <= 63, so a*2^e fits in 128 bits.
    const std::uint32_t top = (a.exp > b.exp ? a.exp : b.exp) + 1;
    for (std::uint32_t e = 1; e <= top && e <= compact_max_exp; ++e) {
        // a * 2^e = a.num * 2^(e - a.exp) (floor when e < a.exp)
        Int128 a_scaled_floor = e >= a.exp ? static_cast<Int128>(a.num) * (static_cast<Int128>(1) << (e - a.exp))
                                           : static_cast<Int128>(a.num) >> (a.exp - e);
        Int128 m = a_scaled_floor + 1;
        // m < b * 2^e  <=>  m * 2^(b.exp - e) < b.num (when e <= b.exp), else m < b.num * 2^(e - b.exp)
        bool below_b = e <= b.exp ? m * (static_cast<Int128>(1) << (b.exp - e)) < b.num
                                  : m < static_cast<Int128>(b.num) * (static_cast<Int128>(1) << (e - b.exp));
        if (below_b) {
            CompactNus c;
            c.num = static_cast<std::int64_t>(m);
            c.exp = e;
            return c;
        }
    }
    CompactNus none; // the exponent would exceed compact_max_exp: left to the core
    none.valid = false;
    return none;
}

} // namespace

bool number_game(const CompactNus* a, const CompactNus* b, CompactNus& result) {
    result = CompactNus{};
    if (!a && !b) return true;
    if (a && !b) {
        if (a->num >= 0) result = integer(floor_of(*a) + 1);
        return result.num < compact_limit;
    }
    if (!a && b) {
        if (b->num <= 0) result = integer(ceil_of(*b) - 1);
        return result.num > -compact_limit;
    }
    const int c = compare_numbers(*a, *b);
    if (c > 0) return false;
    if (c == 0) {
        result = *a;
        result.nim = 1;
        return true;
    }
    result = simplest_between(*a, *b);
    return result.valid;
}

namespace {

// Birthday of a number: |n| for an integer, floor(|x|) + 1 + exponent otherwise.
std::uint64_t birthday_of(const CompactNus& c) {
    const std::uint64_t magnitude = c.num < 0 ? static_cast<std::uint64_t>(-c.num) : static_cast<std::uint64_t>(c.num);
    return c.exp == 0 ? magnitude : (magnitude >> c.exp) + 1 + c.exp;
}

} // namespace

bool simplest_number_in(const NumberBound& lower, const NumberBound& upper, CompactNus& result) {
    if (lower.present && upper.present) {
        const int c = compare_numbers(lower.at, upper.at);
        if (c > 0) return false;
        if (c == 0) { // a single point: allowed only when both ends are closed
            result = lower.at;
            return lower.end == Endpoint::closed && upper.end == Endpoint::closed;
        }
    }
    if (!number_game(lower.present ? &lower.at : nullptr, upper.present ? &upper.at : nullptr, result)) return false;
    // The interval's interior holds `result`; a closed end may be simpler still (at most one
    // is: two numbers of equal birthday have a simpler one between them).
    std::uint64_t best = birthday_of(result);
    for (const NumberBound* b : {&lower, &upper})
        if (b->present && b->end == Endpoint::closed && birthday_of(b->at) < best) {
            result = b->at;
            best = birthday_of(b->at);
        }
    for (const NumberBound* b : {&lower, &upper})
        if (b->present && b->end == Endpoint::unknown && birthday_of(b->at) < best) return false;
    return true;
}

bool compact_number_of(const Dyadic& x, CompactNus& result) {
    if (x.exponent() > compact_max_exp) return false;
    const std::optional<std::int64_t> num = x.small_numerator();
    if (!num || *num >= compact_limit || *num <= -compact_limit) return false;
    result = CompactNus{};
    result.num = *num;
    result.exp = static_cast<std::uint32_t>(x.exponent());
    return true;
}

Game to_game(const CompactNus& c) { return Game::nus(Dyadic::from_fraction(c.num, c.exp), c.ups, c.nim); }

} // namespace cgt::domination::detail
