// Loopy notation's parse errors: each is a ParseError at the position of the mistake, found
// before anything is evaluated, and its message says what was wrong.
#include <doctest/doctest.h>

#include <string>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/lang/work_limit.hpp"

namespace {

struct ErrorCase {
    const char* text;
    std::size_t position;
    const char* message; // part of the message
};

const ErrorCase error_cases[] = {
    {"pass", 0, "pass stands alone as an option"},
    {"{pass+1|0}", 1, "pass stands alone"},
    {"{0|-pass}", 4, "pass stands alone"},
    {"{0|(pass)}", 4, "pass stands alone"},
    {"a{0|{1|a}+1}", 4, "must be an option of a game"},
    {"a{0|{1|a}.Degree}", 4, "must be an option of a game"},
    {"a{0|b}", 4, "unknown name 'b'"},
    {"{a{0|a}|a}", 8, "unknown name 'a'"},
    {"on{0|on}", 0, "cannot label a game"},
    {"pass{0|pass}", 0, "cannot label a game"},
    {"+-{pass}", 2, "not to +-{...} lists"},
    {"a{0|a", 5, "missing '}'"},
    {"on & off & on", 9, "one '&'"},
    {"1 < 2 < 3", 6, "do not chain"},
    {"1 = 2", 2, "compare with =="},
    {"^<on", 2, "expected digits"},
    {"*over", 1, "only a number can come before over"},
    {"{0|pass} +", 10, "expected a game"},
    {"{0|pass}.Mean(1)", 9, "Mean takes no arguments"},
    {"{0|pass}.Degre", 9, "unknown method 'Degre'"},
    {"on.degree", 3, "did you mean Degree"},
};

} // namespace

TEST_CASE("loopy notation: parse errors with their positions") {
    for (const ErrorCase& c : error_cases) {
        INFO(c.text);
        try {
            (void)cgt::evaluate(c.text);
            FAIL("no error");
        } catch (const cgt::ParseError& e) {
            CHECK(e.position() == c.position);
            CHECK(std::string(e.what()).find(c.message) != std::string::npos);
            CHECK(std::string(e.what()).starts_with("parse error at position " + std::to_string(c.position)));
        }
    }
}

TEST_CASE("loopy values: operations that do not apply are clear errors, not crashes") {
    auto message = [](const char* text) {
        try {
            (void)cgt::evaluate(text);
        } catch (const cgt::Error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(message("on.Mean").find("not to loopy games") != std::string::npos);
    CHECK(message("1 & 2").find("offside H must be <= the onside G") != std::string::npos);
    CHECK(message("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.Degree").find("must be a stopper") != std::string::npos);
    CHECK(message("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.Onside").find("not a stopper") != std::string::npos);
    CHECK(message("300 * on").find("work limit 1 allows at most 256") != std::string::npos);
    CHECK(message("on.Pow(2)").find("Pow") != std::string::npos);
    // GameTest.scala lines 233-234: exponents that are not 1:X for any X
    CHECK(message("^.Pow({pass|1})").ends_with("Invalid exponent."));
    CHECK(message("^.Pow(off)").ends_with("Invalid exponent."));
    CHECK(message("^.PowTo(upon)").find("must be a pseudonumber") != std::string::npos);
    CHECK(message("{1|0}.Stop(3)").find("must be Left or Right, got 3") != std::string::npos);
    CHECK(message("on.StrongStop(*)").find("must be Left or Right") != std::string::npos);
    CHECK(message("Left + 1").find("got Left (a player)") != std::string::npos);
    CHECK(message("Left{0|Left}").find("cannot label a game") != std::string::npos);
    CHECK(message("*.Subordinate(1)").find("cannot be subordinated") != std::string::npos);
    CHECK(message("upon.Subordinate(1)").ends_with("That game cannot be subordinated to the specified base."));
    CHECK(message("on.Heat(1)").find("not to loopy games") != std::string::npos);
    CHECK(message("*[2] + on").find("misere") != std::string::npos);
    CHECK(message("{1|0}.Degree") == "no error");
    // the work limit: positions to simplify (the comparison tables are quadratic in them)
    std::string wide = "{on|0";
    for (int k = 1; k < 5000; ++k) {
        wide += ','; // (not "," + ...: GCC 12 warns -Wrestrict falsely)
        wide += std::to_string(k);
    }
    CHECK(message((wide + "}").c_str()).find("positions to simplify; work limit 1 allows at most 4096") != std::string::npos);
    CHECK(message("256*upon").find("a sum of loopy games with") != std::string::npos);
    // a short game inside a loopy expression is refused before its graph is built (found by the
    // fuzzer: 100000001 & 0 had taken gigabytes); 5000 has 5001 positions, 4095 has 4096
    for (const char* big : {"5000 & 0", "100000001 & 0", "1 & -1180591620717411303424", "5000 + on", "(5000).Pow(on)", "{pass|5000}"})
        CHECK_MESSAGE(message(big).find("a short game in a loopy expression with more than 4096 positions") !=
                          std::string::npos,
                      big);
    CHECK(message("4095 & 0") == "no error");
    try {
        (void)cgt::evaluate("100000001 & 0");
        FAIL("no error");
    } catch (const cgt::WorkLimitExceeded& e) {
        CHECK(e.needed() == 24415); // ceil(100000002 / 4096): the birthday bounds the positions
    }
}
