// Integer multiples, Norton products, ordinal sums, Conway products and nim products
// (cgt/products.hpp) against their definitions on the naive twin, with values from the books.
#include <doctest/doctest.h>

#include <vector>

#include "cgt/incentives.hpp"
#include "cgt/products.hpp"
#include "twin_operations.hpp"

namespace {

// Nim multiplication by Conway's definition: a.b = mex{a'.b + a.b' + a'.b'} (On Numbers and
// Games, ch. 6).
std::uint64_t nim_product_by_mex(std::uint64_t a, std::uint64_t b, std::vector<std::vector<std::uint64_t>>& table) {
    for (std::uint64_t x = 0; x <= a; ++x)
        for (std::uint64_t y = 0; y <= b; ++y) {
            if (table[x][y] != ~std::uint64_t{0}) continue;
            std::vector<bool> seen(256, false);
            for (std::uint64_t xp = 0; xp < x; ++xp)
                for (std::uint64_t yp = 0; yp < y; ++yp) seen[table[xp][y] ^ table[x][yp] ^ table[xp][yp]] = true;
            std::uint64_t m = 0;
            while (seen[m]) ++m;
            table[x][y] = m;
        }
    return table[a][b];
}
} // namespace

TEST_CASE("products: values from the books") {
    // Nim multiplication (On Numbers and Games, ch. 6; Winning Ways, ch. 14): 2.2 = 3,
    // 2.3 = 1, 4.4 = 6, 16.16 = 24; the nimbers below 2^32 are closed under it.
    CHECK(cgt::nim_product(2, 2) == 3);
    CHECK(cgt::nim_product(2, 3) == 1);
    CHECK(cgt::nim_product(4, 4) == 6);
    CHECK(cgt::nim_product(16, 16) == 24);
    CHECK(cgt::nim_product(0xFFFFFFFFULL, 0xFFFFFFFFULL) < (std::uint64_t{1} << 32));
    CHECK(cgt::conway_product(g_("*2"), g_("*3")) == g_("*"));
    // Numbers multiply as numbers (ONAG ch. 1).
    CHECK(cgt::conway_product(g_("3/4"), g_("-1/2")) == g_("-3/8"));
    CHECK(cgt::conway_product(Game::integer(1000000), Game::integer(1000000)) == Game::number(Dyadic(1000000000000)));
    // Ordinal sums of numbers concatenate sign expansions (Siegel, Combinatorial Game Theory;
    // Hackenbush stalks): 1:1 = 2, 1:-1 = 1/2, 1/2:1 = 3/4, -1:1 = -1/2; and
    // *a : *b = *(a+b).
    CHECK(cgt::ordinal_sum(g_("1"), g_("1")) == g_("2"));
    CHECK(cgt::ordinal_sum(g_("1"), g_("-1")) == g_("1/2"));
    CHECK(cgt::ordinal_sum(g_("1/2"), g_("1")) == g_("3/4"));
    CHECK(cgt::ordinal_sum(g_("-1"), g_("1")) == g_("-1/2"));
    CHECK(cgt::ordinal_sum(g_("*3"), g_("*4")) == g_("*7"));
    CHECK(cgt::ordinal_sum(g_("1"), g_("0")) == g_("1"));
    // Norton products: n.U is n copies of U; 1.U = U.
    CHECK(cgt::norton_multiply(Game::integer(3), g_("{1|0}")) == cgt::multiple(3, g_("{1|0}")));
    CHECK(cgt::norton_multiply(Game::integer(-2), Game::up()) == g_("vv"));
    CHECK(cgt::multiple(BigInt(5), g_("^*")) == g_("^5*"));
    CHECK(cgt::multiple(BigInt(-4), g_("1/2*3")) == g_("-2"));
    CHECK(cgt::multiple(BigInt(3), g_("{1|0}")) == g_("{1|0}") + g_("{1|0}") + g_("{1|0}"));
    CHECK_THROWS_AS(cgt::multiple(BigInt(1) << 62, Game::up(4)), cgt::OutOfRange);
}

TEST_CASE("products: nim multiplication against Conway's definition") {
    std::vector<std::vector<std::uint64_t>> table(64, std::vector<std::uint64_t>(64, ~std::uint64_t{0}));
    for (std::uint64_t a = 0; a < 64; ++a)
        for (std::uint64_t b = 0; b < 64; ++b) REQUIRE(cgt::nim_product(a, b) == nim_product_by_mex(a, b, table));
    // Field laws on large values: commutative, associative, distributive over xor.
    for (std::uint64_t a : {0x12345678ULL, 0xFFFFFFFFULL, 0x80000001ULL})
        for (std::uint64_t b : {0x9ABCDEF0ULL, 3ULL, 0x10000ULL}) {
            CHECK(cgt::nim_product(a, b) == cgt::nim_product(b, a));
            CHECK(cgt::nim_product(cgt::nim_product(a, b), 7) == cgt::nim_product(a, cgt::nim_product(b, 7)));
            CHECK(cgt::nim_product(a, b ^ 5) == (cgt::nim_product(a, b) ^ cgt::nim_product(a, 5)));
        }
}

TEST_CASE("products: definitions on random games") {
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog multiple_log("multiple"), norton_log("norton"), ordinal_log("ordinal sum"), conway_log("conway product");
    const std::vector<Game> games = random_core_games(store, 5, scaled(120), 2);
    const std::vector<Game> units = {Game::integer(1), g_("^"), g_("^*"), g_("1/2"), g_("{1|0}"), g_("{2|0}"), g_("*"),
                                     g_("{0|v}")};
    for (Game g : games) {
        const Node gn = store.from_game(g);
        for (std::int64_t n : {-3, -1, 0, 2, 5})
            if (cgt::multiple(BigInt(n), g) != store.to_game(ops.copies(n, gn)))
                multiple_log.add(0, fmt::format("{} . {}", n, g));
        for (Game u : units)
            if (cgt::norton_multiply(g, u) != store.to_game(ops.norton(gn, store.from_game(u))))
                norton_log.add(store.subposition_count(gn), fmt::format("{} . {}", g, u));
    }
    for (std::size_t i = 0; i + 1 < games.size(); ++i) {
        const Game g = games[i], h = games[i + 1];
        if (cgt::ordinal_sum(g, h) != store.to_game(ops.ordinal_sum(store.from_game(g), store.from_game(h))))
            ordinal_log.add(0, fmt::format("{} : {}", g, h));
    }
    // Conway products by the definition are costly: smaller games.
    const std::vector<Game> small = random_core_games(store, 17, scaled(40), 1);
    for (std::size_t i = 0; i + 1 < small.size(); ++i) {
        const Game g = small[i], h = small[i + 1];
        if (cgt::conway_product(g, h) != store.to_game(ops.conway_product(store.from_game(g), store.from_game(h))))
            conway_log.add(0, fmt::format("{} x {}", g, h));
    }
    for (Game g : {g_("2"), g_("-3"), g_("3/4"), g_("*2"), g_("*3"), g_("^"), g_("{1|0}"), g_("1*")})
        for (Game h : {g_("2"), g_("-1/2"), g_("*2"), g_("^*"), g_("{2|1/2}")})
            if (cgt::conway_product(g, h) != store.to_game(ops.conway_product(store.from_game(g), store.from_game(h))))
                conway_log.add(0, fmt::format("{} x {}", g, h));
    CHECK_MESSAGE(multiple_log.count() == 0, multiple_log.message());
    CHECK_MESSAGE(norton_log.count() == 0, norton_log.message());
    CHECK_MESSAGE(ordinal_log.count() == 0, ordinal_log.message());
    CHECK_MESSAGE(conway_log.count() == 0, conway_log.message());
}

TEST_CASE("products: number:integer in closed form equals the definition, and huge counts stay fast") {
    // The closed form (x:n without n levels) against the definitional recursion on numbers with
    // denominators up to 8 and levels -6..6.
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog log("number ordinal sum");
    for (std::int64_t numerator = -24; numerator <= 24; ++numerator)
        for (std::int64_t n = -6; n <= 6; ++n) {
            const Game x = Game::number(Dyadic::from_fraction(numerator, 3)), h = Game::integer(n);
            if (cgt::ordinal_sum(x, h) != store.to_game(ops.ordinal_sum(store.from_game(x), store.from_game(h))))
                log.add(0, fmt::format("{} : {}", x, n));
        }
    CHECK_MESSAGE(log.count() == 0, log.message());
    // Counts far past anything a loop could run (a fuzzer found 0:900000000693 hanging).
    const BigInt huge = BigInt(10) * BigInt(1000000000000LL) * BigInt(1000000000000LL);
    CHECK(cgt::ordinal_sum(Game::integer(3), Game::number(Dyadic(huge))) == Game::number(Dyadic(huge + 3)));
    CHECK(cgt::ordinal_sum(Game::integer(-3), Game::number(Dyadic(-huge))) == Game::number(Dyadic(-huge - 3)));
    CHECK_THROWS_AS(cgt::ordinal_sum(g_("1/2"), Game::number(Dyadic(huge))), cgt::OutOfRange);
    CHECK_THROWS_AS(cgt::ordinal_sum(g_("-5"), Game::number(Dyadic(huge))), cgt::OutOfRange);
    CHECK(cgt::ordinal_sum(g_("-1"), Game::integer(40)) == Game::number(Dyadic::from_fraction(-1, 40)));
    // Integers met inside H take the closed form too (5:(N*) = (N+5)*; this looped N times).
    const Game huge_star = Game::number(Dyadic(huge)) + Game::star();
    CHECK(cgt::ordinal_sum(Game::integer(5), huge_star) == Game::number(Dyadic(huge + 5)) + Game::star());
}

TEST_CASE("products: Norton multiplication by U > 0 is additive and order-preserving") {
    // Norton's lemma (Winning Ways ch. 8; Siegel, Combinatorial Game Theory):
    // for U > 0, (G + H).U = G.U + H.U and G <= H iff G.U <= H.U.
    NaiveStore store;
    const std::vector<Game> games = random_core_games(store, 41, scaled(80), 2);
    FailureLog additive("additive"), order("order");
    for (Game u : {g_("^"), g_("1"), g_("{1|0}") + g_("1"), g_("^*") + g_("^")}) {
        REQUIRE(Game() < u);
        for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
            const Game g = games[i], h = games[i + 1];
            if (cgt::norton_multiply(g + h, u) != cgt::norton_multiply(g, u) + cgt::norton_multiply(h, u))
                additive.add(0, fmt::format("({} + {}).{}", g, h, u));
            if ((g <= h) != (cgt::norton_multiply(g, u) <= cgt::norton_multiply(h, u)))
                order.add(0, fmt::format("{} <= {} by {}", g, h, u));
        }
    }
    CHECK_MESSAGE(additive.count() == 0, additive.message());
    CHECK_MESSAGE(order.count() == 0, order.message());
}

TEST_CASE("products: long up-chains and large numbers") {
    NaiveStore store;
    NaiveOperations ops(store);
    // The additive shortcut for chains against the definition, on chains the twin can do.
    for (std::int64_t n : {-5, -2, 2, 4, 7})
        for (Game u : {g_("^"), g_("1/2"), g_("{1|0}")}) {
            const Game g = Game::nus(Dyadic::from_fraction(1, 1), n, 1);
            CHECK(cgt::norton_multiply(g, u) == store.to_game(ops.norton(store.from_game(g), store.from_game(u))));
        }
    const Game big = Game::up(50000);
    // U = 1 and U = 1/2 (whose incentives are -1 and -1/2, so U + I is 1 and 0) leave ^ as it
    // is, hence ^50000 too by additivity.
    CHECK(cgt::norton_multiply(big, Game::integer(1)) == big);
    CHECK(cgt::norton_multiply(big, g_("1/2")) == big);
    CHECK(cgt::multiple(BigInt(3), big) == Game::up(150000));
    // ^.^ is not a number+up+star value: 50000 copies of it (and products by hot games) are
    // refused past 1024 levels, at once.
    CHECK_THROWS_WITH_AS(cgt::norton_multiply(big, g_("^")), doctest::Contains("longer than 1024"), cgt::OutOfRange);
    CHECK_THROWS_AS(cgt::norton_multiply(big, g_("-1")), cgt::OutOfRange);
    CHECK_THROWS_AS(cgt::conway_product(big, g_("{1|0}")), cgt::OutOfRange);
    CHECK(cgt::conway_product(big, Game::integer(2)) == Game::up(100000));
    CHECK(cgt::conway_product(Game::integer(0), big) == Game());
    // G:* = {G^L, G | G^R, G}.
    CHECK(cgt::ordinal_sum(big, g_("*")) == Game::from_options({Game(), big}, {big.right_options().at(0), big}));
    // A chain as the second summand is walked level by level (checked against the twin on a
    // shorter chain).
    CHECK(cgt::ordinal_sum(g_("*"), Game::up(12)) ==
          store.to_game(ops.ordinal_sum(store.nimber(1), store.from_game(Game::up(12)))));
    CHECK(cgt::ordinal_sum(g_("*"), big).birthday() > cgt::BigInt(50000));
    // Integers are never unfolded: 2^100 copies of 1/2 and an ordinal sum with 2^70 * 3.
    const Game huge = Game::number(Dyadic(BigInt(1) << 100));
    CHECK(cgt::conway_product(huge, g_("1/2")) == Game::number(Dyadic(BigInt(1) << 99)));
    CHECK(cgt::norton_multiply(huge, g_("*")) == Game());
    CHECK(cgt::ordinal_sum(huge, g_("*3")) == Game::nus(Dyadic(BigInt(1) << 100), 0, 3));
    CHECK(cgt::ordinal_sum(g_("2"), g_("*3")) == store.to_game(ops.ordinal_sum(store.integer(2), store.nimber(3))));
    CHECK(cgt::ordinal_sum(g_("{1|0}"), Game::integer(40)) ==
          store.to_game(ops.ordinal_sum(store.from_game(g_("{1|0}")), store.integer(40))));
}

// Subordination undoes the ordinal sum (CGSuite's Subordinate; values from its GameTest.scala):
// whenever B:X keeps B's options, (B:X) subordinated to B is X; otherwise it is refused, never
// answered wrongly.
TEST_CASE("products: subordinate inverts the ordinal sum") {
    CHECK(cgt::subordinate(g_("1/8"), g_("1")) == g_("-3"));
    CHECK(cgt::subordinate(g_("-13/16"), g_("-1")) == g_("3/8"));
    CHECK(cgt::subordinate(g_("+-1"), g_("+-1")) == g_("0"));
    CHECK(cgt::subordinate(g_("+-1"), g_("0")) == g_("+-1"));
    CHECK(cgt::subordinate(g_("^.PowTo(5) + *"), g_("*")) == g_("5"));
    CHECK_THROWS_AS(cgt::subordinate(g_("*"), g_("1")), cgt::InvalidArgument);
    NaiveStore store;
    std::size_t inverted = 0, refused = 0;
    for (Game x : random_core_games(store, 23, scaled(150), 2)) {
        for (Game base : {g_("1"), g_("-1"), g_("*"), g_("^"), g_("{1|0}"), g_("{2|-1}")}) {
            const Game sum = cgt::ordinal_sum(base, x);
            try {
                CHECK(cgt::subordinate(sum, base) == x);
                ++inverted;
            } catch (const cgt::InvalidArgument&) {
                ++refused;
            }
        }
    }
    CHECK(inverted > 4 * refused); // most sums keep their base's options
}
