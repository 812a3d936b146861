// CGSuite's canonical stopper fixtures (CGSuite, lib/core/src/test/scala/org/cgsuite/lang/
// CanonicalStopperTestCase.scala; the line of each instance is named). Each input is built
// through the C++ API from CGSuite's notation; the expected strings are copied from the
// fixture. A result starting with "!!" is CGSuite's error message.
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "cgt/lang/expression.hpp"
#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "nodes.hpp"
#include "loopy_names.hpp"

using namespace cgt::testing; // Nodes, zero, star, the sample games

namespace {

struct StopperCase {
    int line;          // of CanonicalStopperTestCase.scala
    const char* input; // CGSuite's expression, as a record of what build() makes
    std::function<Stopper()> build;
    const char* out;
    const char* cls;
    const char* degree;
    const char* follower_count;
    const char* followers; // nullptr: not in the fixture
    const char* is_idempotent;
    const char* is_infinitesimal;
    const char* is_numberish;
    const char* is_number_tiny;
    const char* is_plumtree;
    const char* is_stable;
    const char* left_options;
    const char* left_stop;
    const char* outcome_class;
    const char* right_options;
    const char* right_stop;
    const char* variety;
};

std::string yes_no(bool b) { return b ? "true" : "false"; }

// The value, or "!!" and the message of the error it throws (as CGSuite's tests write it).
std::string guarded(const std::function<std::string()>& f) {
    try {
        return f();
    } catch (const cgt::Error& e) {
        return std::string("!!") + e.what();
    }
}

const StopperCase cases[] = {
    {7, "on", [] { return Stopper::on(); }, "on", "Pseudonumber", "on", "1", "{on}", "true", "false", "false", "false",
     "true", "true", "{on}", "on", "L", "{}", "on", "on"},
    {26, "off", [] { return Stopper::off(); }, "off", "Pseudonumber", "on", "1", "{off}", "true", "false", "false",
     "false", "true", "true", "{}", "off", "R", "{off}", "off", "off"},
    {45, "over", [] { return Stopper::over(); }, "over", "Pseudonumber", "over", "2", "{0,over}", "true", "true",
     "true", "false", "true", "true", "{0}", "over", "L", "{over}", "over", "over"},
    {64, "{pass|3/2}",
     [] {
         Nodes n;
         const auto v = n.node();
         n.opts(v, {v}, {n.game(Game::dyadic(3, 1))});
         return n.stopper_at(v);
     },
     "3/2under", "Pseudonumber", "over", "5", "{0,1,3/2,2,3/2under}", "false", "false", "true", "false", "true", "true",
     "{3/2under}", "3/2under", "L", "{3/2}", "3/2under", "under"},
    {83, "{-1/4+*|pass}",
     [] {
         Nodes n;
         const auto v = n.node();
         n.opts(v, {n.game(Game::dyadic(-1, 2) + star)}, {v});
         return n.stopper_at(v);
     },
     "-1/4v[on]", "CanonicalStopper", "^<on>", "6", "{-1,-1/2,-1/4,0,-1/4*,-1/4v[on]}", "false", "false", "true",
     "false", "true", "true", "{-1/4*}", "-1/4", "R", "{-1/4v[on]}", "-1/4", "^<on>"},
    {102, "begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end",
     [] {
         const Stopper u = uponth(), z;
         const Stopper left = Stopper::from_options({&z, 1}, {&u, 1});
         const Stopper right = -u;
         return Stopper::from_options({&left, 1}, {&right, 1});
     },
     "{0|^<on>||v<on>}", "CanonicalStopper", "^<on>", "7", "{0,v[on]*,^[on]*,v<on>,{0|^<on>||v<on>},^<on>,{0|^<on>}}",
     "false", "true", "true", "false", "true", "true", "{{0|^<on>}}", "0", "N", "{v<on>}", "0",
     "{^[on]*,^<on>||v<on>|0}"},
    {121, "{0|||0||0|off}",
     [] { return cgt::testing::zero_tiny_on(); },
     "{0|Tiny(on)}", "CanonicalStopper", "{0||||0|||Miny(on)|0||off}", "5", "{0,off,Tiny(on),{0|Tiny(on)},{0|off}}",
     "false", "true", "true", "false", "true", "!!Variety degree must be an idempotent.", "{0}", "0", "L",
     "{Tiny(on)}", "0", "!!Variety degree must be an idempotent."},
    {140, "{on|0||0}",
     [] {
         Nodes n;
         const auto v = n.node(), l1 = n.node(), z = n.game(zero);
         n.opts(v, {l1}, {z});
         n.opts(l1, {n.stopper(Stopper::on())}, {z});
         return n.stopper_at(v);
     },
     "Miny(on)", "CanonicalStopper", "Tiny(on)", "4", "{0,on,{on|0},Miny(on)}", "true", "true", "true", "true", "true",
     "true", "{{on|0}}", "0", "R", "{0}", "0", "Miny(on)"},
    {159, "{0||0|under}",
     [] {
         Nodes n;
         const auto v = n.node(), r1 = n.node(), z = n.game(zero);
         n.opts(v, {z}, {r1});
         n.opts(r1, {z}, {n.stopper(Stopper::under())});
         return n.stopper_at(v);
     },
     "Tiny(over)", "CanonicalStopper", "Tiny(over)", "4", "{0,under,{0|under},Tiny(over)}", "true", "true", "true",
     "true", "true", "true", "{0}", "0", "L", "{{0|under}}", "0", "Tiny(over)"},
    {178, "+-{0|pass}",
     [] {
         Nodes n;
         const auto v = n.node(), x = n.node(), y = n.node(), z = n.game(zero);
         n.opts(x, {z}, {x});
         n.opts(y, {y}, {z});
         n.opts(v, {x}, {y});
         return n.stopper_at(v);
     },
     "+-over", "CanonicalStopper", "over", "4", "{0,under,over,+-over}", "false", "true", "true", "false", "true", "true",
     "{over}", "over", "N", "{under}", "under", "+-over"},
    {197, "+-{5|pass}",
     [] {
         Nodes n;
         const auto v = n.node(), x = n.node(), y = n.node();
         n.opts(x, {n.game(Game::integer(5))}, {x});
         n.opts(y, {y}, {n.game(Game::integer(-5))});
         n.opts(v, {x}, {y});
         return n.stopper_at(v);
     },
     "+-(5over)", "CanonicalStopper", "over", "14", "{-5,-4,-3,-2,-1,0,1,2,3,4,5,-5under,5over,+-(5over)}", "false",
     "false", "false", "false", "true", "true", "{5over}", "5over", "N", "{-5under}", "-5under", "+-{10over|over}"},
    {216, "a{0||||0|||a|*||*}",
     [] { return cgt::testing::four_cycle(); },
     "a{0||||0|||a|*||*}", "CanonicalStopper", "{0|a{0|0,{0|||a|0||0}}}", "6",
     "{0,*,a{0||||0|||a|*||*},a{0||||0|a||*|||*},a{0||0|a|||*||||*},a{0|||0||a|*||||*}}", "false", "true", "true",
     "false", "false", "true", "{0}", "0", "L", "{a{0||||0|a||*|||*}}", "0", "{a{0,{0||0|a|||0}|0}|0}"},
    {235, "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
     [] {
         // X = {0|Y}, Y = {0||||R1}, R1 = {-1|R2}, R2 = {-1*,A||R3}, R3 = {-2|B};
         // A = a{LA|-1*}, LA = {M|-1*}, M = {0|N}, N = {0|a};
         // B = b{-2,C|-2}, C = {D|-2}, D = {-1,-1*|E}, E = {-1*|b}.
         Nodes n;
         const auto z = n.game(zero), m1 = n.game(Game::integer(-1)), m2 = n.game(Game::integer(-2)),
                    m1s = n.game(Game::integer(-1) + star);
         const auto X = n.node(), Y = n.node(), R1 = n.node(), R2 = n.node(), R3 = n.node(), A = n.node(),
                    LA = n.node(), M = n.node(), N = n.node(), B = n.node(), C = n.node(), D = n.node(), E = n.node();
         n.opts(X, {z}, {Y});
         n.opts(Y, {z}, {R1});
         n.opts(R1, {m1}, {R2});
         n.opts(R2, {m1s, A}, {R3});
         n.opts(R3, {m2}, {B});
         n.opts(A, {LA}, {m1s});
         n.opts(LA, {M}, {m1s});
         n.opts(M, {z}, {N});
         n.opts(N, {z}, {A});
         n.opts(B, {m2, C}, {m2});
         n.opts(C, {D}, {m2});
         n.opts(D, {m1, m1s}, {E});
         n.opts(E, {m1s}, {B});
         return n.stopper_at(X);
     },
     "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", "CanonicalStopper",
     "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", "17", nullptr, "true", "true",
     "true", "true", "false", "true", "{0}", "0", "L", "{{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
     "0", "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"},
    // Grenville's example of an unstable game (comment at line 254)
    {255, "a{0|{0||||0,*2|||a|0||0}||0}",
     [] {
         // a = {P|0}, P = {0|Q}, Q = {0|R}, R = {0,*2|S}, S = {T|0}, T = {a|0}
         Nodes n;
         const auto z = n.game(zero);
         const auto a = n.node(), P = n.node(), Q = n.node(), R = n.node(), S = n.node(), T = n.node();
         n.opts(a, {P}, {z});
         n.opts(P, {z}, {Q});
         n.opts(Q, {z}, {R});
         n.opts(R, {z, n.game(Game::nimber(2))}, {S});
         n.opts(S, {T}, {z});
         n.opts(T, {a}, {z});
         return n.stopper_at(a);
     },
     "a{0|{0||||0,*2|||a|0||0}||0}", "CanonicalStopper", "a{0||0|{0|a||0,*2|||0||||0}}", "9", nullptr, "false", "true",
     "true", "false", "false", "false", "{a{0||0|{0,*2||||a|0||0|||0}}}", "0", "N", "{0}", "0",
     "!!That game is not stable."},
};

} // namespace

TEST_CASE("CGSuite CanonicalStopperTestCase.scala: every instance, every property") {
    for (const StopperCase& c : cases) {
        INFO("CanonicalStopperTestCase.scala line ", c.line, ": ", c.input);
        const Stopper x = c.build();
        CHECK(cgt::loopy::to_string(x) == c.out);
        CHECK((cgt::loopy::is_pseudonumber(x) ? "Pseudonumber" : "CanonicalStopper") == std::string(c.cls));
        CHECK(cgt::loopy::to_string(cgt::loopy::degree(x)) == c.degree);
        CHECK(std::to_string(x.follower_count()) == c.follower_count);
        if (c.followers) CHECK(printed(x.followers()) == members(c.followers));
        CHECK(yes_no(cgt::loopy::is_idempotent(x)) == c.is_idempotent);
        CHECK(yes_no(cgt::loopy::is_infinitesimal(x)) == c.is_infinitesimal);
        CHECK(yes_no(cgt::loopy::is_numberish(x)) == c.is_numberish);
        CHECK(yes_no(cgt::loopy::is_number_tiny(x)) == c.is_number_tiny);
        CHECK(yes_no(x.is_plumtree()) == c.is_plumtree);
        CHECK(guarded([&] { return yes_no(cgt::loopy::is_stable(x)); }) == c.is_stable);
        CHECK(printed(x.left_options()) == members(c.left_options));
        CHECK(cgt::loopy::to_string(cgt::loopy::left_stop(x)) == c.left_stop);
        CHECK(cgt::to_string(x.outcome()) == c.outcome_class);
        CHECK(printed(x.right_options()) == members(c.right_options));
        CHECK(cgt::loopy::to_string(cgt::loopy::right_stop(x)) == c.right_stop);
        CHECK(guarded([&] { return cgt::loopy::to_string(cgt::loopy::variety(x)); }) == c.variety);
        // The properties every instance shares (toTests, lines 299-335).
        CHECK(!x.is_loopfree());
        CHECK(!x.is_number());
        CHECK(x != Stopper());
        const cgt::loopy::SidedValue sided(x);
        CHECK(sided.is_stopper());
        CHECK(sided.is_stopper_sided());
        CHECK(sided.onside() == x);
        CHECK(sided.offside() == x);
        CHECK(cgt::loopy::to_string(sided) == c.out);
    }
    CHECK(cgt::loopy::detail::side_simplification_refusals == 0);
}

namespace {

// The same instances in the notation cgt::evaluate reads (CGSuite's, with uponth written out
// in line 102 and -1+* for CGSuite's -1+* in line 235).
struct Written {
    int line;
    const char* expression;
};
const Written written[] = {
    {7, "on"},
    {26, "off"},
    {45, "over"},
    {64, "{pass|3/2}"},
    {83, "{-1/4+*|pass}"},
    {102, "{0|{0||0|0,pass}||-{0||0|0,pass}}"},
    {121, "{0|||0||0|off}"},
    {140, "{on|0||0}"},
    {159, "{0||0|under}"},
    {178, "+-{0|pass}"},
    {197, "+-{5|pass}"},
    {216, "a{0||||0|||a|*||*}"},
    {235, "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}"},
    {255, "a{0|{0||||0,*2|||a|0||0}||0}"},
};

// What G.Name prints, or "!!" and the message it fails with.
std::string method(const char* expression, const char* name) {
    try {
        return cgt::to_string(cgt::evaluate(std::string("(") + expression + ")." + name));
    } catch (const cgt::Error& e) {
        return std::string("!!") + e.what();
    }
}

// A fixture's expected "!!message" against the language's "!!at position ...: Name: message".
bool same(const std::string& got, const char* expected) {
    if (expected[0] != '!') return got == expected;
    return got.starts_with("!!") && got.ends_with(expected + 2);
}

// CGSuite's strong stop (CanonicalStopper.strongStop): the stop with "over" or "under" dropped.
std::string strong(std::string stop) {
    for (const std::string suffix : {"over", "under"})
        if (stop.ends_with(suffix)) stop.resize(stop.size() - suffix.size());
    return stop.empty() ? "0" : stop;
}

} // namespace

TEST_CASE("CanonicalStopperTestCase.scala through the expression language: notation and C++ API agree") {
    REQUIRE(std::size(written) == std::size(cases));
    for (std::size_t k = 0; k < std::size(cases); ++k) {
        const StopperCase& c = cases[k];
        const Written& w = written[k];
        REQUIRE(w.line == c.line);
        INFO("CanonicalStopperTestCase.scala line ", c.line, ": ", w.expression);
        const cgt::Value v = cgt::evaluate(w.expression);
        REQUIRE(std::holds_alternative<cgt::loopy::SidedValue>(v));
        CHECK(std::get<cgt::loopy::SidedValue>(v) == cgt::loopy::SidedValue(c.build()));
        CHECK(cgt::to_string(v) == c.out);
        CHECK(same(method(w.expression, "Degree"), c.degree));
        CHECK(same(method(w.expression, "FollowerCount"), c.follower_count));
        CHECK(same(method(w.expression, "IsIdempotent"), c.is_idempotent));
        CHECK(same(method(w.expression, "IsInfinitesimal"), c.is_infinitesimal));
        CHECK(same(method(w.expression, "IsNumberish"), c.is_numberish));
        CHECK(same(method(w.expression, "IsNumberTiny"), c.is_number_tiny));
        CHECK(same(method(w.expression, "IsPlumtree"), c.is_plumtree));
        CHECK(same(method(w.expression, "IsStable"), c.is_stable));
        CHECK(same(method(w.expression, "IsPseudonumber"), c.cls == std::string("Pseudonumber") ? "true" : "false"));
        CHECK(same(method(w.expression, "LeftStop"), c.left_stop));
        CHECK(same(method(w.expression, "RightStop"), c.right_stop));
        // toTests, lines 325-331: the forms with a player argument
        CHECK(same(method(w.expression, "Stop(Left)"), c.left_stop));
        CHECK(same(method(w.expression, "Stop(Right)"), c.right_stop));
        CHECK(method(w.expression, "StrongStop(Left)") == strong(c.left_stop));
        CHECK(method(w.expression, "StrongStop(Right)") == strong(c.right_stop));
        CHECK(cgt::testing::members(method(w.expression, "Options(Left)")) == cgt::testing::members(c.left_options));
        CHECK(cgt::testing::members(method(w.expression, "Options(Right)")) == cgt::testing::members(c.right_options));
        CHECK(same(method(w.expression, "OutcomeClass"), c.outcome_class));
        CHECK(same(method(w.expression, "Variety"), c.variety));
        CHECK(cgt::testing::members(method(w.expression, "LeftOptions")) == cgt::testing::members(c.left_options));
        CHECK(cgt::testing::members(method(w.expression, "RightOptions")) == cgt::testing::members(c.right_options));
        if (c.followers)
            CHECK(cgt::testing::members(method(w.expression, "Followers")) == cgt::testing::members(c.followers));
        CHECK(method(w.expression, "IsStopper") == "true");
        CHECK(method(w.expression, "IsLoopfree") == "false");
    }
}
