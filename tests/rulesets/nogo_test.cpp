// NoGo (games/grid/nogo.hpp, grids and 1xn strips) against a plain recursion on text boards and
// against the results in MCGS's test files.
#include <doctest/doctest.h>

#include <set>

#include "games/grid/nogo.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Layout;
using cgt::grid::NoGo;

namespace {

// Does the group of the stone at (r, c) have an empty neighbour?
bool breathes(const TextBoard& b, int r, int c) {
    const char colour = b.at(r, c);
    std::vector<std::pair<int, int>> stack{{r, c}};
    std::set<std::pair<int, int>> seen{{r, c}};
    while (!stack.empty()) {
        const auto [y, x] = stack.back();
        stack.pop_back();
        for (auto [dy, dx] : orthogonal) {
            const char n = b.at(y + dy, x + dx);
            if (n == '.') return true;
            if (n == colour && seen.insert({y + dy, x + dx}).second) stack.push_back({y + dy, x + dx});
        }
    }
    return false;
}

// A stone on an empty cell, unless its group or an opponent group next to it is left without
// an empty neighbour.
std::vector<std::string> nogo_moves(const std::string& text, Player p) {
    const TextBoard b(text);
    std::vector<std::string> out;
    b.for_each_cell('.', [&](int r, int c) {
        TextBoard next = b;
        next.cell(r, c) = own(p);
        bool legal = breathes(next, r, c);
        for (auto [dr, dc] : orthogonal)
            if (next.at(r + dr, c + dc) == theirs(p)) legal = legal && breathes(next, r + dr, c + dc);
        if (legal) out.push_back(next.text());
    });
    return out;
}

} // namespace

TEST_CASE("nogo: every board of up to 9 cells (6 with '#') as the plain recursion says") {
    NaiveGame naive(nogo_moves);
    auto boards = boards_up_to(9, ".xo");
    for (std::string& b : boards_up_to(6, ".xo#")) boards.push_back(std::move(b));
    check_values(NoGo{}, naive, boards);
    check_grundy(NoGo{}, naive, boards_up_to(7, ".xo"));
}

TEST_CASE("nogo: outcomes and thermographs that MCGS states") {
    // MCGS input/autotests/nogo_1xn_autotests/nogo_1xn_empty.test (Du et al., "Solving NoGo on
    // Small Rectangular Boards")
    check_mcgs(NoGo{Layout::strip},
               {". {B loss, W loss}", ".. {B win, W win}", "... {B win, W win}", ".... {B loss, W loss}",
                "..... {B win, W win}", "...... {B win, W win}", "....... {B win, W win}"},
               "nogo_1xn_empty.test");
    // MCGS input/autotests/nogo_autotests/nogo.test and nogo_4x4_filled.test (a modified SBHSolver)
    check_mcgs(NoGo{},
               {".|. {B win, W win}", "..|.. {B win, W win}", "...|...|... {B win, W win}",
                "....|..OX|OX..|.... {B loss, W loss}"},
               "nogo.test");
    check_mcgs(NoGo{},
               {"X.O.|.O..|....|.... {B loss, W win}", "..X.|....|.O..|XO.. {B win, W win}",
                "..XX|....|...O|.O.. {B loss, W win}", "....|....|.OO.|...X {B loss, W win}"},
               "nogo_4x4_filled.test");
    // MCGS input/autotests/nogo_1xn_autotests/nogo_1xn_filled_easy.test
    check_mcgs(NoGo{Layout::strip},
               {"....X.....OX..OOX.X.X.OX...... {B win, W loss}", ".XO.XO.XO.XO.....X......X..... {B win, W loss}"},
               "nogo_1xn_filled_easy.test");
    // MCGS input/autotests/thermographs/nogo_3x3_therm.test: where the mast starts
    search::PartizanSolver<NoGo> solver;
    const Game a = solver.value(NoGo::parse(".O.|.OX|...")), b = solver.value(NoGo::parse("..X|...|.O."));
    CHECK(a.mean() == 0);
    CHECK(a.temperature() == 1);
    CHECK(b.mean() == parse_game("-1/2").mean());
    CHECK(b.temperature() == 1);
}

TEST_CASE("nogo: moves named as MCGS names them") {
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto strip = NoGo::parse("...X...");
    CHECK(winning_moves(NoGo{Layout::strip}, strip, Player::left) == std::vector<std::string>{"2_X", "6_X"});
    CHECK(winning_moves(NoGo{Layout::strip}, strip, Player::right).empty());
    const auto grid = NoGo::parse("..|#.");
    CHECK(winning_moves(NoGo{}, grid, Player::left) == std::vector<std::string>{"b1_X"});
    CHECK(winning_moves(NoGo{}, grid, Player::right) == std::vector<std::string>{"b1_O"});
}
