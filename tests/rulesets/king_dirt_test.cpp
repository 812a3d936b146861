// Generalised King Dirt (games/grid/king_dirt.hpp) against a plain recursion on text positions
// (which never caps the counts of unplaced kings, so it checks that MCGS's normal form keeps
// values) and against CGSuite's results in MCGS's test files.
#include <doctest/doctest.h>

#include <cstdio>

#include "games/grid/king_dirt.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::KingDirt;

namespace {

// "b,w,m:board": place one of your unplaced kings on an empty cell, or (unless m = 1 and you
// still have kings to place) step a king to an empty neighbour, leaving dirt behind.
std::vector<std::string> king_dirt_moves(const std::string& text, Player p) {
    const std::size_t colon = text.find(':');
    int counts[3] = {0, 0, 0};
    std::sscanf(text.c_str(), "%d,%d,%d", &counts[0], &counts[1], &counts[2]);
    const TextBoard b(text.substr(colon + 1));
    int& mine = counts[p == Player::left ? 0 : 1];
    const auto with = [&](const TextBoard& board, int unplaced) {
        int c[3] = {counts[0], counts[1], counts[2]};
        c[p == Player::left ? 0 : 1] = unplaced;
        return std::to_string(c[0]) + "," + std::to_string(c[1]) + "," + std::to_string(c[2]) + ":" + board.text();
    };
    std::vector<std::string> out;
    for (int r = 0; r < b.height(); ++r)
        for (int c = 0; c < b.width(); ++c) {
            if (mine > 0 && b.at(r, c) == '.') {
                TextBoard next = b;
                next.cell(r, c) = own(p);
                out.push_back(with(next, mine - 1));
            }
            if (b.at(r, c) != own(p) || (counts[2] == 1 && mine > 0)) continue;
            for (auto [dr, dc] : eight)
                if (b.at(r + dr, c + dc) == '.') {
                    TextBoard next = b;
                    next.cell(r, c) = '#';
                    next.cell(r + dr, c + dc) = own(p);
                    out.push_back(with(next, mine));
                }
        }
    return out;
}

} // namespace

TEST_CASE("king dirt: small positions as the plain recursion says") {
    NaiveGame naive(king_dirt_moves);
    std::vector<std::string> positions;
    for (const char* counts : {"0,0,0:", "1,1,1:"})
        for (const std::string& board : boards_up_to(5, ".xo#")) positions.push_back(counts + board);
    for (const char* counts : {"1,0,1:", "0,1,0:", "1,1,0:", "2,1,0:", "3,3,1:"})
        for (const std::string& board : boards_up_to(4, ".xo#")) positions.push_back(counts + board);
    for (const std::string& board : all_boards(3, 3, ".#")) positions.push_back("1,1,0:" + board);
    check_values(KingDirt{}, naive, positions);
    check_grundy(KingDirt{}, naive, positions);
}

TEST_CASE("king dirt: outcomes that MCGS states, parsing and move names") {
    // MCGS input/autotests/gen_king_dirt/3x3_110.test, 3x3_111.test, 3x3_220.test, 4x4_111.test
    // (results from CGSuite 2.2-beta2)
    check_mcgs(KingDirt{},
               {"1,1,0:X..|.#.|.X# {B win, W loss}", "1,1,0:..X|...|..O {B win, W win}",
                "1,1,0:..O|.X.|.X. {B loss, W loss}", "1,1,0:...|...|... {B win, W win}",
                "1,1,0:#..|OO.|.X# {B loss, W loss}", "1,1,0:O..|..#|.#. {B loss, W win}"},
               "3x3_110.test");
    check_mcgs(KingDirt{},
               {"1,1,1:.X.|.O.|OX. {B win, W win}", "1,1,1:...|.O.|.O. {B loss, W win}",
                "1,1,1:.#X|..O|.#O {B loss, W loss}", "1,1,1:#..|#..|... {B loss, W loss}"},
               "3x3_111.test");
    check_mcgs(KingDirt{},
               {"2,2,0:#.O|O..|.#X {B loss, W loss}", "2,2,0:...|#..|..X {B win, W win}",
                "2,2,0:...|...|O## {B loss, W loss}"},
               "3x3_220.test");
    check_mcgs(KingDirt{},
               {"1,1,1:....|....|.X.#|#... {B win, W loss}", "1,1,1:O...|OO.#|#...|...# {B loss, W win}"},
               "4x4_111.test");
    CHECK(KingDirt::print(KingDirt::parse("5,0,1:.x|o#")) == "1,0,1:.x|o#"); // capped at the empty cells
    CHECK(KingDirt::print(KingDirt::parse("o.")) == "0,0,0:o.");
    CHECK_THROWS_AS(KingDirt::parse("1,1:..|.."), ParseError);
    CHECK_THROWS_AS(KingDirt::parse("1,1,2:..|.."), ParseError);
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = KingDirt::parse("1,1,0:.X.|...|.O.");
    CHECK(winning_moves(KingDirt{}, p, Player::left) ==
          std::vector<std::string>{"a2_X", "b1-a1", "b1-a2", "b1-b2", "b1-c1", "b1-c2", "b2_X", "c2_X"});
    CHECK(winning_moves(KingDirt{}, p, Player::right) ==
          std::vector<std::string>{"a2_O", "b2_O", "b3-a2", "b3-a3", "b3-b2", "b3-c2", "b3-c3", "c2_O"});
}
