#pragma once
// Generalised King Dirt (MCGS's gen_king_dirt): kings on a board. A move either places one of
// the mover's unplaced kings on an empty cell, or steps one of the mover's kings to an empty cell
// among its eight neighbours, the cell it leaves turning to dirt ('#') for good. With "must
// place" set, a player who still has kings to place must place one. Positions "1,1,0:.x.|...|.o."
// (Left's and Right's unplaced kings, must place 0 or 1, then the board; without the prefix
// "0,0,0:"); moves "a2_X" / "a2_O" (a king placed) and "b1-a1" (a step).
//
// As in MCGS, the counts of unplaced kings are capped at the number of empty cells (each move
// fills one), and "must place" is cleared once nobody has kings to place.
//
// Regions: once nobody has kings to place, kings step over empty cells in eight directions and
// dirt never clears, so the king-connected groups of unblocked cells are independent (as in
// Amazons); while kings remain to be placed anywhere, the board is one game.

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/grid/grid.hpp"
#include "games/grid/grid_move.hpp"
#include "games/grid/regions.hpp"
#include "games/grid/symmetry.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct KingDirtPosition {
    Grid board;
    std::uint32_t black_unplaced = 0; // Left's kings still to place
    std::uint32_t white_unplaced = 0; // Right's
    std::uint32_t must_place = 0;     // 1: a player with kings to place may not step
    std::uint32_t reserved = 0;       // always 0 (the struct has no padding: it is its own key)

    std::uint32_t& unplaced(Player p) noexcept { return p == Player::left ? black_unplaced : white_unplaced; }
    std::uint32_t unplaced(Player p) const noexcept { return p == Player::left ? black_unplaced : white_unplaced; }
    // MCGS's normal form: counts capped at the empty cells, "must place" only while it matters.
    void normalise() noexcept;
    friend bool operator==(const KingDirtPosition&, const KingDirtPosition&) = default;
};

struct KingDirt : PartizanOptionsFromMoves<KingDirt> {
    using Position = KingDirtPosition;
    using Move = GridMove;
    static constexpr std::string_view name = "king-dirt";
    static constexpr Alphabet alphabet{".", "x", "o", "#"};

    static Position parse(std::string_view text);
    static std::string print(const Position& position);

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        const Grid& g = p.board;
        const CellMask empty = g.empty();
        if (p.unplaced(player) > 0)
            for (CellMask m = empty; m; m &= m - 1) {
                const int cell = std::countr_zero(m);
                Position next = p;
                next.board.stones(player) |= bit(cell);
                --next.unplaced(player);
                next.normalise();
                if (visit_then_stop(visit, next, grid_move(g, Layout::grid, {cell}, player == Player::left ? "_X" : "_O")))
                    return;
            }
        if (p.must_place && p.unplaced(player) > 0) return;
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            for (Direction d : king_directions) {
                const int to = step(g.shape(), from, d);
                if (to < 0 || !(empty & bit(to))) continue;
                Position next = p;
                next.board.stones(player) ^= bit(from) | bit(to);
                next.board.blocked |= bit(from);
                next.normalise();
                if (visit_then_stop(visit, next, grid_move(g, Layout::grid, {from, to}))) return;
            }
        }
    }

    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        if (p.black_unplaced > 0 || p.white_unplaced > 0) {
            visit(Position(p));
            return;
        }
        const Grid& g = p.board;
        for_each_region(g.cells() & ~g.blocked, g.shape(), Adjacency::king, [&](CellMask region) {
            Position piece{part(g, region, Cell::blocked)};
            if (piece.board.stones() && piece.board.empty()) visit(std::move(piece));
        });
    }

    Position key(const Position& p) const noexcept { return p; }
    Position canonical_key(const Position& p) const noexcept {
        Position c = p;
        c.board = canonical(p.board, SymmetryGroup::all);
        return c;
    }
};

} // namespace cgt::grid
