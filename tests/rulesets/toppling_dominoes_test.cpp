// Toppling Dominoes (games/strip/toppling_dominoes.hpp) against CGSuite's TopplingDominoes written
// again on text strips, and against the results in MCGS's test files.
#include <doctest/doctest.h>

#include "games/strip/toppling_dominoes.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::TopplingDominoes;

namespace {

// CGSuite's TopplingDominoes.Options: for each domino of the mover's colour or grey, blank
// every cell from the start up to it, and (another option) from it to the end.
std::vector<std::string> toppling_moves(const std::string& strip, Player p) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < strip.size(); ++i) {
        if (strip[i] != own(p) && strip[i] != '#') continue;
        out.push_back(std::string(i + 1, '.') + strip.substr(i + 1));
        out.push_back(strip.substr(0, i) + std::string(strip.size() - i, '.'));
    }
    return out;
}

} // namespace

TEST_CASE("toppling dominoes: every strip up to 7 cells as CGSuite's rules say") {
    NaiveGame naive(toppling_moves);
    const auto strips = boards_up_to(7, "xo#.", 1);
    check_values(TopplingDominoes{}, naive, strips);
    check_grundy(TopplingDominoes{}, naive, boards_up_to(6, "xo#.", 1));
}

TEST_CASE("toppling dominoes: values, outcomes and move names") {
    search::PartizanSolver<TopplingDominoes> solver;
    const auto value = [&](const char* s) { return solver.value(TopplingDominoes::parse(s)); };
    CHECK(value("lll") == Game::integer(3)); // Lessons in Play: n Left dominoes are n
    CHECK(value("e") == Game::star());
    CHECK(value("lre") == value("XO#"));     // CGSuite's letters and MCGS's
    CHECK(value("l.r") == value("lr"));      // a gap stops nothing
    // CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala
    CHECK(value("lrrlrrl") == parse_game("Tiny(1/2)"));
    CHECK(value("lere") == parse_game("{1|0,{0|-1}}"));
    // MCGS input/autotests/toppling_dominoes_autotests/td_10.test and td_10_imp.test (CGSuite 2.1.1)
    check_mcgs(TopplingDominoes{},
               {"XXO##XXO#X {B win, W loss}", "XXOOOXOXOX {B win, W loss}", "#O###OO#XX {B win, W win}",
                "OOXXOXXXOO {B loss, W win}", "XX#O#O#OXX {B win, W loss}", "OOO#O#XXXO {B loss, W win}"},
               "td_10.test");
    check_mcgs(TopplingDominoes{}, {"XXO##XXO#X {N 10}", "#O###OO#XX {N 10}"}, "td_10_imp.test");
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = TopplingDominoes::parse("XOO#");
    CHECK(winning_moves(TopplingDominoes{}, p, Player::left) == std::vector<std::string>{"1R", "4L"});
    CHECK(winning_moves(TopplingDominoes{}, p, Player::right) == std::vector<std::string>{"4L"});
}
