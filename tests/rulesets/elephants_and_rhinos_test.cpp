// Elephants and Rhinos (games/strip/elephants_and_rhinos.hpp) against a plain recursion on text
// strips, and against CGSuite's values quoted in MCGS's test files.
#include <doctest/doctest.h>

#include "games/strip/elephants_and_rhinos.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::ElephantsAndRhinos;

namespace {

// An elephant steps right, a rhino left, onto an empty cell.
std::vector<std::string> elephant_moves(const std::string& strip, Player p) {
    const int step = p == Player::left ? 1 : -1, n = static_cast<int>(strip.size());
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i)
        if (strip[static_cast<std::size_t>(i)] == own(p) && i + step >= 0 && i + step < n &&
            strip[static_cast<std::size_t>(i + step)] == '.') {
            std::string next = strip;
            std::swap(next[static_cast<std::size_t>(i)], next[static_cast<std::size_t>(i + step)]);
            out.push_back(next);
        }
    return out;
}

} // namespace

TEST_CASE("elephants and rhinos: every strip up to 10 cells as the plain recursion says") {
    NaiveGame naive(elephant_moves);
    check_values(ElephantsAndRhinos{}, naive, boards_up_to(10, ".xo", 1));
    check_grundy(ElephantsAndRhinos{}, naive, boards_up_to(9, ".xo", 1));
}

TEST_CASE("elephants and rhinos: values that MCGS's test files quote from CGSuite, and move names") {
    // MCGS input/autotests/elephants_autotests/elephants.test (results from CGSuite 2.1.1; the
    // values are in the file's comments)
    search::PartizanSolver<ElephantsAndRhinos> solver;
    const auto value = [&](const char* s) { return solver.value(ElephantsAndRhinos::parse(s)); };
    CHECK(value("X.......O.....XO.O.....X..OO.X.O.OOXO...") == parse_game("{-4*|-6*}"));
    CHECK(value("X...XX.O...X.....OOOO..X...O.....O.O...O") == parse_game("{-27|-29}"));
    CHECK(value("X..X........O....X....O...O.......XO.X..") == Game::integer(3));
    CHECK(value(".......X.....O..X.....O.......") == Game::zero());
    CHECK(value(".OXO...O.O..O.X.X......X...X..OO..X....X") == Game::integer(14));
    CHECK(value("....OXO.....X......X.XOX..O...O...O.XXO.") == Game::integer(-7));
    // MCGS input/autotests/elephants_autotests/elephants_imp.test (CGSuite 2.1.1)
    check_mcgs(ElephantsAndRhinos{},
               {"X.......O.....XO.O.....X..OO.X.O.OOXO... {N 1, B win, W win}",
                ".OXO...O.O..O.X.X......X...X..OO..X....X {N 0, B loss, W loss}"},
               "elephants_imp.test", Section::impartial);
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = ElephantsAndRhinos::parse("X..O..X.O..X");
    CHECK(winning_moves(ElephantsAndRhinos{}, p, Player::left) == std::vector<std::string>{"1-2", "7-8"});
    CHECK(winning_moves(ElephantsAndRhinos{}, p, Player::right) == std::vector<std::string>{"4-3", "9-8"});
}
