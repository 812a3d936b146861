#pragma once
// Konane (Ernst, "Playing Konane mathematically", 1995; Lessons in Play): a player jumps one of
// their stones orthogonally over an adjacent opponent stone onto the empty cell beyond, removing
// the jumped stone, and may go on jumping in the same direction, stopping after any jump.
// Positions "xo.|.ox" ('#' off the board); moves "a1-c1" (from, to).
//
// Regions: a jump runs along consecutive unblocked cells, so the orthogonally connected groups of
// unblocked cells are independent; one without stones of both colours has no move.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Konane : GridGame<Konane>, PartizanOptionsFromMoves<Konane> {
    static constexpr std::string_view name = "konane";
    static constexpr Alphabet alphabet{".", "x", "o", "#"};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::all;
    static constexpr bool swapping_colours_negates = true;
    static constexpr Adjacency adjacency = Adjacency::orthogonal;
    static CellMask region_cells(const Grid& g) noexcept { return g.cells() & ~g.blocked; }
    static constexpr Cell outside = Cell::blocked;
    static bool playable(const Grid& part) noexcept { return part.black && part.white; }

    using GridGame::GridGame;

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const Shape shape = g.shape();
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            for (Direction d : orthogonal_directions) {
                Grid next = g;
                next.stones(player) &= ~bit(from);
                for (int at = from;;) {
                    const int over = step(shape, at, d), to = step(shape, at, d, 2);
                    if (to < 0 || !(g.stones(opponent(player)) & bit(over)) || !(next.empty() & bit(to))) break;
                    next.stones(opponent(player)) &= ~bit(over);
                    Grid landed = next;
                    landed.stones(player) |= bit(to);
                    if (visit_then_stop(visit, landed, move(g, {from, to}))) return;
                    at = to;
                }
            }
        }
    }
};

} // namespace cgt::grid
