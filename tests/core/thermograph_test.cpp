// Means, temperatures and thermographs. Expected values: CGSuite's test suite and hand
// computation; the rest are theorems checked on random games (additivity of means, the mean
// value theorem against stops of n copies computed by the core, stops as walls at t = 0).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph.hpp"
#include "tests/core/deep_game.hpp"
#include "tests/core/game_shorthands.hpp"

using cgt::Dyadic;
using cgt::Game;
using cgt::parse_game;
using cgt::Trajectory;
using cgt::testing::opts;

namespace {
Dyadic q(std::int64_t m, std::uint64_t e = 0) { return Dyadic::from_fraction(m, e); }

std::vector<Trajectory::Point> pts(std::initializer_list<std::pair<Dyadic, Dyadic>> list) {
    std::vector<Trajectory::Point> out;
    for (auto& [t, v] : list) out.push_back({t, v});
    return out;
}

std::vector<Game> random_thermograph_games(std::size_t count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Game> pool = {Game(), Game::star(), Game::up(), Game::integer(1), Game::integer(-1),
                              Game::integer(2), Game::dyadic(1, 1), Game::dyadic(-3, 2), Game::nus(1, 1, 1),
                              Game::nus(Dyadic::from_fraction(1, 1), -1, 0)};
    std::vector<Game> out;
    while (out.size() < count) {
        std::vector<Game> left, right;
        int nl = 1 + int(rng() % 2), nr = 1 + int(rng() % 2);
        for (int k = 0; k < nl; ++k) left.push_back(pool[rng() % pool.size()]);
        for (int k = 0; k < nr; ++k) right.push_back(pool[rng() % pool.size()]);
        Game g = Game::from_options(left, right);
        out.push_back(g);
        if (pool.size() < 40) pool.push_back(g);
    }
    return out;
}
} // namespace

template <>
struct doctest::StringMaker<Dyadic> {
    static doctest::String convert(const Dyadic& x) { return x.to_string().c_str(); }
};

TEST_CASE("thermograph: known means and temperatures") {
    Game g = parse_game("{3||2+*|1+*}");
    CHECK(cgt::to_string(g) == "{3||2*|1*}");
    CHECK(g.mean() == q(9, 2));
    CHECK(g.temperature() == q(3, 2));
    CHECK(g.left_stop() == q(3));
    CHECK(g.right_stop() == q(2));
    Game h = parse_game("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}");
    CHECK(h.mean() == q(-5, 4));
    CHECK(h.temperature() == q(21, 4));
    // Switches {a|b}, a > b numbers: mean (a+b)/2, temperature (a-b)/2.
    CHECK(parse_game("+-1").mean() == q(0));
    CHECK(parse_game("+-1").temperature() == q(1));
    CHECK(parse_game("{2|0}").mean() == q(1));
    CHECK(parse_game("{1|0}").mean() == q(1, 1));
    CHECK(parse_game("{1|0}").temperature() == q(1, 1));
    CHECK(parse_game("{5|-1/2}").mean() == q(9, 2));
    CHECK(parse_game("{5|-1/2}").temperature() == q(11, 2));
    // {4 | {2|0}}: left scaffold 4 - t, right scaffold (2 - t) + t = 2 until t = 1, then 1 + t:
    // they meet at 4 - t = 1 + t, t = 3/2, mean 5/2.
    CHECK(parse_game("{4||2|0}").mean() == q(5, 1));
    CHECK(parse_game("{4||2|0}").temperature() == q(3, 1));
    // {10 | {2|0}} meets the right scaffold's 1 + t at t = 9/2, mean 11/2.
    CHECK(parse_game("{10||2|0}").mean() == q(11, 1));
    CHECK(parse_game("{10||2|0}").temperature() == q(9, 1));
}

TEST_CASE("thermograph: closed forms for {a|b} and {a||b|c} (hand-derived)") {
    // {a|b}, a > b: mean (a+b)/2, temperature (a-b)/2.
    // {a||b|c}, a > b > c: the right scaffold is b until t_H = (b-c)/2, then m_H + t with
    // m_H = (b+c)/2; the left scaffold a - t meets it at t = a - b (mean b) if a - b <= t_H,
    // otherwise at t = (a - m_H)/2 (mean (a + m_H)/2).
    std::mt19937 rng(5);
    auto random_dyadic = [&] { return Dyadic::from_fraction(std::int64_t(rng() % 97) - 48, rng() % 4); };
    for (int k = 0; k < 400; ++k) {
        Dyadic v[3] = {random_dyadic(), random_dyadic(), random_dyadic()};
        std::sort(v, v + 3, [](const Dyadic& x, const Dyadic& y) { return x > y; });
        const Dyadic &a = v[0], &b = v[1], &c = v[2];
        if (!(a > b && b > c)) continue;
        CAPTURE(a.to_string());
        CAPTURE(b.to_string());
        CAPTURE(c.to_string());
        Game switch_ab = opts({Game::number(a)}, {Game::number(b)});
        CHECK(switch_ab.mean() == (a + b).half());
        CHECK(switch_ab.temperature() == (a - b).half());
        Game g = opts({Game::number(a)}, {opts({Game::number(b)}, {Game::number(c)})});
        Dyadic t_h = (b - c).half(), m_h = (b + c).half();
        if (a - b <= t_h) {
            CHECK(g.temperature() == a - b);
            CHECK(g.mean() == b);
        } else {
            CHECK(g.temperature() == (a - m_h).half());
            CHECK(g.mean() == (a + m_h).half());
        }
    }
}

TEST_CASE("thermograph: numbers and infinitesimals (CGSuite's conventions)") {
    CHECK(Game().temperature() == q(-1));
    CHECK(Game::integer(5).temperature() == q(-1));
    CHECK(Game::integer(-7).mean() == q(-7));
    CHECK(Game::dyadic(1, 1).temperature() == q(-1, 1));
    CHECK(Game::dyadic(3, 2).temperature() == q(-1, 2));
    CHECK(Game::dyadic(-3, 3).temperature() == q(-1, 3));
    CHECK(Game::dyadic(-3, 3).mean() == q(-3, 3));
    CHECK(Game::star().temperature() == q(0));
    CHECK(Game::up(5).temperature() == q(0));
    CHECK(Game::nus(Dyadic::from_fraction(1, 1), 1, 1).mean() == q(1, 1));
    CHECK(Game::nus(Dyadic::from_fraction(1, 1), 1, 1).temperature() == q(0));
    CHECK(parse_game("{0||0|-1}").mean() == q(0)); // tiny-1
    CHECK(parse_game("{0||0|-1}").temperature() == q(0));
    // The full thermograph agrees with the shortcuts.
    CHECK(cgt::thermograph(Game::dyadic(3, 2)).temperature == q(-1, 2));
    CHECK(cgt::thermograph(Game::dyadic(3, 2)).mean == q(3, 2));
    CHECK(cgt::thermograph(Game::integer(3)).temperature == q(-1));
    CHECK(cgt::thermograph(Game::nus(2, -3, 1)).temperature == q(0));
    CHECK(cgt::thermograph(Game::nus(2, -3, 1)).mean == q(2));
}

TEST_CASE("thermograph: closed-form number walls agree with the scaffold construction") {
    std::mt19937 rng(17);
    for (int k = 0; k < 600; ++k) {
        std::uint64_t j = rng() % 13;
        Dyadic x = Dyadic::from_fraction(std::int64_t(rng() % 20001) - 10000, j);
        CAPTURE(x.to_string());
        auto fast = cgt::thermograph(Game::number(x));
        auto slow = cgt::detail::thermograph_by_scaffolds_only(Game::number(x));
        CHECK(fast.left_wall == slow.left_wall);
        CHECK(fast.right_wall == slow.right_wall);
        CHECK(fast.mean == x);
        CHECK(fast.temperature == slow.temperature);
    }
    // A number with a large denominator: about j breakpoints, computed in O(j).
    Dyadic tiny = Dyadic::from_fraction(1, 3000);
    auto th = cgt::thermograph(Game::number(tiny));
    CHECK(th.temperature == -tiny);
    CHECK(th.left_wall.points.size() >= 2);
    CHECK(th.left_wall.value_at(Dyadic(-1)) == Dyadic(1));
}

TEST_CASE("thermograph: closed-form NUS walls agree with the scaffold construction") {
    std::mt19937 rng(23);
    for (int k = 0; k < 400; ++k) {
        Dyadic x = Dyadic::from_fraction(std::int64_t(rng() % 41) - 20, rng() % 5);
        std::int64_t ups = std::int64_t(rng() % 9) - 4;
        std::uint64_t nim = rng() % 6;
        Game g = Game::nus(x, ups, nim);
        CAPTURE(cgt::to_string(g));
        auto fast = cgt::thermograph(g);
        auto slow = cgt::detail::thermograph_by_scaffolds_only(g);
        CHECK(fast.left_wall == slow.left_wall);
        CHECK(fast.right_wall == slow.right_wall);
        CHECK(fast.mean == slow.mean);
        CHECK(fast.temperature == slow.temperature);
    }
    // Large parts cost nothing: no walk through k or n levels of options.
    auto big = cgt::thermograph(Game::nus(Dyadic::from_fraction(3, 2), 0, 100000));
    CHECK(big.temperature == Dyadic(0));
    // 3/4 + *100000: LW = RW(3/4) - t and RW = LW(3/4) + t below 0; RW(3/4)(-1) = 0, LW(3/4)(-1) = 1.
    CHECK(big.left_wall.value_at(Dyadic(-1)) == Dyadic(1));
    CHECK(big.right_wall.value_at(Dyadic(-1)) == Dyadic(0));
}

TEST_CASE("thermograph: walls") {
    auto th = cgt::thermograph(parse_game("{2|0}"));
    CHECK(th.left_wall.points == pts({{q(-1), q(3)}, {q(1), q(1)}}));
    CHECK(th.right_wall.points == pts({{q(-1), q(-1)}, {q(1), q(1)}}));
    CHECK(th.left_wall.value_at(q(0)) == q(2));
    CHECK(th.left_wall.value_at(q(5)) == q(1));
    CHECK(th.right_wall.value_at(q(1, 1)) == q(1, 1));
    // 1/2 = {0|1}: the scaffolds -t and 1 + t meet at t = -1/2.
    auto half = cgt::thermograph(Game::dyadic(1, 1));
    CHECK(half.left_wall.points == pts({{q(-1), q(1)}, {q(-1, 1), q(1, 1)}}));
    CHECK(half.right_wall.points == pts({{q(-1), q(0)}, {q(-1, 1), q(1, 1)}}));
    // ^ = {0|*}: left wall -t up to 0; right wall LW(*) + t = 0.
    auto up = cgt::thermograph(Game::up());
    CHECK(up.left_wall.points == pts({{q(-1), q(1)}, {q(0), q(0)}}));
    CHECK(up.right_wall.points == pts({{q(-1), q(0)}}));
    // {3||2*|1*}: right wall min over LW({2*|1*}) + t.
    auto g = cgt::thermograph(parse_game("{3||2*|1*}"));
    CHECK(g.mean == q(9, 2));
    CHECK(g.temperature == q(3, 2));
    CHECK(g.left_wall.value_at(q(0)) == q(3));
    CHECK(g.right_wall.value_at(q(0)) == q(2));
    CHECK(cgt::thermograph(Game::integer(3)).left_wall.points == pts({{q(-1), q(3)}}));
}

TEST_CASE("thermograph: theorems on random games") {
    const std::size_t count =
#ifdef CGT_SANITIZED
        150;
#else
        1500;
#endif
    auto games = random_thermograph_games(count, 7);
    std::mt19937 rng(11);
    for (std::size_t k = 0; k < games.size(); ++k) {
        Game g = games[k];
        Game h = games[rng() % games.size()];
        CAPTURE(cgt::to_string(g));
        CAPTURE(cgt::to_string(h));
        Dyadic m = g.mean(), t = g.temperature();
        // Means add up; negation mirrors.
        CHECK((g + h).mean() == m + h.mean());
        CHECK((-g).mean() == -m);
        CHECK((-g).temperature() == t);
        // The temperature of a sum is at most the larger one.
        if (!(g + h).is_number()) CHECK((g + h).temperature() <= std::max(t, h.temperature()));
        // The full thermograph agrees (also with its slow twin), and its walls at t = 0 are the
        // stops.
        auto th = cgt::thermograph(g);
        CHECK(th.mean == m);
        CHECK(th.temperature == t);
        auto slow = cgt::detail::thermograph_by_scaffolds_only(g);
        CHECK(th.left_wall == slow.left_wall);
        CHECK(th.right_wall == slow.right_wall);
        if (!g.is_number()) {
            CHECK(th.left_wall.value_at(Dyadic(0)) == g.left_stop());
            CHECK(th.right_wall.value_at(Dyadic(0)) == g.right_stop());
            CHECK(t >= Dyadic(0));
            // Translation by a number.
            Game x = Game::dyadic(-5, 2);
            CHECK((g + x).temperature() == t);
            CHECK((g + x).mean() == m + x.number_part());
        }
        // Stops and mean: RS <= mean <= LS for non-numbers; LS - mean <= temperature.
        CHECK(g.right_stop() <= m);
        CHECK(m <= g.left_stop());
    }
}

TEST_CASE("thermograph: mean value theorem against stops of n copies") {
    // n*mean(G) - t <= RS(nG) <= LS(nG) <= n*mean(G) + t, t = max(temperature, 0). Stops come
    // from the core (no thermographs), so a wrong mean shows as n grows.
    auto games = random_thermograph_games(
#ifdef CGT_SANITIZED
        20,
#else
        120,
#endif
        3);
    for (Game g : games) {
        CAPTURE(cgt::to_string(g));
        Dyadic m = g.mean();
        Dyadic t = std::max(g.temperature(), Dyadic(0));
        Game sum;
        Dyadic nm;
        for (int n = 1; n <= 6; ++n) {
            sum = sum + g;
            nm = nm + m;
            CHECK(nm - t <= sum.right_stop());
            CHECK(sum.left_stop() <= nm + t);
            CHECK(sum.mean() == nm);
        }
    }
}

TEST_CASE("thermograph: deep games do not overflow the stack") {
    const int depth = cgt::testing::deep_game_depth;
    const Game g = cgt::testing::deep_game(depth);
    // G_n = {n | G_(n-1)}: hand computation by induction gives mean and temperature; just check
    // it terminates with sane values and agrees with the full thermograph.
    Dyadic m = g.mean();
    CHECK(m <= Dyadic(depth));
    CHECK(g.right_stop() <= m);
    CHECK(cgt::thermograph(g).mean == m);
}
