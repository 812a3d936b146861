#include "tools/cli/compound_arguments.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::cli {

using compound::Order;
using compound::Position;

std::uint64_t parse_count(std::string_view text, std::string_view what, std::uint64_t max) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec == std::errc::invalid_argument || ptr != end)
        throw InvalidArgument(fmt::format("{} {} is not a non-negative integer", what, quote_excerpt(text)));
    if (ec == std::errc::result_out_of_range || value > max)
        throw InvalidArgument(fmt::format("{} {} is too large (at most {})", what, quote_excerpt(text), max));
    return value;
}

Position parse_position(std::span<const std::string> orders) {
    if (orders.size() > max_paths)
        throw InvalidArgument(fmt::format("{} paths given; at most {}", orders.size(), max_paths));
    Position position;
    for (const std::string& text : orders) position.push_back(static_cast<Order>(parse_count(text, "path order", compound::max_order)));
    if (position.size() > 1 && std::find(position.begin(), position.end(), 0) != position.end())
        throw InvalidArgument("path order 0 (the empty start) is only allowed alone");
    if (position.size() == 1 && position[0] == 0) position.clear();
    return compound::make_position(std::move(position));
}

} // namespace cgt::cli
