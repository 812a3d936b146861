#pragma once
// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005; CGSuite's game.grid.Clobber, MCGS's clobber
// and clobber_1xn): a player moves one of their stones onto an orthogonally adjacent stone of
// the opponent, which is removed. Positions "xoxo|oxox" ('.' empty); moves "a1-b1" (from-to), or
// "1-2" with Layout::strip.
//
// Regions: a stone only ever moves onto an adjacent stone, so the orthogonally connected groups
// of stones are independent; a group of one colour has no move (value 0) and is dropped.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Clobber : GridGame<Clobber>, PartizanOptionsFromMoves<Clobber> {
    static constexpr std::string_view name = "clobber";
    static constexpr Alphabet alphabet{".", "x", "o", ""};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;
    static constexpr bool swapping_colours_negates = true;
    static constexpr Adjacency adjacency = Adjacency::orthogonal;
    static CellMask region_cells(const Grid& g) noexcept { return g.stones(); }
    static constexpr Cell outside = Cell::empty;
    static bool playable(const Grid& part) noexcept { return part.black && part.white; }

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const CellMask targets = g.stones(opponent(player));
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            for (Direction d : orthogonal_directions) {
                const int to = step(g.shape(), from, d);
                if (to < 0 || !(targets & bit(to))) continue;
                Grid next = g;
                next.stones(player) ^= bit(from) | bit(to);
                next.stones(opponent(player)) ^= bit(to);
                if (visit_then_stop(visit, next, move(g, {from, to}))) return;
            }
        }
    }
};

} // namespace cgt::grid
