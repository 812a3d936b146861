// The expression language's work limit (cgt/lang/work_limit.hpp, docs/notation.md): what it
// refuses at the default, that raising it admits what CGSuite computes, its parser, the
// refusals of short inputs that used to run for minutes or grow to gigabytes, and that a
// caller's own StepLimit keeps working inside it. Expected values: CGSuite's printed forms of
// uptimals (^[n] for ^.PowTo(n) at any n) and hand computation (birthdays of chains).
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/lang/work_limit.hpp"
#include "cgt/notation.hpp"
#include "cgt/step_limit.hpp"
#include "tests/core/game_shorthands.hpp"

using cgt::Game;
using cgt::parse_game;
using cgt::WorkLimitExceeded;

using cgt::testing::value;

namespace {

// Sets the process-wide work limit for one scope.
class ScopedWorkLimit {
public:
    explicit ScopedWorkLimit(std::uint64_t limit) : saved_(cgt::work_limit()) { cgt::set_work_limit(limit); }
    ~ScopedWorkLimit() { cgt::set_work_limit(saved_); }
    ScopedWorkLimit(const ScopedWorkLimit&) = delete;
    ScopedWorkLimit& operator=(const ScopedWorkLimit&) = delete;

private:
    std::uint64_t saved_;
};

// The work limit the refusal of text names (needed()); 0 if text is not refused by it.
std::uint64_t needed(const std::string& text) {
    try {
        (void)cgt::evaluate(text);
    } catch (const WorkLimitExceeded& e) {
        return e.needed();
    }
    return 0;
}


} // namespace

TEST_CASE("work limit: the default refuses what CGSuite computes and names the limit that allows it") {
    const ScopedWorkLimit one(1);
    CHECK(needed("^<200>") == 2);
    CHECK(needed("^[200]") == 2);
    CHECK(needed("^.Pow(200)") == 2);
    CHECK(needed("^.PowTo(257)") == 3);
    CHECK(needed("{1|0}:200") == 2); // 2 + 200 - 1 levels
    CHECK(needed("*100.Heat(1)") == 2);
    CHECK(needed("*65.NortonMultiply(^)") == 2);
    CHECK(needed("^<128>") == 0);
    // x:H for a number x: H's levels become bits of the number (fuzzer: 54 Mbit numbers took
    // seconds a level); integers of one sign are a sum, at any size
    CHECK(needed("1613876000000:-6000000") == 92); // ceil(6000000 / 2^16)
    CHECK(needed("1/2:131073") == 3);
    CHECK(needed("5:1000000000000") == 0);
    CHECK(needed("-5:-1000000000000") == 0);
    CHECK(value("1/2:3/4") == "11/16"); // + - then + - +
    CHECK(needed("-3:65536") == 0); // 2^16 levels, the bound
    CHECK(needed("-3:65537") == 2);
    // A refusal is an OutOfRange too, so callers that catch those still do.
    CHECK_THROWS_AS(cgt::evaluate("^<129>"), cgt::OutOfRange);
}

TEST_CASE("work limit: raised, the same requests are computed and print as CGSuite prints them") {
    const ScopedWorkLimit two(2);
    CHECK(value("^<200>") == "^<200>");
    CHECK(value("^.PowTo(200)") == "^[200]");
    CHECK(parse_game("^:128") == parse_game("^.PowTo(129)")); // ^:n = ^[n+1]
    CHECK(value("^:128") == "^[129]");                        // a token at every order, read back
    CHECK(parse_game(value("^:128")) == parse_game("^:128"));
    CHECK(parse_game("{1|0}:200").birthday() == 202);
    CHECK(parse_game("{1|0}:200").left_options().size() == 2);
    CHECK(needed("^<257>") == 3);
}

TEST_CASE("work limit: past the largest limit, the refusal says so") {
    CHECK(needed("^9223372036854775807:1") == WorkLimitExceeded::beyond_every_limit);
    CHECK(needed("^<9223372036854775807>") == WorkLimitExceeded::beyond_every_limit);
    const ScopedWorkLimit largest(cgt::maximum_work_limit);
    CHECK(needed("^9223372036854775807.Tiny") == WorkLimitExceeded::beyond_every_limit);
}

TEST_CASE("work limit: short inputs that ran for minutes are refused up front or fast") {
    const ScopedWorkLimit one(1);
    // Inputs that once took minutes of work at flat memory.
    CHECK(value("1:(1/2^10000)") == "3/2^10000"); // a number G: closed form (1/2^k is 1/2 + k.^)
    CHECK(needed("(1/2^10000):(1/2^10000)") != 0);
    std::string chain = "^";
    for (int i = 1; i < 640; ++i) chain += ":^";
    CHECK(needed(chain) == 2); // 64 terms are 128 levels; the 65th would be 129
    // Item 6: under 30 characters, gigabytes.
    for (const char* text : {"^9223372036854775807:1", "^10000000 + {1|0}", "^9223372036854775807.Heat(1)",
                             "^9223372036854775807.Overheat(1,1)", "^9223372036854775807.Tiny",
                             "^9223372036854775807.Miny", "{^9223372036854775807|0}", "+-^9223372036854775807",
                             "^9223372036854775807.PowTo(2)", "{1|0} + v9223372036854775807"}) {
        CAPTURE(text);
        CHECK(needed(text) != 0);
    }
    CHECK_THROWS_AS(cgt::evaluate("{1|0}.ConwayProduct(1/2^33000)"), cgt::Error);
    // The same shapes below the bound are computed: {1+^m | ^m} by hand for m.^ + {1|0}.
    CHECK(parse_game("^1000 + {1|0}") == Game::from_options({parse_game("1^1000")}, {parse_game("^1000")}));
    CHECK(parse_game("^1000 - ^1000 + {1|0}") == parse_game("{1|0}")); // ups that cancel are no work
}

TEST_CASE("work limit: a caller's smaller StepLimit still applies inside, unchanged") {
    {
        const cgt::StepLimit caller(100);
        CHECK_THROWS_AS(cgt::evaluate("{3||2|1}:100"), cgt::StepLimitExceeded);
    }
    // What no up-front check sees is still counted in steps, so the language's own step budget
    // (2^24 steps at work limit 1, seconds) stops it: here a caller's 2^18 steps, in a moment.
    // (Minutes each without a bound.)
    for (const char* text : {"^<128>.NortonMultiply(^<128>)", "*32.Heat(1) + *31.Heat(1)"}) {
        CAPTURE(text);
        const cgt::StepLimit caller(std::uint64_t{1} << 18);
        CHECK_THROWS_AS(cgt::evaluate(text), cgt::StepLimitExceeded);
    }
}

TEST_CASE("work limit: parsed as strictly as the memory limit") {
    CHECK(cgt::parse_work_limit("1", "--work-limit") == 1);
    CHECK(cgt::parse_work_limit("007", "--work-limit") == 7);
    CHECK(cgt::parse_work_limit("1048576", "--work-limit") == cgt::maximum_work_limit);
    for (const char* text : {"", "0", "-1", "+1", " 1", "1 ", "1e3", "0x10", "2.5", "4k", "1048577",
                             "99999999999999999999999999"}) {
        CAPTURE(text);
        CHECK_THROWS_AS(cgt::parse_work_limit(text, "--work-limit"), cgt::InvalidArgument);
    }
    CHECK_THROWS_AS(cgt::set_work_limit(0), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::set_work_limit(cgt::maximum_work_limit + 1), cgt::InvalidArgument);
}
