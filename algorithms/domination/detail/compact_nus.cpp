#include "algorithms/domination/detail/compact_nus.hpp"

#include <limits>

namespace cgt::domination::detail {

namespace {

constexpr std::int64_t limit = std::int64_t{1} << 62;
constexpr std::uint32_t max_exp = 62;

// The two numerators over the common denominator 2^max(exp): at most 2^62 * 2^62 in size.
void align(const CompactNus& a, const CompactNus& b, __int128& x, __int128& y, std::uint32_t& e) {
    e = a.exp > b.exp ? a.exp : b.exp;
    x = static_cast<__int128>(a.num) * (static_cast<__int128>(1) << (e - a.exp));
    y = static_cast<__int128>(b.num) * (static_cast<__int128>(1) << (e - b.exp));
}

} // namespace

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
    if (x.exponent() > max_exp || num >= limit || num <= -limit || ups > std::numeric_limits<std::int32_t>::max() ||
        ups < std::numeric_limits<std::int32_t>::min() || nim > std::numeric_limits<std::uint32_t>::max()) {
        c.valid = false;
        return c;
    }
    c.num = static_cast<std::int64_t>(num);
    c.exp = static_cast<std::uint32_t>(x.exponent());
    c.ups = static_cast<std::int32_t>(ups);
    c.nim = static_cast<std::uint32_t>(nim);
    return c;
}

CompactNus add(const CompactNus& a, const CompactNus& b) {
    CompactNus r;
    if (!a.valid || !b.valid) {
        r.valid = false;
        return r;
    }
    __int128 x = 0, y = 0;
    std::uint32_t e = 0;
    align(a, b, x, y, e);
    __int128 s = x + y;
    while (e > 0 && (s & 1) == 0) {
        s >>= 1;
        --e;
    }
    const std::int64_t ups = static_cast<std::int64_t>(a.ups) + b.ups;
    if (s >= limit || s <= -limit || ups > std::numeric_limits<std::int32_t>::max() ||
        ups < std::numeric_limits<std::int32_t>::min()) {
        r.valid = false;
        return r;
    }
    r.num = static_cast<std::int64_t>(s);
    r.exp = s == 0 ? 0 : e;
    r.ups = static_cast<std::int32_t>(ups);
    r.nim = a.nim ^ b.nim;
    return r;
}

int compare_numbers(const CompactNus& a, const CompactNus& b) {
    if (a.exp == b.exp) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
    __int128 x = 0, y = 0;
    std::uint32_t e = 0;
    align(a, b, x, y, e);
    return x < y ? -1 : x > y ? 1 : 0;
}

bool leq(const CompactNus& a, const CompactNus& b) {
    if (int c = compare_numbers(a, b); c != 0) return c < 0;
    // Same number: is (b.ups - a.ups).^ + *(a.nim ^ b.nim) >= 0?
    const std::int64_t d = static_cast<std::int64_t>(b.ups) - a.ups;
    const std::uint32_t s = a.nim ^ b.nim;
    if (d >= 2) return true;
    if (d == 1) return s != 1; // ^* is confused with 0; ^ and ^*k (k >= 2) are positive
    if (d == 0) return s == 0;
    return false;
}

Game to_game(const CompactNus& c) { return Game::nus(Dyadic::from_fraction(c.num, c.exp), c.ups, c.nim); }

} // namespace cgt::domination::detail
