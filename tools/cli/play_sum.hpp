#pragma once
// cgt play on positions of the registered rulesets (algorithms/registry/): one or several
// positions, of one or several rulesets, played as a sum.
//
//   cgt play clobber XO.OX OX                      two Clobber positions
//   cgt play clobber:XO.OX domineering:..|..       a Clobber and a Domineering position
//   cgt play clobber:XOXOXO --first left --moves   who wins moving first, and the winning moves
//   cgt play domineering:...|... --info            cgt info's fields of the value
//   cgt play clobber:XO.OX nimber:1 --misere       the misère outcome
//
// A word NAME:POSITION is a position of the ruleset NAME; a word NAME alone names the ruleset of
// the positions that follow; any other word is a position of the last ruleset named.

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/cli/detail/output_format.hpp"

namespace cgt::cli {

struct SumPlay {
    std::vector<std::string> words; // the ruleset and position words as given
    std::string first;              // --first: "left", "right" or empty
    bool outcome = false, moves = false;
    bool info = false;   // --info: cgt info's fields of the value (stops, mean, temperature, thermograph)
    bool misere = false; // --misere: misère outcome and moves (one search over the whole sum)
    OutputFormat format = OutputFormat::cgsuite;
};

// Does `word` (the first word after `cgt play`) start a sum of registered rulesets?
bool starts_registered_sum(std::string_view word);

void run_sum_play(const SumPlay& play);

// The registered rulesets, for cgt play --list: name, kind and syntax, then the description.
void print_registered_rulesets();

} // namespace cgt::cli
