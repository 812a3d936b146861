#include "algorithms/domination/detail/compact_nus.hpp"

#include <limits>
#include <optional>

#include "cgt/memory.hpp"

namespace cgt::domination::detail {

namespace {

using Unsigned = FixedBits;

int trailing_zeros(Fixed v) { // v != 0
    const auto u = static_cast<Unsigned>(v);
    const auto low = static_cast<std::uint64_t>(u);
    return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(u >> 64));
}

int bit_length(Unsigned v) { // v != 0
    const auto high = static_cast<std::uint64_t>(v >> 64);
    return high != 0 ? 128 - __builtin_clzll(high) : 64 - __builtin_clzll(static_cast<std::uint64_t>(v));
}

Fixed floor_of(Fixed num) { return num >> fraction_bits; } // arithmetic shift floors
Fixed ceil_of(Fixed num) { return -((-num) >> fraction_bits); }

// Birthday of a number: |n| for an integer, floor(|x|) + 1 + (binary digits after the point).
Unsigned birthday_of(Fixed num) {
    const Unsigned magnitude = num < 0 ? static_cast<Unsigned>(-num) : static_cast<Unsigned>(num);
    const Unsigned whole = magnitude >> fraction_bits;
    if (num % fixed_one == 0) return whole;
    return whole + 1 + static_cast<Unsigned>(fraction_bits - trailing_zeros(num));
}

// An integer as a fixed-point number, if it fits.
bool integer(Fixed n, Fixed& result) {
    if (n >= (fixed_limit >> fraction_bits) || n <= -(fixed_limit >> fraction_bits)) return false;
    result = n * fixed_one;
    return true;
}

// The simplest number strictly between lo and hi (null: no bound on that side; lo < hi).
bool simplest_strictly_between(const Fixed* lo, const Fixed* hi, Fixed& result) {
    if (!lo && !hi) {
        result = 0;
        return true;
    }
    if (!hi) return integer(*lo < 0 ? 0 : floor_of(*lo) + 1, result);
    if (!lo) return integer(*hi > 0 ? 0 : ceil_of(*hi) - 1, result);
    // An integer strictly between: the one closest to 0.
    const Fixed first = floor_of(*lo) + 1, last = ceil_of(*hi) - 1;
    if (first <= last) return integer(first > 0 ? first : last < 0 ? last : 0, result);
    // Both in one unit interval: the simplest is the fixed-point value in [lo + 1, hi - 1] with
    // the most trailing zeros. Above the highest bit where the two ends differ, every value in
    // between has their common bits; that bit is 0 in `from`, 1 in `to`. So it is `from` when
    // `from` is zero from that bit down, else `to` with the bits below that bit cleared (both
    // ends have the same sign here, so two's complement orders them).
    const Fixed from = *lo + 1, to = *hi - 1;
    if (from > to) return false; // needs more than 64 binary digits
    if (from == to) {
        result = from;
        return true;
    }
    const int top = bit_length(static_cast<Unsigned>(from) ^ static_cast<Unsigned>(to)) - 1;
    const Unsigned below_top = (static_cast<Unsigned>(1) << top) - 1;
    if ((static_cast<Unsigned>(from) & (below_top << 1 | 1)) == 0) result = from;
    else result = static_cast<Fixed>(static_cast<Unsigned>(to) & ~below_top);
    return true;
}

} // namespace

bool simplest_number_in(const NumberBound& lower, const NumberBound& upper, Fixed& result) {
    if (lower.present && upper.present) {
        if (lower.at > upper.at) return false;
        if (lower.at == upper.at) { // a single point: allowed only when both ends are closed
            result = lower.at;
            return lower.end == Endpoint::closed && upper.end == Endpoint::closed;
        }
    }
    if (!simplest_strictly_between(lower.present ? &lower.at : nullptr, upper.present ? &upper.at : nullptr, result))
        return false;
    // A closed end may be simpler than every number inside (at most one is: two numbers of equal
    // birthday have a simpler one between them).
    Unsigned best = birthday_of(result);
    for (const NumberBound* b : {&lower, &upper})
        if (b->present && b->end == Endpoint::closed && birthday_of(b->at) < best) {
            result = b->at;
            best = birthday_of(b->at);
        }
    for (const NumberBound* b : {&lower, &upper})
        if (b->present && b->end == Endpoint::unknown && birthday_of(b->at) < best) return false;
    return true;
}

bool fixed_of(const Dyadic& x, Fixed& result) {
    const std::optional<std::int64_t> num = x.small_numerator();
    if (!num || x.exponent() > static_cast<std::uint64_t>(fraction_bits)) return false;
    // |num| < 2^63, so the shifted value is below 2^127; it must also be below the limit.
    const Fixed v = static_cast<Fixed>(*num) * (static_cast<Fixed>(1) << (fraction_bits - x.exponent()));
    if (!fixed_in_range(v)) return false;
    result = v;
    return true;
}

Dyadic to_dyadic(Fixed num) {
    if (num == 0) return Dyadic();
    const int shift = std::min(trailing_zeros(num), fraction_bits);
    const Fixed m = num >> shift; // exact: the shifted-out bits are zero
    const auto exponent = static_cast<std::uint64_t>(fraction_bits - shift);
    if (m >= std::numeric_limits<std::int64_t>::min() && m <= std::numeric_limits<std::int64_t>::max())
        return Dyadic::from_fraction(static_cast<std::int64_t>(m), exponent);
    const Unsigned magnitude = m < 0 ? static_cast<Unsigned>(-m) : static_cast<Unsigned>(m);
    BigInt big = (BigInt(static_cast<std::uint64_t>(magnitude >> 64)) << 64) + BigInt(static_cast<std::uint64_t>(magnitude));
    if (m < 0) big = -big;
    return Dyadic::from_fraction(big, exponent);
}

bool compact_of(Game g, CompactNus& result) {
    if (!g.is_nus()) return false;
    Fixed num = 0;
    if (!fixed_of(g.number_part(), num)) return false;
    const std::int64_t ups = g.up_part();
    const std::uint64_t nim = g.nim_part();
    if (ups > INT32_MAX || ups < -INT32_MAX || nim > std::numeric_limits<std::uint32_t>::max()) return false;
    result = {num, static_cast<std::int32_t>(ups), static_cast<std::uint32_t>(nim)};
    return true;
}

namespace {

// The games of the NUS values turned into games most recently, per thread: the DP hands the
// core the same few values again and again (as options of the games it canonicalises), and each
// would otherwise build a Dyadic and find the value in the game table under a lock, which two
// table threads then take in turn. Direct-mapped.
class NusGameCache {
public:
    Game get(const CompactNus& c) {
        Entry* e = slots_.slot(hash_of(c));
        if (!e) return make(c);
        if (!e->filled || !(e->value == c)) *e = Entry{c, make(c).id(), true};
        return Game::from_id(e->id);
    }

private:
    struct Entry {
        CompactNus value;
        std::uint32_t id = 0;
        bool filled = false;
    };
    static Game make(const CompactNus& c) { return Game::nus(to_dyadic(c.num), c.ups, c.nim); }
    static std::uint64_t hash_of(const CompactNus& c) {
        const auto bits = static_cast<FixedBits>(c.num);
        std::uint64_t h = static_cast<std::uint64_t>(bits) ^ (static_cast<std::uint64_t>(bits >> 64) * 0x9E3779B97F4A7C15ULL);
        h ^= (std::uint64_t{static_cast<std::uint32_t>(c.ups)} << 32 | c.nim) * 0xFF51AFD7ED558CCDULL;
        return h ^ (h >> 29) ^ (h >> 47);
    }
    CacheSlots<Entry> slots_{std::size_t{1} << 12};
};

// Negatives of bases met recently, per thread: a table copies every swapped string's halves
// from its representative, negating the same bases again and again, and the game table's entry
// of a base (where its negative is kept) is rarely in the processor's cache.
class NegativeCache {
public:
    Game get(Game g) {
        Entry* e = slots_.slot(g.id());
        if (!e) return -g;
        if (e->id_plus_one != std::uint64_t{g.id()} + 1) *e = Entry{std::uint64_t{g.id()} + 1, (-g).id()};
        return Game::from_id(e->negative);
    }

private:
    struct Entry {
        std::uint64_t id_plus_one = 0; // 0: empty
        std::uint32_t negative = 0;
    };
    CacheSlots<Entry> slots_{std::size_t{1} << 12};
};

} // namespace

Game to_game(const CompactNus& c) {
    thread_local NusGameCache cache;
    return cache.get(c);
}

Game negated_base(Game base) {
    if (base.is_zero()) return base;
    thread_local NegativeCache cache;
    return cache.get(base);
}

} // namespace cgt::domination::detail
