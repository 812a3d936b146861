// Fox and Geese (games/loopy/fox_and_geese.hpp) against CGSuite's stated values: the rows of
// lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala ("define FoxAndGeese properly",
// lines 45 to 56) in aaron-siegel/cgsuite, printed forms compared with CGSuite's.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "algorithms/loopy/ruleset_values.hpp"
#include "cgt/errors.hpp"
#include "cgt/loopy/notation.hpp"
#include "games/loopy/fox_and_geese.hpp"
#include "loopy_names.hpp"

using cgt::loopy::FoxAndGeese;
using Square = FoxAndGeese::Square;

namespace {

std::string value(const FoxAndGeese& rules, std::vector<Square> geese, Square fox) {
    return cgt::loopy::to_string(cgt::loopy::loopy_value(rules, rules.position(std::move(geese), fox)));
}

} // namespace

TEST_CASE("Fox and Geese: CGSuite's values (GameGridTest.scala, lines 45-47)") {
    // line 45: game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue
    CHECK(value(FoxAndGeese(), {{4, 2}, {4, 4}, {4, 6}, {4, 8}}, {1, 1}) == "{4*|7/2}");
    // line 46: CeyloneseFoxAndGeese = GenFoxAndGeese(foxRange => 2)
    CHECK(value(FoxAndGeese(8, 2), {{4, 2}, {4, 4}, {4, 6}, {4, 8}}, {1, 1}) ==
          "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}");
    // line 47: GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9))
    CHECK(value(FoxAndGeese(10), {{3, 1}, {3, 3}, {3, 5}, {3, 7}, {3, 9}}, {1, 9}) == "{6over|5*}");
}

TEST_CASE("Fox and Geese: CGSuite's ValuesTable (GameGridTest.scala, lines 48-53)") {
    // game.grid.FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}): rows 3, 2, 1 from the top;
    // row 3 has the geese (X) and squares of the other colour only; row 2 is 2over, 2, 3*,
    // 4over at columns 2, 4, 6, 8; row 1 is {6|2over}, {2over|2}, {4|3||2}, {4over|3*} at
    // columns 1, 3, 5, 7.
    const FoxAndGeese rules;
    const std::vector<Square> geese{{3, 1}, {3, 3}, {3, 5}, {3, 7}};
    const std::vector<FoxAndGeese::Position> table = rules.values_table(geese);
    const std::vector<SidedValue> values = cgt::loopy::loopy_values(rules, std::span(table));
    std::vector<std::string> got;
    for (std::size_t i = 0; i < table.size(); ++i)
        got.push_back(fmt::format("({},{}) {}", table[i].fox.row, table[i].fox.col, cgt::loopy::to_string(values[i])));
    const std::vector<std::string> expected{"(2,2) 2over",     "(2,4) 2",          "(2,6) 3*",
                                            "(2,8) 4over",     "(1,1) {6|2over}",  "(1,3) {2over|2}",
                                            "(1,5) {4|3||2}",  "(1,7) {4over|3*}"};
    CHECK(got == expected);
}

TEST_CASE("Fox and Geese: escapes, moves, drawings and bad input") {
    const FoxAndGeese rules;
    // A fox level with the highest goose, or one row below it with a free square above, has
    // escaped: off (CGSuite's Decomposition).
    CHECK(value(rules, {{3, 1}, {3, 3}}, {3, 5}) == "off");
    CHECK(value(rules, {{3, 1}, {3, 3}}, {2, 6}) == "off");
    // Fox at (2,2) under geese at (3,1) and (3,3): both squares above taken, not escaped.
    CHECK(!rules.known_value(rules.position({{3, 1}, {3, 3}}, {2, 2})).has_value());
    // The fox trapped in the corner (1,1) by a goose on (2,2) that the geese need not move:
    // Left (the geese) wins by the other goose's moves... here only that goose: {| } has Right
    // to move with no move, and Left must move the goose from (2,2) down to (1,3) only.
    const auto corner = rules.position({{2, 2}}, {1, 1});
    std::vector<FoxAndGeese::Position> left, right;
    rules.for_each_option(corner, cgt::Player::left, [&](FoxAndGeese::Position p) { left.push_back(p); });
    rules.for_each_option(corner, cgt::Player::right, [&](FoxAndGeese::Position p) { right.push_back(p); });
    CHECK(left.size() == 1); // (2,2) -> (1,3); (1,1) is the fox's
    CHECK(right.empty());
    // Drawings: rows from the top, bottom row is row 1.
    const auto p = rules.parse("x.x.x.x.|........|o.......");
    CHECK(p == rules.position({{3, 1}, {3, 3}, {3, 5}, {3, 7}}, {1, 1}));
    CHECK(rules.to_string(p) == "x.x.x.x.|........|o.......");
    // Ceylonese fox: long moves, never over a goose.
    const FoxAndGeese ceylonese(8, 2);
    std::vector<FoxAndGeese::Position> fox_moves;
    ceylonese.for_each_option(rules.position({{3, 3}}, {1, 1}), cgt::Player::right,
                              [&](FoxAndGeese::Position q) { fox_moves.push_back(q); });
    CHECK(fox_moves.size() == 1); // (2,2) only: (3,3) is a goose
    // CGSuite's validation rows (GameGridTest.scala, lines 54-56), with cgt's messages.
    CHECK_THROWS_AS(rules.position({{3, 1}, {3, 3}, {3, 5}, {3, 7}}, {1, 6}), cgt::InvalidArgument);
    CHECK_THROWS_AS(rules.position({{3, 1}, {3, 3}, {2, 5}, {3, 7}}, {1, 1}), cgt::InvalidArgument);
    CHECK_THROWS_AS(FoxAndGeese(8, 0), cgt::InvalidArgument);
    CHECK_THROWS_AS(FoxAndGeese(1), cgt::InvalidArgument);
    CHECK_THROWS_AS(rules.position({{2, 2}}, {2, 2}), cgt::InvalidArgument);
    CHECK_THROWS_AS(rules.parse("x.x.|o..."), cgt::InvalidArgument); // rows of 4 on a board 8 wide
    CHECK_THROWS_AS(rules.parse("x.x.x.x.|........|o......q"), cgt::InvalidArgument);
    CHECK_THROWS_AS(rules.parse("x.x.x.x.|........|........"), cgt::InvalidArgument); // no fox
}
