// Comparing a value of the expression language with a printed game or set of games as values,
// for fixtures whose printer lists options in another order or writes them differently.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "cgt/lang/expression.hpp"

namespace cgt::testing {

// Whether v is the game, or the set of games ("{a,b,{c|d}}"), that `printed` writes.
inline bool same_games(const Value& v, const std::string& printed) {
    if (const Game* g = std::get_if<Game>(&v)) return *g == parse_game(printed);
    const GameSet* set = std::get_if<GameSet>(&v);
    if (!set || printed.size() < 2) return false;
    // The elements at brace depth 1, split at commas.
    std::vector<Game> wanted;
    std::string element;
    int depth = 0;
    for (std::size_t i = 1; i + 1 < printed.size(); ++i) {
        if (printed[i] == ',' && depth == 0) {
            wanted.push_back(parse_game(element));
            element.clear();
            continue;
        }
        depth += printed[i] == '{' ? 1 : printed[i] == '}' ? -1 : 0;
        element += printed[i];
    }
    if (!element.empty()) wanted.push_back(parse_game(element));
    return wanted.size() == set->games.size() && std::all_of(wanted.begin(), wanted.end(), [&](Game g) {
               return std::find(set->games.begin(), set->games.end(), g) != set->games.end();
           });
}

} // namespace cgt::testing
