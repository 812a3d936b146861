#include "algorithms/compound/path_sequences.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {

// Calls visit(parts, part_count) for every option of P_n (eq. (1)): the parts are path orders
// >= 1; part_count 0 means the option empties the path.
template <typename Visit>
void for_each_path_option(std::size_t n, Visit&& visit) {
    if (n == 0) return;
    if (n <= 2) {
        visit(std::size_t{0}, std::size_t{0}, 0);
        return;
    }
    visit(n - 2, std::size_t{0}, 1);
    if (n == 3) visit(std::size_t{0}, std::size_t{0}, 0);
    else visit(n - 3, std::size_t{0}, 1);
    for (std::size_t i = 1; 2 * i <= n - 3; ++i) visit(i, n - 3 - i, 2);
}

} // namespace

std::vector<std::int32_t> mex_sequence(MexSequence kind, std::size_t count) {
    std::vector<std::int32_t> v(count, undefined_value);
    const std::int32_t* start = nullptr;
    static constexpr std::int32_t grundy_start[4] = {0, 1, 1, 2};
    static constexpr std::int32_t normal_start[4] = {undefined_value, undefined_value,
                                                     undefined_value, undefined_value};
    static constexpr std::int32_t misere_start[4] = {undefined_value, 0, 0, 1};
    switch (kind) {
    case MexSequence::grundy: start = grundy_start; break;
    case MexSequence::foreclosed_normal: start = normal_start; break;
    case MexSequence::foreclosed_misere: start = misere_start; break;
    }
    for (std::size_t n = 0; n < std::min<std::size_t>(4, count); ++n) v[n] = start[n];

    // seen[x] == n marks x as an option value of P_n. The table size is a power of two above
    // every value so far, so the xor of two values always fits.
    std::vector<std::size_t> seen(8, 0);
    for (std::size_t n = 4; n < count; ++n) {
        auto mark = [&](std::int32_t x) {
            if (x >= 0) seen[static_cast<std::size_t>(x)] = n;
        };
        mark(v[n - 2]);
        mark(v[n - 3]);
        for (std::size_t i = 1; 2 * i <= n - 3; ++i) {
            const std::int32_t a = v[i];
            const std::int32_t b = v[n - 3 - i];
            if (a >= 0 && b >= 0) seen[static_cast<std::size_t>(a ^ b)] = n;
        }
        std::size_t m = 0;
        while (m < seen.size() && seen[m] == n) ++m;
        if (m >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
            throw OutOfRange("mex sequence value exceeds 32 bits");
        v[n] = static_cast<std::int32_t>(m);
        if (2 * m >= seen.size()) seen.resize(4 * seen.size(), 0);
    }
    return v;
}

PeriodicSequence::PeriodicSequence(std::vector<std::int32_t> values, Periodicity periodicity)
    : values_(std::move(values)), periodicity_(periodicity) {
    if (periodicity.period == 0 || periodicity.saltus != 0 || periodicity.preperiod + periodicity.period > values_.size())
        throw InvalidArgument("PeriodicSequence needs a period > 0, saltus 0 and one full period of values");
}

std::int32_t PeriodicSequence::operator()(std::uint64_t n) const {
    if (n < values_.size()) return values_[n];
    const std::uint64_t q = periodicity_.preperiod;
    const std::uint64_t p = periodicity_.period;
    return values_[q + (n - q) % p];
}

namespace {

PeriodicSequence proven_periodic(MexSequence kind, std::size_t count) {
    std::vector<std::int32_t> values = mex_sequence(kind, count);
    const std::optional<Periodicity> period = impartial::find_periodicity(values, impartial::PeriodicityTheorem::octal(3));
    if (!period) throw Error("internal: no period found for a sequence known to be periodic");
    return PeriodicSequence(std::move(values), *period);
}

} // namespace

const PeriodicSequence& grundy_0137() {
    static const PeriodicSequence sequence = proven_periodic(MexSequence::grundy, 1000);
    return sequence;
}

const PeriodicSequence& foreclosed_normal() {
    static const PeriodicSequence sequence = proven_periodic(MexSequence::foreclosed_normal, 2000);
    return sequence;
}

std::vector<std::int32_t> extremal_sequence(Extremal kind, bool misere, std::size_t count) {
    std::vector<std::int32_t> v(count, 0);
    // The parity the player to move wants to reach: even remoteness/suspense is a loss for the
    // player to move under normal play, odd under misere play.
    const int good = misere ? 1 : 0;
    for (std::size_t n = 1; n < count; ++n) {
        std::int32_t best_good = -1; // min (remoteness) or max (suspense) of good option values
        std::int32_t best_bad = -1;  // max (remoteness) or min (suspense) of the others
        for_each_path_option(n, [&](std::size_t a, std::size_t b, int parts) {
            std::int32_t x = 0;
            if (parts == 1) x = v[a];
            if (parts == 2)
                x = kind == Extremal::remoteness ? std::min(v[a], v[b]) : std::max(v[a], v[b]);
            const bool is_good = (x & 1) == good;
            const bool prefer_small = (kind == Extremal::remoteness) == is_good;
            std::int32_t& best = is_good ? best_good : best_bad;
            if (best < 0 || (prefer_small ? x < best : x > best)) best = x;
        });
        v[n] = 1 + (best_good >= 0 ? best_good : best_bad);
    }
    return v;
}

std::int32_t remoteness_normal(std::uint64_t n) {
    if (n == 0) return 0;
    if (n <= 3) return 1;
    if (n <= 5) return 2;
    if (n <= 8) return 3;
    if (n <= 10) return 4;
    return 3; // via the option P_4 + P_{n-7}
}

std::int32_t remoteness_misere(std::uint64_t n) { return n == 0 ? 0 : n <= 2 ? 1 : 2; }

std::int32_t suspense_normal(std::uint64_t n) {
    if (n == 0) return 0;
    // t_m = 5(2^m - 1): S+ = 2m at t_m, 2m+1 on [t_m + 1, t_{m+1} - 2], 2m+2 at t_{m+1} - 1.
    for (std::int32_t m = 0; m < 62; ++m) {
        const std::uint64_t t = 5 * ((std::uint64_t{1} << m) - 1);
        const std::uint64_t next = 5 * ((std::uint64_t{1} << (m + 1)) - 1);
        if (n == t) return 2 * m;
        if (n <= next - 2) return 2 * m + 1;
        if (n == next - 1) return 2 * m + 2;
    }
    throw OutOfRange(fmt::format("path order {} too large for the suspense formula", n));
}

std::int32_t suspense_misere(std::uint64_t n) {
    if (n == 0) return 0;
    // u_m = 7 * 2^m - 6: S- = 2m+1 at u_m and u_m + 1, 2m+2 on [u_m + 2, u_{m+1} - 1].
    for (std::int32_t m = 0; m < 60; ++m) {
        const std::uint64_t u = 7 * (std::uint64_t{1} << m) - 6;
        const std::uint64_t next = 7 * (std::uint64_t{1} << (m + 1)) - 6;
        if (n <= u + 1) return 2 * m + 1;
        if (n <= next - 1) return 2 * m + 2;
    }
    throw OutOfRange(fmt::format("path order {} too large for the suspense formula", n));
}

} // namespace cgt::compound
