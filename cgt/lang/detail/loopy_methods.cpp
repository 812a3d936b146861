#include "cgt/lang/detail/loopy_methods.hpp"

#include <array>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/detail/loopy_values.hpp"
#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/properties.hpp"
#include "cgt/loopy/pseudonumber.hpp"

namespace cgt::detail {
namespace {

using LoopyArgs = std::span<const Value>;
using loopy::SidedValue;
using loopy::Stopper;

Stopper receiver_stopper(const Value& r) { return stopper_value(r, "the game"); }
SidedValue receiver_sided(const Value& r) { return sided_value(r, "the game"); }

// Throws unless r is a game, short or loopy (a short one's graph is not built).
void require_game(const Value& r) {
    if (!std::holds_alternative<Game>(r)) receiver_sided(r);
}

Value stopper_result(Stopper s) { return loopy_result(SidedValue(s)); }

LoopySet stopper_set(const std::vector<Stopper>& stoppers) {
    LoopySet out;
    for (Stopper s : stoppers) out.values.emplace_back(s);
    return out;
}

Value pseudonumber_result(const loopy::Pseudonumber& p) { return stopper_result(p.to_stopper()); }

// A side of a value as a stopper (Onside, Offside).
Value side(const Value& r, bool on) {
    const SidedValue v = receiver_sided(r);
    const auto s = on ? v.onside() : v.offside();
    if (!s)
        throw InvalidArgument(fmt::format("the {} of this value is not a stopper (its sides are not stoppers, as in "
                                          "Bach's Carousel)",
                                          on ? "onside" : "offside"));
    return stopper_result(*s);
}

bool sides_hold(const SidedValue& v, bool (*test)(const loopy::Graph&, loopy::Vertex)) {
    return test(v.onside_graph(), 0) && test(v.offside_graph(), 0);
}

const std::array kLoopyMethods = std::to_array<MethodInfo>({
    {"Degree", 0, 0, "G.Degree", "", [](const Value& r, LoopyArgs) -> Value { return stopper_result(loopy::degree(receiver_stopper(r))); }},
    {"Downsum", 1, 1, "G.Downsum(H)", "H, a stopper",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::downsum(receiver_stopper(r), stopper_value(a[0], "H")));
     }},
    {"DownsumVariety", 1, 1, "G.DownsumVariety(D)", "D, an idempotent stopper",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::downsum_variety(receiver_stopper(r), stopper_value(a[0], "D")));
     }},
    {"FollowerCount", 0, 0, "G.FollowerCount", "",
     [](const Value& r, LoopyArgs) -> Value { return Game::integer(static_cast<std::int64_t>(receiver_stopper(r).follower_count())); }},
    {"Followers", 0, 0, "G.Followers", "", [](const Value& r, LoopyArgs) -> Value { return stopper_set(receiver_stopper(r).followers()); }},
    {"IsAllSmall", 0, 0, "G.IsAllSmall", "",
     [](const Value& r, LoopyArgs) -> Value { return loopy::is_all_small(receiver_sided(r)); }},
    {"IsFinite", 0, 0, "G.IsFinite", "", [](const Value& r, LoopyArgs) -> Value { // finitely many positions
         require_game(r);
         return true;
     }},
    {"IsIdempotent", 0, 0, "G.IsIdempotent", "", [](const Value& r, LoopyArgs) -> Value { return receiver_sided(r).is_idempotent(); }},
    {"IsInfinitesimal", 0, 0, "G.IsInfinitesimal", "",
     [](const Value& r, LoopyArgs) -> Value { return loopy::is_infinitesimal(receiver_sided(r)); }},
    // A loopy value here equals no short game (one that does is a short game, with the short
    // games' methods), so it is no integer, nimber, uptimal or zero: CGSuite's answers too.
    {"IsInteger", 0, 0, "G.IsInteger", "", [](const Value&, LoopyArgs) -> Value { return false; }},
    {"IsLoopfree", 0, 0, "G.IsLoopfree", "",
     [](const Value& r, LoopyArgs) -> Value { return sides_hold(receiver_sided(r), &loopy::is_loopfree); }},
    {"IsNimber", 0, 0, "G.IsNimber", "", [](const Value&, LoopyArgs) -> Value { return false; }},
    {"IsNumber", 0, 0, "G.IsNumber", "", [](const Value& r, LoopyArgs) -> Value {
         const auto s = receiver_sided(r).as_stopper();
         return s && s->is_number();
     }},
    {"IsNumberTiny", 0, 0, "G.IsNumberTiny", "",
     [](const Value& r, LoopyArgs) -> Value { return loopy::is_number_tiny(receiver_stopper(r)); }},
    {"IsNumberish", 0, 0, "G.IsNumberish", "",
     [](const Value& r, LoopyArgs) -> Value { return loopy::is_numberish(receiver_sided(r)); }},
    // An ordinal is a non-negative integer among short games (CGSuite's Integer.isOrdinal).
    {"IsOrdinal", 0, 0, "G.IsOrdinal", "", [](const Value& r, LoopyArgs) -> Value {
         require_game(r);
         const Game* g = std::get_if<Game>(&r);
         return g && g->is_integer() && *g >= Game();
     }},
    {"IsPlumtree", 0, 0, "G.IsPlumtree", "",
     [](const Value& r, LoopyArgs) -> Value { return sides_hold(receiver_sided(r), &loopy::is_plumtree); }},
    {"IsPseudonumber", 0, 0, "G.IsPseudonumber", "", [](const Value& r, LoopyArgs) -> Value {
         const auto s = receiver_sided(r).as_stopper();
         return s && loopy::is_pseudonumber(*s);
     }},
    {"IsStable", 0, 0, "G.IsStable", "", [](const Value& r, LoopyArgs) -> Value { return loopy::is_stable(receiver_stopper(r)); }},
    {"IsStopper", 0, 0, "G.IsStopper", "", [](const Value& r, LoopyArgs) -> Value { return receiver_sided(r).is_stopper(); }},
    {"IsStopperSided", 0, 0, "G.IsStopperSided", "",
     [](const Value& r, LoopyArgs) -> Value { return receiver_sided(r).is_stopper_sided(); }},
    {"IsSwitch", 0, 0, "G.IsSwitch", "", [](const Value& r, LoopyArgs) -> Value { return loopy::is_switch(receiver_stopper(r)); }},
    {"IsUptimal", 0, 0, "G.IsUptimal", "", [](const Value&, LoopyArgs) -> Value { return false; }},
    {"IsZero", 0, 0, "G.IsZero", "", [](const Value&, LoopyArgs) -> Value { return false; }},
    {"LeftOptions", 0, 0, "G.LeftOptions", "", [](const Value& r, LoopyArgs) -> Value { return stopper_set(receiver_stopper(r).left_options()); }},
    {"LeftStop", 0, 0, "G.LeftStop", "", [](const Value& r, LoopyArgs) -> Value { return pseudonumber_result(loopy::left_stop(receiver_stopper(r))); }},
    {"Offside", 0, 0, "G.Offside", "", [](const Value& r, LoopyArgs) -> Value { return side(r, false); }},
    {"Onside", 0, 0, "G.Onside", "", [](const Value& r, LoopyArgs) -> Value { return side(r, true); }},
    {"OutcomeClass", 0, 0, "G.OutcomeClass", "", [](const Value& r, LoopyArgs) -> Value { return receiver_sided(r).outcome(); }},
    {"Options", 1, 1, "G.Options(player)", "player, Left or Right",
     [](const Value& r, LoopyArgs a) -> Value { return stopper_set(receiver_stopper(r).options(player_value(a[0], "the player"))); }},
    {"Pow", 1, 1, "G.Pow(x)", "x, the exponent (a pseudonumber: a number, on, x over, {5|pass}, ...)",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::pow(receiver_stopper(r), stopper_value(a[0], "the exponent x")));
     }},
    {"PowTo", 1, 1, "G.PowTo(x)", "x, the exponent (a pseudonumber: a number, on, x over, {5|pass}, ...)",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::pow_to(receiver_stopper(r), stopper_value(a[0], "the exponent x")));
     }},
    {"RightOptions", 0, 0, "G.RightOptions", "",
     [](const Value& r, LoopyArgs) -> Value { return stopper_set(receiver_stopper(r).right_options()); }},
    {"RightStop", 0, 0, "G.RightStop", "",
     [](const Value& r, LoopyArgs) -> Value { return pseudonumber_result(loopy::right_stop(receiver_stopper(r))); }},
    {"Stop", 1, 1, "G.Stop(player)", "player, Left or Right",
     [](const Value& r, LoopyArgs a) -> Value {
         return pseudonumber_result(loopy::stop(receiver_stopper(r), player_value(a[0], "the player")));
     }},
    {"StrongStop", 1, 1, "G.StrongStop(player)", "player, Left or Right",
     [](const Value& r, LoopyArgs a) -> Value {
         return pseudonumber_result(loopy::strong_stop(receiver_stopper(r), player_value(a[0], "the player")));
     }},
    {"Subordinate", 1, 1, "G.Subordinate(B)", "B, the base (a short game)",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::subordinate(receiver_stopper(r), game_value(a[0], "the base B")));
     }},
    {"Upsum", 1, 1, "G.Upsum(H)", "H, a stopper",
     [](const Value& r, LoopyArgs a) -> Value { return stopper_result(loopy::upsum(receiver_stopper(r), stopper_value(a[0], "H"))); }},
    {"UpsumVariety", 1, 1, "G.UpsumVariety(D)", "D, an idempotent stopper",
     [](const Value& r, LoopyArgs a) -> Value {
         return stopper_result(loopy::upsum_variety(receiver_stopper(r), stopper_value(a[0], "D")));
     }},
    {"Variety", 0, 0, "G.Variety", "", [](const Value& r, LoopyArgs) -> Value { return stopper_result(loopy::variety(receiver_stopper(r))); }},
});

} // namespace

std::span<const MethodInfo> loopy_methods() { return kLoopyMethods; }

Value call_loopy_method(std::string_view name, const Value& receiver, std::span<const Value> arguments) {
    for (const MethodInfo& m : kLoopyMethods)
        if (m.name == name) return m.call(receiver, arguments);
    throw InvalidArgument(fmt::format("it applies to short games, not to loopy games ({} of a loopy game is not "
                                      "defined; docs/loopy.md lists the methods of loopy games)",
                                      name));
}

} // namespace cgt::detail
