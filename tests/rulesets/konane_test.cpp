// Konane (games/grid/konane.hpp) against a plain recursion on text boards and values worked out
// by hand.
#include <doctest/doctest.h>

#include "games/grid/konane.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Konane;

namespace {

// A stone jumps an adjacent opponent stone onto the empty cell beyond, removing it, and may jump
// on in the same direction; each stopping point is a move.
std::vector<std::string> konane_moves(const std::string& text, Player p) {
    const TextBoard b(text);
    std::vector<std::string> out;
    b.for_each_cell(own(p), [&](int r, int c) {
        for (auto [dr, dc] : orthogonal) {
            TextBoard next = b;
            next.cell(r, c) = '.';
            for (int y = r, x = c; next.at(y + dr, x + dc) == theirs(p) && next.at(y + 2 * dr, x + 2 * dc) == '.';) {
                next.cell(y + dr, x + dc) = '.';
                y += 2 * dr;
                x += 2 * dc;
                TextBoard landed = next;
                landed.cell(y, x) = own(p);
                out.push_back(landed.text());
            }
        }
    });
    return out;
}

} // namespace

TEST_CASE("konane: every board of up to 8 cells (6 with '#') as the plain recursion says") {
    NaiveGame naive(konane_moves);
    auto boards = boards_up_to(8, ".xo");
    for (std::string& b : boards_up_to(6, ".xo#")) boards.push_back(std::move(b));
    check_values(Konane{}, naive, boards);
    check_grundy(Konane{}, naive, boards_up_to(7, ".xo"));
}

TEST_CASE("konane: values worked out by hand, and move names") {
    search::PartizanSolver<Konane> solver;
    // xo.: Left jumps to ..x (0), Right has no jump: {0|} = 1. ..xo.: either side jumps, to 0: *.
    // xo.o.: Left stops after one jump (..xo. = *) or jumps twice (....x = 0), Right cannot move: 1.
    CHECK(solver.value(Konane::parse("xo.")) == Game::integer(1));
    CHECK(solver.value(Konane::parse("..xo.")) == Game::star());
    CHECK(solver.value(Konane::parse("xo.o.")) == Game::integer(1));
    CHECK(solver.value(Konane::parse("x|o|.|o|.")) == Game::integer(1));
    const auto p = Konane::parse("xo.o.");
    std::vector<std::string> names;
    Konane{}.for_each_option_with_move(p, Player::left, [&](const grid::Grid&, const grid::GridMove& m) {
        names.push_back(to_string(m));
    });
    CHECK(names == std::vector<std::string>{"a1-c1", "a1-e1"});
}
