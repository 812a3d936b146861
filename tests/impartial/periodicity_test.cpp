// Periodicity detection: the linear rolling-hash search == the definitional quadratic search,
// on random sequences with planted periods (multiples, near misses, every theorem shape).
#include <doctest/doctest.h>

#include <optional>
#include <random>
#include <vector>

#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/periodicity.hpp"

using namespace cgt::impartial;

namespace {

// The slow twin: every period p in turn, its smallest preperiod by scanning back, then the
// theorem's range checked value by value.
template <typename Value>
std::optional<Periodicity> find_naive(const std::vector<Value>& values, const PeriodicityTheorem& theorem) {
    const std::size_t size = values.size();
    for (std::size_t p = 1; p < size; ++p) {
        std::size_t q = size - p;
        while (q > 0 && values[q - 1] == values[q - 1 + p]) --q;
        if (theorem.values_needed(q, p) > size) continue;
        bool holds = true;
        for (std::size_t n = q; n + p < theorem.values_needed(q, p); ++n) holds = holds && values[n] == values[n + p];
        if (holds) return Periodicity{q, p, 0};
    }
    return std::nullopt;
}

template <typename Value>
std::vector<Value> planted(std::mt19937_64& rng, std::size_t size, std::size_t preperiod, std::size_t period, unsigned alphabet) {
    std::vector<Value> v(size);
    for (std::size_t n = 0; n < size; ++n)
        v[n] = n < preperiod + period ? static_cast<Value>(rng() % alphabet) : v[n - period];
    return v;
}

} // namespace

TEST_CASE("find_periodicity == the quadratic definition on planted and random sequences") {
    std::mt19937_64 rng(12);
    const PeriodicityTheorem theorems[] = {PeriodicityTheorem::octal(0), PeriodicityTheorem::octal(3),
                                           {2, 1, 0, 1}, {4, 3, 2, 1}, {3, 3, 8, 2}, {1, 2, 3, 2}};
    int found = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const std::size_t size = 1 + rng() % 300;
        const std::size_t preperiod = rng() % (size + 1);
        const std::size_t period = 1 + rng() % 40;
        const unsigned alphabet = 1 + static_cast<unsigned>(rng() % 4);
        auto values = planted<std::uint32_t>(rng, size, preperiod, period, alphabet);
        if (trial % 3 == 0 && size > 2) values[rng() % size] ^= 1; // a near miss somewhere
        for (const auto& theorem : theorems) {
            CAPTURE(trial);
            CAPTURE(theorem.parts);
            const auto fast = find_periodicity(values, theorem);
            CHECK(fast == find_naive(values, theorem));
            if (fast) {
                ++found;
                CHECK(certifies_periodicity(values, *fast, theorem));
            }
        }
        // The signed overload (compound sequences with undefined values -1).
        std::vector<std::int32_t> signed_values(values.begin(), values.end());
        if (!signed_values.empty()) signed_values[0] = -1;
        CHECK(find_periodicity(signed_values, PeriodicityTheorem::octal(3)) ==
              find_naive(signed_values, PeriodicityTheorem::octal(3)));
    }
    CHECK(found > 1000); // the planted periods are found, not only rejected
}

TEST_CASE("a periodic tail that is not yet certified costs linear time (0.376's cliff)") {
    // 2^22 values periodic with period 4 from 2,268,248 (as 0.376 is): every multiple of 4 repeats
    // the tail, which made the old search quadratic. Not certified: 2 * 2268248 + 8 + 3 > 2^22.
    const std::size_t size = std::size_t{1} << 22, preperiod = 2268248;
    std::vector<std::uint32_t> values(size);
    std::mt19937_64 rng(3);
    for (std::size_t n = 0; n < size; ++n) values[n] = n < preperiod + 4 ? static_cast<std::uint32_t>(rng() % 200) : values[n - 4];
    CHECK_FALSE(find_periodicity(values, PeriodicityTheorem::octal(3)));
    values.resize(2 * preperiod + 2 * 4 + 3, 0);
    for (std::size_t n = size; n < values.size(); ++n) values[n] = values[n - 4];
    CHECK(find_periodicity(values, PeriodicityTheorem::octal(3)) == Periodicity{preperiod, 4, 0});
    values.pop_back();
    CHECK_FALSE(find_periodicity(values, PeriodicityTheorem::octal(3)));
}

TEST_CASE("the number of values a certificate needs") {
    // Guy-Smith for octal games: q <= n < 2q + p + k, i.e. values up to 2q + 2p + k - 1.
    CHECK(PeriodicityTheorem::octal(3).values_needed(52, 34) == 2 * 52 + 2 * 34 + 3);
    // A purely periodic subtraction game: max(q, 1) + p + k values.
    CHECK(PeriodicityTheorem{2, 1, 0, 1}.values_needed(0, 3) == 1 + 3 + 2);
}
