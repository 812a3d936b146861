#include "algorithms/compound/path_sequences.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "algorithms/impartial/octal_sequence.hpp"
#include "cgt/errors.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::compound {

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

// The sequence with values[n] = G_code(n - shift) for n >= shift (undefined below), computed by
// the octal engine far enough for the code's periodicity theorem to prove its period.
PeriodicSequence proven_periodic(std::string_view code_text, std::size_t shift, std::size_t count) {
    const impartial::OctalCode code = impartial::OctalCode::parse(code_text);
    const std::vector<Grundy> g = impartial::octal_grundy_sequence(code, count - shift);
    const std::optional<Periodicity> period = impartial::find_periodicity(code, g);
    if (!period) throw Error("internal: no period found for a sequence known to be periodic");
    std::vector<std::int32_t> values(shift, undefined_value);
    for (Grundy x : g) values.push_back(static_cast<std::int32_t>(x));
    return PeriodicSequence(std::move(values), Periodicity{period->preperiod + shift, period->period, 0});
}

} // namespace

const PeriodicSequence& grundy_0137() {
    static const PeriodicSequence sequence = proven_periodic("0.137", 0, 1000);
    return sequence;
}

const PeriodicSequence& foreclosed_normal() {
    // F+(0..3) are undefined. From n = 4 on, the options of P_n with defined values, P_{n-2},
    // P_{n-3} and P_i + P_j (i + j = n - 3, i, j >= 4), are those of the heap n - 4 in octal
    // 0.0330007 (take 2 or 3 leaving at most one heap, take 7 leaving at most two).
    static const PeriodicSequence sequence = proven_periodic("0.0330007", 4, 2000);
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
        for_each_path_option(n, [&](std::size_t a, std::size_t b) {
            const int parts = a == 0 ? 0 : b == 0 ? 1 : 2;
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
