#pragma once
// NoGo (MCGS's nogo and nogo_1xn; CGSuite's game.grid.NoGo): a player places a stone of their
// colour on an empty cell, but may capture nothing and may not suicide: after the move, the
// stone's group and each opponent group next to it must still have a liberty (an empty
// orthogonal neighbour). As in MCGS only the groups next to the new stone are checked, so a
// position entered with a group already without liberties does not forbid moves elsewhere.
// Positions "..x|.o.|..." ('#' off the board); moves "b1_X" / "b1_O" (a stone placed), or
// "2_X" with Layout::strip.
//
// Regions: a move at e changes the liberties of the groups next to e only, and its legality
// reads those groups' liberties only. So link an empty cell to its neighbours, and a stone to its
// neighbours that are empty or of its colour; two empty cells in different components of these
// links never affect each other's moves. A region keeps its empty cells and the whole groups
// around them; every other cell of its box becomes '#' (still not a liberty).

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct NoGo : GridGame<NoGo>, PartizanOptionsFromMoves<NoGo> {
    static constexpr std::string_view name = "nogo";
    static constexpr Alphabet alphabet{".", "x", "o", "#"};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;
    static constexpr bool swapping_colours_negates = true;

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        for (CellMask m = g.empty(); m; m &= m - 1) {
            const int cell = std::countr_zero(m);
            Grid next = g;
            next.stones(player) |= bit(cell);
            if (!legal(next, cell, player)) continue;
            if (visit_then_stop(visit, next, move(g, {cell}, placed_by(player)))) return;
        }
    }

    template <typename Visit>
    void split(const Grid& g, Visit&& visit) const {
        const Shape shape = g.shape();
        const CellMask empty = g.empty();
        for (CellMask unassigned = empty; unassigned;) {
            CellMask region = unassigned & (~unassigned + 1);
            for (CellMask before = 0; before != region;) {
                before = region;
                region |= neighbours(region & empty, shape, Adjacency::orthogonal) & ~g.blocked;
                region |= neighbours(region & g.black, shape, Adjacency::orthogonal) & (g.black | empty);
                region |= neighbours(region & g.white, shape, Adjacency::orthogonal) & (g.white | empty);
            }
            unassigned &= ~region;
            visit(part(g, region, Cell::blocked));
        }
    }

    // After `player` placed a stone on `cell`: does every group that the stone touches breathe?
    static bool legal(const Grid& after, int cell, Player player) noexcept {
        const Shape shape = after.shape();
        const CellMask empty = after.empty(), theirs = after.stones(opponent(player));
        const auto breathes = [&](CellMask group) {
            return (neighbours(group, shape, Adjacency::orthogonal) & empty) != 0;
        };
        if (!breathes(grow(bit(cell), after.stones(player), shape, Adjacency::orthogonal))) return false;
        for (CellMask next_to = neighbours(bit(cell), shape, Adjacency::orthogonal) & theirs; next_to;) {
            const CellMask group = grow(next_to & (~next_to + 1), theirs, shape, Adjacency::orthogonal);
            if (!breathes(group)) return false;
            next_to &= ~group;
        }
        return true;
    }
};

} // namespace cgt::grid
