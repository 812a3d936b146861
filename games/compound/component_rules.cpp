#include "games/compound/component_rules.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {

void sort_and_deduplicate(std::vector<Parts>& options) {
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
}

} // namespace

std::vector<Parts> PathNodeKayles::options(Order n) const {
    // The options below are distinct by construction, so no deduplication is needed.
    std::vector<Parts> result;
    if (n == 0) return result;
    // End vertex: P_{n-2}; second vertex: P_{n-3}; zeros mean the path is gone.
    result.push_back(n >= 3 ? Parts{n - 2} : Parts{});
    if (n >= 3) result.push_back(n >= 4 ? Parts{n - 3} : Parts{});
    // A vertex at distance >= 2 from both ends splits the rest into P_i + P_j, i + j = n - 3.
    if (n >= 5) {
        result.reserve(2 + (n - 3) / 2);
        for (Order i = 1; i <= (n - 3) / 2; ++i) result.push_back(Parts{i, n - 3 - i});
    }
    return result;
}

OctalHeapRules::OctalHeapRules(std::string_view code) : code_(impartial::OctalCode::parse(code)) {}

std::vector<Parts> OctalHeapRules::options(Order n) const {
    std::vector<Parts> result;
    impartial::for_each_option(code_, n, [&](std::span<const std::size_t> parts) {
        Parts option;
        option.reserve(parts.size());
        for (std::size_t part : parts) option.push_back(static_cast<Order>(part));
        result.push_back(std::move(option));
    });
    sort_and_deduplicate(result);
    return result;
}

} // namespace cgt::compound
