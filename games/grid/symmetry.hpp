#pragma once
// The board symmetries under which a ruleset's rules do not change, for canonical keys: two
// positions that one such symmetry maps onto each other are the same game, so they share one
// memo entry (the least of their images, compared as keys).
//
// Only symmetries that keep each player's moves that player's count. Turning a Domineering board
// a quarter turn makes Left's vertical dominoes horizontal, Right's: the value is negated, so a
// quarter turn is never a key of Domineering (its group is `mirrors`). Swapping the colours of
// the stones negates every value likewise and is never a key.

#include <span>

#include "games/grid/grid.hpp"

namespace cgt::grid {

enum class Symmetry : std::uint8_t {
    identity,
    flip_rows,      // upside down: row r -> rows-1-r
    flip_columns,   // mirror: column c -> columns-1-c
    rotate_half,    // both flips
    transpose,      // (r, c) -> (c, r): the board turns rows x columns -> columns x rows
    anti_transpose, // (r, c) -> (columns-1-c, rows-1-r)
    rotate_quarter, // a quarter turn clockwise
    rotate_three_quarters,
};

enum class SymmetryGroup : std::uint8_t {
    none,    // the identity only (Toads and Frogs: mirroring swaps the players)
    all,     // the eight symmetries of the square (Clobber, Amazons, NoGo, ...); a rectangle maps
             // onto its transpose, which is the same game turned
    mirrors, // identity, both flips, half turn: vertical stays vertical (Domineering, Fission)
    hex,     // identity, half turn, transpose, anti-transpose: those that keep the six
             // neighbours of Sheep's parallelogram (regions.hpp: hex_directions)
};

std::span<const Symmetry> symmetries(SymmetryGroup group) noexcept;

Shape transformed(Shape shape, Symmetry s) noexcept;
// Where `cell` goes (row by row on the transformed shape).
int transformed_cell(int cell, Shape shape, Symmetry s) noexcept;
CellMask transformed(CellMask cells, Shape shape, Symmetry s) noexcept;
Grid transformed(const Grid& grid, Symmetry s) noexcept;

// The least image of `grid` under `group` (ordered by rows, columns, black, white, blocked).
Grid canonical(const Grid& grid, SymmetryGroup group) noexcept;

} // namespace cgt::grid
