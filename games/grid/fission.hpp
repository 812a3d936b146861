#pragma once
// Fission (CGSuite's game.grid.Fission, MCGS's fission): the stones are neutral. Left picks a
// stone whose cells above and below are empty and splits it into those two (it leaves its own
// cell); Right does the same sideways. Positions "....|..x.|....|#..#" ('#' blocked); moves
// "b2_V" (Left, vertical) and "b2_H" (Right, horizontal).
//
// Regions: a move touches one stone and its two orthogonal neighbours, so the orthogonally
// connected groups of unblocked cells are independent. Symmetries: the flips and the half turn
// (a quarter turn swaps the players).

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Fission : GridGame<Fission>, PartizanOptionsFromMoves<Fission> {
    static constexpr std::string_view name = "fission";
    static constexpr Alphabet alphabet{".", "x", "", "#"};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::mirrors;
    static constexpr Adjacency adjacency = Adjacency::orthogonal;
    static CellMask region_cells(const Grid& g) noexcept { return g.cells() & ~g.blocked; }
    static constexpr Cell outside = Cell::blocked;
    static bool playable(const Grid& part) noexcept { return part.black && std::popcount(part.empty()) >= 2; }

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const bool vertical = player == Player::left;
        const CellMask empty = g.empty();
        for (CellMask m = g.black; m; m &= m - 1) {
            const int stone = std::countr_zero(m);
            const int one = step(g.shape(), stone, vertical ? up : left);
            const int other = step(g.shape(), stone, vertical ? down : right);
            if (one < 0 || other < 0 || !(empty & bit(one)) || !(empty & bit(other))) continue;
            Grid next = g;
            next.black ^= bit(stone) | bit(one) | bit(other);
            if (visit_then_stop(visit, next, move(g, {stone}, vertical ? "_V" : "_H"))) return;
        }
    }
};

} // namespace cgt::grid
