#include "algorithms/impartial/periodicity.hpp"

#include <algorithm>

namespace cgt::impartial {

namespace {

// Polynomial hashes modulo the Mersenne prime 2^61 - 1: equal windows always hash equal, and a
// collision of different windows only costs one comparison (every hit is checked value by value).
__extension__ typedef unsigned __int128 uint128;
constexpr std::uint64_t hash_modulus = (std::uint64_t{1} << 61) - 1;
constexpr std::uint64_t hash_base = 0x5bd1e9955bd1e995ULL % hash_modulus;

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b) {
    const uint128 product = static_cast<uint128>(a) * b;
    std::uint64_t r = static_cast<std::uint64_t>(product & hash_modulus) + static_cast<std::uint64_t>(product >> 61);
    if (r >= hash_modulus) r -= hash_modulus;
    return r;
}

std::uint64_t add_mod(std::uint64_t a, std::uint64_t b) {
    std::uint64_t r = a + b;
    if (r >= hash_modulus) r -= hash_modulus;
    return r;
}

std::uint64_t sub_mod(std::uint64_t a, std::uint64_t b) { return a >= b ? a - b : a + hash_modulus - b; }

template <typename Value>
std::uint64_t symbol(Value v) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(v)) + 1; // -1 (undefined) stays distinct
}

template <typename Value>
bool certifies(std::span<const Value> values, Periodicity c, const PeriodicityTheorem& theorem) {
    if (c.period == 0 || c.saltus != 0) return false;
    const std::size_t needed = theorem.values_needed(c.preperiod, c.period);
    if (values.size() < needed) return false;
    for (std::size_t n = c.preperiod; n + c.period < needed; ++n)
        if (values[n + c.period] != values[n]) return false;
    return true;
}

// Write S = values.size() and R(p) for the number of trailing n with values[n + p] == values[n]
// (so the smallest preperiod for p is q = S - p - R(p)). The theorem's hypothesis for {q, p}
// reads parts * max(q, min_part) + (period_factor + 1) p + max_take <= S, which needs at least
// R(p) >= L = ceil(((parts - 1) S + max_take) / parts) (the p-terms only add to it). So every
// certified p has the last L values repeated p places earlier: the window of L values ending at
// S - p equals the window ending at S. A rolling hash slides that window leftwards, one p at a
// time; each hit is compared value by value and then checked exactly.
template <typename Value>
std::optional<Periodicity> find(std::span<const Value> values, const PeriodicityTheorem& theorem) {
    const std::size_t size = values.size();
    const std::size_t parts = std::max<std::size_t>(theorem.parts, 1);
    const std::size_t window = ((parts - 1) * size + theorem.max_take + parts - 1) / parts;
    if (window >= size) return std::nullopt;
    const std::size_t last_start = size - window; // the window values[last_start, size)

    std::uint64_t target = 0, top_power = 1; // top_power = base^(window - 1)
    for (std::size_t j = window; j-- > 0;) target = add_mod(mul_mod(target, hash_base), symbol(values[last_start + j]));
    for (std::size_t j = 1; j < window; ++j) top_power = mul_mod(top_power, hash_base);

    std::uint64_t hash = target; // hash of values[start, start + window) = sum values[start + j] base^j
    for (std::size_t start = last_start; start-- > 0;) {
        if (window > 0) { // an empty window matches everywhere (hash 0)
            hash = sub_mod(hash, mul_mod(symbol(values[start + window]), top_power));
            hash = add_mod(mul_mod(hash, hash_base), symbol(values[start]));
            if (hash != target) continue;
        }
        const std::size_t period = last_start - start;
        if (!std::equal(values.begin() + static_cast<std::ptrdiff_t>(start),
                        values.begin() + static_cast<std::ptrdiff_t>(start + window),
                        values.begin() + static_cast<std::ptrdiff_t>(last_start)))
            continue;
        std::size_t preperiod = start; // extend the repetition to the left as far as it goes
        while (preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period]) --preperiod;
        const Periodicity candidate{preperiod, period, 0};
        if (certifies(values, candidate, theorem)) return candidate;
    }
    return std::nullopt;
}

} // namespace

std::size_t PeriodicityTheorem::values_needed(std::size_t preperiod, std::size_t period) const {
    return parts * std::max(preperiod, min_part) + (period_factor + 1) * period + max_take;
}

bool certifies_periodicity(std::span<const std::uint32_t> values, Periodicity candidate, const PeriodicityTheorem& theorem) {
    return certifies(values, candidate, theorem);
}

bool certifies_periodicity(std::span<const std::int32_t> values, Periodicity candidate, const PeriodicityTheorem& theorem) {
    return certifies(values, candidate, theorem);
}

std::optional<Periodicity> find_periodicity(std::span<const std::uint32_t> values, const PeriodicityTheorem& theorem) {
    return find(values, theorem);
}

std::optional<Periodicity> find_periodicity(std::span<const std::int32_t> values, const PeriodicityTheorem& theorem) {
    return find(values, theorem);
}

} // namespace cgt::impartial
