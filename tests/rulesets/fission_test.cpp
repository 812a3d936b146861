// Fission (games/grid/fission.hpp) against a plain recursion on text boards and against
// CGSuite's values in MCGS's test files.
#include <doctest/doctest.h>

#include "games/grid/fission.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Fission;

namespace {

// A stone with empty cells on both sides (above and below for Left, left and right for Right)
// leaves its cell for those two.
std::vector<std::string> fission_moves(const std::string& text, Player p) {
    const TextBoard b(text);
    const int dr = p == Player::left ? 1 : 0, dc = p == Player::left ? 0 : 1;
    std::vector<std::string> out;
    for (int r = 0; r < b.height(); ++r)
        for (int c = 0; c < b.width(); ++c)
            if (b.at(r, c) == 'x' && b.at(r - dr, c - dc) == '.' && b.at(r + dr, c + dc) == '.') {
                TextBoard next = b;
                next.cell(r, c) = '.';
                next.cell(r - dr, c - dc) = next.cell(r + dr, c + dc) = 'x';
                out.push_back(next.text());
            }
    return out;
}

} // namespace

TEST_CASE("fission: every board of up to 9 cells (8 with '#') as the plain recursion says") {
    NaiveGame naive(fission_moves);
    auto boards = boards_up_to(9, ".x");
    for (std::string& b : boards_up_to(8, ".x#")) boards.push_back(std::move(b));
    check_values(Fission{}, naive, boards);
    check_grundy(Fission{}, naive, boards);
}

TEST_CASE("fission: outcomes and nim values that MCGS states") {
    // MCGS input/autotests/fission_autotests/fission_3x3.test, fission_5x5_easy.test and
    // fission_5x5_easy_imp.test (CGSuite 2.1.1)
    check_mcgs(Fission{}, {"...|..X|... {B win, W loss}", ".X.|...|... {B loss, W win}"}, "fission_3x3.test");
    check_mcgs(Fission{},
               {"..#..|.....|...#.|..X#.|..... {B loss, W loss}", ".....|.X...|.X...|..X##|...#. {B win, W loss}",
                ".X...|.#.#.|.XX..|#X#..|#.X.. {B loss, W win}", "....X|.X...|...X.|.....|..... {B loss, W loss}"},
               "fission_5x5_easy.test");
    check_mcgs(Fission{},
               {"..#..|.....|...#.|..X#.|..... {N 0}", ".....|.X...|.X...|..X##|...#. {N 1}",
                ".X...|.#.#.|.XX..|#X#..|#.X.. {N 1}", "....X|.X...|...X.|.....|..... {N 0}"},
               "fission_5x5_easy_imp.test");
}

TEST_CASE("fission: moves named as MCGS names them") {
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = Fission::parse(".X.|.X.|.#.");
    CHECK(winning_moves(Fission{}, p, Player::left).empty());
    CHECK(winning_moves(Fission{}, p, Player::right) == std::vector<std::string>{"b1_H"});
}
