#include "algorithms/compound/foreclosed_misere.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

#include <fmt/format.h>

#include "algorithms/compound/path_sequences.hpp"
#include "algorithms/impartial/detail/octal_engine.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {

__extension__ typedef unsigned __int128 uint128;

std::uint64_t checked_add(std::uint64_t a, std::uint64_t b) {
    std::uint64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum)) throw OutOfRange("F- statistics overflow 64 bits");
    return sum;
}

// num / den in decimal: exact if it terminates within 6 places, otherwise rounded to 6.
std::string format_ratio(uint128 num, uint128 den) {
    const auto whole = static_cast<std::uint64_t>(num / den);
    uint128 rest = num % den;
    std::string digits;
    for (int place = 0; place < 6 && rest != 0; ++place) {
        rest *= 10;
        digits.push_back(static_cast<char>('0' + static_cast<int>(rest / den)));
        rest %= den;
    }
    std::uint64_t whole_part = whole;
    if (rest * 2 >= den && rest != 0) { // round half up on the 6th place
        int i = static_cast<int>(digits.size()) - 1;
        while (i >= 0 && digits[static_cast<std::size_t>(i)] == '9') digits[static_cast<std::size_t>(i--)] = '0';
        if (i >= 0) ++digits[static_cast<std::size_t>(i)];
        else ++whole_part;
    }
    while (!digits.empty() && digits.back() == '0') digits.pop_back();
    return digits.empty() ? fmt::format("{}", whole_part) : fmt::format("{}.{}", whole_part, digits);
}

} // namespace

const std::vector<std::int32_t>& foreclosed_misere_values(std::size_t count) {
    // Callers keep references, so a longer list is a new version and the old ones stay alive.
    static std::mutex mutex;
    static std::vector<std::unique_ptr<const std::vector<std::int32_t>>> versions;
    std::lock_guard lock(mutex);
    if (versions.empty() || versions.back()->size() < count) {
        auto longer = versions.empty() ? std::make_unique<std::vector<std::int32_t>>()
                                       : std::make_unique<std::vector<std::int32_t>>(*versions.back());
        extend_foreclosed_misere(*longer, std::max<std::size_t>(count, 1024));
        versions.push_back(std::move(longer));
    }
    return *versions.back();
}

void extend_foreclosed_misere(std::vector<std::int32_t>& values, std::size_t count) {
    if (count > impartial::max_octal_sequence_length + 2)
        throw InvalidArgument(fmt::format("{} F- values: too many (at most {})", count, impartial::max_octal_sequence_length + 2));
    for (std::size_t n = values.size(); n < std::min<std::size_t>(2, count); ++n) values.push_back(n == 0 ? undefined_value : 0);
    if (values.size() >= count) return;
    // F-(n) = G_0.13337(n - 2) for n >= 2: the octal engine continues from the values given.
    std::vector<Grundy> prefix;
    prefix.reserve(values.size() - 2);
    for (std::size_t n = 1; n < values.size(); ++n) {
        if (values[n] < 0) throw InvalidArgument(fmt::format("F-(P_{}) given as undefined", n));
        if (n >= 2) prefix.push_back(static_cast<Grundy>(values[n]));
    }
    static const impartial::OctalCode code = impartial::OctalCode::parse("0.13337");
    impartial::check_octal_sequence_memory(code, count - 2);
    impartial::detail::OctalEngine engine(code, {}, std::move(prefix));
    engine.extend(count - 2);
    const std::vector<Grundy>& g = engine.values();
    values.reserve(count);
    for (std::size_t n = values.size(); n < count; ++n) values.push_back(static_cast<std::int32_t>(g[n - 2]));
}

ForeclosedStats foreclosed_stats(const std::vector<std::int32_t>& values, std::size_t n) {
    if (n == 0 || values.size() <= n)
        throw InvalidArgument(fmt::format("F- statistics on [1, {}] need {} values", n, n + 1));
    ForeclosedStats s;
    s.n = n;
    std::map<std::int32_t, std::size_t> frequency;
    for (std::size_t i = 1; i <= n; ++i) {
        const std::int32_t x = values[i];
        if (x < 0) throw InvalidArgument(fmt::format("F-(P_{}) is undefined", i));
        if (x == 0) {
            ++s.zeros;
            s.last_zero = i;
        }
        if (x > s.max || i == 1) {
            s.max = x;
            s.first_max_at = i;
        }
        s.sum = checked_add(s.sum, static_cast<std::uint64_t>(x));
        ++frequency[x];
    }
    for (std::size_t i = 1; i <= n; ++i) {
        const auto scaled = static_cast<std::uint64_t>(values[i]) * n; // n * x
        s.abs_dev_sum_n = checked_add(s.abs_dev_sum_n, scaled > s.sum ? scaled - s.sum : s.sum - scaled);
    }
    for (const auto& [value, count] : frequency) // ascending values: ties keep the smallest
        if (count > s.most_frequent_count) {
            s.most_frequent = value;
            s.most_frequent_count = count;
        }
    return s;
}

std::string format_stats_row(const ForeclosedStats& s) {
    const uint128 n = s.n;
    return fmt::format("{} {} {} {} {} {}% {} {}", s.zeros, s.max, format_ratio(s.sum, n),
                       format_ratio(s.abs_dev_sum_n, n * n), s.most_frequent,
                       format_ratio(uint128{s.most_frequent_count} * 100, n), s.last_zero,
                       s.first_max_at);
}

} // namespace cgt::compound
