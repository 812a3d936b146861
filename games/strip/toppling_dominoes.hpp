#pragma once
// Toppling Dominoes (Lessons in Play; CGSuite's game.strip.TopplingDominoes, MCGS's
// toppling_dominoes): a row of dominoes, Left's, Right's and grey ones. A player topples one of
// their own or a grey domino to the left or to the right; it falls with every domino on that
// side. Positions "xxo#" (MCGS: x Left, o Right, # grey) or "llre" (CGSuite: l, r, e); as in
// CGSuite, '.' is a gap that never stops a fall. Moves "4L", "1R" (the domino, the side it falls
// to).
//
// No split (a fall reaches the end of the row). Symmetry: the mirror image (left and right
// falls swap, the players do not).

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct TopplingDominoes : GridGame<TopplingDominoes>, PartizanOptionsFromMoves<TopplingDominoes> {
    static constexpr std::string_view name = "toppling-dominoes";
    static constexpr Alphabet alphabet{".", "xl", "or", "#e"};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::mirrors;
    static constexpr bool swapping_colours_negates = true;

    TopplingDominoes() noexcept : GridGame(Layout::strip) {}
    static Grid parse(std::string_view text) { return parse_strip(text, alphabet, name); }

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        for (CellMask m = g.stones(player) | g.blocked; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            const CellMask before = all_cells(i), after = g.cells() & ~all_cells(i + 1);
            if (visit_then_stop(visit, part(g, after, Cell::empty), move(g, {i}, "L"))) return;
            if (visit_then_stop(visit, part(g, before, Cell::empty), move(g, {i}, "R"))) return;
        }
    }
};

} // namespace cgt::grid
