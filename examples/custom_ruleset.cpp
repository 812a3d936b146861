// Your own game: Domineering as a ruleset of the generic solver (docs/rulesets.md).
// Left places vertical dominoes, Right horizontal ones; a board has at most 64 cells.
#include <algorithms/search/partizan_solver.hpp>
#include <array>
#include <bit>
#include <cstdint>
#include <fmt/format.h>

struct Domineering {
    using Position = std::uint64_t; // the empty cells, row by row
    int width, height;

    // Every move of `player`: visit(the position after it).
    template <typename Visit>
    void for_each_option(Position empty, cgt::Player player, Visit&& visit) const {
        for (Position m = empty; m; m &= m - 1) {
            const int cell = std::countr_zero(m);
            const bool left = player == cgt::Player::left;
            if (!left && cell % width == width - 1) continue; // no room to the right
            const int other = cell + (left ? width : 1);
            if (other < width * height && (empty >> other & 1))
                visit(empty & ~(Position{1} << cell | Position{1} << other));
        }
    }
    // Optional: the regions of empty cells are independent games (the solver adds their values).
    template <typename Visit>
    void split(Position empty, Visit&& visit) const {
        while (empty) {
            Position region = empty & -empty, grown = 0;
            while (grown != region) {
                grown = region;
                const Position not_last = ~column(width - 1), not_first = ~column(0);
                region |= empty & ((grown & not_last) << 1 | (grown & not_first) >> 1 | grown << width | grown >> width);
            }
            visit(region);
            empty &= ~region;
        }
    }
    // A key identifies a position exactly, given the ruleset object: here its empty cells...
    Position key(Position empty) const { return empty; }
    // ...on this board, which the rules key says (solvers keep values apart for other boards).
    std::array<int, 2> rules_key() const { return {width, height}; }

    Position column(int c) const {
        Position m = 0;
        for (int r = 0; r < height; ++r) m |= Position{1} << (r * width + c);
        return m;
    }
    Position full() const { return width * height == 64 ? ~Position{0} : (Position{1} << width * height) - 1; }
};

int main() {
    // One solver for every board: set_rules swaps the board (its tables start again when the
    // rules key changes, so a 2x3 board and a 3x2 board, both 0b111111, never share an entry).
    cgt::search::PartizanSolver<Domineering> solver(Domineering{1, 1});
    for (auto [rows, columns] : {std::pair{1, 2}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 4}, {4, 5}}) {
        const Domineering board{columns, rows};
        solver.set_rules(board);
        const cgt::Game value = solver.value(board.full());
        fmt::print("Domineering {}x{}: {}  (outcome {}, misere {})\n", rows, columns, value, value.outcome(),
                   solver.outcome(board.full(), cgt::Play::misere));
    }
}
