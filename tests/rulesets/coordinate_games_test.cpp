// Cutcake (games/partizan/cutcake.hpp) and Wythoff (games/impartial/wythoff.hpp) against plain
// recursions and CGSuite's fixture values (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/notation.hpp"
#include "games/impartial/wythoff.hpp"
#include "games/partizan/cutcake.hpp"

using namespace cgt;
using cgt::impartial::Heaps;
using cgt::impartial::Wythoff;
using cgt::partizan::Cake;
using cgt::partizan::Cutcake;

namespace {

// One rows x columns cake: Left cuts the columns into two parts, Right the rows.
Game plain_cutcake(int rows, int columns, std::map<std::pair<int, int>, Game>& memo) {
    if (const auto it = memo.find({rows, columns}); it != memo.end()) return it->second;
    std::vector<Game> left, right;
    for (int a = 1; a < columns; ++a) left.push_back(plain_cutcake(rows, a, memo) + plain_cutcake(rows, columns - a, memo));
    for (int a = 1; a < rows; ++a) right.push_back(plain_cutcake(a, columns, memo) + plain_cutcake(rows - a, columns, memo));
    return memo[{rows, columns}] = Game::from_options(left, right);
}

// Wythoff with diagonal moves (k, l), |k - l| < r, by the mex rule.
unsigned plain_wythoff(int a, int b, int r, std::map<std::array<int, 3>, unsigned>& memo) {
    if (const auto it = memo.find({a, b, r}); it != memo.end()) return it->second;
    std::vector<unsigned> seen;
    for (int x = 0; x < a; ++x) seen.push_back(plain_wythoff(x, b, r, memo));
    for (int y = 0; y < b; ++y) seen.push_back(plain_wythoff(a, y, r, memo));
    for (int k = 1; k <= a; ++k)
        for (int l = 1; l <= b; ++l)
            if (k - l < r && l - k < r) seen.push_back(plain_wythoff(a - k, b - l, r, memo));
    unsigned mex = 0;
    while (std::find(seen.begin(), seen.end(), mex) != seen.end()) ++mex;
    return memo[{a, b, r}] = mex;
}

} // namespace

TEST_CASE("cutcake: cakes up to 8 x 8 and sums of two as the plain recursion says") {
    std::map<std::pair<int, int>, Game> memo;
    search::PartizanSolver<Cutcake> solver;
    for (int m = 1; m <= 8; ++m)
        for (int n = 1; n <= 8; ++n) {
            CHECK(solver.value(Cutcake::parse(fmt::format("{}x{}", m, n))) == plain_cutcake(m, n, memo));
            const Game sum = plain_cutcake(m, n, memo) + plain_cutcake(n, 3, memo);
            CHECK(solver.value(Cutcake::parse(fmt::format("({},{}) + {}x3", m, n, n))) == sum);
        }
}

TEST_CASE("cutcake: CGSuite's values and moves") {
    // [Cutcake((8,n)).CanonicalForm for n from 1 to 8], and (8,8) has 4 Left options.
    search::PartizanSolver<Cutcake> solver;
    const std::vector<int> row8{-7, -3, -3, -1, -1, -1, -1, 0};
    for (std::uint32_t n = 1; n <= 8; ++n) CHECK(solver.value({Cake{8, n}}) == Game::integer(row8[n - 1]));
    std::vector<std::string> names;
    Cutcake{}.for_each_option_with_move(Cutcake::parse("8x8"), Player::left, [&](const Cutcake::Position&, const partizan::CakeCut& cut) {
        names.push_back(to_string(cut));
    });
    CHECK(names == std::vector<std::string>{"8x8 -> 8x1+8x7", "8x8 -> 8x2+8x6", "8x8 -> 8x3+8x5", "8x8 -> 8x4+8x4"});
    CHECK(Cutcake::print(Cutcake::parse("(2,3)+1x1 + 4X1")) == "2x3+4x1");
    CHECK_THROWS_AS(Cutcake::parse("0x3"), ParseError);
    CHECK_THROWS_AS(Cutcake::parse("2x3+"), ParseError);
}

TEST_CASE("wythoff: heaps up to 14 as the plain recursion says, for r = 1, 2, 3") {
    std::map<std::array<int, 3>, unsigned> memo;
    for (std::uint32_t r = 1; r <= 3; ++r) {
        search::ImpartialSolver<Wythoff> solver(Wythoff{r});
        for (std::uint32_t a = 0; a <= 14; ++a)
            for (std::uint32_t b = 0; b <= 14; ++b)
                CHECK(solver.grundy(Heaps{a, b}) == plain_wythoff(static_cast<int>(a), static_cast<int>(b), static_cast<int>(r), memo));
    }
}

TEST_CASE("wythoff: CGSuite's values") {
    // [Wythoff((10,n)).NimValue for n from 0 to 20], (10,10).Options.Size = 30; the same for
    // GenWythoff(x -> x + 2) (48 options).
    const std::vector<unsigned> wythoff{10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28};
    const std::vector<unsigned> two{10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30};
    for (std::uint32_t r : {1U, 2U}) {
        const Wythoff rules{r};
        search::ImpartialSolver<Wythoff> solver(rules);
        for (std::uint32_t n = 0; n <= 20; ++n) CHECK(solver.grundy(Heaps{10, n}) == (r == 1 ? wythoff : two)[n]);
        int options = 0;
        rules.for_each_option(Heaps{10, 10}, [&](const Heaps&) { ++options; });
        CHECK(options == (r == 1 ? 30 : 48));
    }
    CHECK(Wythoff::parse("(3, 5)") == Heaps{3, 5});
    CHECK(Wythoff::parse("3,5") == Heaps{3, 5});
    CHECK_THROWS_AS(Wythoff::parse("3"), ParseError);
    CHECK_THROWS_AS(Wythoff::parse("(3,5"), ParseError);
    CHECK(to_string(Heaps{2, 3}) == "(2,3)");
}
