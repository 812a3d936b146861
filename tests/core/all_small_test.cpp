// Atomic weights, companions and reduced canonical forms (cgt/all_small.hpp,
// cgt/reduced_form.hpp) against their definitions on the naive twin, identities of the theory
// and values from the books.
#include <doctest/doctest.h>

#include <vector>

#include "cgt/all_small.hpp"
#include "cgt/invariants.hpp"
#include "cgt/products.hpp"
#include "cgt/reduced_form.hpp"
#include "cgt/thermal.hpp"
#include "cgt/uptimal.hpp"
#include "twin_operations.hpp"

namespace {

// Random all-small games: trees over 0, *, ^, v, ^*, *2 with options on both sides.
std::vector<Game> random_all_small(std::uint64_t seed, std::size_t count) {
    std::mt19937_64 rng(seed);
    std::vector<Game> pool = {Game(), g_("*"), g_("^"), g_("v"), g_("^*"), g_("*2"), g_("{0|^}"), g_("{0,*|0}")};
    std::vector<Game> out;
    while (out.size() < count) {
        std::vector<Game> left, right;
        const std::size_t nl = 1 + rng() % 2, nr = 1 + rng() % 2;
        for (std::size_t i = 0; i < nl; ++i) left.push_back(pool[rng() % pool.size()]);
        for (std::size_t i = 0; i < nr; ++i) right.push_back(pool[rng() % pool.size()]);
        Game g = Game::from_options(left, right);
        out.push_back(g);
        if (pool.size() < 30) pool.push_back(g);
    }
    return out;
}
} // namespace

TEST_CASE("atomic weight: values from the books") {
    // Winning Ways ch. 8, Lessons in Play ch. 9: aw(^) = 1, aw(^*) = 1, aw(*) = 0,
    // aw(n.^) = n, aw({0|^}) = aw(^^*) = 2; ^<2> = {0|v*} has atomic weight 0.
    CHECK(cgt::atomic_weight(g_("^")) == Game::integer(1));
    CHECK(cgt::atomic_weight(g_("^*")) == Game::integer(1));
    CHECK(cgt::atomic_weight(g_("*")) == Game());
    CHECK(cgt::atomic_weight(g_("*7")) == Game());
    CHECK(cgt::atomic_weight(g_("v5*3")) == Game::integer(-5));
    CHECK(cgt::atomic_weight(g_("{0|^}")) == Game::integer(2));
    CHECK(cgt::atomic_weight(g_("{0|v*}")) == Game());
    CHECK_THROWS_WITH(cgt::atomic_weight(g_("{1|0}")), doctest::Contains("not infinitesimal"));
    CHECK_THROWS_AS(cgt::atomic_weight(g_("1")), cgt::InvalidArgument);
    CHECK(!cgt::is_atomic(g_("1*")));
    CHECK(cgt::atomic_weight(Game::up(50000)) == Game::integer(50000));
}

TEST_CASE("atomic weight: the recursion with its correction, against the twin") {
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog log("atomic weight");
    std::size_t atomic = 0;
    std::vector<Game> games = random_all_small(3, scaled(200));
    for (Game g : random_core_games(store, 7, scaled(300), 2))
        if (g.is_infinitesimal()) games.push_back(g);
    for (Game g : games) {
        const std::optional<Node> expected = ops.atomic_weight(store.from_game(g));
        const std::optional<Game> got = cgt::atomic_weight_if_atomic(g);
        const bool same = expected.has_value() == got.has_value() && (!got || *got == store.to_game(*expected));
        if (!same) log.add(0, fmt::format("{}", g));
        if (got) ++atomic;
    }
    CHECK_MESSAGE(log.count() == 0, log.message());
    CHECK(atomic > games.size() / 2);
}

TEST_CASE("atomic weight: additive on all-small games") {
    // Winning Ways ch. 8: aw(G + H) = aw(G) + aw(H) for all-small G, H.
    const std::vector<Game> games = random_all_small(13, scaled(200));
    FailureLog log("additivity");
    for (std::size_t i = 0; i + 1 < games.size(); ++i) {
        const Game g = games[i], h = games[i + 1];
        if (cgt::atomic_weight(g + h) != cgt::atomic_weight(g) + cgt::atomic_weight(h))
            log.add(0, fmt::format("{} + {}", g, h));
    }
    CHECK_MESSAGE(log.count() == 0, log.message());
}

TEST_CASE("companion: values and the recursion") {
    // Siegel, Combinatorial Game Theory: 0 <-> *, ^ <-> ^*, *k fixed for k >= 2.
    CHECK(cgt::companion(Game()) == g_("*"));
    CHECK(cgt::companion(g_("*")) == Game());
    CHECK(cgt::companion(g_("^")) == g_("^*"));
    CHECK(cgt::companion(g_("^*")) == g_("^"));
    CHECK(cgt::companion(g_("*3")) == g_("*3"));
    CHECK(cgt::companion(Game::up(50000)) == Game::nus(Dyadic(0), 50000, 1));
    CHECK(cgt::companion(g_("5/8")) == g_("5/8"));
    // {10^12 | 0} is confused with 0: {companion(10^12) | companion(0)} = {10^12 | *}, without
    // unfolding the integer.
    const Game big = Game::number(Dyadic(1000000000000));
    CHECK(cgt::companion(Game::from_options({big}, {Game()})) == Game::from_options({big}, {g_("*")}));
    NaiveStore store;
    NaiveOperations ops(store);
    FailureLog log("companion"), involution("companion of companion");
    std::vector<Game> games = random_all_small(21, scaled(200));
    for (Game g : random_core_games(store, 23, scaled(200), 2)) games.push_back(g);
    for (Game g : games) {
        // The recursion {G^L°, 0 if G >= 0 | G^R°, 0 if G <= 0} on every subgame, numbers and
        // nimbers included; CGSuite gives uptimals their own rule (the nimber bit flips).
        const Game expected = store.to_game(ops.companion(store.from_game(g)));
        if (cgt::detail::companion_by_recursion(g, false) != expected ||
            cgt::detail::companion_by_recursion(g, true) != expected)
            log.add(0, fmt::format("{}", g));
        if (!cgt::is_uptimal(g) && cgt::companion(g) != expected) log.add(0, fmt::format("{}", g));
        if (cgt::is_all_small(g) && cgt::companion(cgt::companion(g)) != g) involution.add(0, fmt::format("{}", g));
    }
    CHECK_MESSAGE(log.count() == 0, log.message());
    CHECK_MESSAGE(involution.count() == 0, involution.message());
}

TEST_CASE("reduced canonical form: the defining equivalence") {
    // Grossman and Siegel; Siegel, Combinatorial Game Theory: rcf(G) - G is
    // infinitesimal, rcf(G + e) = rcf(G) for infinitesimal e, and rcf(rcf(G)) = rcf(G).
    CHECK(cgt::reduced_canonical_form(g_("^*3")) == Game());
    CHECK(cgt::reduced_canonical_form(g_("5/2v")) == g_("5/2"));
    CHECK(cgt::reduced_canonical_form(g_("{1|0}") + g_("^")) == g_("{1|0}"));
    CHECK(cgt::reduced_canonical_form(g_("{2|0}") + g_("*")) == g_("{2|0}"));
    CHECK(cgt::reduced_canonical_form(Game::up(50000)) == Game());
    CHECK(cgt::reduced_canonical_form(Game::from_options({Game::up(50000)}, {Game::integer(-1)})) == g_("{0|-1}"));
    NaiveStore store;
    NaiveOperations ops(store);
    const std::vector<Game> infinitesimals = {g_("^"), g_("*"), g_("v*"), g_("*2"), g_("{0||0|-1}"), g_("{0|v*}"), g_("^^*")};
    FailureLog close("rcf(G) - G infinitesimal"), invariant("rcf(G + e) = rcf(G)"), idempotent("rcf idempotent"),
        cgsuite("CGSuite's form: star projection of G heated by *"), simpler("birthday not larger");
    std::size_t k = 0;
    for (Game g : random_core_games(store, 31, scaled(250), 2)) {
        const Game r = cgt::reduced_canonical_form(g);
        if (!(g - r).is_infinitesimal()) close.add(0, fmt::format("{}", g));
        const Game e = infinitesimals[k++ % infinitesimals.size()];
        if (cgt::reduced_canonical_form(g + e) != r) invariant.add(0, fmt::format("{} + {}", g, e));
        if (cgt::reduced_canonical_form(r) != r) idempotent.add(0, fmt::format("{}", g));
        if (r.birthday() > g.birthday()) simpler.add(0, fmt::format("{}", g));
        // The twin: CGSuite's algorithm on the form itself (no replacement of number+up+star
        // subgames by their numbers first), by the definitions of heating and projection.
        const Node heated = ops.heat(store.from_game(g), store.nimber(1));
        if (!g.is_nus() && store.to_game(ops.star_projection(heated)) != r) cgsuite.add(0, fmt::format("{}", g));
    }
    CHECK_MESSAGE(close.count() == 0, close.message());
    CHECK_MESSAGE(invariant.count() == 0, invariant.message());
    CHECK_MESSAGE(idempotent.count() == 0, idempotent.message());
    CHECK_MESSAGE(cgsuite.count() == 0, cgsuite.message());
    CHECK_MESSAGE(simpler.count() == 0, simpler.message());
}
