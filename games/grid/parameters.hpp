#pragma once
// MCGS writes the parameters of some games before the board, separated by ':' —
// "1,2,1,1:x.o" (Toads and Frogs), "1,1,0:..|.." (King Dirt) — and the board then follows as
// any grid or strip.

#include <cstdint>
#include <string_view>
#include <vector>

#include "games/grid/grid.hpp"

namespace cgt::grid {

struct ParameterPrefix {
    std::vector<std::uint32_t> values; // empty when the text has no ':'
    std::size_t board_at = 0;          // where the board starts in the text
};

// The numbers before ':'. Throws ParseError naming `form` (e.g. "'a,b,c,d:' (min slide, max slide,
// max jump, friendly jump)") unless they are `count` whole numbers separated by ','.
ParameterPrefix parse_parameters(std::string_view text, std::size_t count, std::string_view game,
                                 std::string_view form);

// The board after the prefix (parse_grid, or parse_strip when `strip`); errors give offsets in
// the whole text.
Grid parse_board_after(std::string_view text, const ParameterPrefix& prefix, const Alphabet& alphabet,
                       std::string_view game, bool strip);

} // namespace cgt::grid
