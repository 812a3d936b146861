#pragma once
// Loopy values of rulesets' positions: the search of explore.hpp, then the values of
// component_values.hpp (partizan: canonical stoppers and sided values), Smith's loopy nim
// values (impartial), or outcomes read off the graph without simplifying anything.
//
//   cgt::loopy::SidedValue v = cgt::loopy::loopy_value(FoxAndGeese(), position);
//   if (auto s = v.as_stopper()) ...                                   // a canonical stopper
//   cgt::loopy::NimValue n = cgt::loopy::loopy_nim_value(token_game, token_game.start(0));
//
// These are CGSuite's Game.GameValue for loopy games (its loopyGameValue), for any ruleset of
// the generic layer. A ruleset that splits (games/ruleset.hpp) has each part of the start
// valued by its own search, and the parts' values summed.

#include <span>
#include <vector>

#include "algorithms/loopy/component_values.hpp"
#include "algorithms/loopy/explore.hpp"
#include "cgt/game.hpp"
#include "cgt/loopy/nim_value.hpp"
#include "cgt/loopy/outcome.hpp"
#include "cgt/loopy/sided_value.hpp"

namespace cgt::loopy {

// The values of several positions, from one search (the positions they share are found and
// valued once: all fox positions of one Fox and Geese board, say).
template <typename R>
std::vector<SidedValue> loopy_values(const R& rules, std::span<const typename R::Position> positions,
                                     const LoopySearchOptions& options = {}) {
    const RulesetGraph<typename R::Position> found = explore(rules, positions, options);
    return component_values(found.graph, found.starts, options);
}

// The value of a position: a canonical stopper when it is one (as_stopper()), else its sides.
template <typename R>
SidedValue loopy_value(const R& rules, const typename R::Position& position, const LoopySearchOptions& options = {}) {
    if constexpr (HasSplit<R>) {
        std::vector<typename R::Position> parts;
        rules.split(position, [&](auto&& part) { parts.emplace_back(std::forward<decltype(part)>(part)); });
        if (parts.size() != 1) {
            SidedValue total;
            for (const auto& part : parts) total = total + loopy_values(rules, std::span(&part, 1), options)[0];
            return total;
        }
    }
    return loopy_values(rules, std::span(&position, 1), options)[0];
}

// The loopy outcome of a position plus short games (none: the position alone), by retrograde
// analysis of the sum's graph; nothing is simplified, so this answers for graphs whose values
// would take long to simplify.
template <typename R>
LoopyOutcome loopy_outcome(const R& rules, const typename R::Position& position, std::span<const Game> short_games = {},
                           const LoopySearchOptions& options = {}) {
    const RulesetGraph<typename R::Position> found = explore(rules, std::span(&position, 1), options);
    return outcome_of_sum(found.graph, found.starts[0], short_games);
}

// Smith's loopy nim values of impartial rulesets' positions, from one search.
template <typename R>
std::vector<NimValue> loopy_nim_values(const R& rules, std::span<const typename R::Position> positions,
                                       const LoopySearchOptions& options = {}) {
    static_assert(ImpartialRuleset<R>, "cgt: loopy nim values need an impartial ruleset (games/ruleset.hpp)");
    const RulesetGraph<typename R::Position> found = explore(rules, positions, options);
    const std::vector<NimValue> all = nim_values(found.graph);
    std::vector<NimValue> out;
    out.reserve(found.starts.size());
    for (Vertex v : found.starts) out.push_back(all[v]);
    return out;
}

template <typename R>
NimValue loopy_nim_value(const R& rules, const typename R::Position& position, const LoopySearchOptions& options = {}) {
    return loopy_nim_values(rules, std::span(&position, 1), options)[0];
}

} // namespace cgt::loopy
