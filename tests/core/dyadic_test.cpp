#include <doctest/doctest.h>

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
