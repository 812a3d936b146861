#pragma once
// Steps between cells and connected regions of a board, for move generators and splits.
//
// A ruleset splits a position into regions that no move can join: the moves of one region
// neither read nor change the cells of another, so the position is the sum of its regions. Which
// cells form regions, and through which neighbours, is the ruleset's call (each ruleset says why
// its split is sound): e.g. Clobber stones only ever move onto adjacent stones, so its regions
// are the orthogonally connected groups of stones; an Amazon moves over empty cells in eight
// directions, so Amazons' regions are the king-connected groups of unblocked cells.

#include <array>
#include <bit>

#include "games/grid/grid.hpp"

namespace cgt::grid {

// (row, column) offsets.
struct Direction {
    int rows;
    int columns;
};
inline constexpr Direction up{-1, 0}, down{1, 0}, left{0, -1}, right{0, 1};
inline constexpr std::array<Direction, 4> orthogonal_directions{up, right, down, left};
inline constexpr std::array<Direction, 8> king_directions{up, Direction{-1, 1}, right, Direction{1, 1},
                                                          down, Direction{1, -1}, left, Direction{-1, -1}};
// Sheep's hexagonal board drawn as a parallelogram: the six neighbours are up, up-right, right,
// down, down-left and left (MCGS's GRID_DIRS_HEX).
inline constexpr std::array<Direction, 6> hex_directions{up, Direction{-1, 1}, right, down, Direction{1, -1}, left};

enum class Adjacency : std::uint8_t { orthogonal, king, hex };

// The cell `steps` steps from `cell` in `d`, or -1 off the board.
constexpr int step(Shape shape, int cell, Direction d, int steps = 1) noexcept {
    if (shape.columns == 0) return -1;
    const int r = cell / shape.columns + d.rows * steps, c = cell % shape.columns + d.columns * steps;
    return r < 0 || r >= shape.rows || c < 0 || c >= shape.columns ? -1 : r * shape.columns + c;
}

// The cells next to some cell of `cells` (4, 8 or 6 neighbours), on the board.
CellMask neighbours(CellMask cells, Shape shape, Adjacency adjacency) noexcept;

// The cells of `within` connected to `seed` through `within`.
CellMask grow(CellMask seed, CellMask within, Shape shape, Adjacency adjacency) noexcept;

// visit(region) for each connected region of `cells`, in order of their first cell.
template <typename Visit>
void for_each_region(CellMask cells, Shape shape, Adjacency adjacency, Visit&& visit) {
    while (cells) {
        const CellMask region = grow(cells & (~cells + 1), cells, shape, adjacency);
        cells &= ~region;
        visit(region);
    }
}

// The smallest rectangle holding `cells` (none: the empty 0 x 0 board at 0).
struct Box {
    int top = 0;
    int left = 0;
    Shape shape;
};
Box bounding_box(CellMask cells, Shape shape) noexcept;

// The cells of `mask` inside `box` (a rectangle within the board), renumbered row by row within the box.
CellMask crop(CellMask mask, Shape shape, const Box& box) noexcept;

// `grid` cut down to the bounding box of `keep`; the cells of the box outside `keep` become
// `fill`. The part a split hands to the solver.
Grid part(const Grid& grid, CellMask keep, Cell fill) noexcept;

} // namespace cgt::grid
