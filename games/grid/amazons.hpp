#pragma once
// Amazons (CGSuite's game.grid.Amazons, MCGS's amazons): a player moves one of their amazons like
// a chess queen (any distance in one of eight directions, over empty cells only), then fires an
// arrow from where it landed, again like a queen (it may pass the square just left); the arrow's
// cell is burnt ('#') for good. Positions "x..#|....|.#.o"; moves "b1-a1-a2" (from, to, arrow).
//
// Regions: amazons and arrows travel over empty cells in eight directions and burnt cells never
// clear, so the king-connected groups of unburnt cells (empty or amazon) are independent; one
// without an amazon or without an empty cell has no move.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Amazons : GridGame<Amazons>, PartizanOptionsFromMoves<Amazons> {
    static constexpr std::string_view name = "amazons";
    static constexpr Alphabet alphabet{".", "x", "o", "#"};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;
    static constexpr bool swapping_colours_negates = true;
    static constexpr Adjacency adjacency = Adjacency::king;
    static CellMask region_cells(const Grid& g) noexcept { return g.cells() & ~g.blocked; }
    static constexpr Cell outside = Cell::blocked;
    static bool playable(const Grid& part) noexcept { return part.stones() && part.empty(); }

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const Shape shape = g.shape();
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            Grid moved = g;
            moved.stones(player) &= ~bit(from);
            const CellMask open = moved.empty(); // the amazon's own square is open to its arrow
            for (Direction d : king_directions)
                for (int to = step(shape, from, d); to >= 0 && (open & bit(to)); to = step(shape, to, d)) {
                    for (Direction a : king_directions)
                        for (int arrow = step(shape, to, a); arrow >= 0 && (open & bit(arrow));
                             arrow = step(shape, arrow, a)) {
                            Grid next = moved;
                            next.stones(player) |= bit(to);
                            next.blocked |= bit(arrow);
                            if (visit_then_stop(visit, next, move(g, {from, to, arrow}))) return;
                        }
                }
        }
    }
};

} // namespace cgt::grid
