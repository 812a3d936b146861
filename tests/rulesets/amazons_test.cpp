// Amazons (games/grid/amazons.hpp) against a plain recursion on text boards and against
// CGSuite's values in MCGS's test files.
#include <doctest/doctest.h>

#include "games/grid/amazons.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Amazons;

namespace {

// An amazon moves like a queen over empty cells, then fires an arrow like a queen from where it
// landed (over empty cells, the square it left counting as empty); the arrow's cell is burnt.
std::vector<std::string> amazons_moves(const std::string& text, Player p) {
    const TextBoard b(text);
    std::vector<std::string> out;
    b.for_each_cell(own(p), [&](int r, int c) {
        TextBoard lifted = b;
        lifted.cell(r, c) = '.';
        for (auto [dr, dc] : eight)
            for (int k = 1; lifted.at(r + k * dr, c + k * dc) == '.'; ++k) {
                const int tr = r + k * dr, tc = c + k * dc;
                TextBoard moved = lifted;
                moved.cell(tr, tc) = own(p);
                for (auto [ar, ac] : eight)
                    for (int l = 1; moved.at(tr + l * ar, tc + l * ac) == '.'; ++l) {
                        TextBoard shot = moved;
                        shot.cell(tr + l * ar, tc + l * ac) = '#';
                        out.push_back(shot.text());
                    }
            }
    });
    return out;
}

// 3 x 3 boards with one amazon each and every pattern of burnt cells.
std::vector<std::string> two_amazons_on_3x3() {
    std::vector<std::string> out;
    for (int x = 0; x < 9; ++x)
        for (int o = 0; o < 9; ++o)
            for (int burnt = 0; burnt < 512; ++burnt) {
                if (x == o || (burnt >> x & 1) || (burnt >> o & 1)) continue;
                std::string board;
                for (int cell = 0; cell < 9; ++cell) {
                    if (cell > 0 && cell % 3 == 0) board += '|';
                    board += cell == x ? 'x' : cell == o ? 'o' : (burnt >> cell & 1) ? '#' : '.';
                }
                out.push_back(board);
            }
    return out;
}

} // namespace

TEST_CASE("amazons: every board of up to 6 cells, and 3x3 with two amazons, as the plain recursion says") {
    NaiveGame naive(amazons_moves);
    auto boards = boards_up_to(6, ".xo#");
    for (std::string& b : two_amazons_on_3x3()) boards.push_back(std::move(b));
    check_values(Amazons{}, naive, boards);
    check_grundy(Amazons{}, naive, boards_up_to(5, ".xo#"));
}

TEST_CASE("amazons: outcomes, nim values and thermographs that MCGS states") {
    // MCGS input/autotests/amazons_autotests/3x3.test, 3x3_imp.test, 4x4.test (CGSuite 2.1.1)
    check_mcgs(Amazons{},
               {".O.|#.#|O.. {B loss, W win}", "#..|#..|... {B loss, W loss}", ".X#|.X.|..O {B win, W loss}",
                "..O|.OX|..X {B win, W win}", "OX#|X..|.O. {B loss, W win}", "...|...|... {B loss, W loss}"},
               "3x3.test");
    check_mcgs(Amazons{},
               {".O.|#.#|O.. {N 3}", "#..|#..|... {N 0}", ".X#|.X.|..O {N 1}", "..O|.OX|..X {N 1}",
                "OX#|X..|.O. {N 0}"},
               "3x3_imp.test");
    check_mcgs(Amazons{},
               {".#..|X.#.|#X#.|#..# {B win, W loss}", "...#|....|#.##|..#. {B loss, W loss}",
                ".O.#|#...|#..O|#.## {B loss, W win}", "X##X|.##.|X##.|.O.. {B win, W loss}"},
               "4x4.test");
    // CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala
    CHECK(search::PartizanSolver<Amazons>().value(Amazons::parse("x...|o...")) ==
          parse_game("+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"));
    // MCGS input/autotests/thermographs/amazons_3x3_therm.test (CGSuite 2.2-beta2): where the
    // mast starts (mean, temperature)
    search::PartizanSolver<Amazons> solver;
    const Game a = solver.value(Amazons::parse("..O|...|..X")), b = solver.value(Amazons::parse("...|X.O|.#."));
    const Game c = solver.value(Amazons::parse(".XO|#..|..."));
    CHECK(a.mean() == 0);
    CHECK(a.temperature() == parse_game("11/4").mean());
    CHECK(b.mean() == 0);
    CHECK(b.temperature() == 1);
    CHECK(c.mean() == parse_game("1/4").mean());
    CHECK(c.temperature() == parse_game("5/4").mean());
}

TEST_CASE("amazons: moves named as MCGS names them") {
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = Amazons::parse(".X|..");
    CHECK(winning_moves(Amazons{}, p, Player::left) ==
          std::vector<std::string>{"b1-a1-a2", "b1-a1-b1", "b1-a1-b2", "b1-a2-a1", "b1-a2-b1", "b1-a2-b2", "b1-b2-a1",
                                   "b1-b2-a2", "b1-b2-b1"});
    CHECK(winning_moves(Amazons{}, p, Player::right).empty());
}
