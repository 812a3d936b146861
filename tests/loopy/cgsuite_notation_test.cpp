// CGSuite's loopy fixtures through the expression language: each row is written in CGSuite's
// notation, evaluated by cgt::evaluate, and printed (CGSuite, lib/core/src/test/scala/org/
// cgsuite/lang/: EvalTest.scala, SidedValueTestCase.scala, GameTest.scala; file and line named
// in each row). CanonicalStopperTestCase.scala's rows are in cgsuite_stopper_test.cpp, where
// the notation is also compared with the C++ API's values.
#include <doctest/doctest.h>

#include <string>

#include "cgt/lang/expression.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "nodes.hpp"

namespace {

struct Row {
    const char* file;
    int line;
    const char* expression;
    const char* printed;
};

const Row rows[] = {
    {"EvalTest.scala", 148, "on", "on"},
    {"EvalTest.scala", 149, "off", "off"},
    {"EvalTest.scala", 150, "{pass|pass}", "dud"},
    {"EvalTest.scala", 150, "dud", "dud"},
    {"EvalTest.scala", 151, "over", "over"},
    {"EvalTest.scala", 152, "under", "under"},
    {"EvalTest.scala", 153, "upon", "^[on]"},
    {"EvalTest.scala", 153, "{pass|*}", "^[on]"},
    {"EvalTest.scala", 153, "{pass,0|0}", "^[on]*"},
    {"EvalTest.scala", 153, "{*|pass}", "v[on]"},
    {"EvalTest.scala", 153, "{0|0,pass}", "v[on]*"},
    {"EvalTest.scala", 154, "{0||0|0,pass}", "^<on>"},
    {"EvalTest.scala", 154, "{0,*||*|pass}", "^<on>*"},
    {"EvalTest.scala", 154, "{0,pass|0||0}", "v<on>"},
    {"EvalTest.scala", 154, "{pass|*||0,*}", "v<on>*"},
    {"EvalTest.scala", 157, "5 + over", "5over"},
    {"EvalTest.scala", 158, "5 + under", "5under"},
    {"EvalTest.scala", 159, "5 + {pass|*}", "5^[on]"},
    {"EvalTest.scala", 159, "5 + {pass,0|0}", "5^[on]*"},
    {"EvalTest.scala", 159, "5 + {*|pass}", "5v[on]"},
    {"EvalTest.scala", 159, "5 + {0|0,pass}", "5v[on]*"},
    {"EvalTest.scala", 160, "5 + {0||0|0,pass}", "5^<on>"},
    {"EvalTest.scala", 160, "5 + {0,*||*|pass}", "5^<on>*"},
    {"EvalTest.scala", 160, "5 + {0,pass|0||0}", "5v<on>"},
    {"EvalTest.scala", 160, "5 + {pass|*||0,*}", "5v<on>*"},
    {"EvalTest.scala", 161, "over + ^", "over"},
    {"EvalTest.scala", 162, "5 + over", "5over"},
    {"EvalTest.scala", 163, "over - 5", "-5over"},
    {"EvalTest.scala", 164, "over & v", "over & v"},
    {"EvalTest.scala", 165, "x{0|x}", "over"},
    {"EvalTest.scala", 166, "x{x|0}", "under"},
    {"EvalTest.scala", 167, "x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"},
    {"EvalTest.scala", 168, "+-{0|{0||0|0,pass}}", "+-{0|^<on>}"},
    {"EvalTest.scala", 169, "+-{{0|^<on>},{0|^<on>*}}", "+-{{0|^<on>},{0|^<on>*}}"},
    {"EvalTest.scala", 170, "a{1||a|0}", "2 & +-1"},
    {"EvalTest.scala", 171, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}"},
    {"EvalTest.scala", 172, "{2&-2|1&-2}", "{2|1} & -2*"},
    {"EvalTest.scala", 180, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+1", "a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}"},
    {"EvalTest.scala", 184, "10*upon", "{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}"},
    {"EvalTest.scala", 185, "9*(upon & v)", "{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9"},
    {"EvalTest.scala", 196, "+-(^<on>+*)", "0"},
    {"SidedValueTestCase.scala", 7, "dud", "dud"},
    {"SidedValueTestCase.scala", 18, "a{{|a}|}", "1 & 0"},
    {"SidedValueTestCase.scala", 29, "{0|{dud|},*}", "^ & v*"},
    {"SidedValueTestCase.scala", 42, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}"},
    {"SidedValueTestCase.scala", 18, "a{{|a}|}.OutcomeClass", "PHat"},
    {"SidedValueTestCase.scala", 29, "{0|{dud|},*}.OutcomeClass", "NHat"},
    {"SidedValueTestCase.scala", 41, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.OutcomeClass", "N"},
    {"SidedValueTestCase.scala", 41, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.IsStopperSided", "false"},
    {"SidedValueTestCase.scala", 29, "{0|{dud|},*}.IsInfinitesimal", "true"},
    // GameTest.scala lines 235-256: powers with pseudonumber exponents (the errors of lines 233-234
    // are in notation_errors_test.cpp)
    {"GameTest.scala", 235, "^.Pow({1|pass})", "{0||0,pass|0,*}"},
    {"GameTest.scala", 238, "^.Pow({5|pass})", "{0||0,pass|0,v[4]*}"},
    {"GameTest.scala", 239, "^.Pow({pass|5})", "{0||0,v[4]*|0,pass}"},
    {"GameTest.scala", 240, "^.Pow(on)", "^<on>"},
    {"GameTest.scala", 243, "{0||0|-2}.Pow({5|pass})", "{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}"},
    {"GameTest.scala", 244, "{0||0|-2}.Pow(on)", "{0||0|-2,pass}"},
    {"GameTest.scala", 245, "^.PowTo({pass|1})", "{pass|*,^}"},
    {"GameTest.scala", 246, "^.PowTo({1|pass})", "{^|*,pass}"},
    {"GameTest.scala", 249, "^.PowTo({5|pass})", "{^[5]|*,pass}"},
    {"GameTest.scala", 250, "^.PowTo({pass|5})", "{pass|*,^[5]}"},
    {"GameTest.scala", 251, "^.PowTo(on)", "^[on]"},
    {"GameTest.scala", 254, "{0||0|-2}.PowTo({5|pass})", "{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}"},
    {"GameTest.scala", 255, "{0||0|-2}.PowTo(on)", "{pass||0|-2}"},
    // GameTest.scala lines 287-291: subordinates of stoppers
    {"GameTest.scala", 287, "over.Subordinate(1)", "off"},
    {"GameTest.scala", 288, "(upon+*).Subordinate(*)", "on"},
    {"GameTest.scala", 290, "{0,*|0,pass}.Subordinate(*)", "over"},
    {"GameTest.scala", 291, "on.Subordinate(1)", "on"},
    {"GameTest.scala", 285, "upon.Downsum(^.Pow(on))", "^[on]"},
    {"GameTest.scala", 286, "upon.DownsumVariety(^.Pow(on))", "v<on>"},
    {"GameTest.scala", 294, "upon.Upsum(^.Pow(on))", "{0|^<on>*}"},
    {"GameTest.scala", 295, "upon.UpsumVariety(^.Pow(on))", "v<on>"},
    {"GameTest.scala", 312, "^.Pow(on) + {0|upon}", "{0||0|^<on>*} & {0|^[on]}"},
    {"GameTest.scala", 312, "(^.Pow(on) + {0|upon}).OutcomeClass", "L"},
};

} // namespace

TEST_CASE("CGSuite's loopy rows through the expression language") {
    for (const Row& r : rows) {
        INFO(r.file, " line ", r.line, ": ", r.expression);
        CHECK(cgt::to_string(cgt::evaluate(r.expression)) == r.printed);
    }
}

TEST_CASE("loopy notation and the C++ API agree on EvalTest.scala's rows") {
    using cgt::loopy::SidedValue;
    using cgt::loopy::Stopper;
    auto loopy = [](const char* text) { return std::get<SidedValue>(cgt::evaluate(text)); };
    CHECK(loopy("on") == SidedValue(Stopper::on()));
    CHECK(loopy("{0|pass}") == SidedValue(Stopper::over()));
    CHECK(loopy("{pass|*}") == SidedValue(Stopper::upon()));
    CHECK(loopy("{0||0|0,pass}") == SidedValue(cgt::testing::uponth()));
    CHECK(loopy("^<on>") == SidedValue(cgt::testing::uponth()));
    CHECK(loopy("-1/4v[on]*") == SidedValue(-Stopper::upon() + (cgt::Game::dyadic(-1, 2) + cgt::Game::star())));
    CHECK(loopy("on + off") == SidedValue::dud());
    CHECK(loopy("upon & v") == SidedValue::sidle(Stopper::upon(), Stopper::from_game(cgt::Game::down())));
    CHECK(loopy("10*upon") == loopy("upon+upon+upon+upon+upon+upon+upon+upon+upon+upon"));
    // x over and x under are x + over and x + under; x{0|x} is {0|pass}
    CHECK(loopy("-3/2over") == loopy("-3/2 + over"));
    CHECK(loopy("7 under") == loopy("under + 7"));
    CHECK(loopy("a{0|a}") == loopy("{0|pass}"));
    // comparisons: the onside and offside rules (docs/loopy.md)
    CHECK(std::get<bool>(cgt::evaluate("on > 1000")));
    CHECK(std::get<bool>(cgt::evaluate("over > 0")));
    CHECK(std::get<bool>(cgt::evaluate("over < 1/1024")));
    CHECK(std::get<bool>(cgt::evaluate("dud || 0"))); // on & off: 0 <= on, but not 0 <= off
    CHECK(std::get<bool>(cgt::evaluate("on - on == dud")));
    CHECK(std::get<bool>(cgt::evaluate("{1|0} < 2")));           // short games compare as before
    CHECK(std::get<bool>(cgt::evaluate("^ || *")));
}

// CGSuite's NormalValue.scala answers the short games' questions of every value: a loopy value
// that equals no short game is no integer, nimber, uptimal, ordinal or zero, and it is finite
// (SidedValue.scala overrides isFinite). IsAllSmall follows NormalValue.cgs's definition (every
// follower infinitesimal), where CGSuite's code answers false for every loopy game.
TEST_CASE("loopy values: the short games' questions, as CGSuite's NormalValue answers them") {
    const auto ask = [](const std::string& e) { return std::get<bool>(cgt::evaluate(e)); };
    for (const char* g : {"on", "off", "over", "upon", "dud", "1 over", "upon & v", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"}) {
        INFO(g);
        const std::string x = std::string("(") + g + ")";
        CHECK(!ask(x + ".IsInteger"));
        CHECK(!ask(x + ".IsNimber"));
        CHECK(!ask(x + ".IsUptimal"));
        CHECK(!ask(x + ".IsOrdinal"));
        CHECK(!ask(x + ".IsZero"));
        CHECK(ask(x + ".IsFinite"));
    }
    CHECK(ask("3.IsOrdinal"));
    CHECK(ask("0.IsOrdinal"));
    CHECK(!ask("(-1).IsOrdinal"));
    CHECK(!ask("(1/2).IsOrdinal"));
    CHECK(!ask("*.IsOrdinal"));
    CHECK(ask("{1|*}.IsFinite"));
    CHECK(ask("upon.IsAllSmall"));        // upon, *, 0: each infinitesimal
    CHECK(ask("over.IsAllSmall"));        // over, 0
    CHECK(ask("(upon & v).IsAllSmall"));
    CHECK(!ask("on.IsAllSmall"));         // on's stops are on
    CHECK(!ask("(1 over).IsAllSmall"));
    CHECK(ask("{pass|{0|-3}}.IsInfinitesimal"));
    CHECK(!ask("{pass|{0|-3}}.IsAllSmall")); // infinitesimal, but its follower {0|-3} is not
    CHECK(!ask("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.IsAllSmall")); // sides not stoppers
}

// EvalTest.scala line 186, "integer * sided": 3 x Bach's Carousel. CGSuite prints
//   {a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}}
//   & {0||0|a{1*||0,{1|a}|0|||*}}
// Two details of CGSuite decide this print: which of two equal options of the sum stays (it
// follows the vertex numbering: Bigraph.pack numbers depth-first in the order the edges are
// stored, not sorted; cgt kept {2|2,{2*||x|1|||1*}} while it sorted them), and the order of
// the two positions b{...} and {2*|c,...} (their hash codes: loopy/detail/cgsuite_hash.hpp).
TEST_CASE("CGSuite EvalTest.scala line 186: 3 x Bach's Carousel") {
    using cgt::loopy::SidedValue;
    const char* carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
    const auto three = std::get<SidedValue>(cgt::evaluate(std::string("3*") + carousel));
    const std::string printed = cgt::to_string(cgt::evaluate(std::string("3*") + carousel));
    const std::string cgsuite_onside = "{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}}";
    const std::string cgsuite_offside = "{0||0|a{1*||0,{1|a}|0|||*}}";
    const auto split = printed.find(" & ");
    REQUIRE(split != std::string::npos);
    CHECK(printed.substr(split + 3) == cgsuite_offside);
    CHECK(printed.substr(0, split) == cgsuite_onside);
    // CGSuite's printed sides, read back (the onside of the game printed as the onside, the
    // offside likewise), are the sides of 3 x Bach's Carousel; so are the other sums of three.
    using cgt::loopy::Convention;
    auto same_side = [](const cgt::loopy::Graph& a, const cgt::loopy::Graph& b, Convention c) {
        return cgt::loopy::leq(a, 0, b, 0, c) && cgt::loopy::leq(b, 0, a, 0, c);
    };
    const auto on = std::get<SidedValue>(cgt::evaluate(cgsuite_onside));
    const auto off = std::get<SidedValue>(cgt::evaluate(cgsuite_offside));
    CHECK(same_side(on.onside_graph(), three.onside_graph(), Convention::onside));
    CHECK(same_side(off.offside_graph(), three.offside_graph(), Convention::offside));
    CHECK(!same_side(on.offside_graph(), three.offside_graph(), Convention::offside)); // the test can fail
    const auto one = std::get<SidedValue>(cgt::evaluate(carousel));
    CHECK(one + one + one == three);
    CHECK(one + (one + one) == three);
    // 2 x Bach's Carousel (no CGSuite fixture): equal to the sum, and its offside is {0|C-}.
    const std::string two = cgt::to_string(cgt::evaluate(std::string("2*") + carousel));
    CHECK(two.ends_with(" & {0|a{0,{1|||1*|a||*}|0}}"));
    CHECK(std::get<SidedValue>(cgt::evaluate(std::string("2*") + carousel)) == one + one);
}
