// The expression language beyond literals: operators, method calls, values that are not games,
// long chains and deep nesting, and the order of checks (syntax before evaluation). Expected
// values come from CGSuite's own test suite (tests/core/cgsuite_cases.hpp, source named there)
// and from hand computation.
#include <doctest/doctest.h>

#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/game.hpp"
#include "cgt/notation.hpp"
#include "tests/core/cgsuite_cases.hpp"
#include "tests/core/printed_sets.hpp"
#include "tests/core/game_shorthands.hpp"

using cgt::Game;
using cgt::parse_game;
using cgt::testing::num;
using cgt::testing::value;

namespace {

// The message of the cgt::Error that evaluating text throws ("" if none); position of a
// ParseError through *position.
std::string error(const std::string& text, std::size_t* position = nullptr) {
    try {
        cgt::evaluate(text);
    } catch (const cgt::ParseError& e) {
        if (position) *position = e.position();
        return e.what();
    } catch (const cgt::Error& e) {
        return e.what();
    }
    return "";
}


#ifdef CGT_SANITIZED
constexpr int kChain = 100000;
#else
constexpr int kChain = 1000000;
#endif
} // namespace

TEST_CASE("expressions: CGSuite's results for its sample games") {
    int checked = 0;
    for (const auto& c : cgt::testing::cgsuite_cases) {
        std::string method = c.method;
        std::string text = method.empty() ? std::string(c.game) : fmt::format("({}).{}", c.game, method);
        std::string expected = c.expected;
        // Methods of the library operations not wired yet are skipped (counted below).
        if (!method.empty() && error(fmt::format("0.{}", method)).find("unknown method") != std::string::npos) continue;
        // Two games whose options CGSuite lists in another order (docs/notation.md, option order):
        // their games and sets of games are compared as values.
        const bool other_order =
            std::string(c.game).find("{0||0,v*|vv|||") == 0 || std::string(c.game).find("{0,*,*2,*3,{") == 0;
        CAPTURE(text);
        ++checked;
        if (expected.rfind("!!", 0) == 0) {
            CHECK_THROWS_AS(cgt::evaluate(text), cgt::Error);
        } else if (other_order && value(text) != expected) {
            CHECK(cgt::testing::same_games(cgt::evaluate(text), expected));
        } else {
            CHECK(value(text) == expected);
        }
    }
    CHECK(checked == 868); // 449 before the thermal, all-small, product and uptimal methods, 738 before uptimal
                           // printing, 754 before IsAtomic and the two games in CGSuite's option order
}

TEST_CASE("expressions: values that are not games print as CGSuite prints them") {
    CHECK(value("{1|0}.IsNumber") == "false");
    CHECK(value("3/4.IsNumber") == "true");
    CHECK(value("{1|0}.OutcomeClass") == "N");
    CHECK(value("^^^.RightOptions") == "{^^*}"); // NUS values have options too
    CHECK(value("{2,{4|0}|-2}.LeftOptions") == "{2,{4|0}}");
    CHECK(value("{3||2*|1*}.Thermograph") == "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
    CHECK(value("0.LeftOptions") == "{}");
    // A method's result takes further methods.
    CHECK(value("{3||2*|1*}.Mean.Birthday") == "5"); // 9/4 = {2|5/2}: 2, 3, 5/2, 9/4
    CHECK(value("({1|0} + {1|0}).Mean") == "1");
    // parse_game insists on a game.
    CHECK_THROWS_AS(parse_game("{1|0}.IsNumber"), cgt::InvalidArgument);
}

TEST_CASE("expressions: '*' multiplies, ':' is the ordinal sum") {
    Game sw = parse_game("{1|0}");
    CHECK(parse_game("3 * {1|0}") == sw + sw + sw);
    CHECK(parse_game("{1|0} * 3") == sw + sw + sw);
    CHECK(parse_game("-2 * {1|0}") == -(sw + sw));
    CHECK(parse_game("0 * {1|0}") == Game());
    CHECK(parse_game("2 * 3") == num(6));
    CHECK(parse_game("2 *3") == num(6));        // an operator where one is expected, as in CGSuite
    CHECK(parse_game("2*3") == parse_game("2 + *3")); // glued: the literal cgt prints
    CHECK(parse_game("1/2 * 3/4") == Game::dyadic(3, 3));
    CHECK(parse_game("3 * ^*") == parse_game("^3*"));
    CHECK(parse_game("2 * * ") == Game());
    CHECK(parse_game("1 + 2 * 3") == num(7)); // '*' binds tighter than '+'
    CHECK(error("^ * ^").find("'*' multiplies a game by an integer") != std::string::npos);
    // Nim multiplication (On Numbers and Games, ch. 6): *2 * *2 = *3, *2 * *3 = *1.
    CHECK(value("*2 * *2") == "*3");
    CHECK(value("*2 * *3") == "*");
    // Ordinal sums: 1:1 = {0,1|} = 2; x*a:*b = x*(a+b); {0|*}:1 = {^|*} (CGSuite prints ^[2]).
    CHECK(parse_game("1:1") == num(2));
    CHECK(parse_game("*:*") == Game::nimber(2));
    CHECK(parse_game("^:1") == parse_game("{^|*}"));
    CHECK(parse_game("1:-1") == Game::dyadic(1, 1));
    CHECK(parse_game("1 + 1:1") == num(3)); // ':' binds tighter than '+'
}

TEST_CASE("expressions: malformed method calls name the method and what it takes") {
    struct Case {
        const char* text;
        std::size_t position;
        const char* fragment;
    };
    const Case cases[] = {
        {"{1|0}.Mean(1)", 6, "Mean takes no arguments, got 1: write G.Mean"},
        {"{1|0}.mean", 6, "unknown method 'mean' (did you mean Mean?)"},
        {"{1|0}.Frobnicate", 6, "unknown method 'Frobnicate'"},
        {"{1|0}.", 6, "expected a method name after '.'"},
        {"{1|0}.(1)", 6, "expected a method name after '.'"},
        {"2.5", 1, "decimal points are not part of the notation"},
        {"{1|0}.Mean(", 11, "missing ')' for the '(' at position 10"},
        {"{1|0}.Mean(1,", 13, "expected an argument after ','"},
        {"Tiny(1, 2)", 6, "Tiny takes one argument"},
        {"Tiny()", 5, "expected a game"},
        {"Mean", 0, "unknown name 'Mean'"},
        {"1 Mean", 2, "unexpected name 'Mean' after a value"},
        {"{1|0}.Heat()", 6, "Heat takes 1 argument (t, the temperature (a game)), got 0: write G.Heat(t)"},
        {"{1|0}.Overheat(1)", 6, "Overheat takes 2 arguments"},
    };
    for (const Case& c : cases) {
        std::string text = c.text;
        CAPTURE(text);
        std::size_t position = 999;
        std::string message = error(c.text, &position);
        CAPTURE(message);
        CHECK(message.find(c.fragment) != std::string::npos);
        CHECK(position == c.position);
    }
    // Type errors are found at evaluation and name the position and the method.
    // Arguments of the wrong kind are found when the call is evaluated; the message has the place.
    CHECK(error("{1|0}.Cool(*)").find("at position 6 (at \"Cool(*)\"): Cool: the temperature t must be a number, got *") !=
          std::string::npos);
    CHECK(error("^.Pow(0)").find("Pow: invalid exponent 0") != std::string::npos); // {0 | * - ^.PowTo(-1)}
    std::string m = error("{1|0}.IsNumber + 1");
    CHECK(m.find("at position 0") != std::string::npos);
    CHECK(m.find("a term of a sum must be a game, got false (a boolean)") != std::string::npos);
    CHECK(error("{1|0}.LeftOptions.Mean").find("Mean: it applies to games, not to {1} (a set of games)") !=
          std::string::npos);
}

TEST_CASE("expressions: the whole input is parsed before anything is evaluated") {
    // The sum overflows the up multiple when evaluated; the syntax error at the end wins.
    std::size_t position = 0;
    std::string m = error("^9223372036854775807 + ^ + (1))", &position);
    CHECK(m.find("without a matching opening bracket") != std::string::npos);
    CHECK(position == 30);
    CHECK(error("^9223372036854775807 + ^").find("does not fit in 64 bits") != std::string::npos);
    // A misspelt method late in the input is found before the sum is computed.
    CHECK(error("^9223372036854775807 + ^ + 1.Meen").find("unknown method 'Meen'") != std::string::npos);
}

TEST_CASE("expressions: long chains and deep nesting give a value or a clear error") {
    std::string ones;
    for (int k = 0; k < kChain; ++k) ones += k ? "+1" : "1";
    CHECK(parse_game(ones) == num(kChain));
    std::string ups(50000, '^');
    CHECK(parse_game(ups) == Game::up(50000));
    CHECK(cgt::to_string(parse_game(fmt::format("{} + v", ups))) == "^49999");
    std::string minus_chain(100000, '-');
    CHECK(parse_game(fmt::format("{}1", minus_chain)) == num(1));
    std::string pm_chain;
    for (int k = 0; k < 100000; ++k) pm_chain += "+-";
    CHECK(parse_game(fmt::format("{}1", pm_chain)) == parse_game("+-+-1"));
    std::string means = "{3||2*|1*}";
    for (int k = 0; k < 100000; ++k) means += ".Mean";
    CHECK(value(means) == "9/4");
    std::string deep(100000, '{');
    CHECK(error(deep).find("nested deeper than 10000 levels") != std::string::npos);
    std::string parens = fmt::format("{}1{}", std::string(10000, '('), std::string(10000, ')'));
    CHECK(parse_game(parens) == num(1));
    std::string args;
    for (int k = 0; k < 9000; ++k) args += "0.Mean(";
    args += '1';
    args.append(9000, ')');
    CHECK(error(args).find("Mean takes no arguments") != std::string::npos);
}

TEST_CASE("expressions: messages quote a short, escaped excerpt") {
    std::string m = error(fmt::format("1 + \x1b[31m{}", std::string(1000, 'x')));
    CHECK(m.find("\\x1b[31mxxx") != std::string::npos);
    CHECK(m.size() < 200);
    CHECK(cgt::input_excerpt("a\"b\\c\nd\te", 0) == "a\\\"b\\\\c\\nd\\te");
    CHECK(cgt::input_excerpt(std::string(30, 'y'), 0) == fmt::format("{}...", std::string(20, 'y')));
}

TEST_CASE("expressions: uptimals print as CGSuite prints them (CanonicalShortGameTestCase.scala)") {
    CHECK(value("{0|v*}") == "^<2>");
    CHECK(value("{^|*}") == "^[2]");
    CHECK(value("^.Pow(3)") == "^<3>");
    CHECK(value("-(^.PowTo(3)) + *") == "v[3]*");
    CHECK(value("1 + ^<2> + *3") == "1^<2>*3");
    CHECK(value("-1/2 + v[3] + *") == "-1/2v[3]*");
    CHECK(value("{1^<2>|-1v<2>}") == "+-(1^<2>)");
    CHECK(value("{0|*||*|||*||||*}.LeftIncentives") == "{v<4>}"); // CGSuite's test values
    CHECK(value("{0||0|v*}.Followers") == "{0,*,v*,^<2>,{0|^<2>}}");
    CHECK(value("2 * ^<3>") == "{0|||0,v[2]*||v[2]*|0}"); // 0.002 is neither a unit nor a unit sum
    for (const char* text : {"^<2>", "v<5>*3", "^[4]*", "-3/4v[3]", "7^<3>*2"})
        CHECK(cgt::parse_game(value(text)) == cgt::parse_game(text));
}

TEST_CASE("expressions: the explicit style shows a number+up+star value's own braces") {
    auto ex = [](const char* text) { return cgt::to_string(cgt::evaluate(text), cgt::PrintStyle::explicit_braces); };
    CHECK(ex("^^^") == "{0|^^*}");
    CHECK(ex("3") == "{2|}");
    CHECK(ex("0") == "{|}");
    CHECK(ex("*2") == "{0,*|0,*}");
    CHECK(ex("-3/4") == "{-1|-1/2}");
    CHECK(ex("*300") == "*300"); // options past *256 are not listed
    CHECK(ex("{1|0}") == "{1|0}");
    CHECK(cgt::parse_game(ex("v3*2")) == cgt::parse_game("v3*2"));
}

TEST_CASE("expressions: work that small text would make unbounded is refused") {
    // Each of these ran for minutes (a 10-second fuzz budget) before the limits.
    CHECK(error("1000 * {3||2|1}").find("at most 127 copies") != std::string::npos);
    CHECK(error("1000000000000 * ^<2>").find("copies") != std::string::npos);
    CHECK(value("127 * {3||2|1}").rfind("{", 0) == 0);
    CHECK(value("1000000000000 * {1|0}") == "500000000000"); // 2.{1|0} is a number: closed form
    CHECK(error("99999999999999 * ({0|*} - {1|0})").find("ups") != std::string::npos); // 2.G = -1 + ^^
    CHECK(cgt::parse_game("999 * ({0|*} - {1|0})") == cgt::parse_game("-499 + ^998 + ({0|*} - {1|0})"));
    CHECK(error("{1000000|0}.Overheat({3||2|1},1)").find("copies") != std::string::npos);
    CHECK(error("{1000000|0}.NortonMultiply({3||2|1})").find("copies") != std::string::npos);
    CHECK(error("{3||2|1}.ConwayProduct({1000000|0})").find("copies") != std::string::npos);
    CHECK(error("1000000.Overheat({3||2|1},1)").find("copies") != std::string::npos);
    CHECK(error("{1000000|*}.Overheat(v,+-1)").find("ups") != std::string::npos); // 1 GB, 3.6 s before
    CHECK(value("1000000.Overheat(v,+-1)") == "v1000000");
    CHECK(error("*65.Heat(1)").find("*64") != std::string::npos);
    CHECK(error("*100.Overheat(1,1)").find("*64") != std::string::npos);
    CHECK(error("*100.NortonMultiply({1|0})").find("*64") != std::string::npos);
    CHECK(error("{3||2|1}:1000000000000").find("levels") != std::string::npos);
    CHECK(error("^:128").find("129 levels deep") != std::string::npos); // ^ is 2 levels deep: ^:128 is ^[129]
    CHECK(value("^:127") == "^[128]");
    CHECK(error("^<129>").find("129 levels deep") != std::string::npos);
    CHECK(error("^.PowTo(129)").find("129 levels deep") != std::string::npos);
    CHECK(value("*20.Heat(1).Birthday") == "40");
}

TEST_CASE("expressions: misère forms, genus and mate of impartial values") {
    // Winning Ways ch. 13: a nim heap's genus is its own value; CGSuite prints *[n] for a heap.
    CHECK(value("*2.Genus") == "2");
    CHECK(value("0.Genus") == "0");
    CHECK(value("*2.MisereCanonicalForm") == "*[2]");
    CHECK(value("*.Mate") == "*[0]");
    CHECK(value("0.Mate") == "*[1]");
    CHECK(value("*2.MisereCanonicalForm.Mate.Genus") == cgt::MisereGame::nim_heap(2).mate().genus().to_string());
    CHECK(value("0.MisereNimValue") == "1"); // the last player to move loses: 0 is an N-position
    CHECK(value("*.MisereOutcomeClass") == "P");
    CHECK(value("*3.MisereOutcomeClass") == "N");
    CHECK(error("{1|0}.Genus").find("impartial") != std::string::npos);
    CHECK(error("^.MisereCanonicalForm").find("impartial") != std::string::npos);
    CHECK(error("*300.Genus").find("*256") != std::string::npos);
    CHECK(error("*2.MisereCanonicalForm.Mean").find("a misere game") != std::string::npos);
}

TEST_CASE("expressions: uptimal expansions print as CGSuite's UptimalExpansion") {
    CHECK(value("^.UptimalExpansion") == "0.1");
    CHECK(value("v*.UptimalExpansion") == "*.1-");
    CHECK(value("(73/16 + v9*8).UptimalExpansion") == "73/16*8.9-");
    CHECK(value("{0||0|v*}.UptimalExpansion") == "*.12");
    CHECK(value("5.UptimalExpansion") == "5.0");
    CHECK(value("(12 * ^<2>).UptimalExpansion") == "0.0C");
    CHECK(error("{1|0}.UptimalExpansion").find("not an uptimal") != std::string::npos);
}

TEST_CASE("expressions: misère games in CGSuite's list form *[...]") {
    // CGSuite's MisereCanonicalGameTestCase (the values restated in tests/core/misere_test.cpp):
    // *[[2]] = {*2} has genus 0^0, {{*2}} 1^1, *[[[2],2,0],[[2],3],1] is restive with genus 0^2,
    // and the tameable game {{*[[2]],*} + *, {*[[2]], *[[2]] + *, {*[[2]],0}}} has genus 0^120.
    CHECK(value("*[[2]].Genus") == "0^0");
    CHECK(value("*[[[2]]].Genus") == "1^1");
    CHECK(value("*[[[2],2,0],[[2],3],1].Genus") == "0^2");
    CHECK(value("*[[2]] + *[1]") == value("*[[3,[2]]]")); // {*2} + * = {*2 + *, {*2}} = {*3, {*2}}
    CHECK(value("*[[0,[1,[2]],[[2],3]],[[2],[[2],3],[[2],0]]].Genus") == "0^120");
    CHECK(value("(*[[2],1] + *[1]) - *[[2],1] + *[1]") == value("*[[2],1] + *[1] + *[[2],1] + *[1]"));
    CHECK(value("(*[2] + *2).MisereOutcomeClass") == "P"); // *2 + *2, Winning Ways ch. 13
    CHECK(value("*[]") == "*[0]");
    CHECK(value("*[ [2] , 0 ]") == value("*[[2],0]"));
    for (const char* text : {"*[[2]]", "*[[2],[[2],0]]", "*[[0,[1,[2]],[[2],3]],[[2],[[2],3],[[2],0]]]"})
        CHECK(value(value(text)) == value(text)); // the printed form reads back
    std::size_t position = 0;
    CHECK(error("*[2,,3]", &position).find("unexpected ','") != std::string::npos);
    CHECK(position == 4);
    CHECK(error("*[[2]").find("missing ']'") != std::string::npos);
    CHECK(error("*[300]").find("at most 256") != std::string::npos);
    CHECK(error("*[2] + 1").find("misere sum") != std::string::npos);
    CHECK(error("{*[2]|0}").find("must be a game") != std::string::npos);
    CHECK(error("*" + std::string(20000, '[')).find("deeper than 10000") != std::string::npos);
}

TEST_CASE("expressions: function forms cool(G, t), heat(G, t) and the nim operator *(n)") {
    // Values from CGSuite's GameTest.scala and EvalTest.scala ("* Heat 2" is +-2).
    CHECK(value("cool({3||2+*|1+*}, 1/2)") == "{5/2|2*}");
    CHECK(value("heat({3||2+*|1+*}, 1)") == "{4|||3|1||0|-2}");
    CHECK(value("heat(*, 2)") == "+-2");
    CHECK(value("heat(*, 2) + cool({2|-1}, 1)") == value("*.Heat(2) + {2|-1}.Cool(1)"));
    CHECK(error("cool({1|0})").find("cool takes 2 arguments (G, then t, the temperature (a number)), got 1: write "
                                    "cool(G, t)") != std::string::npos);
    CHECK(error("heat(1, 2, 3)").find("heat takes 2 arguments") != std::string::npos);
    CHECK(error("cool 1").find("'(' after cool") != std::string::npos);
    CHECK(error("cool({1|0}, *)").find("must be a number") != std::string::npos);
    CHECK(error("Cool({1|0}, 1)").find("unknown name 'Cool'") != std::string::npos); // methods are G.Cool(t)
    // *(n) is the nimber *n; a '*' glued to a number and followed by a bracket multiplies.
    CHECK(value("*(3+5)") == "*8");
    CHECK(error("*(-8)").find("from 0 to") != std::string::npos);
    CHECK(value("5*{3||2|1}") == value("5 * {3||2|1}"));
    CHECK(value("2*3") == "2*3"); // still the literal 2 + *3
}
