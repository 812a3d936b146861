// Cooling, freezing, heating and overheating (cgt/thermal.hpp) against their recursive
// definitions on the naive twin, identities of the theory, values from the books, and long
// up-chains.
#include <doctest/doctest.h>

#include <vector>

#include "cgt/thermal.hpp"
#include "twin_operations.hpp"

namespace {
Dyadic q(std::int64_t m, std::uint64_t e = 0) { return Dyadic::from_fraction(m, e); }

} // namespace

TEST_CASE("thermal: values from the books") {
    // Winning Ways ch. 6 and Lessons in Play ch. 6: heating * by 1 gives +-1; cooling {2|0} by
    // its temperature 1 freezes it to 1*; a number is unchanged by heating.
    CHECK(cgt::heat(Game::star(), Game::integer(1)) == g_("+-1"));
    CHECK(cgt::cool(g_("{2|0}"), q(1)) == g_("1*"));
    CHECK(cgt::freeze(g_("{2|0}")) == g_("1*"));
    CHECK(cgt::heat(g_("3/4"), Game::integer(5)) == g_("3/4"));
    // Lessons in Play, ch. 6: {a|b} cooled by t <= (a-b)/2 is {a-t | b+t}; past it, the mean.
    CHECK(cgt::cool(g_("{5|-1}"), q(2)) == g_("{3|1}"));
    CHECK(cgt::cool(g_("{5|-1}"), q(3)) == g_("2*"));
    CHECK(cgt::cool(g_("{5|-1}"), q(4)) == g_("2"));
    // Hand computation from the definition: ∫^1 ^ = {1 | ∫^1 * - 1} = {1 | {0|-2}}.
    CHECK(cgt::heat(Game::up(), Game::integer(1)) == g_("{1||0|-2}"));
    // CGSuite's conventions: cooling an integer does nothing; a number is its own freeze, and
    // 1/2 cooled by its temperature -1/2 is {0+1/2 | 1-1/2} = 1/2*.
    CHECK(cgt::cool(Game::integer(7), q(-1, 1)) == Game::integer(7));
    CHECK(cgt::freeze(g_("1/2")) == g_("1/2"));
    CHECK(cgt::cool(g_("1/2"), q(-1, 1)) == g_("1/2*"));
    CHECK(cgt::freeze(g_("^^*")) == g_("^^*"));
    // Overheating an integer n gives n copies of s.
    CHECK(cgt::overheat(Game::integer(3), Game::star(), Game::integer(1)) == g_("*"));
    CHECK(cgt::overheat(Game::integer(2), g_("{1|0}"), Game::integer(1)) == g_("{1|0}") + g_("{1|0}"));
}

TEST_CASE("thermal: bad temperatures are refused") {
    CHECK_THROWS_AS(cgt::cool(Game::star(), q(-1)), cgt::InvalidArgument);
    CHECK_THROWS_WITH(cgt::cool(Game::star(), q(-3, 1)), doctest::Contains("greater than -1"));
}

TEST_CASE("thermal: heat, cool and overheat agree with their definitions on random games") {
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog heat_log("heat"), cool_log("cool"), overheat_log("overheat");
    const std::vector<Game> shifts = {Game::integer(1), g_("1/2"), Game::integer(-1), Game::star(), g_("^"), g_("{1|0}")};
    const std::vector<Dyadic> temperatures = {q(0), q(1, 1), q(1), q(3, 2), q(2), q(-1, 1), q(-3, 2)};
    std::size_t checked = 0;
    for (Game g : random_core_games(store, 11, scaled(150), 2)) {
        const Node gn = store.from_game(g);
        for (Game t : shifts) {
            if (cgt::heat(g, t) != store.to_game(ops.heat(gn, store.from_game(t))))
                heat_log.add(store.subposition_count(gn), fmt::format("heat({}, {})", g, t));
        }
        for (const Dyadic& t : temperatures)
            if (cgt::cool(g, t) != store.to_game(ops.cool(gn, to_rational(t))))
                cool_log.add(store.subposition_count(gn), fmt::format("cool({}, {})", g, t));
        for (Game s : {Game::integer(1), Game::star(), g_("{1|0}")})
            for (Game t : {Game::integer(1), g_("1/2"), Game::star()})
                if (cgt::overheat(g, s, t) != store.to_game(ops.overheat(gn, store.from_game(s), store.from_game(t))))
                    overheat_log.add(store.subposition_count(gn), fmt::format("overheat({}, {}, {})", g, s, t));
        ++checked;
    }
    CHECK_MESSAGE(heat_log.count() == 0, heat_log.message());
    CHECK_MESSAGE(cool_log.count() == 0, cool_log.message());
    CHECK_MESSAGE(overheat_log.count() == 0, overheat_log.message());
    CHECK(checked > 0);
}

TEST_CASE("thermal: identities of the theory on random games") {
    NaiveStore store;
    const std::vector<Game> games = random_core_games(store, 29, scaled(120), 2);
    FailureLog additive("cooling is additive"), mean("cooling keeps the mean"), temperature("cooling lowers the temperature by t"),
        freezing("the freeze is infinitesimally close to the mean");
    for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
        const Game g = games[i], h = games[i + 1];
        for (const Dyadic& t : {q(0), q(1, 1), q(1), q(2)}) {
            // (G + H)_t = G_t + H_t for t >= 0 (Lessons in Play, ch. 6; Winning Ways, ch. 6).
            if (cgt::cool(g + h, t) != cgt::cool(g, t) + cgt::cool(h, t))
                additive.add(0, fmt::format("{} + {} at {}", g, h, t));
            const Game gt = cgt::cool(g, t);
            if (gt.mean() != g.mean()) mean.add(0, fmt::format("{} at {}", g, t));
            // Below its temperature, G_t has temperature T(G) - t.
            if (!g.is_number() && t < g.temperature() && gt.temperature() != g.temperature() - t)
                temperature.add(0, fmt::format("{} at {}", g, t));
        }
        const Game frozen = cgt::freeze(g);
        if (frozen.left_stop() != g.mean() || frozen.right_stop() != g.mean())
            freezing.add(0, fmt::format("{}", g));
    }
    CHECK_MESSAGE(additive.count() == 0, additive.message());
    CHECK_MESSAGE(mean.count() == 0, mean.message());
    CHECK_MESSAGE(temperature.count() == 0, temperature.message());
    CHECK_MESSAGE(freezing.count() == 0, freezing.message());
}

TEST_CASE("thermal: up-chains take one step per level") {
    NaiveStore store;
    NaiveOperations ops(store);
    // The loop over the chain against the definition, for chains short enough for the twin.
    for (std::int64_t n : {-9, -4, -2, 2, 3, 5, 12}) {
        for (std::uint64_t k : {0, 1, 3})
            for (const Dyadic& x : {q(0), q(-1, 1), q(5, 2)}) {
                const Game g = Game::nus(x, n, k);
                const Node gn = store.from_game(g);
                CHECK(cgt::heat(g, Game::integer(1)) == store.to_game(ops.heat(gn, store.integer(1))));
                CHECK(cgt::heat(g, g_("-1/2")) == store.to_game(ops.heat(gn, store.number(Rational(-1, 2)))));
                CHECK(cgt::cool(g, q(-1, 1)) == store.to_game(ops.cool(gn, Rational(-1, 2))));
                CHECK(cgt::cool(g, q(-3, 2)) == store.to_game(ops.cool(gn, Rational(-3, 4))));
                CHECK(cgt::overheat(g, Game::star(), Game::integer(1)) ==
                      store.to_game(ops.overheat(gn, store.nimber(1), store.integer(1))));
            }
    }
    // ^50000: heating by 1 gives {1 | {0 | {-1 | ...}}}, cooling by -1/2 {1/2 | {0 | ...}};
    // both are 50000 levels deep and built in one pass (walked here without recursion).
    const Game big = Game::up(50000);
    auto right_chain_lefts = [](Game g, int levels) {
        std::vector<Game> lefts;
        for (int i = 0; i < levels; ++i) {
            lefts.push_back(g.left_options().at(0));
            g = g.right_options().at(0);
        }
        return lefts;
    };
    const auto heated = right_chain_lefts(cgt::heat(big, Game::integer(1)), 1000);
    for (int i = 0; i < 1000; ++i) CHECK(heated[static_cast<std::size_t>(i)] == Game::integer(1 - i));
    CHECK(cgt::heat(big, Game::integer(1)).birthday() == cgt::BigInt(100000));
    const auto cooled = right_chain_lefts(cgt::cool(big, q(-1, 1)), 1000);
    for (int i = 0; i < 1000; ++i) CHECK(cooled[static_cast<std::size_t>(i)] == Game::dyadic(1 - i, 1));
    CHECK(cgt::cool(big, q(1)) == Game());
    CHECK(cgt::cool(big, q(0)) == big);
    CHECK(cgt::freeze(big) == big);
    CHECK(cgt::overheat(big, Game::integer(1), Game::integer(1)).left_options().at(0) == Game::integer(1));
    // By a non-number each level costs time growing with the chain: refused past 1024 levels,
    // at once (not after walking the chain).
    CHECK_THROWS_WITH_AS(cgt::heat(big, g_("^")), doctest::Contains("longer than 1024"), cgt::OutOfRange);
    CHECK_THROWS_AS(cgt::overheat(big, Game::integer(1), g_("^")), cgt::OutOfRange);
    CHECK(cgt::heat(Game::up(200), g_("*")) == Game());
    // v50000 mirrors it: {{... | 1} | 0} | -1}, walked down its Left options.
    Game down = cgt::heat(-big, Game::integer(1));
    for (int i = 0; i < 1000; ++i) {
        CHECK(down.right_options().at(0) == Game::integer(i - 1));
        down = down.left_options().at(0);
    }
}
