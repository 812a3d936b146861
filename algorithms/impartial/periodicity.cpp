#include "algorithms/impartial/periodicity.hpp"

#include <algorithm>
#include <vector>

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
    return static_cast<std::uint64_t>(static_cast<std::int64_t>(v)) % hash_modulus + 1; // -1 stays distinct
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

// The periods p, smallest first, for which the last `window` values repeat p places earlier,
// each with its smallest preperiod q (values[n + p] == values[n] for every n >= q): accept(q, p)
// for each until it returns true. A rolling hash slides the window leftwards one p at a time;
// each hit is compared value by value. Linear time, constant extra memory.
template <typename Value, typename Accept>
bool for_each_repeat(std::span<const Value> values, std::size_t window, Accept&& accept) {
    const std::size_t size = values.size();
    if (window >= size) return false;
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
        if (accept(preperiod, period)) return true;
    }
    return false;
}

// Write S = values.size() and R(p) for the number of trailing n with values[n + p] == values[n]
// (so the smallest preperiod for p is q = S - p - R(p)). The theorem's hypothesis for {q, p}
// reads parts * max(q, min_part) + (period_factor + 1) p + max_take <= S, which needs at least
// R(p) >= L = ceil(((parts - 1) S + max_take) / parts) (the p-terms only add to it). So every
// certified p has the last L values repeated p places earlier.
template <typename Value>
std::optional<Periodicity> find(std::span<const Value> values, const PeriodicityTheorem& theorem) {
    const std::size_t size = values.size();
    const std::size_t parts = std::max<std::size_t>(theorem.parts, 1);
    const std::size_t window = ((parts - 1) * size + theorem.max_take + parts - 1) / parts;
    std::optional<Periodicity> found;
    for_each_repeat(values, window, [&](std::size_t preperiod, std::size_t period) {
        const Periodicity candidate{preperiod, period, 0};
        if (certifies(values, candidate, theorem)) found = candidate;
        return found.has_value();
    });
    return found;
}

bool tail_option(const SubtractionTailTheorem& theorem, std::size_t r) { return r > 0 || theorem.tail_takes_all; }

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

// ---- arithmetic periodicity of subtraction games with a repeating tail ----

std::size_t SubtractionTailTheorem::first_checked(std::size_t preperiod) const {
    return std::max(repeat_from, std::size_t{1}) - 1 + std::max<std::size_t>(preperiod, 1);
}

bool certifies_arithmetic_periodicity(std::span<const std::uint32_t> values, Periodicity c,
                                      const SubtractionTailTheorem& theorem) {
    const std::size_t size = values.size(), q = c.preperiod, p = c.period;
    if (p == 0 || c.saltus <= 0 || size < p + 1) return false;
    const std::size_t n1 = size - p; // the induction starts here: the largest start the data allow
    const std::size_t q1 = std::max<std::size_t>(q, 1);
    if (n1 < theorem.first_checked(q) || q1 + p > size) return false;
    const auto s = c.saltus;
    auto value = [&](std::size_t n) { return static_cast<std::int64_t>(values[n]); };
    for (std::size_t n = q; n < n1; ++n) // (1) G(n + p) = G(n) + s for q <= n < N1
        if (value(n + p) != value(n) + s) return false;
    // H: the tail's options below q' + p (a heap left of r tokens, or nothing when r = 0).
    std::vector<std::int64_t> head;
    for (std::size_t r = 0; r < q1 + p; ++r)
        if (tail_option(theorem, r)) head.push_back(value(r));
    std::sort(head.begin(), head.end());
    head.erase(std::unique(head.begin(), head.end()), head.end());
    auto in_head = [&](std::int64_t v) { return std::binary_search(head.begin(), head.end(), v); };
    for (std::int64_t v = 0; v < s; ++v) // (2) every value below s is an option of every large heap
        if (!in_head(v)) return false;
    // (3) the head's values below q' come back s higher, from H or from the middle stretch
    // M = {G(r) : q' <= r <= N1 - repeat_from}.
    std::vector<std::int64_t> middle;
    for (std::size_t r = q1; r + theorem.repeat_from <= n1; ++r) middle.push_back(value(r));
    std::sort(middle.begin(), middle.end());
    for (std::size_t r = 0; r < q1; ++r)
        if (tail_option(theorem, r) && !in_head(value(r) + s) && !std::binary_search(middle.begin(), middle.end(), value(r)))
            return false;
    // (4) past N1, values stay above H - s, so G(N) + s is never an option of N + p from H.
    std::int64_t lowest = value(n1);
    for (std::size_t n = n1; n < n1 + p; ++n) lowest = std::min(lowest, value(n));
    return head.empty() || lowest + s > head.back();
}

std::optional<Periodicity> find_arithmetic_periodicity(std::span<const std::uint32_t> values,
                                                       const SubtractionTailTheorem& theorem) {
    if (values.size() < 4) return std::nullopt;
    // G(n + p) - G(n) = s from q on iff the differences D(n) = G(n + 1) - G(n) repeat with period
    // p from q on: look for repeats of the last half of D, then check each candidate.
    std::vector<std::int64_t> steps(values.size() - 1);
    for (std::size_t n = 0; n + 1 < values.size(); ++n)
        steps[n] = static_cast<std::int64_t>(values[n + 1]) - static_cast<std::int64_t>(values[n]);
    std::optional<Periodicity> found;
    for_each_repeat(std::span<const std::int64_t>(steps), steps.size() / 2, [&](std::size_t, std::size_t period) {
        const std::size_t size = values.size();
        const std::int64_t saltus = static_cast<std::int64_t>(values[size - 1]) - static_cast<std::int64_t>(values[size - 1 - period]);
        std::size_t q = size - period;
        while (q > 0 && static_cast<std::int64_t>(values[q - 1 + period]) - static_cast<std::int64_t>(values[q - 1]) == saltus) --q;
        const Periodicity candidate{q, period, saltus};
        if (certifies_arithmetic_periodicity(values, candidate, theorem)) found = candidate;
        return found.has_value();
    });
    return found;
}

} // namespace cgt::impartial
