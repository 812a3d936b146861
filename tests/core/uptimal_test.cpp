// Uptimals (cgt/uptimal.hpp): powers of up against their definitions on the naive twin, and
// expansions recognised from the games they build.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "cgt/products.hpp"
#include "cgt/uptimal.hpp"
#include "twin_operations.hpp"

using cgt::UptimalExpansion;

TEST_CASE("uptimals: powers of up by their definitions") {
    // Siegel, Combinatorial Game Theory: ^<1> = ^, ^<n> = {0 | * - ^[n-1]} where
    // ^[n] = ^<1> + ... + ^<n>. The twin builds them with naive sums.
    NaiveStore store;
    Node sum_of_powers = store.zero();
    for (std::uint64_t n = 1; n <= 7; ++n) {
        // ^<n> = {0 | * - (^<1> + ... + ^<n-1>)}
        // (kept as canonical trees between steps: unsimplified sums of sums grow exponentially)
        auto canonical = [&](Node x) { return store.from_game(store.to_game(x)); };
        const Node power = store.make({store.zero()}, {canonical(store.sum(store.nimber(1), store.neg(sum_of_powers)))});
        sum_of_powers = canonical(store.sum(sum_of_powers, power));
        CHECK(cgt::up_power(n) == store.to_game(power));
        CHECK(cgt::up_power_sum(n) == store.to_game(sum_of_powers));
        CHECK(cgt::pow_to(g_("^"), n) == cgt::pow_to(cgt::pow(g_("^"), 1), n));
    }
    CHECK(cgt::up_power(1) == g_("^"));
    CHECK(cgt::up_power(2) == g_("{0|v*}"));
    CHECK(cgt::up_power_sum(2) == g_("{^|*}"));
    CHECK(cgt::pow_to(g_("^"), 0) == Game());
    CHECK_THROWS_WITH(cgt::pow(g_("{1|0}"), 2), doctest::Contains("{0|H}"));
    CHECK_THROWS_AS(cgt::pow(g_("^"), 0), cgt::InvalidArgument);
    // Tiny and Miny (Winning Ways ch. 5): Tiny(2) = {0 || 0 | -2}, Miny(2) = {2 | 0 || 0}.
    CHECK(cgt::tiny(Game::integer(2)) == g_("{0||0|-2}"));
    CHECK(cgt::miny(Game::integer(2)) == g_("{2|0||0}"));
    CHECK(cgt::miny(g_("{1|0}")) == -cgt::tiny(g_("{1|0}")));
}

TEST_CASE("uptimals: expansions round-trip") {
    // As CGSuite's UptimalTest: every x + *m + a1.^ + a2.^<2> + a3.^<3> + a4.^<4> has that
    // expansion (here a random sample of the coefficient box [-3, 3]^4).
    std::mt19937_64 rng(99);
    auto coefficient = [&] { return static_cast<std::int64_t>(rng() % 7) - 3; };
    std::size_t uptimals = 0;
    for (int i = 0; i < 400; ++i) {
        const Dyadic x = std::vector<Dyadic>{Dyadic(0), Dyadic(1), Dyadic::from_fraction(-5, 2)}[rng() % 3];
        UptimalExpansion e{x, static_cast<std::uint32_t>(rng() % 5), {coefficient(), coefficient(), coefficient(), coefficient()}};
        while (!e.coefficients.empty() && e.coefficients.back() == 0) e.coefficients.pop_back();
        Game g = cgt::from_uptimal(e);
        Game by_sum = Game::nus(x, e.coefficient(1), e.nim);
        for (std::size_t n = 2; n <= 4; ++n) by_sum += cgt::multiple(e.coefficient(n), cgt::up_power(n));
        REQUIRE(g == by_sum);
        const auto found = cgt::uptimal_expansion(g);
        REQUIRE_MESSAGE(found.has_value(), fmt::format("{}", g));
        CHECK(*found == e);
        ++uptimals;
    }
    CHECK(uptimals == 400);
    // Units and unit sums, as CGSuite prints them: ^<3>* and v[4].
    const UptimalExpansion unit{Dyadic(0), 1, {0, 0, 1}};
    CHECK(unit.is_unit());
    CHECK(!unit.is_unit_sum());
    const UptimalExpansion unit_sum{Dyadic(0), 0, {-1, -1, -1, -1}};
    CHECK(unit_sum.is_unit_sum());
    CHECK(*cgt::uptimal_expansion(-cgt::up_power_sum(4)) == unit_sum);
    CHECK(*cgt::uptimal_expansion(cgt::up_power(3) + g_("*")) == unit);
    // Number+up+star values: a1 is the up-multiple, even for ^50000.
    CHECK(*cgt::uptimal_expansion(Game::up(50000)) == UptimalExpansion{Dyadic(0), 0, {50000}});
    CHECK(!cgt::uptimal_expansion(g_("{1|0}")));
    CHECK(!cgt::uptimal_expansion(g_("{0||0|-1}")));
}

TEST_CASE("uptimals: recognition never accepts what it cannot rebuild") {
    NaiveStore store;
    RandomGames random(store, 5);
    std::size_t found = 0;
    for (std::size_t i = 0; i < scaled(500); ++i) {
        const Game g = store.to_game(random.game(2));
        if (auto e = cgt::uptimal_expansion(g)) {
            CHECK(cgt::from_uptimal(*e) == g);
            ++found;
        }
    }
    CHECK(found > 0);
}
