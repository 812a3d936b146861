#include "games/compound/compound_version.hpp"

#include <array>
#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {

constexpr std::array<std::pair<std::string_view, Version>, 6> version_names{{
    {"disjunctive", Version::disjunctive},
    {"diminished", Version::diminished},
    {"conjunctive", Version::conjunctive},
    {"continued", Version::continued},
    {"selective", Version::selective},
    {"shortened", Version::shortened},
}};

} // namespace

MoveRule move_rule(Version v) noexcept {
    switch (v) {
    case Version::disjunctive:
    case Version::diminished: return MoveRule::one;
    case Version::conjunctive:
    case Version::continued: return MoveRule::all;
    case Version::selective:
    case Version::shortened: return MoveRule::any;
    }
    return MoveRule::one;
}

bool ends_early(Version v) noexcept {
    return v == Version::diminished || v == Version::conjunctive || v == Version::shortened;
}

std::string_view to_string(Version v) noexcept {
    for (const auto& [name, version] : version_names)
        if (version == v) return name;
    return "?";
}

Version parse_version(std::string_view text) {
    for (const auto& [name, version] : version_names)
        if (name == text) return version;
    throw InvalidArgument(fmt::format(
        "unknown compound version {} (expected disjunctive, diminished, conjunctive, "
        "continued, selective or shortened)",
        quote_excerpt(text)));
}

Play parse_play(std::string_view text) {
    if (text == "normal") return Play::normal;
    if (text == "misere" || text == "misère") return Play::misere;
    throw InvalidArgument(fmt::format("unknown play convention {} (expected normal or misere)", quote_excerpt(text)));
}

} // namespace cgt::compound
