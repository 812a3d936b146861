// Clobber, Cannibal Clobber and linear Clobber: the generic solver on games/grid/clobber.hpp and
// cannibal_clobber.hpp against a plain recursion on text boards, and against MCGS's test files.
#include <doctest/doctest.h>

#include "games/grid/cannibal_clobber.hpp"
#include "games/grid/clobber.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::CannibalClobber;
using cgt::grid::Clobber;
using cgt::grid::Layout;

// Grid rulesets key positions by the board's symmetries (GridGame::canonical_key, a constrained
// template): the solvers must see it.
static_assert(HasCanonicalKey<Clobber> && HasCanonicalKey<CannibalClobber>);

namespace {

// A stone moves onto an orthogonally adjacent stone of the opponent (any stone, cannibal).
std::vector<std::string> clobber_moves(const std::string& text, Player p, bool cannibal) {
    const TextBoard b(text);
    std::vector<std::string> out;
    b.for_each_cell(own(p), [&](int r, int c) {
        for (auto [dr, dc] : orthogonal) {
            const char target = b.at(r + dr, c + dc);
            if (target != theirs(p) && !(cannibal && target == own(p))) continue;
            TextBoard next = b;
            next.cell(r, c) = '.';
            next.cell(r + dr, c + dc) = own(p);
            out.push_back(next.text());
        }
    });
    return out;
}

// Clobber with a canonical key that also swaps the colours: a symmetry that swaps the players,
// which negates values. It is wrong, and the check every ruleset test runs must say so.
struct ColourSwappingClobber : Clobber {
    grid::Grid canonical_key(const grid::Grid& g) const {
        grid::Grid swapped = g;
        std::swap(swapped.black, swapped.white);
        const grid::Grid a = grid::canonical(g, grid::SymmetryGroup::all), b = grid::canonical(swapped, grid::SymmetryGroup::all);
        return std::string_view(reinterpret_cast<const char*>(&a), sizeof a) <=
                       std::string_view(reinterpret_cast<const char*>(&b), sizeof b)
                   ? a
                   : b;
    }
};

} // namespace

TEST_CASE("a canonical key that swaps the players is caught") {
    NaiveGame naive([](const std::string& t, Player p) { return clobber_moves(t, p, false); });
    const auto boards = boards_up_to(5, ".xo");
    CHECK(joined_by_canonical_key(Clobber{}, naive, boards) == 0);
    CHECK(joined_by_canonical_key(ColourSwappingClobber{}, naive, boards) > 0); // "xxo" (^) meets "oox" (v)
}

TEST_CASE("clobber: every board of up to 9 cells (and strips up to 9) as the plain recursion says") {
    NaiveGame naive([](const std::string& t, Player p) { return clobber_moves(t, p, false); });
    check_values(Clobber{}, naive, boards_up_to(9, ".xo"));
    check_grundy(Clobber{}, naive, boards_up_to(8, ".xo"));
}

TEST_CASE("cannibal clobber: every board of up to 8 cells as the plain recursion says") {
    NaiveGame naive([](const std::string& t, Player p) { return clobber_moves(t, p, true); });
    check_values(CannibalClobber{}, naive, boards_up_to(8, ".xo"));
    check_grundy(CannibalClobber{}, naive, boards_up_to(7, ".xo"));
}

TEST_CASE("clobber: values and outcomes that CGSuite and MCGS state") {
    search::PartizanSolver<Clobber> solver;
    CHECK(solver.value(Clobber::parse("xo")) == Game::star());           // {0|0}
    // CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala
    CHECK(solver.value(Clobber::parse("xox|ox.")) == parse_game("{^^*|*,v}"));
    CHECK(solver.value(Clobber::parse("xoxo|oxox")).outcome() == Outcome::N);
    // MCGS input/autotests/clobber_autotests/clobber_nxn_alternating.test (results from CGSuite 2.1.1)
    check_mcgs(Clobber{}, {"XO|OX {B win, W win}", "XOX|OXO|XOX {B win, W win}"}, "clobber_nxn_alternating.test");
    // MCGS input/autotests/clobber_1xn_autotests/clobber_1xn_le_4_moves.test (Taylor's linear Clobber solver)
    check_mcgs(Clobber{Layout::strip},
               {"XOXO {B win}", "XOXO {W win}", "OOX.XXOOO.OOOX {B loss}", "OOX.XXOOO.OOOX {W win}",
                "XXO.OOXX.XO {B win}", "XXO.OOXX.XO {W win}", "..XOXO {B win}"},
               "clobber_1xn_le_4_moves.test");
    // MCGS input/autotests/clobber_autotests/clobber_random_filled1.test
    check_mcgs(Clobber{}, {"XXXXXOO|XXXXXOX|XXOOOXO {B win, W loss}"}, "clobber_random_filled1.test");
    // MCGS input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test (CGSuite 2.1.1)
    check_mcgs(Clobber{Layout::strip},
               {"XOXOXOXOXO {N 0, B loss, W loss}", "XXOXXOXXOXXOXXO {N 7, B win, W win}", "XOXOXOXOXOX {N 5}",
                "XOXOXOXOXOXO {N 2}", "XXO {N 2}", "OX {N 1}", "XXXO.XOO {N 3}", "XOX {N 1}", "XXXXXO.XOOOOO {N 0}",
                "XOOXOXXOXOO.OX.XOOXXOO {N 4, B win, W win}"},
               "clobber_1xn_le_2-14_imp_easy.test", Section::impartial);
}

TEST_CASE("cannibal clobber: outcomes that MCGS states") {
    // MCGS input/autotests/cannibal_clobber/cannibal_clobber_easy.test
    check_mcgs(CannibalClobber{}, {"XO|OX {B win}", "XOX|OXO {B loss}", "XOXO|OXOX {B win}"},
               "cannibal_clobber_easy.test");
    // MCGS input/autotests/cannibal_clobber/3x3-even-stones.test (results from CGSuite 2.2-beta2)
    check_mcgs(CannibalClobber{},
               {"XOX|O.X|OXO {B loss, W loss}", ".XX|XOO|OXO {B win, W win}", "X.O|XXX|OOO {B win, W win}",
                "XOX|OOX|OX. {B loss, W loss}", "XOO|O.X|OXX {B win, W loss}"},
               "3x3-even-stones.test");
}

TEST_CASE("clobber: moves named as MCGS names them") {
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const Clobber strip{Layout::strip};
    const auto p = Clobber::parse("OOOXXOXOXXX");
    CHECK(winning_moves(strip, p, Player::left) == std::vector<std::string>{"7-6", "7-8", "9-8"});
    CHECK(winning_moves(strip, p, Player::right) == std::vector<std::string>{"6-5", "6-7", "8-7"});
    const auto q = Clobber::parse("XO|OX");
    CHECK(winning_moves(Clobber{}, q, Player::left) == std::vector<std::string>{"a1-a2", "a1-b1", "b2-a2", "b2-b1"});
    CHECK(winning_moves(Clobber{}, q, Player::right) == std::vector<std::string>{"a2-a1", "a2-b2", "b1-a1", "b1-b2"});
    CHECK(winning_moves(CannibalClobber{}, q, Player::left) == std::vector<std::string>{"a1-a2", "a1-b1", "b2-a2", "b2-b1"});
    CHECK(winning_moves(CannibalClobber{}, q, Player::right) ==
          std::vector<std::string>{"a2-a1", "a2-b2", "b1-a1", "b1-b2"});
}
