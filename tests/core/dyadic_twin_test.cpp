// cgt::Dyadic against Boost's exact rationals, on random values of every size, including ones at
// the int64 boundary (overflow must move to BigInt, never wrap); and exactness of games whose
// numbers are far beyond 64 bits.

#include <doctest/doctest.h>

#include <fmt/format.h>

#include <climits>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "naive_game.hpp"
#include "random_games.hpp"

using cgt::BigInt;
using cgt::Dyadic;
using cgt::Game;
using namespace cgt::naive;

namespace {

BigInt pow2(unsigned bits) { return BigInt(1) << bits; }

// Random numerators clustered where bugs live: tiny, around 2^31, 2^53, 2^62..2^64, and huge.
BigInt random_numerator(RandomGames& random) {
    static const unsigned widths[] = {1, 2, 3, 5, 8, 16, 31, 32, 33, 52, 53, 54, 61, 62, 63, 64, 65, 66, 100, 200};
    const unsigned width = widths[random.below(std::size(widths))];
    BigInt n = 0;
    for (unsigned bit = 0; bit < width; bit += 32) n = (n << 32) | BigInt(random.below(std::uint64_t{1} << 32));
    n &= pow2(width) - 1;
    switch (random.below(6)) { // sometimes exactly at a power-of-two boundary
    case 0: n = pow2(width) - 1; break;
    case 1: n = pow2(width - 1); break;
    default: break;
    }
    return random.below(2) ? -n : n;
}

std::uint64_t random_exponent(RandomGames& random) {
    static const std::uint64_t exponents[] = {0, 0, 0, 1, 2, 3, 5, 10, 31, 62, 63, 64, 65, 300};
    return exponents[random.below(std::size(exponents))];
}

std::string expected_text(const Rational& x) {
    const BigInt n = boost::multiprecision::numerator(x), d = boost::multiprecision::denominator(x);
    return d == 1 ? n.str() : n.str() + "/" + d.str();
}

// The value, and what the core holds for it when that differs (a construction bug).
std::string describe(const Dyadic& a, const Rational& x) {
    return to_rational(a) == x ? expected_text(x) : expected_text(x) + " (core holds " + a.to_string() + ")";
}

// Everything a Dyadic says about itself, against the rational it stands for.
void check_one(const Dyadic& a, const Rational& ra, FailureLog& log) {
    const BigInt n = boost::multiprecision::numerator(ra);
    const bool normalised = a.exponent() == 0 ? a.numerator() == n : (a.numerator() & 1) != 0;
    const bool fits = boost::multiprecision::denominator(ra) == 1 && n >= INT64_MIN && n <= INT64_MAX;
    bool to_int_ok = true;
    try {
        const std::int64_t v = a.to_int64();
        to_int_ok = fits && BigInt(v) == n;
    } catch (const cgt::OutOfRange&) {
        to_int_ok = !fits;
    }
    const int sign = ra > 0 ? 1 : ra < 0 ? -1 : 0;
    if (to_rational(a) != ra || !normalised || a.is_integer() != (boost::multiprecision::denominator(ra) == 1) ||
        a.is_zero() != (ra == 0) || a.sign() != sign || a.fits_int64() != fits || !to_int_ok ||
        to_rational(-a) != -ra || to_rational(a.half()) != ra / 2 || to_rational(a.twice()) != ra * 2 ||
        to_rational(a.floor()) != floor(ra) || to_rational(a.ceil()) != ceil(ra) ||
        to_rational(a.abs()) != abs(ra) || a.to_string() != expected_text(ra))
        log.add(describe(a, ra).size(), describe(a, ra));
}

} // namespace

TEST_CASE("Dyadic agrees with exact rationals on random values") {
    NaiveStore store;
    RandomGames random(store, 0xD1AD1C);
    FailureLog single("unary operations"), sum("a+b"), difference("a-b"), order("compare"),
        equality("== and hash"), simplest("simplest_between");
    std::vector<std::pair<Dyadic, Rational>> values;
    // Exact boundary values first.
    for (std::int64_t v : {INT64_MAX, INT64_MIN, INT64_MIN + 1, INT64_MAX - 1, std::int64_t{1} << 62,
                           -(std::int64_t{1} << 62), std::int64_t{0}, std::int64_t{1}, std::int64_t{-1}}) {
        values.emplace_back(Dyadic(v), Rational(v));
        values.emplace_back(Dyadic::from_fraction(v, 63), Rational(v) / Rational(pow2(63)));
        values.emplace_back(Dyadic::from_fraction(v, 1), Rational(v) / 2);
    }
    for (std::size_t i = 0; i < scaled(3000); ++i) {
        const BigInt n = random_numerator(random);
        const std::uint64_t e = random_exponent(random);
        values.emplace_back(Dyadic::from_fraction(n, e), Rational(n) / Rational(pow2(static_cast<unsigned>(e))));
        if (n >= INT64_MIN && n <= INT64_MAX) { // the int64 constructor must agree with the BigInt one
            const Dyadic small = Dyadic::from_fraction(static_cast<std::int64_t>(n), e);
            if (!(small == values.back().first) || small.hash() != values.back().first.hash())
                equality.add(0, fmt::format("from_fraction({}, {}) int64 vs BigInt", n.str(), e));
        }
    }
    for (const auto& [a, ra] : values) check_one(a, ra, single);
    for (std::size_t trial = 0; trial < scaled(30000); ++trial) {
        const auto& [a, ra] = values[random.below(values.size())];
        const auto& [b, rb] = values[random.below(values.size())];
        const std::string text = describe(a, ra) + " and " + describe(b, rb);
        if (to_rational(a + b) != ra + rb) sum.add(text.size(), text);
        if (to_rational(a - b) != ra - rb) difference.add(text.size(), text);
        const auto expected = ra < rb ? std::strong_ordering::less
                              : ra > rb ? std::strong_ordering::greater
                                        : std::strong_ordering::equal;
        if ((a <=> b) != expected || (a < b) != (ra < rb)) order.add(text.size(), text);
        // Equal values reached by different routes must be ==, with equal hashes.
        const Dyadic round_trip = (a + b) - b;
        if (!(round_trip == a) || round_trip.hash() != a.hash() || (a == b) != (ra == rb))
            equality.add(text.size(), text);
        if (ra != rb && trial % 4 == 0) {
            const Rational lo = ra < rb ? ra : rb, hi = ra < rb ? rb : ra;
            try {
                const Dyadic got = Dyadic::simplest_between(ra < rb ? a : b, ra < rb ? b : a);
                if (to_rational(got) != simplest_between(lo, hi)) simplest.add(text.size(), text);
            } catch (const std::exception& e) {
                simplest.add(text.size(), text + ": threw " + e.what());
            }
        }
    }
    // Sums that leave int64 in both directions must be exact.
    const Dyadic max(INT64_MAX), min(INT64_MIN);
    CHECK(to_rational(max + Dyadic(1)) == Rational(pow2(63)));
    CHECK(to_rational(min - Dyadic(1)) == -Rational(pow2(63)) - 1);
    CHECK(to_rational(min + min) == -Rational(pow2(64)));
    CHECK(to_rational(-min) == Rational(pow2(63)));
    CHECK(to_rational(min.abs()) == Rational(pow2(63)));
    CHECK(to_rational(max.twice()) == Rational(pow2(64)) - 2);
    CHECK((max + Dyadic(1)) - Dyadic(1) == max);
    CHECK_FALSE((max + Dyadic(1)).fits_int64());
    CHECK_THROWS_AS((void)(max + Dyadic(1)).to_int64(), cgt::OutOfRange);
    CHECK(Dyadic::from_fraction(6, 2) == Dyadic::from_fraction(3, 1));
    CHECK(Dyadic::from_fraction(6, 2).exponent() == 1);
    CHECK(Dyadic::from_fraction(-215853, 18).to_string() == "-215853/262144");
    for (const auto* log : {&single, &sum, &difference, &order, &equality, &simplest}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("games with numbers far beyond 64 bits stay exact") {
    NaiveStore store;
    RandomGames random(store, 0xB16);
    // 2^-300 + 2^-300 = 2^-299, and comparisons at that scale.
    const Dyadic tiny = Dyadic::from_fraction(BigInt(1), 300);
    const Game g = Game::number(tiny);
    CHECK((g + g).number_part() == Dyadic::from_fraction(BigInt(1), 299));
    CHECK(g.birthday() == 301);
    CHECK(Game::zero() < g);
    CHECK(g < Game::number(Dyadic::from_fraction(BigInt(1), 299)));
    CHECK(Game::up() < g); // every positive number exceeds ^
    CHECK((g + Game::star()).is_nus());
    CHECK((g + Game::star()).number_part() == tiny);
    CHECK((g - g).is_zero());

    // Sums of values with 200-bit numerators (magnitude below 2), checked against BigInt sums.
    Rational expected = 0;
    Game total = Game::zero();
    for (std::size_t i = 0; i < scaled(300); ++i) {
        BigInt n = 0;
        for (int word = 0; word < 7; ++word) n = (n << 32) | BigInt(random.below(std::uint64_t{1} << 32));
        n &= pow2(200) - 1;
        n |= 1;
        if (random.below(2)) n = -n;
        const auto e = static_cast<unsigned>(200 + random.below(60));
        const Game x = Game::number(Dyadic::from_fraction(n, e));
        expected += Rational(n) / Rational(pow2(e));
        total += x;
        // Add a NUS and a hot game and take them away again: the number part must survive.
        const Game hot = Game::from_options({Game::integer(1)}, {Game::integer(-1)});
        const Game mixed = total + Game::nus(0, 1, 1) + hot;
        CHECK_FALSE(mixed.is_nus());
        REQUIRE(to_rational((mixed - hot).number_part()) == expected);
        REQUIRE(to_rational(total.number_part()) == expected);
        REQUIRE(total.is_number());
    }
    CHECK(to_rational(total.left_stop()) == expected);
    CHECK(to_rational((total + Game::from_options({Game::integer(3)}, {Game::integer(-3)})).left_stop()) ==
          expected + 3);
}

TEST_CASE("large integers are exact and cheap") {
    // Guard: an implementation that builds {n-1|} chains would run out here quickly instead of
    // hanging; the test then fails with MemoryLimitExceeded.
    const std::size_t old_limit = cgt::memory_limit();
    cgt::set_memory_limit(cgt::memory_usage() + (std::size_t{256} << 20));
    try {
        const Game big = Game::integer(INT64_MAX);
        const Game bigger = big + Game::integer(1);
        CHECK(to_rational(bigger.number_part()) == Rational(pow2(63)));
        CHECK(bigger > big);
        CHECK(to_rational((bigger + bigger).number_part()) == Rational(pow2(64)));
        CHECK(to_rational((Game::integer(INT64_MIN) - Game::integer(1)).number_part()) == -Rational(pow2(63)) - 1);
        CHECK(big.birthday() == BigInt(INT64_MAX));
        CHECK((bigger - big) == Game::integer(1));
        CHECK(big.left_options() == std::vector<Game>{Game::integer(INT64_MAX - 1)});
    } catch (const cgt::MemoryLimitExceeded& e) {
        FAIL_CHECK("large integers built an option chain: " << e.what());
    }
    cgt::set_memory_limit(old_limit);
}

// Absurd exponents must give exact answers or a clear cgt::Error, never a wrong value (once the
// exponent of half() wrapped from 2^64-1 to 0, and Boost shifts by 2^32 bits or more gave wrong
// numerators, so 1 + 2^-(2^32) came out as 2^-(2^32)).
TEST_CASE("absurd exponents: exact or a clear error, never a wrong value") {
    CHECK_THROWS_AS((void)Dyadic::from_fraction(1, UINT64_MAX).half(), cgt::Error);
#ifndef CGT_SANITIZED // the exact answer, if the core gives one, takes 512 MiB
    const std::uint64_t e = std::uint64_t{1} << 32;
    try {
        const Dyadic sum = Dyadic::from_fraction(1, e) + Dyadic(1);
        CHECK(sum.exponent() == e);
        CHECK(boost::multiprecision::msb(sum.numerator()) == e); // numerator 2^e + 1
    } catch (const cgt::Error&) {
        // a clear refusal is fine
    }
#endif
}
