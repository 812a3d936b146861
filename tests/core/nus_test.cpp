// Number+up+star values against their definition (sums of explicit parts), and known values
// from CGSuite's test suite built through the API.

#include <doctest/doctest.h>

#include <fmt/format.h>

#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "naive_game.hpp"
#include "random_games.hpp"

using cgt::Dyadic;
using cgt::Game;
using namespace cgt::naive;

namespace {

struct NusCase {
    Rational x;
    std::int64_t ups;
    std::uint64_t nim;
    Game game;
    Node form; // x + n.^ + *k summed from explicit parts
};

std::vector<NusCase> nus_cases(NaiveStore& s) {
    const std::vector<Rational> numbers{Rational(0),    Rational(1),     Rational(-1),   Rational(1, 2),
                                        Rational(-3, 4), Rational(5, 8), Rational(2),    Rational(-2),
                                        Rational(3, 2)};
    std::vector<NusCase> cases;
    for (const Rational& x : numbers)
        for (std::int64_t n = -4; n <= 4; ++n)
            for (std::uint64_t k = 0; k <= 7; ++k)
                cases.push_back({x, n, k, Game::nus(to_dyadic(x), n, k), s.nus(x, n, k)});
    return cases;
}

std::string nus_text(const NusCase& c) { return fmt::format("x={} n={} k={}", c.x.str(), c.ups, c.nim); }

} // namespace

TEST_CASE("NUS values equal the sum of their explicit parts") {
    NaiveStore s;
    const auto cases = nus_cases(s);
    FailureLog value("Game::nus equals x + n.^ + *k"), built("from_options of the parts' sum gives Game::nus"),
        core_sum("number(x) + up(n) + nimber(k) = nus(x,n,k)"), parts("parts round-trip"),
        predicates("is_nus/is_number/is_integer/is_nimber/is_infinitesimal");
    for (const NusCase& c : cases) {
        const Game g = c.game;
        const std::string text = nus_text(c);
        if (!s.eq(s.from_game(g), c.form)) value.add(text.size(), text);
        if (s.to_game(c.form) != g) built.add(text.size(), text);
        if (Game::number(to_dyadic(c.x)) + Game::up(c.ups) + Game::nimber(c.nim) != g) core_sum.add(text.size(), text);
        if (!g.is_nus() || to_rational(g.number_part()) != c.x || g.up_part() != c.ups || g.nim_part() != c.nim)
            parts.add(text.size(), text);
        const bool number = c.ups == 0 && c.nim == 0;
        if (g.is_number() != number || g.is_integer() != (number && boost::multiprecision::denominator(c.x) == 1) ||
            g.is_nimber() != (c.x == 0 && c.ups == 0) || g.is_infinitesimal() != (c.x == 0) ||
            g.is_infinitesimal() != s.is_infinitesimal(c.form))
            predicates.add(text.size(), text);
    }
    CHECK(Game::up(3) == Game::nus(0, 3, 0));
    CHECK(Game::down(2) == Game::nus(0, -2, 0));
    CHECK(Game::nimber(5) == Game::nus(0, 0, 5));
    CHECK(Game::integer(-3) == Game::nus(-3, 0, 0));
    CHECK(Game::dyadic(-3, 2) == Game::number(Dyadic::from_fraction(-3, 2)));
    for (const auto* log : {&value, &built, &core_sum, &parts, &predicates}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("NUS comparisons and sums agree with the twin") {
    NaiveStore s;
    const auto cases = nus_cases(s);
    RandomGames random(s, 1234);
    FailureLog leq("<= between NUS"), sum("NUS + NUS"), outcome("NUS outcome"), stops("NUS stops and birthday");
    for (const NusCase& c : cases) {
        const Node canonical = s.from_game(c.game);
        if (c.game.outcome() != s.outcome(c.form)) outcome.add(0, nus_text(c));
        if (to_rational(c.game.left_stop()) != c.x || to_rational(c.game.right_stop()) != c.x ||
            c.game.birthday() != s.formal_birthday(canonical))
            stops.add(0, nus_text(c));
    }
    for (std::size_t trial = 0; trial < scaled(20000); ++trial) {
        const NusCase& a = cases[random.below(cases.size())];
        const NusCase& b = cases[random.below(cases.size())];
        const std::string text = nus_text(a) + " vs " + nus_text(b);
        if ((a.game <= b.game) != s.leq(s.from_game(a.game), s.from_game(b.game))) leq.add(text.size(), text);
        if (trial % 10 == 0) {
            const Game total = a.game + b.game;
            if (!s.eq(s.from_game(total), s.sum(a.form, b.form))) sum.add(text.size(), text);
        }
    }
    for (const auto* log : {&leq, &sum, &outcome, &stops}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("NUS mixed with non-NUS games agree with the twin") {
    NaiveStore s;
    const auto cases = nus_cases(s);
    RandomGames random(s, 4321);
    FailureLog leq("<= NUS vs other"), sum("NUS + other");
    for (std::size_t trial = 0; trial < scaled(1500); ++trial) {
        const NusCase& a = cases[random.below(cases.size())];
        const Node other = random.game(2);
        const Game h = s.to_game(other);
        const std::string text = nus_text(a) + " with " + s.to_string(other);
        if ((a.game <= h) != s.leq(a.form, other) || (h <= a.game) != s.leq(other, a.form)) leq.add(text.size(), text);
        if (trial % 3 == 0 && !s.eq(s.from_game(a.game + h), s.sum(a.form, other))) sum.add(text.size(), text);
    }
    for (const auto* log : {&leq, &sum}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("known values from CGSuite's test suite") {
    const Game star = Game::star(), zero = Game::zero();
    const Game half = Game::dyadic(1, 1);
    CHECK(Game::nimber(3) + Game::nimber(5) == Game::nimber(6));                                // *3+*5 = *6
    CHECK(Game::from_options({zero}, {Game::nus(0, 1, 5)}) == Game::nus(0, 2, 4));             // {0|^*5} = ^^*4
    CHECK(Game::dyadic(9, 3) + star == Game::nus(Dyadic::from_fraction(9, 3), 0, 1));          // 9/8+* = 9/8*
    CHECK(Game::integer(6) + Game::nus(0, 1, 1) == Game::nus(6, 1, 1));                        // 6+^* = 6^*
    CHECK(Game::from_options({zero}, {star}) == Game::up());                                   // {0|*} = ^
    CHECK(Game::from_options({zero, star}, {zero, star}) == Game::nimber(2));                  // {0,*|0,*} = *2
    CHECK(Game::from_options({zero}, {Game::integer(1)}) == half);                             // {0|1} = 1/2
    CHECK(Game::from_options({Game::integer(-1)}, {Game::integer(1)}) == zero);                // {-1|1} = 0
    // {3||2*|1*} = {3 | {2*|1*}}: left stop 3, right stop 2.
    const Game inner = Game::from_options({Game::nus(2, 0, 1)}, {Game::nus(1, 0, 1)});
    const Game g = Game::from_options({Game::integer(3)}, {inner});
    CHECK(g.left_stop() == Dyadic(3));
    CHECK(g.right_stop() == Dyadic(2));
    CHECK_FALSE(g.is_nus());
    CHECK(g.left_options() == std::vector<Game>{Game::integer(3)});
    CHECK(g.right_options() == std::vector<Game>{inner});
    CHECK(g.mean() == Dyadic::from_fraction(9, 2)); // mean 9/4, temperature 3/4
    CHECK(g.temperature() == Dyadic::from_fraction(3, 2));
    // {3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}: mean -5/16, temperature 21/16.
    const Game minus_one_star = Game::nus(-1, 0, 1);
    const Game h = Game::from_options(
        {Game::from_options({Game::nus(Dyadic::from_fraction(3, 1), 0, 1)}, {Game::dyadic(1, 1)})},
        {Game::from_options({zero}, {Game::integer(-3)}),
         Game::from_options({minus_one_star, Game::from_options({Game::dyadic(-1, 1)}, {minus_one_star})},
                            {Game::dyadic(-5, 1)})});
    CHECK(h.mean() == Dyadic::from_fraction(-5, 4));
    CHECK(h.temperature() == Dyadic::from_fraction(21, 4));
    // The same facts by the naive definitions (so the expected values above are checked too).
    NaiveStore s;
    const Node naive_g = s.make({s.integer(3)}, {s.make({s.nus(2, 0, 1)}, {s.nus(1, 0, 1)})});
    CHECK(s.left_stop(naive_g) == 3);
    CHECK(s.right_stop(naive_g) == 2);
    CHECK(s.eq(s.from_game(g), naive_g));
    CHECK(s.eq(s.make({s.zero()}, {s.nus(0, 1, 5)}), s.nus(0, 2, 4)));
}

// Birthdays of NUS values are closed forms: they must not materialise the options of every *j,
// j < k, nor walk an up chain. The memory limit makes a regression fail quickly and clearly.
TEST_CASE("birthdays of big NUS values are cheap") {
    const std::size_t old_limit = cgt::memory_limit();
    cgt::set_memory_limit(cgt::memory_usage() + (std::size_t{64} << 20));
    try {
        CHECK(Game::nimber(20000).birthday() == 20000);
        CHECK(Game::up(std::int64_t{1} << 40).birthday() == (cgt::BigInt(1) << 40) + 1);
        CHECK(Game::nus(Dyadic::from_fraction(1, 1), std::int64_t{1} << 40, 3).birthday() ==
              (cgt::BigInt(1) << 40) + 5);
    } catch (const cgt::MemoryLimitExceeded& e) {
        FAIL_CHECK("NUS birthday built options: " << e.what());
    }
    cgt::set_memory_limit(old_limit);
}

TEST_CASE("closed-form NUS birthdays match the twin for larger up and nim parts") {
    NaiveStore s;
    FailureLog birthday("birthday of x + n.^ + *k"), form("canonical form of x + n.^ + *k");
    for (const Rational& x : {Rational(0), Rational(1, 2), Rational(-3, 4), Rational(2)})
        for (std::int64_t n = -12; n <= 12; ++n)
            for (std::uint64_t k : {0, 1, 2, 3, 5, 7}) {
                const Game g = Game::nus(to_dyadic(x), n, k);
                const Node canonical = s.from_game(g);
                const std::string text = fmt::format("x={} n={} k={}", x.str(), n, k);
                // An equal form with no dominated or reversible option anywhere is the canonical
                // form, so its formal birthday is the value's birthday.
                if (!s.eq(canonical, s.nus(x, n, k)) || !s.is_canonical_tree(canonical))
                    form.add(text.size(), text);
                else if (g.birthday() != s.formal_birthday(canonical))
                    birthday.add(text.size(), fmt::format("{}: core {}, twin {}", text, g.birthday().str(),
                                                          s.formal_birthday(canonical)));
            }
    for (const auto* log : {&birthday, &form}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}
