#pragma once
// Domineering on boards of at most 64 cells, as a ruleset of the generic solvers (for the tests;
// examples/custom_ruleset.cpp has its own). Left places vertical dominoes, Right horizontal
// ones. A position is the mask of empty cells, row by row.

#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "cgt/player.hpp"

namespace cgt::testing {

struct Domineering {
    using Position = std::uint64_t;
    int width = 1;
    int height = 1;

    // "..#|..." (rows top to bottom, '#' taken): the board's shape and its empty cells.
    static std::pair<Domineering, Position> parse(std::string_view text) {
        Domineering d{0, 1};
        Position empty = 0;
        int column = 0, cell = 0;
        for (char c : text) {
            if (c == '|') {
                if (d.width == 0) d.width = column;
                if (column != d.width) throw std::invalid_argument("ragged board");
                column = 0;
                ++d.height;
                continue;
            }
            if (c == '.') empty |= Position{1} << cell;
            ++cell;
            ++column;
        }
        if (d.width == 0) d.width = column;
        return {d, empty};
    }

    template <typename Visit>
    void for_each_option(Position empty, Player player, Visit&& visit) const {
        const int step = player == Player::left ? width : 1; // the second cell of the domino
        for (Position m = empty; m; m &= m - 1) {
            const int cell = std::countr_zero(m);
            if (player == Player::right && cell % width == width - 1) continue;
            const int other = cell + step;
            if (other < width * height && ((empty >> other) & 1U))
                visit(empty & ~(Position{1} << cell) & ~(Position{1} << other));
        }
    }
    Position key(Position empty) const { return empty; }
    // A key is a mask of cells: the board's shape gives it its meaning.
    std::array<int, 2> rules_key() const { return {width, height}; }
};

// The same with the board split into its connected regions of empty cells.
struct SplitDomineering : Domineering {
    template <typename Visit>
    void split(Position empty, Visit&& visit) const {
        while (empty) {
            Position region = empty & (~empty + 1);
            for (Position grown = 0; grown != region;) {
                grown = region;
                for (Position m = region; m; m &= m - 1) {
                    const int c = std::countr_zero(m);
                    if (c % width != 0) region |= (Position{1} << (c - 1)) & empty;
                    if (c % width != width - 1) region |= (Position{1} << (c + 1)) & empty;
                    if (c >= width) region |= (Position{1} << (c - width)) & empty;
                    if (c + width < width * height) region |= (Position{1} << (c + width)) & empty;
                }
            }
            visit(region);
            empty &= ~region;
        }
    }
};

} // namespace cgt::testing
