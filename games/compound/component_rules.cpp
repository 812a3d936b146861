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
    std::vector<Parts> result; // distinct by construction
    for_each_path_option(n, [&](Order a, Order b) { result.push_back(path_option_parts(a, b)); });
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
