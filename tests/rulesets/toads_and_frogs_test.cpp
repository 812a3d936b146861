// Toads and Frogs with MCGS's parameters (games/strip/toads_and_frogs.hpp) against CGSuite's
// GenToadsAndFrogs written again on text strips, and against the results in MCGS's test files.
#include <doctest/doctest.h>

#include <cstdio>

#include "games/strip/toads_and_frogs.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::ToadsAndFrogs;

namespace {

// CGSuite's GenToadsAndFrogs.Options: forward slides of k cells, k from 1 to maxSlide while the
// cells are empty, kept when k >= minSlide; jumps over k units, k from 1 to maxJump while the
// units are the opponent's (or either side's, friendly), landing on the next cell if empty.
std::vector<std::string> toads_moves(const std::string& text, Player p) {
    int rule[4] = {1, 1, 1, 0};
    const std::size_t colon = text.find(':');
    if (colon != std::string::npos) std::sscanf(text.c_str(), "%d,%d,%d,%d", &rule[0], &rule[1], &rule[2], &rule[3]);
    const std::string prefix = colon == std::string::npos ? "" : text.substr(0, colon + 1);
    const std::string strip = colon == std::string::npos ? text : text.substr(colon + 1);
    const int n = static_cast<int>(strip.size()), sign = p == Player::left ? 1 : -1;
    const auto at = [&](int i) { return i >= 0 && i < n ? strip[static_cast<std::size_t>(i)] : '\0'; };
    const auto moved = [&](int from, int to) {
        std::string next = strip;
        next[static_cast<std::size_t>(from)] = '.';
        next[static_cast<std::size_t>(to)] = own(p);
        return prefix + next;
    };
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) {
        if (at(i) != own(p)) continue;
        for (int k = 1; k <= rule[1] && at(i + k * sign) == '.'; ++k)
            if (k >= rule[0]) out.push_back(moved(i, i + k * sign));
        for (int k = 1; k <= rule[2] && (at(i + k * sign) == theirs(p) || (rule[3] && at(i + k * sign) == own(p))); ++k)
            if (at(i + (k + 1) * sign) == '.') out.push_back(moved(i, i + (k + 1) * sign));
    }
    return out;
}

} // namespace

TEST_CASE("toads and frogs: every strip up to 8 cells, under six rule sets, as CGSuite's rules say") {
    NaiveGame naive(toads_moves);
    std::vector<std::string> positions;
    for (std::string& s : boards_up_to(8, ".xo", 1)) positions.push_back(std::move(s));
    for (const char* rule : {"1,2,1,1:", "1,3,1,0:", "2,3,2,0:", "1,1,0,0:", "1,2,3,1:"})
        for (const std::string& s : boards_up_to(7, ".xo", 1)) positions.push_back(rule + s);
    check_values(ToadsAndFrogs{}, naive, positions);
    check_grundy(ToadsAndFrogs{}, naive, positions);
}

TEST_CASE("toads and frogs: values, outcomes and move names") {
    search::PartizanSolver<ToadsAndFrogs> solver;
    const auto value = [&](const char* s) { return solver.value(ToadsAndFrogs::parse(s)); };
    // By hand: t. = {0|} = 1. .ft = {|f.t} = {|0} = -1, so tf. = {.ft|} = {-1|} = 0; ft. = {f.t|} = 1,
    // so .tf = {|ft.} = 0; and t.f = {.tf|tf.} = {0|0} = *.
    CHECK(value("t.") == Game::integer(1));
    CHECK(value(".ft") == Game::integer(-1));
    CHECK(value("tf.") == Game::zero());
    CHECK(value("t.f") == Game::star());
    CHECK(value("xx..oo") == value("tt..ff"));
    // CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala: ToadsAndFrogs,
    // GenToadsAndFrogs(maxJump => 2), ElephantsAndRhinos
    CHECK(value("ttttt..fffff") ==
          parse_game("+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"));
    CHECK(value("1,1,2,0:tttt..fff") == parse_game("{1/2*|v}"));
    CHECK(value("1,1,0,0:tttt..fff") == Game::integer(1));
    // MCGS input/autotests/gen_toads_autotests/gen_toads_2320.test and gen_toads_1211.test (CGSuite 2.1.1)
    check_mcgs(ToadsAndFrogs{},
               {"2,3,2,0:...O.OX...OX.XO. {B loss, W win}", "2,3,2,0:..XXO...O....... {B win, W loss}",
                "2,3,2,0:.O...OX..X.X.O.. {B loss, W loss}", "2,3,2,0:.O..XO..OX....O. {B win, W win}"},
               "gen_toads_2320.test");
    check_mcgs(ToadsAndFrogs{},
               {"1,2,1,1:X.OX..O......OOX...X {B loss, W win}", "1,2,1,1:...X.....X...OO...X. {B loss, W loss}",
                "1,2,1,1:OO.....OX.OXX..XX..O {B win, W win}"},
               "gen_toads_1211.test");
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = ToadsAndFrogs::parse("2,3,2,0:X...X...O.O");
    CHECK(winning_moves(ToadsAndFrogs{}, p, Player::left) == std::vector<std::string>{"5-7"});
    CHECK(winning_moves(ToadsAndFrogs{}, p, Player::right) == std::vector<std::string>{"9-7"});
    CHECK(ToadsAndFrogs::print(ToadsAndFrogs::parse("X.O")) == "t.f");
    CHECK(ToadsAndFrogs::print(p) == "2,3,2,0:t...t...f.f");
    CHECK_THROWS_AS(ToadsAndFrogs::parse("0,1,1,0:t.f"), ParseError); // min slide >= 1
    CHECK_THROWS_AS(ToadsAndFrogs::parse("1,1,1:t.f"), ParseError);
    CHECK_THROWS_AS(ToadsAndFrogs::parse("t.|.f"), ParseError);
}
