#pragma once
// Toads and Frogs (Winning Ways; CGSuite's game.strip.ToadsAndFrogs and GenToadsAndFrogs, MCGS's
// gen_toads): Left's toads move right, Right's frogs move left. A unit whose next cell is empty
// slides k cells, min_slide <= k <= max_slide, over empty cells only; a unit whose next cell is
// taken jumps over 1 to max_jump opponent units (or units of either side with friendly jumps)
// onto the first empty cell beyond. Classic Toads and Frogs is 1,1,1,0; Elephants and Rhinos is
// 1,1,0,0. Positions "tt..ff" or "xx..oo", with MCGS's parameters first: "1,2,1,1:x.ox..o"
// (min_slide >= 1, max_slide >= min_slide, max_jump >= 0, friendly jump 0 or 1). Moves "5-7"
// (from, to).
//
// (CGSuite's sliding rule, which MCGS's gen_toads also states; MCGS's code checks only the first
// and the last cell of a slide, which differs only when min_slide >= 3.)
//
// No split and no symmetry (the mirror image swaps the players).

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/grid/grid.hpp"
#include "games/grid/grid_move.hpp"
#include "games/grid/regions.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct ToadsPosition {
    Grid strip;
    std::uint32_t min_slide = 1;
    std::uint32_t max_slide = 1;
    std::uint32_t max_jump = 1;
    std::uint32_t friendly_jump = 0; // 1: units may jump their own side's units too
    friend bool operator==(const ToadsPosition&, const ToadsPosition&) = default;
};

struct ToadsAndFrogs : PartizanOptionsFromMoves<ToadsAndFrogs> {
    using Position = ToadsPosition;
    using Move = GridMove;
    static constexpr std::string_view name = "toads-and-frogs";
    static constexpr Alphabet alphabet{".", "xt", "of", ""};

    static Position parse(std::string_view text);
    static std::string print(const Position& position);

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        const Grid& g = p.strip;
        const int dir = player == Player::left ? 1 : -1;
        const CellMask empty = g.empty(), jumpable = p.friendly_jump ? g.stones() : g.stones(opponent(player));
        // The cell k steps ahead of `from` is in `set` (and on the strip).
        const auto ahead_in = [&](int from, int k, CellMask set) {
            const int cell = from + k * dir;
            return cell >= 0 && cell < g.size() && (set & bit(cell));
        };
        for (CellMask m = g.stones(player); m; m &= m - 1) {
            const int from = std::countr_zero(m);
            // Slides (the next cell is empty): over empty cells only.
            for (int k = 1; ahead_in(from, k, empty) && static_cast<std::uint32_t>(k) <= p.max_slide; ++k) {
                const int to = from + k * dir;
                if (static_cast<std::uint32_t>(k) >= p.min_slide &&
                    visit_then_stop(visit, moved(p, player, from, to), grid_move(g, Layout::strip, {from, to})))
                    return;
            }
            // A jump (the next cell is taken): over k units onto the first empty cell.
            for (int k = 1; ahead_in(from, k, jumpable) && static_cast<std::uint32_t>(k) <= p.max_jump; ++k) {
                if (!ahead_in(from, k + 1, empty)) continue;
                const int to = from + (k + 1) * dir;
                if (visit_then_stop(visit, moved(p, player, from, to), grid_move(g, Layout::strip, {from, to}))) return;
                break;
            }
        }
    }

    static Position moved(const Position& p, Player player, int from, int to) noexcept {
        Position next = p;
        next.strip.stones(player) ^= bit(from) | bit(to);
        return next;
    }

    Position key(const Position& p) const noexcept { return p; }
};

} // namespace cgt::grid
