#pragma once
// Sheep (MCGS's sheep): herds of sheep on a hexagonal board, drawn as a parallelogram whose six
// neighbours are up, up-right, right, down, down-left and left. A player picks one of their herds
// of at least two sheep and a direction; the herd's leading part, of any size k from 1 to all but
// one, runs in that direction as far as the empty cells go and stops there (it must move at least
// one cell). Positions are herd sizes, Left's positive and Right's negative, 0 empty, |size| <= 50:
// "0 0 0 | 0 3 0 | 0 0 0" (MCGS's "(0, 0, 0 | 0, 3, 0 | 0, 0, 0)" too); moves "b2-a2-1" (from,
// to, sheep moved).
//
// Regions: a herd of one sheep never moves and nothing passes it, so it is a wall; the hex-
// connected groups of the other cells are independent; one without a herd or without an empty
// cell has no move. Symmetries: those that keep the six directions (SymmetryGroup::hex).

#include <algorithm>
#include <array>
#include <compare>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <ranges>
#include <string>
#include <string_view>

#include "games/grid/grid_move.hpp"
#include "games/grid/regions.hpp"
#include "games/grid/symmetry.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::grid {

struct Herds {
    std::array<std::int8_t, max_cells> herds{}; // row by row; > 0 Left's, < 0 Right's, 0 empty
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;

    Shape shape() const noexcept { return {static_cast<int>(rows), static_cast<int>(columns)}; }
    int size() const noexcept { return static_cast<int>(rows * columns); }
    int herd(int cell) const noexcept { return herds[static_cast<std::size_t>(cell)]; }
    void set(int cell, int value) noexcept { herds[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(value); }
    CellMask where(bool (*keep)(int)) const noexcept {
        CellMask out = 0;
        for (int c = 0; c < size(); ++c)
            if (keep(herd(c))) out |= bit(c);
        return out;
    }
    friend bool operator==(const Herds&, const Herds&) = default;
};

// The bytes that identify a herd grid: its shape and its cells, none past them (a part of 9
// cells keys in 11 bytes, not the 72 of a whole Herds: less to hash, compare and store).
class HerdsKey {
public:
    explicit HerdsKey(const Herds& p) noexcept;
    explicit HerdsKey(Shape shape) noexcept; // the shape; cells 0 until set
    const std::int8_t* begin() const noexcept { return bytes_.data(); }
    const std::int8_t* end() const noexcept { return bytes_.data() + length_; }
    std::int8_t& cell(int c) noexcept { return bytes_[static_cast<std::size_t>(c) + 2]; }
    friend auto operator<=>(const HerdsKey& a, const HerdsKey& b) noexcept {
        return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::array<std::int8_t, max_cells + 2> bytes_{}; // rows, columns, the cells row by row
    std::uint8_t length_;
};
// Keyed by its range (games/ruleset.hpp: key_bytes), never by the whole array.
static_assert(std::ranges::contiguous_range<const HerdsKey&> && std::ranges::sized_range<const HerdsKey&>);

struct Sheep : PartizanOptionsFromMoves<Sheep> {
    using Position = Herds;
    using Move = GridMove;
    static constexpr std::string_view name = "sheep";
    static constexpr int max_herd = 50;
    // The sum search plays the moves in the order listed, one sheep first, not from the middle
    // of the list: on MCGS's Sheep autotests 11 cases past 10 s instead of 19 (docs/solve.md).
    static constexpr bool moves_best_first = true;

    static Position parse(std::string_view text);
    static std::string print(const Position& position);
    // Every herd changes owner.
    static Position negative(Position position) noexcept {
        for (auto& h : position.herds) h = static_cast<std::int8_t>(-h);
        return position;
    }

    template <typename Visit>
    void for_each_option_with_move(const Herds& p, Player player, Visit&& visit) const {
        const int sign = player == Player::left ? 1 : -1;
        Grid board; // for the move names
        board.columns = p.columns;
        // Moves of one sheep first (MCGS's order), then the larger ones.
        for (const bool one_sheep : {true, false}) {
            for (int from = 0; from < p.size(); ++from) {
                const int herd = p.herd(from) * sign;
                if (herd < 2) continue;
                for (Direction d : hex_directions) {
                    int to = from;
                    for (int next = step(p.shape(), to, d); next >= 0 && p.herd(next) == 0; next = step(p.shape(), next, d))
                        to = next;
                    if (to == from) continue;
                    for (int k = one_sheep ? 1 : 2; k < (one_sheep ? 2 : herd); ++k) {
                        Herds after = p;
                        after.set(from, sign * (herd - k));
                        after.set(to, sign * k);
                        const char count[4] = {'-', static_cast<char>(k < 10 ? '0' + k : '0' + k / 10),
                                               static_cast<char>(k < 10 ? 0 : '0' + k % 10), 0};
                        if (visit_then_stop(visit, after, grid_move(board, Layout::grid, {from, to}, count))) return;
                    }
                }
            }
        }
    }

    template <typename Visit>
    void split(const Herds& p, Visit&& visit) const {
        const CellMask open = p.where([](int h) { return h != 1 && h != -1; });
        for_each_region(open, p.shape(), Adjacency::hex, [&](CellMask region) {
            Herds piece = part(p, region);
            bool herd = false, empty = false;
            for (int c = 0; c < piece.size(); ++c) {
                herd = herd || std::abs(piece.herd(c)) >= 2;
                empty = empty || piece.herd(c) == 0;
            }
            if (herd && empty) visit(std::move(piece));
        });
    }

    HerdsKey key(const Herds& p) const noexcept { return HerdsKey(p); }
    HerdsKey canonical_key(const Herds& p) const noexcept;

    // `p` cut down to the bounding box of `keep`, the other cells of the box walls (herds of 1).
    static Herds part(const Herds& p, CellMask keep) noexcept;
};

} // namespace cgt::grid
