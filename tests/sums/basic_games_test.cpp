// MCGS's basic games (games/basic/): their closed forms against the generic solvers on their
// moves, Kayles against the octal game 0.77, and MCGS's syntax.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "games/basic/basic_games.hpp"
#include "games/impartial/octal_heaps.hpp"

using namespace cgt;
using namespace cgt::basic;

namespace {

template <typename R>
void check_exact(const std::vector<typename R::Position>& positions) {
    search::PartizanSolver<R> solver;
    for (const auto& p : positions) {
        INFO(R::print(p));
        CHECK(R::exact_value(p) == solver.value(p));
    }
}

template <typename R>
std::vector<std::string> move_names(const typename R::Position& p, Player player) {
    std::vector<std::string> out;
    R{}.for_each_option_with_move(p, player, [&](const auto&, const BasicMove& m) { out.push_back(m.name); });
    return out;
}

} // namespace

TEST_CASE("basic games: closed forms agree with the values of their moves") {
    std::vector<IntegerGame::Position> integers;
    for (int n = -6; n <= 6; ++n) integers.push_back({n});
    check_exact<IntegerGame>(integers);

    std::vector<Fraction> numbers;
    for (int e = 0; e <= 3; ++e)
        for (int n = -17; n <= 17; ++n) numbers.push_back(reduced(n, e));
    check_exact<DyadicRational>(numbers);

    std::vector<SwitchGame::Position> switches;
    for (const Fraction& a : {reduced(3, 2), reduced(-4, 0), reduced(1, 1), reduced(0, 0)})
        for (const Fraction& b : {reduced(-3, 1), reduced(2, 0), reduced(1, 1), reduced(-7, 3)}) switches.push_back({a, b, 0});
    check_exact<SwitchGame>(switches);

    std::vector<UpStar::Position> ups;
    for (int n = -5; n <= 5; ++n)
        for (int star = 0; star <= 1; ++star) ups.push_back({n, star});
    check_exact<UpStar>(ups);

    search::ImpartialSolver<Nimber> nim;
    for (int k = 0; k <= 9; ++k) CHECK(nim.grundy(Nimber::Position{k}) == static_cast<Grundy>(k));
}

TEST_CASE("basic games: MCGS's kayles is the octal game 0.77 (Kayles)") {
    search::ImpartialSolver<Kayles> kayles;
    search::ImpartialSolver<impartial::OctalHeaps> octal(impartial::OctalHeaps(impartial::OctalCode::parse("0.77")));
    for (std::uint32_t n = 0; n <= 40; ++n) {
        INFO(n);
        CHECK(kayles.grundy(Kayles::parse(std::to_string(n))) == octal.grundy(impartial::OctalHeaps::position({n})));
    }
}

TEST_CASE("basic games: moves named as MCGS names them (input/autotests/winning_moves/winning_moves_all.test)") {
    CHECK(move_names<IntegerGame>({5}, Player::left) == std::vector<std::string>{"INT"});
    CHECK(move_names<IntegerGame>({5}, Player::right).empty());
    CHECK(move_names<DyadicRational>(DyadicRational::parse("5/4"), Player::left) == std::vector<std::string>{"DEC"});
    CHECK(move_names<DyadicRational>(DyadicRational::parse("-24/2"), Player::right) == std::vector<std::string>{"INC"});
    CHECK(move_names<DyadicRational>(DyadicRational::parse("-24/2"), Player::left).empty());
    CHECK(move_names<SwitchGame>(SwitchGame::parse("3/4, -4"), Player::left) == std::vector<std::string>{"SWITCH_L"});
    CHECK(move_names<UpStar>(UpStar::parse("* 3"), Player::left) == std::vector<std::string>{"0"});
    CHECK(move_names<UpStar>(UpStar::parse("-3"), Player::left) == std::vector<std::string>{"-2*"});
    CHECK(move_names<UpStar>(UpStar::parse("1 *"), Player::left) == std::vector<std::string>{"0", "0*"});
    std::vector<std::string> kayles;
    Kayles{}.for_each_option_with_move(Kayles::parse("6"), [&](const auto&, const BasicMove& m) { kayles.push_back(m.name); });
    CHECK(kayles == std::vector<std::string>{"1-0-5", "1-1-4", "1-2-3", "2-0-4", "2-1-3", "2-2-2"});
}

TEST_CASE("basic games: MCGS's syntax, and what it refuses") {
    CHECK(DyadicRational::parse("-3 / 8") == reduced(-3, 3));
    CHECK(DyadicRational::parse("20/4") == reduced(5, 0));
    CHECK(SwitchGame::parse("21,7/8").right == reduced(7, 3));
    CHECK(SwitchGame::parse("21 7/8").left == reduced(21, 0));
    CHECK(SwitchGame::parse("  -3 / 8 ,  4 ").left == reduced(-3, 3));
    CHECK(UpStar::parse("*").star == 1);
    CHECK(UpStar::parse("-2, *").ups == -2);
    CHECK_THROWS_AS(DyadicRational::parse("3/6"), ParseError);
    CHECK_THROWS_AS(DyadicRational::parse("3/"), ParseError);
    CHECK_THROWS_AS(IntegerGame::parse("99999999999"), ParseError);
    CHECK_THROWS_AS(SwitchGame::parse("1, 2, 3"), ParseError);
    CHECK_THROWS_AS(SwitchGame::parse("1,"), ParseError);
    CHECK_THROWS_AS(UpStar::parse("* *"), ParseError);
    CHECK_THROWS_AS(UpStar::parse("1 2"), ParseError);
    CHECK_THROWS_AS(Nimber::parse("-1"), ParseError);
    CHECK_THROWS_AS(Kayles::parse("x"), ParseError);
    CHECK_NOTHROW(Kayles::parse("2000"));
    CHECK_THROWS_AS(Kayles::parse("2001"), ParseError); // its search would take minutes, not a clear refusal
}
