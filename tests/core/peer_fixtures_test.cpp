// CGSuite's and cgt-tools' short-game fixtures (tests/core/peer_fixture_cases.hpp, sources named
// there): every row cgt reproduces is checked, and every row it does not is checked to still
// differ, so the list of errata (docs/errata.md) stays true.
#include <doctest/doctest.h>

#include <iterator>
#include <string>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "tests/core/peer_fixture_cases.hpp"
#include "tests/core/printed_sets.hpp"

using cgt::Game;
using cgt::testing::Check;

namespace {

// Whether evaluating `expression` gives what the fixture says.
bool agrees(Check check, const std::string& expression, const std::string& expected) {
    cgt::Value value;
    try {
        value = cgt::evaluate(expression);
    } catch (const cgt::Error&) {
        return check == Check::error;
    }
    switch (check) {
    case Check::error: return false;
    case Check::printed: return cgt::to_string(value) == expected;
    case Check::value: return std::holds_alternative<Game>(value) && cgt::testing::same_games(value, expected);
    case Check::set: return std::holds_alternative<cgt::GameSet>(value) && cgt::testing::same_games(value, expected);
    }
    return false;
}

} // namespace

TEST_CASE("peer fixtures: every short-game assertion cgt reproduces") {
    for (const auto& c : cgt::testing::fixture_cases) {
        CAPTURE(c.expression);
        CAPTURE(c.expected);
        CHECK(agrees(c.check, c.expression, c.expected));
    }
    CHECK(std::size(cgt::testing::fixture_cases) == 183);
}

TEST_CASE("peer fixtures: the rows listed in docs/errata.md still differ") {
    for (const auto& e : cgt::testing::fixture_errata) {
        CAPTURE(e.expression);
        const std::string expected = e.expected;
        // An erratum whose fixture expects an error is one cgt evaluates; else cgt must not print
        // the fixture's result.
        const bool expects_error = e.why == cgt::testing::Why::plus_minus_list || e.why == cgt::testing::Why::glued_up_bound;
        CHECK_FALSE(agrees(expects_error ? Check::error : Check::printed, e.expression, expected));
    }
}
