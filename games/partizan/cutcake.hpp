#pragma once
// Cutcake (Winning Ways; CGSuite's game.heap.Cutcake): cakes of rows x columns squares. Left cuts
// a cake along a vertical line into two (rows x a and rows x (columns - a)), Right along a
// horizontal line. A position is a sum of cakes: "3x5", "8x8+2x3" (CGSuite's "(3,5)" too; as in
// CGSuite's values, Left splits the second number: Cutcake((8,2)) = -3). Moves name the cake and
// its two pieces: "3x5 -> 3x2+3x3".
//
// Split: each cake on its own. No symmetry (turning a cake a quarter swaps the players).

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::partizan {

struct Cake {
    std::uint32_t rows = 1;
    std::uint32_t columns = 1;
    friend auto operator<=>(const Cake&, const Cake&) = default;
};

struct CakeCut {
    Cake cake, first, second;
};
std::string to_string(const CakeCut& cut);

struct Cutcake : PartizanOptionsFromMoves<Cutcake> {
    using Position = std::vector<Cake>; // sorted; cakes of one square (no cut) left out
    using Move = CakeCut;
    static constexpr std::string_view name = "cutcake";
    static constexpr std::uint32_t max_side = 1U << 20;

    static Position parse(std::string_view text);
    static std::string print(const Position& position);
    // The sum of `cakes`, in the normal form (sorted, single squares dropped).
    static Position normalised(Position cakes);

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && p[i] == p[i - 1]) continue; // the same cuts again
            const Cake c = p[i];
            const std::uint32_t side = player == Player::left ? c.columns : c.rows;
            for (std::uint32_t a = 1; 2 * a <= side; ++a) {
                const Cake one = player == Player::left ? Cake{c.rows, a} : Cake{a, c.columns};
                const Cake other = player == Player::left ? Cake{c.rows, side - a} : Cake{side - a, c.columns};
                Position next = p;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                next.push_back(one);
                next.push_back(other);
                if (visit_then_stop(visit, normalised(std::move(next)), CakeCut{c, one, other})) return;
            }
        }
    }
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        for (const Cake& c : p) visit(Position{c});
    }
    const Position& key(const Position& p) const noexcept { return p; }
};

} // namespace cgt::partizan
