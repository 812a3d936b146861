// MCGS's section titles (MCGS's file_parser.cpp names them) are the registry's MCGS names
// (algorithms/registry/registry.cpp): `cgt solve` knows what the registry knows.
#include "tools/cli/solve/sections.hpp"

#include <fmt/format.h>

#include "algorithms/registry/registry.hpp"
#include "cgt/errors.hpp"

namespace cgt::cli::mcgs {

std::unique_ptr<sums::ErasedRuleset> section_ruleset(std::string_view title) {
    bool impartial = false;
    if (title.starts_with("impartial ")) {
        impartial = true;
        title.remove_prefix(std::string_view("impartial ").size());
        while (!title.empty() && title.front() == ' ') title.remove_prefix(1);
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
