#pragma once
// Cannibal Clobber (MCGS's cannibal_clobber; CGSuite's HotClobber): Clobber in which a stone may
// also move onto an adjacent stone of its own colour. Positions and moves as in Clobber.
//
// Regions: the orthogonally connected groups of stones, as in Clobber; a lone stone has no move.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct CannibalClobber : GridGame<CannibalClobber>, PartizanOptionsFromMoves<CannibalClobber> {
    static constexpr std::string_view name = "cannibal-clobber";
    static constexpr Alphabet alphabet{".", "x", "o", ""};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;
    static constexpr bool swapping_colours_negates = true;
    static constexpr Adjacency adjacency = Adjacency::orthogonal;
    static CellMask region_cells(const Grid& g) noexcept { return g.stones(); }
    static constexpr Cell outside = Cell::empty;
    static bool playable(const Grid& part) noexcept { return std::popcount(part.stones()) >= 2; }

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            for (Direction d : orthogonal_directions) {
                const int to = step(g.shape(), from, d);
                if (to < 0 || !(g.stones() & bit(to))) continue;
                Grid next = g;
                next.black &= ~bit(to);
                next.white &= ~bit(to);
                next.stones(player) ^= bit(from) | bit(to);
                if (visit_then_stop(visit, next, move(g, {from, to}))) return;
            }
        }
    }
};

} // namespace cgt::grid
