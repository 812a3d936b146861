#pragma once
// MCGS's section titles and the rulesets they name, for `cgt solve`: the registry's rulesets
// with an MCGS name (algorithms/registry/registry.hpp).

#include <memory>
#include <string>
#include <string_view>

#include "algorithms/sums/erased_ruleset.hpp"

namespace cgt::cli::mcgs {

// The ruleset of a section title: "clobber_1xn", or "impartial NAME" for the impartial variant
// of NAME (an impartial NAME is itself). Throws InvalidArgument for an unknown title, naming the
// known ones.
std::unique_ptr<sums::ErasedRuleset> section_ruleset(std::string_view title);

// "amazons, cannibal_clobber, ...".
std::string section_names();

} // namespace cgt::cli::mcgs
