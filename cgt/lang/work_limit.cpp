#include "cgt/lang/work_limit.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdlib>

#include <fmt/format.h>

namespace cgt {
namespace {

std::atomic<std::uint64_t> current_limit{0}; // 0: not read from the environment yet

} // namespace

std::uint64_t parse_work_limit(std::string_view text, std::string_view source) {
    const bool digits_only = !text.empty() && std::ranges::all_of(text, [](char c) { return c >= '0' && c <= '9'; });
    if (!digits_only)
        throw InvalidArgument(fmt::format("{} must be a whole number from 1 to {}, e.g. 4, not '{}'", source,
                                          maximum_work_limit, text.substr(0, 40)));
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range || end != text.data() + text.size() || value > maximum_work_limit)
        throw InvalidArgument(fmt::format("{} {} is too large (at most {})", source, text.substr(0, 40), maximum_work_limit));
    if (value == 0) throw InvalidArgument(fmt::format("{} must be at least 1 (1 is the default)", source));
    return value;
}

std::uint64_t work_limit() {
    const std::uint64_t limit = current_limit.load(std::memory_order_acquire);
    if (limit != 0) return limit;
    const char* text = std::getenv("CGT_WORK_LIMIT");
    std::uint64_t from_environment = text ? parse_work_limit(text, "CGT_WORK_LIMIT") : 1;
    std::uint64_t unset = 0;
    current_limit.compare_exchange_strong(unset, from_environment, std::memory_order_acq_rel); // set_work_limit wins
    return current_limit.load(std::memory_order_acquire);
}

void set_work_limit(std::uint64_t limit) {
    if (limit < 1 || limit > maximum_work_limit)
        throw InvalidArgument(fmt::format("the work limit must be from 1 to {}, got {}", maximum_work_limit, limit));
    current_limit.store(limit, std::memory_order_release);
}

} // namespace cgt
