#pragma once
// Domineering (Winning Ways; CGSuite's game.grid.Domineering, MCGS's domineering): Left places a
// vertical domino on two empty cells, Right a horizontal one. Positions ".#..|...." ('#' taken);
// moves "a1-a2" (the domino's two cells, top or left first).
//
// Regions: the orthogonally connected groups of empty cells. Symmetries: the flips and the half
// turn only; a quarter turn swaps vertical and horizontal, so it negates the value.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

// The boards of domino games (Domineering, Cram): '.' empty, '#' taken; a domino covers two
// orthogonally adjacent empty cells, so the regions are the groups of empty cells.
struct DominoBoard {
    static constexpr Alphabet alphabet{".", "", "", "#"};
    static constexpr Adjacency adjacency = Adjacency::orthogonal;
    static CellMask region_cells(const Grid& g) noexcept { return g.empty(); }
    static constexpr Cell outside = Cell::blocked;
    static bool playable(const Grid& part) noexcept { return std::popcount(part.empty()) >= 2; }
};

struct Domineering : DominoBoard, GridGame<Domineering>, PartizanOptionsFromMoves<Domineering> {
    static constexpr std::string_view name = "domineering";
    static constexpr SymmetryGroup symmetry = SymmetryGroup::mirrors;

    using GridGame::GridGame;

    // Left's vertical dominoes are Right's horizontal ones on the transposed board.
    static Grid negative(const Grid& position) noexcept { return transformed(position, Symmetry::transpose); }

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const CellMask empty = g.empty();
        const Direction d = player == Player::left ? down : right;
        for (CellMask m = empty; m; m &= m - 1) {
            const int first = std::countr_zero(m), second = step(g.shape(), first, d);
            if (second < 0 || !(empty & bit(second))) continue;
            Grid next = g;
            next.blocked |= bit(first) | bit(second);
            if (visit_then_stop(visit, next, move(g, {first, second}))) return;
        }
    }
};

} // namespace cgt::grid
