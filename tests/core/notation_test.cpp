// Printing and parsing of game notation. Expected strings are CGSuite's output conventions
// (docs/notation.md); expected values come from CGSuite's test suite and hand computation.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "tests/core/deep_game.hpp"
#include "tests/core/game_shorthands.hpp"

using cgt::Dyadic;
using cgt::Game;
using cgt::PrintStyle;
using cgt::parse_game;
using cgt::to_string;
using cgt::testing::num;
using cgt::testing::opts;

namespace {
std::string cg(Game g) { return to_string(g, PrintStyle::cgsuite); }
std::string ex(Game g) { return to_string(g, PrintStyle::explicit_braces); }

// The message of the ParseError that parsing text throws ("" if it parses).
std::string parse_error(const std::string& text, std::size_t* position = nullptr) {
    try {
        parse_game(text);
    } catch (const cgt::ParseError& e) {
        if (position) *position = e.position();
        return e.what();
    }
    return "";
}
} // namespace

template <>
struct doctest::StringMaker<Game> {
    static doctest::String convert(Game g) { return cgt::to_string(g).c_str(); }
};

TEST_CASE("notation: numbers, nimbers, ups") {
    CHECK(cg(Game()) == "0");
    CHECK(cg(num(5)) == "5");
    CHECK(cg(num(-3, 2)) == "-3/4");
    CHECK(cg(num(-1, 1)) == "-1/2");
    CHECK(cg(Game::star()) == "*");
    CHECK(cg(Game::nimber(3)) == "*3");
    CHECK(cg(Game::nimber(8)) == "*8");
    CHECK(cg(Game::up()) == "^");
    CHECK(cg(Game::up(2)) == "^^");
    CHECK(cg(Game::up(3)) == "^3");
    CHECK(cg(Game::down()) == "v");
    CHECK(cg(Game::down(2)) == "vv");
    CHECK(cg(Game::nus(0, -3, 2)) == "v3*2");
    CHECK(cg(Game::nus(Dyadic::from_fraction(1, 1), 1, 1)) == "1/2^*");
    CHECK(cg(Game::nus(0, 1, 3)) == "^*3");
    CHECK(cg(Game::nus(0, 2, 4)) == "^^*4");
    CHECK(cg(Game::nus(Dyadic::from_fraction(9, 3), 0, 1)) == "9/8*");
    CHECK(cg(Game::nus(6, 1, 1)) == "6^*");
    CHECK(cg(Game::nus(-2, 1, 0)) == "-2^");
    CHECK(cg(Game::nus(Dyadic::from_fraction(-1, 1), -2, 1)) == "-1/2vv*");
    // The explicit style prints NUS values with the same tokens.
    CHECK(ex(Game::nus(0, -3, 2)) == "v3*2");
    CHECK(ex(num(-3, 2)) == "-3/4");
}

TEST_CASE("notation: general games, slashes and +-") {
    Game one = num(1), two = num(2), three = num(3);
    Game star = Game::star(), upstar = Game::nus(0, 1, 1);
    CHECK(cg(opts({one}, {Game()})) == "{1|0}");
    CHECK(cg(opts({one}, {num(-1)})) == "+-1");
    CHECK(cg(opts({num(1, 1)}, {num(-1, 1)})) == "+-1/2");
    Game g = opts({three}, {opts({two + star}, {one + star})});
    CHECK(cg(g) == "{3||2*|1*}");
    CHECK(ex(g) == "{3|{2*|1*}}");
    Game h = opts({Game(), upstar}, {upstar, opts({upstar}, {Game()})});
    CHECK(cg(h) == "{0,^*|^*,v<2>}"); // {^*|0} is v<2>, as CGSuite prints it
    CHECK(ex(h) == "{0,^*|^*,{^*|0}}");
    // {G|-G} prints +-G; G in braces, composite NUS in parentheses.
    Game g21 = opts({two}, {one});
    CHECK(cg(opts({g21}, {-g21})) == "+-{2|1}");
    Game one_star = one + star;
    CHECK(cg(opts({one_star}, {-one_star})) == "+-(1*)");
    CHECK(cg(opts({one + Game::up()}, {num(-1) + Game::down()})) == "+-(1^)");
    CHECK(ex(opts({one}, {num(-1)})) == "{1|-1}");
    // Several Left options of a switch: +-{a,b}.
    Game sw = opts({two, opts({three}, {Game()})}, {num(-2), -opts({three}, {Game()})});
    CHECK(cg(sw) == "+-{2,{3|0}}");
    // Three levels of slashes, then braces at the fourth.
    Game g1 = opts({one}, {Game()});
    Game g2 = opts({two}, {g1});
    Game g3 = opts({three}, {g2});
    Game g4 = opts({num(4)}, {g3});
    Game g5 = opts({num(5)}, {g4});
    CHECK(cg(g2) == "{2||1|0}");
    CHECK(cg(g3) == "{3|||2||1|0}");
    CHECK(cg(g4) == "{4||||3|||2||1|0}");
    CHECK(cg(g5) == "{5|{4||||3|||2||1|0}}");
    CHECK(ex(g3) == "{3|{2|{1|0}}}");
    // Slashes on the Left side too: {{2|1}|0} = {2|1||0}.
    CHECK(cg(opts({opts({two}, {one})}, {Game()})) == "{2|1||0}");
}

TEST_CASE("notation: options are listed in a fixed order") {
    // Numbers by value, then nimbers, then other NUS, then general games.
    Game g = opts({Game::nus(0, 1, 1), num(-1), Game::star()}, {num(3)});
    // (whatever the canonical form keeps, the listing is sorted)
    std::string s = cg(g);
    CHECK(parse_game(s) == g);
    Game k = opts({Game(), Game::star(), Game::nimber(2)}, {Game(), Game::star(), Game::nimber(2)});
    CHECK(cg(k) == "*3");
}

TEST_CASE("notation: number-up-star options in CGSuite's order") {
    // CGSuite (UptimalExpansion.compareTo) orders by the number, then the ups where both have
    // some, then no ups before some, then the nimber: {3|5/2*,5/2v}, as printed in CGSuite's
    // Ceylonese Fox and Geese value (GameGridTest.scala, line 46).
    const Game half5 = num(5, 1);
    CHECK(cg(opts({num(3)}, {half5 + Game::down(), half5 + Game::star()})) == "{3|5/2*,5/2v}");
    CHECK(cg(opts({half5 + Game::up(), half5 + Game::star()}, {Game()})) == "{5/2*,5/2^|0}");
    CHECK(cg(opts({half5 + Game::up(2), half5 + Game::up() + Game::star()}, {Game()})) == "{5/2^*,5/2^^|0}");
}

TEST_CASE("notation: parsing values and expressions") {
    CHECK(parse_game("0") == Game());
    CHECK(parse_game("  -3/4 ") == num(-3, 2));
    CHECK(parse_game("6/8") == num(3, 2));
    CHECK(parse_game("010") == num(10)); // decimal, never octal
    CHECK(parse_game("0009/008") == num(9, 3));
    CHECK(parse_game("00") == Game());
    CHECK(parse_game("*010") == Game::nimber(10));
    CHECK(parse_game("^010") == Game::up(10));
    CHECK(parse_game("*") == Game::star());
    CHECK(parse_game("*0") == Game());
    CHECK(parse_game("^") == Game::up());
    CHECK(parse_game("^^^") == Game::up(3));
    CHECK(parse_game("^3") == Game::up(3));
    CHECK(parse_game("v") == Game::down());
    CHECK(parse_game("vv") == Game::down(2));
    CHECK(parse_game("v3*2") == Game::nus(0, -3, 2));
    CHECK(parse_game("1/2^*") == Game::nus(Dyadic::from_fraction(1, 1), 1, 1));
    CHECK(parse_game("-1/2^*") == Game::nus(Dyadic::from_fraction(-1, 1), 1, 1));
    CHECK(parse_game("-(1/2^*)") == Game::nus(Dyadic::from_fraction(-1, 1), -1, 1));
    CHECK(parse_game("^ + *") == Game::nus(0, 1, 1));
    CHECK(parse_game("{1|0} - 1/2") == opts({num(1, 1)}, {num(-1, 1)}));
    CHECK(parse_game("-(3/4)") == num(-3, 2));
    CHECK(parse_game("(1 + 1) - (1/2 - -1/2)") == num(1));
    CHECK(parse_game("+-1") == opts({num(1)}, {num(-1)}));
    CHECK(parse_game("±1") == opts({num(1)}, {num(-1)}));
    CHECK(parse_game("3+-1") == opts({num(4)}, {num(2)}));
    CHECK(parse_game("+-(1, 2)") == opts({num(1), num(2)}, {num(-1), num(-2)}));
    CHECK(parse_game("+-{2,{3|0}}") == opts({num(2), opts({num(3)}, {Game()})}, {num(-2), -opts({num(3)}, {Game()})}));
    CHECK(parse_game("+-(1*)") == opts({num(1) + Game::star()}, {num(-1) + Game::star()}));
    CHECK(parse_game("{|}") == Game());
    CHECK(parse_game("{0|}") == num(1));
    CHECK(parse_game("{|0}") == num(-1));
    CHECK(parse_game("{ 0 , * | 0 , * }") == Game::nimber(2));
    CHECK(parse_game("{3||2|1}") == opts({num(3)}, {opts({num(2)}, {num(1)})}));
    CHECK(parse_game("{3|2||1}") == opts({opts({num(3)}, {num(2)})}, {num(1)}));
    CHECK(parse_game("{4||||3|||2||1|0}") == parse_game("{4|{3|{2|{1|0}}}}"));
}

TEST_CASE("notation: known values (CGSuite's test suite, hand computation)") {
    CHECK(parse_game("*3+*5") == parse_game("*6"));
    CHECK(parse_game("{0|^*5}") == parse_game("^^*4"));
    CHECK(cg(parse_game("{0|^*5}")) == "^^*4");
    CHECK(cg(parse_game("9/8+*")) == "9/8*");
    CHECK(cg(parse_game("6+^*")) == "6^*");
    CHECK(cg(parse_game("{0|*}")) == "^");
    CHECK(cg(parse_game("{0,*|0,*}")) == "*2");
    CHECK(cg(parse_game("{0|1}")) == "1/2");
    CHECK(cg(parse_game("{-1|1}")) == "0");
    CHECK(cg(parse_game("{3||2+*|1+*}")) == "{3||2*|1*}");
    CHECK(cg(parse_game("^+^+^")) == "^3");
    CHECK(cg(parse_game("v+v+*")) == "vv*");
    CHECK(cg(parse_game("{1|-1}")) == "+-1");
    CHECK(cg(parse_game("+-1 + +-1")) == "0");
}

TEST_CASE("notation: CGSuite's expected outputs (its CgscriptTest suite)") {
    struct Case {
        const char* input;
        const char* output;
    };
    const Case cases[] = {
        {"+-1", "+-1"},
        {"+-(1/2)", "+-1/2"},
        {"+-{1,1+*}", "+-{1,1*}"},
        {"3+-1", "{4|2}"},
        {"+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"},
        {"{0||0|-1}", "Tiny(1)"},
        {"{0||0|-1/4}", "Tiny(1/4)"},
        {"{0|||0||-1|-2}", "Tiny({2|1})"},
        {"{1|0||0}", "Miny(1)"},
        {"*3+*5", "*6"},
        {"^^^^^^+vvv*+^19*3+v14", "^8*2"},
        {"2 + (1+*)", "3*"},
        // "* Heat 2", "*2 Heat 2", "^ Heat 2", "^* Heat 2", "^^ Heat 2" (heated by hand here):
        {"{2|-2}", "+-2"},
        {"{2,{4|0}|-2,{0|-4}}", "+-{2,{4|0}}"},
        {"{2||0|-4}", "{2||0|-4}"},
        {"{2,{4|0}|-2}", "{2,{4|0}|-2}"},
        {"{2||0,+-2|-4}", "{2||0,+-2|-4}"},
        {"3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"},
        // 5*{3||2|1} (Norton multiplication by hand: 5 copies' canonical form):
        {"{12|||11||10,{11|10}|9Tiny({2|1})}", "{12|||11||10,{11|10}|9Tiny({2|1})}"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.input);
        CHECK(cg(parse_game(c.input)) == c.output);
        CHECK(parse_game(c.output) == parse_game(c.input));
    }
    Game g = parse_game("{3||2|1}");
    CHECK(cg(g + g + g + g + g) == "{12|||11||10,{11|10}|9Tiny({2|1})}");
    // The ambiguous pattern CGSuite rejects.
    CHECK(parse_error("{3|2|1}").find("ambiguous") != std::string::npos);
}

TEST_CASE("notation: Tiny and Miny") {
    Game t2 = opts({Game()}, {opts({Game()}, {num(-2)})});
    CHECK(cg(t2) == "Tiny(2)");
    CHECK(ex(t2) == "{0|{0|-2}}");
    CHECK(cg(-t2) == "Miny(2)");
    CHECK(cg(t2 + num(5)) == "5Tiny(2)");
    CHECK(cg(t2 + num(-3, 2)) == "-3/4Tiny(2)");
    CHECK(parse_game("-3/4Tiny(2)") == t2 + num(-3, 2));
    CHECK(parse_game("Tiny(1*)") == opts({Game()}, {opts({Game()}, {num(-1) + Game::star()})}));
    CHECK(cg(parse_game("Tiny(1*)")) == "Tiny(1*)");
    CHECK(parse_game("Miny(2) + Tiny(2)") == Game());
    // A translation must be a number written directly before the name.
    CHECK(parse_error("9 Tiny(1)").find("only a number") != std::string::npos);
    CHECK(parse_error("^Tiny(1)").find("only a number") != std::string::npos);
    CHECK(parse_error("Tiny 1").find("'(' after Tiny") != std::string::npos);
    CHECK(parse_error("Tinyx").find("unknown name") != std::string::npos);
    // {x||x|y} with mean(y) >= x is not printed as Tiny: {0||0|1} = ... (just check round trip).
    Game h = opts({Game()}, {opts({Game()}, {num(1, 1)})});
    CHECK(parse_game(cg(h)) == h);
}

TEST_CASE("notation: extreme up multiples and nimbers") {
    for (Game g : {Game::up(INT64_MAX), Game::up(INT64_MIN), Game::nus(0, INT64_MIN, 4294967295ULL),
                   Game::nimber(4294967295ULL)}) {
        CHECK(parse_game(cg(g)) == g);
        CHECK(parse_game(ex(g)) == g);
    }
    CHECK(cg(Game::up(INT64_MIN)) == "v9223372036854775808");
    CHECK(parse_error("^9223372036854775808").find("up multiple too large") != std::string::npos);
    CHECK(parse_error("v9223372036854775809").find("up multiple too large") != std::string::npos);
    CHECK(parse_error("*4294967296").find("nimber too large") != std::string::npos);
}

TEST_CASE("notation: big numbers stay exact") {
    std::string big = "1606938044258990275541962092341162602522202993782792835301375"; // 2^200 - 1
    Game g = parse_game(big + "/1024");
    CHECK(cg(g) == big + "/1024");
    CHECK(parse_game(cg(g)) == g);
    Game neg = parse_game("-" + big + "/4^*");
    CHECK(cg(neg) == "-" + big + "/4^*");
    // 2^-300 + 2^-300 = 2^-299, exactly.
    std::string den300 = "2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376";
    Game tiny = parse_game("1/" + den300);
    CHECK(tiny.number_part() == Dyadic::from_fraction(1, 300));
    CHECK(tiny + tiny == Game::dyadic(1, 299));
    CHECK(parse_game(cg(tiny)) == tiny);
    CHECK((tiny + tiny - tiny) == tiny);
}

TEST_CASE("notation: parse errors name the position and what was expected") {
    struct Case {
        const char* text;
        std::size_t position;
        const char* fragment;
    };
    const Case cases[] = {
        {"", 0, "expected a game"},
        {"{3|2|1}", 4, "ambiguous"},
        {"{1||2||3}", 5, "ambiguous"},
        {"{1|2", 4, "missing '}'"},
        {"(1", 2, "missing ')'"},
        {"1)", 1, "without a matching"},
        {"{1}", 0, "expected '|'"},
        {"{1,|2}", 3, "option after ','"},
        {"{1|2,}", 5, "option after ','"},
        {"1/3", 2, "not a power of 2"},
        {"1/0", 2, "division by zero"},
        {"1/", 2, "expected digits"},
        {"1 2", 2, "expected an operator"},
        {"1 *", 3, "expected a game"},
        {"^^3", 2, "a count may follow only"},
        {"**", 1, "unexpected"},
        {"up", 0, "unknown name"},
        {"1 + ", 4, "expected a game"},
        {"1,2", 1, "','"},
        {"(1,2)", 2, "lists are allowed only"},
        {"1|2", 1, "'|' outside braces"},
        {"{1|2)", 4, "expected '}'"},
        {"#", 0, "unexpected character"},
        {"{1 + | 2}", 5, "expected a game"},
        {"+-{}", 2, "at least one option"},
        {"*99999999999", 1, "nimber too large"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.text);
        std::size_t position = 999;
        std::string message = parse_error(c.text, &position);
        CHECK(message.find(c.fragment) != std::string::npos);
        CHECK(position == c.position);
        CHECK(message.find(fmt::format("position {}", c.position)) != std::string::npos);
    }
}

TEST_CASE("notation: deep nesting is an error, not a crash") {
    std::string deep(100000, '{');
    std::size_t position = 0;
    std::string message = parse_error(deep, &position);
    CHECK(message.find("nested deeper than") != std::string::npos);
    std::string parens(100000, '(');
    CHECK(parse_error(parens).find("nested deeper than") != std::string::npos);
    // 5000 levels parse: {{{...{|}|}...|} = 4999 ({|} = 0, {0|} = 1, ...).
    std::string ok = std::string(5000, '{');
    for (int k = 0; k < 5000; ++k) ok += "|}";
    CHECK(parse_game(ok) == num(4999));
    // Long prefix chains are loops, not recursion.
    CHECK(parse_game(std::string(100000, '-') + "1") == num(1));
}

TEST_CASE("notation: printing a deep game does not overflow the stack") {
    const int depth = cgt::testing::deep_game_depth;
    const Game g = cgt::testing::deep_game(depth);
    std::string s = cg(g);
    CHECK(s.size() > std::size_t(depth));
    std::string e = ex(g);
    CHECK(e.rfind(fmt::format("{{{}|{{{}|", depth, depth - 1), 0) == 0);
    if (depth <= 10000) CHECK(parse_game(e) == g);
}

namespace {
// Random games built from small ones, as the round trip's inputs.
std::vector<Game> random_games(std::size_t count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Game> pool = {Game(),        Game::star(),  Game::up(),   Game::down(),  num(1),
                              num(-1),       num(1, 1),     num(-3, 2),   Game::nimber(2), Game::nus(1, 1, 1),
                              Game::nus(Dyadic::from_fraction(-1, 1), -2, 3), parse_game("{0||0|-1}"),
                              parse_game("{1|0||0}"), parse_game("{3/2||3/2|{1|0}}")};
    std::vector<Game> out;
    while (out.size() < count) {
        std::vector<Game> left, right;
        int nl = int(rng() % 3), nr = int(rng() % 3);
        for (int k = 0; k < nl; ++k) left.push_back(pool[rng() % pool.size()]);
        for (int k = 0; k < nr; ++k) right.push_back(pool[rng() % pool.size()]);
        Game g = Game::from_options(left, right);
        if (rng() % 4 == 0) g = g + pool[rng() % pool.size()];
        out.push_back(g);
        if (pool.size() < 60) pool.push_back(g);
    }
    return out;
}
} // namespace

TEST_CASE("notation: round trip on random games, both styles") {
    for (Game g : random_games(
#ifdef CGT_SANITIZED
             300,
#else
             3000,
#endif
             20261121)) {
        std::string a = cg(g), b = ex(g);
        CAPTURE(a);
        CAPTURE(b);
        CHECK(parse_game(a) == g);
        CHECK(parse_game(b) == g);
        CHECK(b.find("+-") == std::string::npos);
        CHECK(b.find("||") == std::string::npos);
        CHECK(fmt::format("{}", g) == a);
        CHECK(fmt::format("{:e}", g) == b);
        // Negation through the notation.
        CHECK(parse_game("-(" + a + ")") == -g);
    }
}
