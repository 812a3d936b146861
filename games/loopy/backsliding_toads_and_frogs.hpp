#pragma once
// Backsliding Toads and Frogs (CGSuite's game.strip.BackslidingToadsAndFrogs, that is
// GenToadsAndFrogs(minSlide => -1)): a loopy partizan ruleset on a strip of cells.
//
// Left's toads 't' face right, Right's frogs 'f' face left. On a move a player slides one of
// their creatures one cell forward into an empty cell, slides it one cell backward into an
// empty cell (the backslide, which makes the game loopy), or jumps it forward over exactly one
// adjacent enemy creature into the empty cell just beyond. The ends of the strip are walls. The
// player who cannot move loses.
//
//   BackslidingToadsAndFrogs rules;
//   cgt::loopy::loopy_value(rules, rules.parse("ttt..fff"));   // {on||0|-1/2} & {1/2|0||off}
//
// (Classic Toads and Frogs, without the backslide, is a short game: games/grid.)

#include <string>
#include <string_view>

#include "cgt/player.hpp"

namespace cgt::loopy {

class BackslidingToadsAndFrogs {
public:
    static constexpr std::size_t max_length = 1024;
    using Position = std::string; // '.', 't', 'f', left to right (CGSuite's characters)

    // Checks the characters (upper case is read as lower case, as CGSuite does) and the length;
    // throws InvalidArgument with the offending character.
    static Position parse(std::string_view text);

    template <typename Visit>
    void for_each_option(const Position& p, Player player, Visit&& visit) const {
        const char us = player == Player::left ? 't' : 'f', them = player == Player::left ? 'f' : 't';
        const std::ptrdiff_t forward = player == Player::left ? 1 : -1;
        const auto n = static_cast<std::ptrdiff_t>(p.size());
        auto at = [&](std::ptrdiff_t i) { return i >= 0 && i < n ? p[static_cast<std::size_t>(i)] : '#'; };
        auto moved = [&](std::ptrdiff_t from, std::ptrdiff_t to) {
            Position option = p;
            option[static_cast<std::size_t>(from)] = '.';
            option[static_cast<std::size_t>(to)] = us;
            return option;
        };
        for (std::ptrdiff_t i = 0; i < n; ++i) {
            if (p[static_cast<std::size_t>(i)] != us) continue;
            if (at(i + forward) == '.') visit(moved(i, i + forward));
            if (at(i - forward) == '.') visit(moved(i, i - forward));
            if (at(i + forward) == them && at(i + 2 * forward) == '.') visit(moved(i, i + 2 * forward));
        }
    }
    const Position& key(const Position& p) const noexcept { return p; }
};

} // namespace cgt::loopy
