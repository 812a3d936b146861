#pragma once
// Cram (Winning Ways; CGSuite's game.grid.Cram = Domineering.ImpartialVariant, MCGS's
// [impartial domineering]): either player places a domino in either direction. Positions as in
// Domineering; moves "a1-a2", "a1-b1".
//
// Impartial, so every symmetry of the board is a key symmetry (a quarter turn included).

#include <bit>
#include <string_view>

#include "games/grid/domineering.hpp"
#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Cram : DominoBoard, GridGame<Cram>, ImpartialOptionsFromMoves<Cram> {
    static constexpr std::string_view name = "cram";
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Visit&& visit) const {
        const CellMask empty = g.empty();
        for (CellMask m = empty; m; m &= m - 1) {
            const int first = std::countr_zero(m);
            for (Direction d : {down, right}) {
                const int second = step(g.shape(), first, d);
                if (second < 0 || !(empty & bit(second))) continue;
                Grid next = g;
                next.blocked |= bit(first) | bit(second);
                if (visit_then_stop(visit, next, move(g, {first, second}))) return;
            }
        }
    }
};

} // namespace cgt::grid
