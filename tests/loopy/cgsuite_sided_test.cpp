// CGSuite's fixtures for sided values and loopy expressions (CGSuite, lib/core/src/test/scala/
// org/cgsuite/lang/: SidedValueTestCase.scala, GameTest.scala, EvalTest.scala; file and line
// named in each check). Inputs are built through the C++ API from CGSuite's notation; the
// expected strings are copied from the fixtures.
#include <doctest/doctest.h>

#include <string>

#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "nodes.hpp"
#include "loopy_names.hpp"

using cgt::loopy::to_string;
using namespace cgt::testing; // Nodes, zero, star, the sample games

namespace {

Stopper num(std::int64_t n) { return Stopper::from_game(Game::integer(n)); }
Stopper short_game(Game g) { return Stopper::from_game(g); }

// A side's expected graph, to compare side by side: a{1|1,{1*|a||*}||0} is a = {B|0},
// B = {1|1,C}, C = {D|*}, D = {1*|a} (the onside printed by EvalTest.scala line 171).
cgt::loopy::Graph carousel_onside(cgt::loopy::Vertex& start) {
    Nodes n;
    const auto z = n.game(zero), one = n.game(Game::integer(1)), s = n.game(star), one_s = n.game(Game::integer(1) + star);
    const auto a = n.node(), B = n.node(), C = n.node(), D = n.node();
    n.opts(a, {B}, {z});
    n.opts(B, {one}, {one, C});
    n.opts(C, {D}, {s});
    n.opts(D, {one_s}, {a});
    start = a;
    return n.graph();
}

} // namespace

TEST_CASE("CGSuite SidedValueTestCase.scala: dud, a{{|a}|}, {0|{dud|},*}, Bach's Carousel") {
    SUBCASE("line 7: dud") {
        const SidedValue x = SidedValue::dud();
        CHECK(to_string(x) == "dud");
        CHECK(x.is_idempotent());
        CHECK(!cgt::loopy::is_infinitesimal(x));
        CHECK(!cgt::loopy::is_numberish(x));
        CHECK(x.is_stopper_sided());
        CHECK(!x.is_stopper());
        CHECK(x.onside() == Stopper::on());
        CHECK(x.offside() == Stopper::off());
        CHECK(x.outcome() == LoopyOutcome::D);
        // EvalTest.scala line 150: {pass|pass} is dud
        Nodes n;
        const auto v = n.node();
        n.opts(v, {v}, {v});
        CHECK(SidedValue::from_graph(n.graph(), v) == x);
        CHECK(to_string(SidedValue::from_graph(n.graph(), v)) == "dud");
    }
    SUBCASE("line 18: a{{|a}|} = 1 & 0") {
        Nodes n;
        const auto a = n.node(), b = n.node();
        n.opts(a, {b}, {});
        n.opts(b, {}, {a});
        const SidedValue x = SidedValue::from_graph(n.graph(), a);
        CHECK(to_string(x) == "1 & 0");
        CHECK(!x.is_idempotent());
        CHECK(!cgt::loopy::is_infinitesimal(x));
        CHECK(!cgt::loopy::is_numberish(x));
        CHECK(x.is_stopper_sided());
        CHECK(to_string(*x.onside()) == "1");
        CHECK(to_string(*x.offside()) == "0");
        CHECK(x.outcome() == LoopyOutcome::PHat);
    }
    SUBCASE("line 29: {0|{dud|},*} = ^ & v*") {
        Nodes n;
        const auto v = n.node(), d = n.node(), y = n.node();
        n.opts(d, {d}, {d});
        n.opts(y, {d}, {});
        n.opts(v, {n.game(zero)}, {y, n.game(star)});
        const SidedValue x = SidedValue::from_graph(n.graph(), v);
        CHECK(to_string(x) == "^ & v*");
        CHECK(!x.is_idempotent());
        CHECK(cgt::loopy::is_infinitesimal(x));
        CHECK(cgt::loopy::is_numberish(x));
        CHECK(x.is_stopper_sided());
        CHECK(to_string(*x.onside()) == "^");
        CHECK(to_string(*x.offside()) == "v*");
        CHECK(x.outcome() == LoopyOutcome::NHat);
    }
    SUBCASE("line 41: Bach's Carousel") {
        const SidedValue x = carousel();
        CHECK(!x.is_idempotent());
        CHECK(!cgt::loopy::is_infinitesimal(x));
        CHECK(!cgt::loopy::is_numberish(x));
        CHECK(!x.is_stopper_sided());
        CHECK(!x.onside());
        CHECK(!x.offside());
        CHECK(x.outcome() == LoopyOutcome::N);
        // The printed form is "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}" (line 42): the
        // sides are compared with those games here, as no simplest form of a side is known.
        cgt::loopy::Vertex start = 0;
        const auto expected_onside = carousel_onside(start);
        CHECK(cgt::loopy::leq(x.onside_graph(), 0, expected_onside, start, cgt::loopy::Convention::onside));
        CHECK(cgt::loopy::leq(expected_onside, start, x.onside_graph(), 0, cgt::loopy::Convention::onside));
    }
    CHECK(cgt::loopy::detail::side_simplification_refusals == 0);
}

TEST_CASE("CGSuite GameTest.scala: upsums, downsums, varieties and a stopper-sided sum") {
    const Stopper upon = Stopper::upon(), deg = uponth();
    CHECK(to_string(upon) == "^[on]");                                     // line 251
    CHECK(to_string(deg) == "^<on>");                                      // line 240
    CHECK(to_string(cgt::loopy::downsum(upon, deg)) == "^[on]");           // line 285
    CHECK(to_string(cgt::loopy::downsum_variety(upon, deg)) == "v<on>");   // line 286
    CHECK(to_string(cgt::loopy::upsum(upon, deg)) == "{0|^<on>*}");        // line 294
    CHECK(to_string(cgt::loopy::upsum_variety(upon, deg)) == "v<on>");     // line 295
    // line 312: ^.Pow(on) + {0|upon}
    const Stopper z;
    const Stopper zero_upon = Stopper::from_options({&z, 1}, {&upon, 1});
    const SidedValue x = SidedValue(deg) + SidedValue(zero_upon);
    CHECK(to_string(x) == "{0||0|^<on>*} & {0|^[on]}");
    CHECK(x.is_stopper_sided());
    CHECK(to_string(*x.onside()) == "{0||0|^<on>*}");
    CHECK(to_string(*x.offside()) == "{0|^[on]}");
    CHECK(x.outcome() == LoopyOutcome::L);
}

TEST_CASE("CGSuite EvalTest.scala lines 145-172: loopy game specifiers") {
    const Stopper z;
    CHECK(to_string(Stopper::on()) == "on");       // line 148
    CHECK(to_string(Stopper::off()) == "off");     // line 149
    CHECK(to_string(Stopper::over()) == "over");   // line 151
    CHECK(to_string(Stopper::under()) == "under"); // line 152
    // line 153: upon, {pass|*}, {pass,0|0}, {*|pass}, {0|0,pass}
    {
        const Stopper s = short_game(star);
        CHECK(to_string(Stopper::from_options({}, {&s, 1}, true, false)) == "^[on]");
        CHECK(to_string(Stopper::from_options({&z, 1}, {&z, 1}, true, false)) == "^[on]*");
        CHECK(to_string(Stopper::from_options({&s, 1}, {}, false, true)) == "v[on]");
        CHECK(to_string(Stopper::from_options({&z, 1}, {&z, 1}, false, true)) == "v[on]*");
    }
    // line 154: uponth, {0||0|0,pass}, {0,*||*|pass}, {0,pass|0||0}, {pass|*||0,*}
    {
        CHECK(to_string(uponth()) == "^<on>");
        Nodes n;
        const auto z0 = n.game(zero), s = n.game(star);
        const auto a = n.node(), a1 = n.node(), b = n.node(), b1 = n.node(), c = n.node(), c1 = n.node();
        n.opts(a, {z0, s}, {a1});
        n.opts(a1, {s}, {a1}); // {0,*||*|pass}
        n.opts(b, {b1}, {z0});
        n.opts(b1, {z0, b1}, {z0}); // {0,pass|0||0}
        n.opts(c, {c1}, {z0, s});
        n.opts(c1, {c1}, {s}); // {pass|*||0,*}
        CHECK(to_string(n.stopper_at(a)) == "^<on>*");
        CHECK(to_string(n.stopper_at(b)) == "v<on>");
        CHECK(to_string(n.stopper_at(c)) == "v<on>*");
        // line 160: 5 + each of them
        const Game five = Game::integer(5);
        CHECK(to_string(uponth() + five) == "5^<on>");
        CHECK(to_string(n.stopper_at(a) + five) == "5^<on>*");
        CHECK(to_string(n.stopper_at(b) + five) == "5v<on>");
        CHECK(to_string(n.stopper_at(c) + five) == "5v<on>*");
    }
    {
        // line 159: 5 + the upons
        const Stopper s = short_game(star);
        const Game five = Game::integer(5);
        CHECK(to_string(Stopper::from_options({}, {&s, 1}, true, false) + five) == "5^[on]");
        CHECK(to_string(Stopper::from_options({&z, 1}, {&z, 1}, true, false) + five) == "5^[on]*");
        CHECK(to_string(Stopper::from_options({&s, 1}, {}, false, true) + five) == "5v[on]");
        CHECK(to_string(Stopper::from_options({&z, 1}, {&z, 1}, false, true) + five) == "5v[on]*");
    }
    CHECK(to_string(Stopper::over() + Game::integer(5)) == "5over");   // line 157
    CHECK(to_string(Stopper::under() + Game::integer(5)) == "5under"); // line 158
    CHECK(to_string(Stopper::over() + Game::up()) == "over");          // line 161
    CHECK(to_string(Game::integer(5) + Stopper::over()) == "5over");   // line 162
    CHECK(to_string(Stopper::over() - Game::integer(5)) == "-5over");  // line 163
    CHECK(to_string(SidedValue::sidle(Stopper::over(), short_game(Game::down()))) == "over & v"); // line 164
    {
        Nodes n; // line 165: x{0|x}; line 166: x{x|0}
        const auto x = n.node(), y = n.node(), z0 = n.game(zero);
        n.opts(x, {z0}, {x});
        n.opts(y, {y}, {z0});
        CHECK(to_string(n.stopper_at(x)) == "over");
        CHECK(to_string(n.stopper_at(y)) == "under");
    }
    {
        Nodes n; // line 167: x{0||||0|||x|*||*}
        const auto x = n.node(), r1 = n.node(), r2 = n.node(), l3 = n.node(), s = n.game(star), z0 = n.game(zero);
        n.opts(x, {z0}, {r1});
        n.opts(r1, {z0}, {r2});
        n.opts(r2, {l3}, {s});
        n.opts(l3, {x}, {s});
        CHECK(to_string(n.stopper_at(x)) == "a{0||||0|||a|*||*}");
    }
    {
        // line 168: +-{0|uponth}; line 169: +-{{0|uponth},{0|uponth+*}}
        const Stopper u = uponth(), us = uponth() + star;
        const Stopper a = Stopper::from_options({&z, 1}, {&u, 1}), b = Stopper::from_options({&z, 1}, {&us, 1});
        const Stopper na = -a, nb = -b;
        CHECK(to_string(Stopper::from_options({&a, 1}, {&na, 1})) == "+-{0|^<on>}");
        const Stopper left[] = {a, b}, right[] = {na, nb};
        CHECK(to_string(Stopper::from_options(left, right)) == "+-{{0|^<on>},{0|^<on>*}}");
    }
    {
        Nodes n; // line 170: a{1||a|0}
        const auto a = n.node(), b = n.node();
        n.opts(a, {n.game(Game::integer(1))}, {b});
        n.opts(b, {a}, {n.game(zero)});
        CHECK(to_string(SidedValue::from_graph(n.graph(), a)) == "2 & +-1");
    }
    // line 171: Bach's Carousel's sides are not stoppers (its printed form: see SidedValueTestCase)
    CHECK(!carousel().is_stopper_sided());
    {
        // line 172: {2&-2|1&-2}
        const SidedValue l = SidedValue::sidle(num(2), num(-2)), r = SidedValue::sidle(num(1), num(-2));
        CHECK(to_string(SidedValue::from_options({&l, 1}, {&r, 1})) == "{2|1} & -2*");
    }
}

TEST_CASE("CGSuite EvalTest.scala lines 180-227: operations on loopy values") {
    // line 184: 10*upon; line 185: 9*(upon & v)
    SidedValue ten;
    for (int i = 0; i < 10; ++i) ten = ten + SidedValue(Stopper::upon());
    CHECK(to_string(ten) == "{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}");
    const SidedValue upon_v = SidedValue::sidle(Stopper::upon(), short_game(Game::down()));
    SidedValue nine;
    for (int i = 0; i < 9; ++i) nine = nine + upon_v;
    CHECK(to_string(nine) == "{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9");
    // line 196: +-(uponth+*) = 0
    const Stopper us = uponth() + star, nus = -us;
    CHECK(to_string(Stopper::from_options({&us, 1}, {&nus, 1})) == "0");
    // line 227: ('{-1|1}':on).GameValue = 1under ({-1|1} as written, not its canonical form 0)
    Nodes n;
    const auto g = n.node();
    n.opts(g, {n.game(Game::integer(-1))}, {n.game(Game::integer(1))});
    const auto on = n.stopper(Stopper::on());
    const cgt::loopy::Graph graph = n.graph();
    CHECK(to_string(Stopper::from_graph(cgt::loopy::ordinal_sum(graph, g, graph, on), 0)) == "1under");
    // line 180: Bach's Carousel + 1
    const SidedValue plus_one = carousel() + SidedValue(num(1));
    CHECK(!plus_one.is_stopper_sided());
    CHECK(plus_one - SidedValue(num(1)) == carousel());
    CHECK(cgt::loopy::detail::side_simplification_refusals == 0);
}
