#include <doctest/doctest.h>

#include <random>

#include "cgt/dyadic.hpp"
#include "cgt/errors.hpp"

using cgt::BigInt;
using cgt::Dyadic;

TEST_CASE("dyadic: normalised construction and printing") {
    CHECK(Dyadic::from_fraction(6, 3).to_string() == "3/4");
    CHECK(Dyadic::from_fraction(-215853, 18).to_string() == "-215853/262144");
    CHECK(Dyadic::from_fraction(8, 3).to_string() == "1");
    CHECK(Dyadic::from_fraction(0, 40).is_zero());
    CHECK(Dyadic::from_fraction(12, 2) == Dyadic(3));
}

TEST_CASE("dyadic: printing agrees with the big-integer numerator and denominator, across 2^63") {
    // Against the parts printed as BigInts, with denominators on both sides of 2^63 (the largest
    // that fits a 64-bit integer) and the extreme 64-bit numerators.
    for (const std::int64_t numerator : {std::int64_t{1}, std::int64_t{-3}, std::int64_t{215853}, INT64_MAX, INT64_MIN + 1})
        for (std::uint64_t exponent = 0; exponent <= 70; ++exponent) {
            const Dyadic x = Dyadic::from_fraction(numerator, exponent);
            const std::string expected =
                x.is_integer() ? x.numerator().str() : x.numerator().str() + '/' + x.denominator().str();
            CAPTURE(exponent);
            CHECK(x.to_string() == expected);
        }
    CHECK(Dyadic::from_fraction(-1, 62).to_string() == "-1/4611686018427387904");
    CHECK(Dyadic::from_fraction(1, 63).to_string() == "1/9223372036854775808");
    CHECK(Dyadic(INT64_MIN).to_string() == "-9223372036854775808");
}

TEST_CASE("dyadic: int64 overflow moves to big integers") {
    Dyadic big = Dyadic(INT64_MAX) + Dyadic(INT64_MAX);
    CHECK(big.numerator() == BigInt(INT64_MAX) * 2);
    CHECK(big - Dyadic(INT64_MAX) == Dyadic(INT64_MAX));
    CHECK((-Dyadic(INT64_MIN)).numerator() == -BigInt(INT64_MIN));
    Dyadic tiny = Dyadic::from_fraction(1, 300);
    CHECK(tiny.denominator() == BigInt(1) << 300);
    CHECK((tiny + tiny).exponent() == 299);
    CHECK(tiny > Dyadic());
    CHECK(tiny < Dyadic::from_fraction(1, 299));
    CHECK_THROWS_AS((void)big.to_int64(), cgt::OutOfRange);
}

TEST_CASE("dyadic: floor, ceil, simplest number between") {
    CHECK(Dyadic::from_fraction(-3, 1).floor() == Dyadic(-2));
    CHECK(Dyadic::from_fraction(-3, 1).ceil() == Dyadic(-1));
    CHECK(Dyadic::from_fraction(3, 1).floor() == Dyadic(1));
    CHECK(Dyadic::simplest_between(Dyadic(-5), Dyadic(3)) == Dyadic(0));
    CHECK(Dyadic::simplest_between(Dyadic(2), Dyadic(5)) == Dyadic(3));
    CHECK(Dyadic::simplest_between(Dyadic(-5), Dyadic(-2)) == Dyadic(-3));
    CHECK(Dyadic::simplest_between(Dyadic(0), Dyadic(1)) == Dyadic::from_fraction(1, 1));
    CHECK(Dyadic::simplest_between(Dyadic::from_fraction(5, 3), Dyadic::from_fraction(3, 1)) == Dyadic(1));
    CHECK(Dyadic::simplest_between(Dyadic::from_fraction(1, 3), Dyadic::from_fraction(3, 3)) == Dyadic::from_fraction(1, 2));
    CHECK(Dyadic::simplest_between(Dyadic::from_fraction(-3, 3), Dyadic::from_fraction(-1, 3)) == Dyadic::from_fraction(-1, 2));
    CHECK_THROWS_AS((void)Dyadic::simplest_between(Dyadic(1), Dyadic(1)), cgt::InvalidArgument);
}

TEST_CASE("dyadic: simplest number between agrees with a search over denominators") {
    // Independent method: the smallest j for which some m/2^j lies strictly between, closest to 0.
    auto by_search = [](const Dyadic& lo, const Dyadic& hi) {
        for (std::uint64_t j = 0;; ++j)
            for (std::int64_t t = 0; t <= (std::int64_t{64} << j); ++t)
                for (std::int64_t m : {t, -t}) { // outward from 0: among equal denominators, nearest 0 wins
                    Dyadic x = Dyadic::from_fraction(m, j);
                    if (lo < x && x < hi) return x;
                }
    };
    for (std::int64_t p = -40; p <= 40; ++p)
        for (std::int64_t q = p + 1; q <= 40; ++q) {
            Dyadic lo = Dyadic::from_fraction(p, 3);
            Dyadic hi = Dyadic::from_fraction(q, 3);
            CAPTURE(lo.to_string());
            CAPTURE(hi.to_string());
            CHECK(Dyadic::simplest_between(lo, hi) == by_search(lo, hi));
        }
}

TEST_CASE("dyadic: simplest number between, past 64 bits, agrees with the first denominator that fits") {
    // Independent method (the definition): the integer nearest 0 if there is one, else the
    // multiple of 2^-j just above lo for the first j at which it lies below hi (one fits at most).
    auto times_power = [](const Dyadic& x, std::uint64_t j) { // x * 2^j
        return j >= x.exponent() ? Dyadic(x.numerator() << (j - x.exponent()))
                                 : Dyadic::from_fraction(x.numerator(), x.exponent() - j);
    };
    auto by_denominators = [&](const Dyadic& lo, const Dyadic& hi) {
        if (lo < Dyadic() && Dyadic() < hi) return Dyadic();
        for (std::uint64_t j = 0;; ++j) {
            const Dyadic candidate = Dyadic::from_fraction(times_power(lo, j).floor().numerator() + 1, j);
            if (candidate < hi) return candidate;
        }
    };
    std::mt19937_64 random(2026);
    auto big = [&](int bits) { // a random number of at most `bits` bits
        BigInt n(random());
        for (int b = 64; b < bits; b += 64) {
            n <<= 64;
            n += random();
        }
        n >>= (64 - bits % 64) % 64;
        return n;
    };
    int cases = 0;
    for (int k = 0; k < 600; ++k) {
        const std::uint64_t e = 60 + random() % 140; // exponents past the int64 fast path
        BigInt numerator = big(static_cast<int>(e) + static_cast<int>(random() % 40));
        if (random() % 2) numerator = -numerator;
        const Dyadic lo = Dyadic::from_fraction(numerator, e);
        const Dyadic hi = lo + Dyadic::from_fraction(BigInt(1 + random() % 1000), e - random() % 50);
        CAPTURE(lo.to_string());
        CAPTURE(hi.to_string());
        CHECK(Dyadic::simplest_between(lo, hi) == by_denominators(lo, hi));
        ++cases;
    }
    CHECK(cases == 600);
    // 16:-981665890/1024 needs it with 958668-bit numerators (was minutes, a loop per bit)
    const Dyadic lo = Dyadic::from_fraction(BigInt(1), 958668), hi = Dyadic::from_fraction(BigInt(3), 958668);
    CHECK(Dyadic::simplest_between(lo, hi) == Dyadic::from_fraction(BigInt(1), 958667));
}

TEST_CASE("dyadic: numbers too long to print in decimal are refused up front") {
    // Decimal conversion is quadratic: a 2^26-bit denominator (allowed in arithmetic) would
    // take hours to print; and the parser reads at most 10000 digits. Parts below 2^33219 print.
    const std::uint64_t limit = cgt::Dyadic::max_printed_bits;
    const std::string largest = ((cgt::BigInt(1) << limit) - 1).str();
    CHECK(largest.size() == 10000); // 2^33219 - 1 has exactly 10000 digits: the parser's limit
    CHECK(cgt::Dyadic((cgt::BigInt(1) << limit) - 1).to_string() == largest);
    CHECK(cgt::Dyadic::from_fraction(1, limit - 1).to_string() == "1/" + (cgt::BigInt(1) << (limit - 1)).str());
    CHECK_THROWS_AS(cgt::Dyadic::from_fraction(1, limit).to_string(), cgt::OutOfRange);
    CHECK_THROWS_AS(cgt::Dyadic(cgt::BigInt(1) << limit).to_string(), cgt::OutOfRange);
    CHECK(cgt::Dyadic::from_fraction(1, 200).to_string() == "1/" + (cgt::BigInt(1) << 200).str());
    CHECK(cgt::Dyadic(cgt::BigInt(1) << 1000).to_string() == (cgt::BigInt(1) << 1000).str());
}
