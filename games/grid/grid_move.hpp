#pragma once
// A move of a grid or strip game, written as MCGS writes it:
//
//   grids   a square is its column letter and 1-based row: "a1" is the first cell of the first
//           row ("b3" the second cell of the third row; columns after z are aa, ab, ...);
//           squares are joined by '-': "a1-b1" (Clobber), "b1-a1-a2" (Amazons: from, to, arrow)
//   strips  a square is its 1-based index: "7-6" (linear Clobber), "5-7" (Toads and Frogs)
//
// then a suffix: "_X" / "_O" a stone placed (NoGo "b1_X", King Dirt "a2_O"), "_V" / "_H" a
// Fission split, "L" / "R" a Toppling Dominoes direction ("4L"), "-3" a Sheep herd size
// ("b2-a2-3").

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "games/grid/grid.hpp"

namespace cgt::grid {

// How a ruleset writes its squares: chess-like (grids) or as indices (strips, MCGS's *_1xn).
enum class Layout : std::uint8_t { grid, strip };

struct GridMove {
    std::array<std::uint8_t, 3> cells{}; // the squares, as cells of the position
    std::uint8_t length = 0;             // how many
    std::uint8_t columns = 0;            // the board's width, to name the squares
    Layout layout = Layout::grid;
    std::array<char, 4> suffix{}; // NUL-terminated

    friend bool operator==(const GridMove&, const GridMove&) = default;
};

// The move through `cells` (1 to 3) of `board`, then `suffix` (at most 3 characters).
GridMove grid_move(const Grid& board, Layout layout, std::initializer_list<int> cells,
                   std::string_view suffix = {}) noexcept;

// "a1", "b12", "aa3": a cell's name on a board `columns` wide.
std::string square_name(int cell, int columns);

std::string to_string(const GridMove& move);

} // namespace cgt::grid
