#pragma once
// Elephants and Rhinos (Lessons in Play; CGSuite's game.strip.ElephantsAndRhinos, MCGS's
// elephants): Left's elephants step one cell right, Right's rhinos one cell left, onto an empty
// cell. Positions "x..o.x" ('t'/'f' accepted); moves "1-2" (from, to).
//
// Split (MCGS's two cuts): an elephant right before a rhino ("xo") never moves again and blocks
// both sides; a rhino followed by empty cells and then an elephant ("o...x") parts the row, since
// those two walk away from each other and nothing else can reach the cells between.

#include <bit>
#include <string_view>

#include "games/grid/grid_game.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct ElephantsAndRhinos : GridGame<ElephantsAndRhinos>, PartizanOptionsFromMoves<ElephantsAndRhinos> {
    static constexpr std::string_view name = "elephants-and-rhinos";
    static constexpr Alphabet alphabet{".", "xt", "of", ""};
    static constexpr SymmetryGroup symmetry = SymmetryGroup::none;

    ElephantsAndRhinos() noexcept : GridGame(Layout::strip) {}
    static Grid parse(std::string_view text) { return parse_strip(text, alphabet, name); }

    template <typename Visit>
    void for_each_option_with_move(const Grid& g, Player player, Visit&& visit) const {
        const Direction forward = player == Player::left ? right : left;
        const CellMask empty = g.empty();
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m), to = step(g.shape(), from, forward);
            if (to < 0 || !(empty & bit(to))) continue;
            Grid next = g;
            next.stones(player) ^= bit(from) | bit(to);
            if (visit_then_stop(visit, next, move(g, {from, to}))) return;
        }
    }

    template <typename Visit>
    void split(const Grid& g, Visit&& visit) const {
        const int n = g.size();
        const auto is = [&](int i, Cell c) { return i < n && g.at(i) == c; };
        const auto emit = [&](int begin, int end) { // the cells [begin, end)
            const Grid piece = part(g, all_cells(end) & ~all_cells(begin), Cell::empty);
            bool moves = false;
            for_each_option(piece, Player::left, [&](const Grid&) { return moves = true; });
            for_each_option(piece, Player::right, [&](const Grid&) { return moves = true; });
            if (moves) visit(Grid(piece));
        };
        int start = 0;
        for (int i = 0; i < n;) {
            if (is(i, Cell::black) && is(i + 1, Cell::white)) {
                emit(start, i);
                start = i = i + 2;
                continue;
            }
            if (is(i, Cell::white)) {
                int j = i + 1;
                while (is(j, Cell::empty)) ++j;
                if (is(j, Cell::black)) {
                    emit(start, i + 1);
                    start = i = j;
                    continue;
                }
            }
            ++i;
        }
        emit(start, n);
    }
};

} // namespace cgt::grid
