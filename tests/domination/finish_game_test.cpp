// The DP's shortcut from option lists to a value (detail::finish_game: dominated NUS options
// dropped in words, the simplicity rule applied to number parts and stops, a cache of canonical
// forms) against the core's canonical form of the very same options.
#include <doctest/doctest.h>

#include <array>
#include <random>
#include <vector>

#include "algorithms/domination/detail/interval_step.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"

using namespace cgt::domination::detail;
using cgt::Game;

namespace {

CompactNus random_nus(std::mt19937_64& rng) {
    CompactNus c;
    const auto num = static_cast<std::int64_t>(rng() % 9) - 4;
    REQUIRE(fixed_of(cgt::Dyadic::from_fraction(num, rng() % 3), c.num));
    if (rng() % 2) { // half of them numbers
        c.ups = static_cast<std::int32_t>(rng() % 5) - 2;
        c.nim = static_cast<std::uint32_t>(rng() % 3);
    }
    return c;
}

Game random_other(std::mt19937_64& rng) {
    static const std::array<Game, 8> pool = {
        cgt::parse_game("{1|0}"),     cgt::parse_game("{2|-1}"),   cgt::parse_game("+-1"),
        cgt::parse_game("{1/2|-1/2}"), cgt::parse_game("{0|v*}"),  cgt::parse_game("{^*|0}"),
        cgt::parse_game("{3||2|1}"),  cgt::parse_game("{1|{0|-1}}"),
    };
    const Game shift = Game::dyadic(static_cast<std::int64_t>(rng() % 5) - 2, rng() % 2);
    return pool[rng() % pool.size()] + shift;
}

// One side: up to four options, a fifth of them games that are not NUS.
void random_side(std::mt19937_64& rng, SideOptions& side, std::vector<Game>& games) {
    side.clear();
    games.clear();
    const int count = static_cast<int>(rng() % 5);
    for (int i = 0; i < count; ++i) {
        if (rng() % 5 == 0) { // a game that is not NUS, plus a NUS
            const Slot s{random_nus(rng), random_other(rng)};
            side.add(s);
            games.push_back(s.value());
        } else {
            CompactNus c = random_nus(rng);
            side.add(c);
            games.push_back(to_game(c));
        }
    }
}

} // namespace

TEST_CASE("finish_game gives the canonical form of its options") {
    std::mt19937_64 rng(2026);
    OptionLists scratch;
    SideOptions left(true), right(false);
    std::vector<Game> left_games, right_games;
    int numbers = 0, others = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        random_side(rng, left, left_games);
        random_side(rng, right, right_games);
        const Game expected = Game::from_options(left_games, right_games);
        CAPTURE(trial);
        CHECK(finish_game(left, right, scratch).value() == expected);
        (expected.is_number() ? numbers : others)++;
    }
    CHECK(numbers > 2000); // both kinds of result are well represented
    CHECK(others > 2000);
}

TEST_CASE("finish_game: numbers at a closed end of the simplicity interval") {
    OptionLists scratch;
    SideOptions left(true), right(false);
    auto value = [&](std::vector<CompactNus> l, std::vector<CompactNus> r) {
        left.clear();
        right.clear();
        for (const CompactNus& c : l) left.add(c);
        for (const CompactNus& c : r) right.add(c);
        return finish_game(left, right, scratch).value();
    };
    const CompactNus zero{}, one{fixed_one, 0, 0}, star{0, 0, 1}, up{0, 1, 0}, down{0, -1, 0}, up_star{0, 1, 1};
    CHECK(value({down}, {}) == Game::zero());          // {v | } = 0
    CHECK(value({star}, {one}) == Game::zero());       // {* | 1} = 0
    CHECK(value({down}, {up}) == Game::zero());        // {v | ^} = 0
    CHECK(value({up_star}, {one}) == Game::zero());    // ^* is not >= 0
    CHECK(value({up}, {one}) == Game::dyadic(1, 1));   // ^ > 0: 1/2
    CHECK(value({zero}, {up}) == cgt::parse_game("{0|^}"));
    CHECK(value({zero, star}, {zero}) == cgt::parse_game("^*"));
}
