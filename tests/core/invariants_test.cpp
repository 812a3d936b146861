// Invariants, predicates, incentives and followers (cgt/invariants.hpp, cgt/incentives.hpp)
// against their recursive definitions on the naive twin, with closed forms for
// number+up+star values checked against the same definitions.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "cgt/incentives.hpp"
#include "cgt/invariants.hpp"
#include "twin_operations.hpp"

namespace {

// Random games, and number+up+star values x + n.^ + *k with small parts.
std::vector<Game> test_games(NaiveStore& store, std::uint64_t seed, std::size_t count) {
    RandomGames random(store, seed);
    std::vector<Game> out;
    for (std::size_t i = 0; i < count; ++i) out.push_back(store.to_game(random.game(2)));
    for (std::int64_t n = -5; n <= 5; ++n)
        for (std::uint64_t k = 0; k <= 4; ++k)
            for (const Dyadic& x : {Dyadic(0), Dyadic(3), Dyadic(-2), Dyadic::from_fraction(-3, 2), Dyadic::from_fraction(5, 3)})
                out.push_back(Game::nus(x, n, k));
    return out;
}
} // namespace

TEST_CASE("invariants: values from CGSuite's definitions and the books") {
    // Stop counts: a number is one stop, *k has 2.3^(k-1), {3||2*|1*} has 1 + 2 + 2.
    CHECK(cgt::stop_count(g_("5/8")) == 1);
    CHECK(cgt::stop_count(g_("*3")) == 18);
    CHECK(cgt::stop_count(g_("{3||2*|1*}")) == 5);
    CHECK(cgt::stop_count(Game::up(50000)) == 50003);
    CHECK_THROWS_AS(cgt::stop_count(g_("*4294967295")), cgt::OutOfRange);
    // Parity (Winning Ways ch. 7; CGSuite): 0 even, * odd, integers alternate, ^ neither.
    CHECK(cgt::is_even(Game()));
    CHECK(cgt::is_odd(g_("*")));
    CHECK(cgt::is_odd(g_("7")));
    CHECK(cgt::is_even(g_("7*")));
    CHECK(!cgt::is_even(g_("^")));
    CHECK(!cgt::is_odd(g_("^")));
    CHECK(cgt::is_odd_tempered(g_("{1|0}")));
    CHECK(cgt::is_even_tempered(g_("{2|0}") + g_("{1|0}")));
    CHECK(cgt::is_even_tempered(g_("3/4")));
    CHECK(!cgt::is_even_tempered(g_("^")));
    CHECK(cgt::is_all_small(g_("{0||0|v}")));
    CHECK(!cgt::is_all_small(g_("{0||0|-1}")));
    CHECK(cgt::is_all_small(Game::up(50000)));
    CHECK(cgt::is_numberish(g_("1/2^*")));
    CHECK(!cgt::is_numberish(g_("{1|0}")));
    // CGSuite: x + Tiny(G) is number-tiny ({x || x | x - G} with G > 0 large enough).
    CHECK(cgt::is_number_tiny(g_("{0||0|-2}")));
    CHECK(cgt::is_number_tiny(g_("{3||3|1}")));
    CHECK(cgt::is_number_tiny(g_("{1|-3||-3}")));
    CHECK(!cgt::is_number_tiny(g_("{1|0}")));
    CHECK(cgt::is_number_tiny(g_("{1||1|0}")));
    CHECK(cgt::is_number_tiny(g_("5")));
    CHECK(!cgt::is_number_tiny(g_("^")));
    // Incentives (Lessons in Play ch. 6): {2|0} has Left incentive {2|0}... i.e. 2 - {2|0}.
    CHECK(cgt::left_incentives(g_("{2|0}")) == std::vector<Game>{g_("2") - g_("{2|0}")});
    CHECK(cgt::right_incentives(g_("{2|0}")) == std::vector<Game>{g_("{2|0}")});
    CHECK(cgt::left_incentives(Game::integer(3)) == std::vector<Game>{Game::integer(-1)});
    CHECK(cgt::right_incentives(Game::integer(3)).empty());
    CHECK(cgt::incentives(g_("3/4")) == std::vector<Game>{g_("-1/4")});
    CHECK(cgt::incentives(Game::up(50000)) == std::vector<Game>{g_("^*")}); // v50000 is dominated
    // Options of number+up+star values are their canonical forms (^^^ = {0 | ^^*}).
    CHECK(g_("^3").left_options() == std::vector<Game>{Game()});
    CHECK(g_("^3").right_options() == std::vector<Game>{g_("^^*")});
    std::vector<Game> expected{Game(), g_("*"), g_("^^*"), g_("^"), g_("^3")};
    std::ranges::sort(expected, Game::IdLess{});
    CHECK(cgt::followers(g_("^3")) == expected);
    CHECK(cgt::followers(g_("^3"), 5) == expected); // exactly at the limit
    CHECK_THROWS_AS(cgt::followers(g_("^3"), 4), cgt::OutOfRange);
    CHECK(cgt::followers(g_("{2|0}")).size() == 4);
    CHECK(cgt::followers(Game::up(50000)).size() == 50002); // ^n*k (1 <= n <= 50000), 0, *
    CHECK_THROWS_AS(cgt::followers(Game::integer(1) + Game::number(Dyadic(BigInt(1) << 40))), cgt::OutOfRange);
}

TEST_CASE("invariants: against their recursive definitions") {
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog stops("stop count"), parity("even/odd"), temper("even/odd-tempered"), small("all-small"),
        followers("followers"), incentive("incentives"), birthday("birthday");
    for (Game g : test_games(store, 37, scaled(400))) {
        const Node gn = store.from_game(g); // the canonical form: its formal birthday is g's
        if (g.birthday() != cgt::BigInt(store.formal_birthday(gn))) birthday.add(0, fmt::format("{}", g));
        if (cgt::stop_count(g) != ops.stop_count(gn)) stops.add(0, fmt::format("{}", g));
        if (cgt::is_even(g) != ops.is_even(gn) || cgt::is_odd(g) != ops.is_odd(gn)) parity.add(0, fmt::format("{}", g));
        if (cgt::is_even_tempered(g) != ops.is_even_tempered(gn) || cgt::is_odd_tempered(g) != ops.is_odd_tempered(gn))
            temper.add(0, fmt::format("{}", g));
        if (cgt::is_all_small(g) != ops.is_all_small(gn)) small.add(0, fmt::format("{}", g));
        if (cgt::followers(g).size() != store.subposition_count(gn)) followers.add(0, fmt::format("{}", g));
        // Every incentive is some G^L - G (or G - G^R), and none of the kept ones is <= another.
        const auto all = cgt::incentives(g);
        for (Game i : all) {
            bool found = false;
            for (Game gl : g.left_options()) found = found || gl - g == i;
            for (Game gr : g.right_options()) found = found || g - gr == i;
            for (Game j : all) found = found && (i == j || !(i <= j));
            if (!found) incentive.add(0, fmt::format("{}", g));
        }
        // ... and every G^L - G is <= a kept one.
        for (Game gl : g.left_options()) {
            bool covered = false;
            for (Game i : cgt::left_incentives(g)) covered = covered || gl - g <= i;
            if (!covered) incentive.add(0, fmt::format("{}", g));
        }
    }
    CHECK_MESSAGE(stops.count() == 0, stops.message());
    CHECK_MESSAGE(parity.count() == 0, parity.message());
    CHECK_MESSAGE(temper.count() == 0, temper.message());
    CHECK_MESSAGE(small.count() == 0, small.message());
    CHECK_MESSAGE(followers.count() == 0, followers.message());
    CHECK_MESSAGE(incentive.count() == 0, incentive.message());
    CHECK_MESSAGE(birthday.count() == 0, birthday.message());
}
