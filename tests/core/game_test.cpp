// Basic facts of the core, from CGSuite's test suite and hand computation. The thorough
// comparison with a naive twin is in twin_test.cpp.
#include <doctest/doctest.h>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/game_builder.hpp"
#include "cgt/memory.hpp"
#include "tests/core/game_shorthands.hpp"

using cgt::Dyadic;
using cgt::Game;
using cgt::Outcome;
using cgt::testing::opts;

namespace {
const Game zero;
const Game star = Game::star();
const Game one = Game::integer(1);
} // namespace

TEST_CASE("game: simplest numbers from options") {
    CHECK(opts({zero}, {one}) == Game::dyadic(1, 1));
    CHECK(opts({Game::integer(-1)}, {one}) == zero);
    CHECK(opts({zero}, {}) == one);
    CHECK(opts({}, {zero}) == Game::integer(-1));
    CHECK(opts({Game::dyadic(1, 1)}, {}) == one);
    CHECK(opts({Game::dyadic(1, 1)}, {one}) == Game::dyadic(3, 2));
    CHECK(opts({Game::integer(3)}, {Game::integer(7)}) == Game::integer(4));
}

TEST_CASE("game: nimbers, ups and their sums") {
    CHECK(opts({zero}, {zero}) == star);
    CHECK(opts({zero, star}, {zero, star}) == Game::nimber(2));
    CHECK(opts({zero}, {star}) == Game::up());
    CHECK(Game::nimber(3) + Game::nimber(5) == Game::nimber(6));
    CHECK(opts({zero}, {Game::up() + star + Game::nimber(4)}) == Game::nus(0, 2, 4)); // {0|^*5} = ^^*4
    CHECK(Game::dyadic(9, 3) + star == Game::nus(Dyadic::from_fraction(9, 3), 0, 1));
    CHECK(Game::integer(6) + Game::up() + star == Game::nus(6, 1, 1));
    CHECK(Game::up() + Game::down() == zero);
    CHECK((Game::up() + star).confused_with(zero));
    CHECK(Game::up() > zero);
    CHECK(Game::up() + Game::nimber(2) > zero);
}

TEST_CASE("game: hot games and their sums") {
    Game pm1 = opts({one}, {Game::integer(-1)});
    CHECK(pm1.outcome() == Outcome::N);
    CHECK(pm1 + pm1 == zero);
    CHECK(pm1 - pm1 == zero);
    Game g = opts({Game::integer(3)}, {opts({Game::integer(2) + star}, {one + star})});
    CHECK(g.left_stop() == Dyadic(3));
    CHECK(g.right_stop() == Dyadic(2));
    CHECK(g + g - g == g);
    CHECK((g + star).outcome() == Outcome::L);
    CHECK(-(-g) == g);
}

TEST_CASE("game: options of NUS values are generated on demand") {
    CHECK(Game::integer(3).left_options() == std::vector<Game>{Game::integer(2)});
    CHECK(Game::integer(3).right_options().empty());
    CHECK(Game::dyadic(3, 2).left_options() == std::vector<Game>{Game::dyadic(1, 1)});
    CHECK(Game::dyadic(3, 2).right_options() == std::vector<Game>{one});
    CHECK(Game::nimber(3).left_option_count() == 3);
    Game huge = Game::number(Dyadic(cgt::BigInt(1) << 200));
    CHECK(huge.left_options().front() == Game::number(Dyadic((cgt::BigInt(1) << 200) - 1)));
    CHECK(huge.birthday() == cgt::BigInt(1) << 200);
    CHECK(Game::from_options(huge.left_options(), huge.right_options()) == huge);
}

TEST_CASE("game: outcomes and parts") {
    CHECK(zero.outcome() == Outcome::P);
    CHECK(star.outcome() == Outcome::N);
    CHECK(one.outcome() == Outcome::L);
    CHECK(Game::down().outcome() == Outcome::R);
    Game g = Game::nus(Dyadic::from_fraction(-3, 2), -3, 2);
    CHECK(g.number_part() == Dyadic::from_fraction(-3, 2));
    CHECK(g.up_part() == -3);
    CHECK(g.nim_part() == 2);
    CHECK_THROWS_AS((void)opts({one}, {Game::integer(-1)}).number_part(), cgt::InvalidArgument);
    CHECK_THROWS_AS((void)Game::nimber(std::uint64_t{1} << 40), cgt::InvalidArgument);
}

TEST_CASE("game builder: options given as sums give the same canonical form as from_options") {
    std::vector<Game> parts = {zero, star, one, Game::dyadic(-3, 2), Game::up(), Game::nimber(2),
                               opts({one}, {Game::integer(-1)}), opts({Game::integer(2)}, {star})};
    // every pair of pairs as the single options of each side, and all pairs on the left
    cgt::GameBuilder all_left;
    std::vector<Game> all_left_sums;
    for (Game a : parts)
        for (Game b : parts) {
            all_left.add_left_sum(a, b);
            all_left_sums.push_back(a + b);
            cgt::GameBuilder single;
            single.add_left_sum(a, b);
            single.add_right(one + one);
            CHECK(single.build() == Game::from_options({a + b}, {Game::integer(2)}));
        }
    all_left.add_right_sum(one, one);
    all_left.add_right_number(Dyadic(3)); // dominated by 2 on Right
    CHECK(all_left.build() == Game::from_options(all_left_sums, std::vector<Game>{Game::integer(2)}));
}

TEST_CASE("Game::is_valid_id: the ids of games made in this process, nothing else (Game::from_id's precondition)") {
    const Game g = opts({one}, {star});
    CHECK(Game::is_valid_id(g.id()));
    CHECK(Game::from_id(g.id()) == g);
    CHECK(Game::is_valid_id(zero.id()));
    CHECK_FALSE(Game::is_valid_id(0xFFFFFFFFu));
    CHECK_FALSE(Game::is_valid_id(0xFFFFFFF0u));
}
