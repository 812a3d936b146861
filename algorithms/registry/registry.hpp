#pragma once
// The ruleset registry: every ruleset whose positions are written as text, in one table
// (registry.cpp), with its name, its position syntax, a one-line description and its positions'
// parser and printer. `cgt play` (its --list, and sums such as `cgt play clobber:XO.OX
// domineering:..|..`) and `cgt solve` (MCGS's section titles) find rulesets here only: a ruleset
// is added by one line in that table.
//
//   const registry::Ruleset* r = registry::find("clobber");          // or MCGS's "clobber_1xn"
//   sums::SumSearch search;
//   const auto id = search.add_ruleset(r->make());
//   sums::Component c{id, search.ruleset(id).parse("XO.OX")};

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/sums/erased_ruleset.hpp"

namespace cgt::registry {

struct Ruleset {
    std::string_view name;         // as cgt play writes it: "clobber", "toads-and-frogs"
    std::string_view mcgs_section; // MCGS's [section] title, or empty when MCGS has none
    bool impartial;
    std::string_view syntax;      // how a position is written
    std::string_view description; // one line
    // A fresh ruleset object (its own tables and interned positions) behind the sum search's
    // interface, reading and printing positions.
    std::unique_ptr<sums::ErasedRuleset> (*make)();
    // Its impartial variant (both players make either's moves; MCGS's [impartial NAME]); an
    // impartial ruleset is its own.
    std::unique_ptr<sums::ErasedRuleset> (*make_impartial)();
    // Rulesets whose position text is the board itself (Hackenbush: a ruleset object per
    // graph) have no make() and make_impartial(), but this: the ruleset object of one position,
    // whose parse() of the same text gives that position. Throws ParseError.
    std::unique_ptr<sums::ErasedRuleset> (*make_for_position)(std::string_view text) = nullptr;
};

// Every registered ruleset, in the table's order.
std::span<const Ruleset> rulesets();

// The ruleset named `name` (its cgt name or its MCGS section title), or nullptr.
const Ruleset* find(std::string_view name);

} // namespace cgt::registry
