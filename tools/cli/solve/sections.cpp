// MCGS's section titles (MCGS's file_parser.cpp names them) are the registry's MCGS names
// (algorithms/registry/registry.cpp): `cgt solve` knows what the registry knows.
#include "tools/cli/solve/sections.hpp"

#include <fmt/format.h>

#include "algorithms/registry/registry.hpp"
#include "cgt/errors.hpp"

namespace cgt::cli::mcgs {

std::unique_ptr<sums::ErasedRuleset> section_ruleset(std::string_view title) {
    // "impartial NAME", the two words separated by any white space (a title may span lines).
    const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    bool impartial = false;
    constexpr std::string_view prefix = "impartial";
    if (title.starts_with(prefix) && title.size() > prefix.size() && is_space(title[prefix.size()])) {
        impartial = true;
        title.remove_prefix(prefix.size());
        while (!title.empty() && is_space(title.front())) title.remove_prefix(1);
    }
    for (const registry::Ruleset& r : registry::rulesets())
        if (r.make && !r.mcgs_section.empty() && r.mcgs_section == title) return impartial ? r.make_impartial() : r.make();
    throw InvalidArgument(fmt::format("unknown section [{}]; the sections are {} (and 'impartial NAME' for each)",
                                      title, section_names()));
}

std::string section_names() {
    std::string out;
    for (const registry::Ruleset& r : registry::rulesets())
        if (!r.mcgs_section.empty()) out += fmt::format("{}{}", out.empty() ? "" : ", ", r.mcgs_section);
    return out;
}

} // namespace cgt::cli::mcgs
