// Domineering and Cram (games/grid/domineering.hpp, cram.hpp) against a plain recursion on text
// boards, against published values and MCGS's test files, and their key symmetries.
#include <doctest/doctest.h>

#include "games/grid/cram.hpp"
#include "games/grid/domineering.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Cram;
using cgt::grid::Domineering;

namespace {

// Left covers two empty cells one above the other, Right two side by side.
std::vector<std::string> domino_moves(const std::string& text, Player p) {
    const TextBoard b(text);
    const int dr = p == Player::left ? 1 : 0, dc = p == Player::left ? 0 : 1;
    std::vector<std::string> out;
    for (int r = 0; r < b.height(); ++r)
        for (int c = 0; c < b.width(); ++c)
            if (b.at(r, c) == '.' && b.at(r + dr, c + dc) == '.') {
                TextBoard next = b;
                next.cell(r, c) = next.cell(r + dr, c + dc) = '#';
                out.push_back(next.text());
            }
    return out;
}

// Domineering keyed under all eight symmetries: a quarter turn swaps vertical and horizontal,
// the players' moves, and negates the value. Wrong, and caught.
struct TurningDomineering : Domineering {
    grid::Grid canonical_key(const grid::Grid& g) const { return grid::canonical(g, grid::SymmetryGroup::all); }
};

} // namespace

TEST_CASE("a canonical key with a quarter turn of a Domineering board is caught") {
    NaiveGame naive(domino_moves);
    const auto boards = boards_up_to(6, ".#");
    CHECK(joined_by_canonical_key(Domineering{}, naive, boards) == 0);
    CHECK(joined_by_canonical_key(TurningDomineering{}, naive, boards) > 0); // ".." (-1) meets ".|." (1)
    CHECK(joined_by_canonical_key(Cram{}, naive, boards, true) == 0);       // impartial: every symmetry is one
}

TEST_CASE("domineering and cram: every board of up to 12 cells as the plain recursion says") {
    NaiveGame naive(domino_moves);
    const auto boards = boards_up_to(12, ".#");
    check_values(Domineering{}, naive, boards);
    check_grundy(Domineering{}, naive, boards); // impartial Domineering
    // Cram on its own, with all eight symmetries in its canonical key.
    search::ImpartialSolver<Cram> cram;
    int wrong = 0;
    for (const std::string& text : boards) wrong += cram.grundy(Cram::parse(text)) != naive.grundy(text);
    CHECK(wrong == 0);
    CHECK(joined_by_canonical_key(Cram{}, naive, boards, true) == 0);
}

TEST_CASE("domineering: published values") {
    search::PartizanSolver<Domineering> solver;
    const auto value = [&](const char* board) { return solver.value(Domineering::parse(board)); };
    CHECK(value("..") == Game::integer(-1));                              // Winning Ways
    CHECK(value(".|.") == Game::integer(1));
    CHECK(value("..|..") == parse_game("+-1"));
    CHECK(value("...|...|...") == parse_game("+-1"));                     // CGSuite
    // CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala
    CHECK(value("....|....|....|....") == parse_game("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"));
    CHECK(search::ImpartialSolver<Cram>().grundy(Cram::parse(".........|##.######")) == 4);
    CHECK(value("...|...") == parse_game("{2|-1/2}"));                    // by hand, docs/rulesets.md
    // The same solver on the transposed board (keys name the board size).
    CHECK(value("..|..|..") == parse_game("{1/2|-2}"));
    // MCGS input/autotests/thermographs/domineering_4x4_therm.test: the mast starts at
    // (3/4, 3/4) and at (0, 0) (mean, temperature; CGSuite 2.2-beta2)
    const Game a = value("...#|....|....|...#"), b = value("....|#..#|.#..|.#..");
    CHECK(a.mean() == parse_game("3/4").mean());
    CHECK(a.temperature() == parse_game("3/4").mean());
    CHECK(b.mean() == 0);
    CHECK(b.temperature() == 0);
}

TEST_CASE("domineering and cram: outcomes and nim values that MCGS states") {
    // MCGS input/autotests/domineering_autotests/4x4_easy.test and 4x4_easy_imp.test (CGSuite 2.1.1)
    check_mcgs(Domineering{},
               {"....|....|....|.... {B win, W win}", "##..|....|....|..#. {B loss, W win}",
                "....|....|###.|###. {B win, W loss}", "###.|...#|....|...# {B loss, W win}",
                "#...|....|...#|.... {B loss, W loss}", "....|.#.#|....|.... {B loss, W win}"},
               "4x4_easy.test");
    check_mcgs(Domineering{},
               {"....|....|....|.... {N 0}", "##..|....|....|..#. {N 2}", "....|....|###.|###. {N 3}",
                "....|..#.|...#|.#.# {N 1}", "#...|....|...#|.... {N 0}"},
               "4x4_easy_imp.test");
    check_mcgs(Cram{}, {"##..|....|....|..#. {N 2}", "....|....|###.|###. {N 3}", "....|..#.|...#|.#.# {N 1}"},
               "4x4_easy_imp.test");
    // MCGS input/autotests/domineering_autotests/6x6.test (CGSuite 2.1.1)
    check_mcgs(Domineering{},
               {"....#.|..##.#|###..#|.###..|.###..|..#... {B loss, W win}",
                "##.#..|#.##.#|.####.|.####.|.#.#.#|#.#... {B win, W loss}"},
               "6x6.test");
}

TEST_CASE("domineering: a quarter turn is no key symmetry, but it is one of Cram") {
    const auto wide = Domineering::parse("...|..#"), tall = Domineering::parse("..|..|.#");
    CHECK(Domineering{}.canonical_key(wide) != Domineering{}.canonical_key(tall));
    CHECK(Cram{}.canonical_key(wide) == Cram{}.canonical_key(tall));
    CHECK(Domineering{}.canonical_key(wide) == Domineering{}.canonical_key(Domineering::parse("#..|...")));
}

TEST_CASE("domineering and cram: moves named as MCGS names them") {
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = Domineering::parse("..|..");
    CHECK(winning_moves(Domineering{}, p, Player::left) == std::vector<std::string>{"a1-a2", "b1-b2"});
    CHECK(winning_moves(Domineering{}, p, Player::right) == std::vector<std::string>{"a1-b1", "a2-b2"});
    std::vector<std::string> names;
    search::ImpartialSolver<Cram> cram;
    Cram{}.for_each_option_with_move(Cram::parse("..."), [&](const grid::Grid& option, const grid::GridMove& m) {
        if (cram.grundy(option) == 0) names.push_back(to_string(m));
    });
    CHECK(names == std::vector<std::string>{"a1-b1", "b1-c1"});
}
