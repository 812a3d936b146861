#pragma once
// The board of the grid and strip games (Clobber, Domineering, Amazons, NoGo, Toads and Frogs,
// ...): at most 64 cells, row by row, each empty, black (a Left stone), white (a Right stone) or
// blocked. A strip is a grid of one row.
//
// Positions are written as CGSuite and MCGS write them: one letter per cell, rows top to bottom
// separated by '|', upper case accepted ("xo.|OX#"). Each ruleset says which letters it accepts
// (an Alphabet): '.' empty, 'x' black, 'o' white, '#' blocked by default; Toads and Frogs adds
// 't'/'f', Toppling Dominoes 'l'/'r'/'e'.
//
// A Grid is its own key: its bytes are the three layers and the board size (no padding), and the
// bits outside the board are always zero.

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "cgt/player.hpp"

namespace cgt::grid {

using CellMask = std::uint64_t;

inline constexpr int max_cells = 64;

struct Shape {
    int rows = 0;
    int columns = 0;
    int cells() const noexcept { return rows * columns; }
    friend bool operator==(const Shape&, const Shape&) = default;
};

// Every cell of a board of `cells` cells.
constexpr CellMask all_cells(int cells) noexcept {
    return cells >= 64 ? ~CellMask{0} : (CellMask{1} << cells) - 1;
}
constexpr CellMask bit(int cell) noexcept { return CellMask{1} << cell; }

enum class Cell : std::uint8_t { empty, black, white, blocked };

struct Grid {
    CellMask black = 0;   // Left's stones ('x')
    CellMask white = 0;   // Right's stones ('o')
    CellMask blocked = 0; // '#'
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;

    Shape shape() const noexcept { return {static_cast<int>(rows), static_cast<int>(columns)}; }
    int size() const noexcept { return static_cast<int>(rows * columns); }
    CellMask cells() const noexcept { return all_cells(size()); }
    CellMask empty() const noexcept { return cells() & ~(black | white | blocked); }
    CellMask stones() const noexcept { return black | white; }
    CellMask stones(Player p) const noexcept { return p == Player::left ? black : white; }
    CellMask& stones(Player p) noexcept { return p == Player::left ? black : white; }

    Cell at(int cell) const noexcept {
        const CellMask b = bit(cell);
        return (black & b) ? Cell::black : (white & b) ? Cell::white : (blocked & b) ? Cell::blocked : Cell::empty;
    }
    // Makes `cell` hold `value` (the other layers lose it).
    void set(int cell, Cell value) noexcept {
        const CellMask b = bit(cell);
        black &= ~b;
        white &= ~b;
        blocked &= ~b;
        if (value == Cell::black) black |= b;
        else if (value == Cell::white) white |= b;
        else if (value == Cell::blocked) blocked |= b;
    }
    int row_of(int cell) const noexcept { return cell / static_cast<int>(columns); }
    int column_of(int cell) const noexcept { return cell % static_cast<int>(columns); }
    int cell_at(int row, int column) const noexcept { return row * static_cast<int>(columns) + column; }

    friend bool operator==(const Grid&, const Grid&) = default;
};
static_assert(std::has_unique_object_representations_v<Grid>, "a Grid is its own key");

// The letters a ruleset accepts for each kind of cell (lower case; upper case is accepted too).
// An empty set means the ruleset has no such cell. The first letter of each set is printed.
struct Alphabet {
    std::string_view empty = ".";
    std::string_view black = "x";
    std::string_view white = "o";
    std::string_view blocked = "#";
};

// Reads a position: rows separated by '|' (an empty text is the empty board, 0 x 0). Throws
// ParseError naming the first character that is not in `alphabet` (and its row and column), a
// row whose length differs from the first row's, or a board of more than 64 cells. `game` names
// the ruleset in messages.
Grid parse_grid(std::string_view text, const Alphabet& alphabet, std::string_view game);

// The same for a strip: one row (no '|').
Grid parse_strip(std::string_view text, const Alphabet& alphabet, std::string_view game);

// The position as parse_grid reads it, with the first letter of each of the alphabet's sets.
std::string to_string(const Grid& grid, const Alphabet& alphabet = {});

} // namespace cgt::grid
