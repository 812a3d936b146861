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

OctalHeapRules::OctalHeapRules(std::string_view code) : code_(code) {
    std::string_view rest = code;
    if (rest.starts_with("0.")) rest.remove_prefix(2);
    else if (rest.starts_with(".")) rest.remove_prefix(1);
    else throw InvalidArgument(fmt::format("octal code '{}' must start with '0.'", code));
    if (rest.empty() || rest.size() > 32)
        throw InvalidArgument(fmt::format("octal code '{}' needs 1 to 32 digits after '0.'", code));
    digits_.push_back(0);
    for (std::size_t i = 0; i < rest.size(); ++i) {
        const char c = rest[i];
        if (c < '0' || c > '7')
            throw InvalidArgument(fmt::format(
                "octal code '{}': character '{}' at position {} is not an octal digit", code, c,
                i + 2));
        digits_.push_back(c - '0');
    }
}

std::vector<Parts> OctalHeapRules::options(Order n) const {
    std::vector<Parts> result;
    for (Order k = 1; k < digits_.size() && k <= n; ++k) {
        const int d = digits_[k];
        const Order left = n - k;
        if ((d & 1) && left == 0) result.push_back(Parts{});
        if ((d & 2) && left > 0) result.push_back(Parts{left});
        if (d & 4)
            for (Order a = 1; a <= left / 2; ++a) result.push_back(Parts{a, left - a});
    }
    sort_and_deduplicate(result);
    return result;
}

} // namespace cgt::compound
