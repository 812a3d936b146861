// The method table of the expression language. Each entry is CGSuite's name, its arity, a
// usage line for messages, and a small function that checks the argument types and calls the
// library. Methods are listed alphabetically (docs/notation.md has the same table).

#include "cgt/lang/detail/methods.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_set>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/lang/detail/loopy_methods.hpp"
#include "cgt/lang/detail/operators.hpp"
#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/lang/detail/work_checks.hpp"
#include "cgt/errors.hpp"
#include "cgt/all_small.hpp"
#include "cgt/incentives.hpp"
#include "cgt/invariants.hpp"
#include "cgt/products.hpp"
#include "cgt/reduced_form.hpp"
#include "cgt/thermal.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/misere.hpp"
#include "cgt/detail/game_table.hpp" // max_listed_nimber

namespace cgt::detail {
namespace {

// Sets and follower walks larger than this are refused before they are built.
constexpr std::uint64_t max_listed_games = 1'000'000;

// The number of options per side of g, without building them (a large nimber has many).
std::uint64_t options_per_side_bound(Game g) {
    if (g.is_nus()) return std::max<std::uint64_t>(g.nim_part(), 2);
    return std::max(g.left_option_count(), g.right_option_count());
}

GameSet checked_set(Game g, std::vector<Game> (Game::*side)() const) {
    if (options_per_side_bound(g) > max_listed_games)
        throw InvalidArgument(fmt::format("{} has {} options on each side, more than the {} a set may list",
                                          to_string(g), options_per_side_bound(g), max_listed_games));
    return GameSet{(g.*side)()};
}

// G.Stop(player): the Left or Right stop.
Value stop_of(const Value& r, std::span<const Value> a) {
    const Game g = receiver_game(r);
    return Game::number(player_value(a[0], "the player") == Player::left ? g.left_stop() : g.right_stop());
}

// The number of followers, g included. A number+up+star value's followers form a chain, one
// per day of its birthday: the count is birthday + 1, without walking them.
BigInt follower_count(Game g) {
    if (g.is_nus()) return g.birthday() + 1;
    std::uint64_t count = 0;
    post_order(g, all_options, [&](Game) { ++count; });
    return BigInt(count);
}

// The misère form of an impartial value: a misère game itself, or the nim heap of a nimber (the
// only impartial games among canonical forms; their options are listed up to *256).
MisereGame misere_form(const Value& v) {
    if (const MisereGame* g = std::get_if<MisereGame>(&v)) return *g;
    if (const Game* g = std::get_if<Game>(&v); g && g->is_nimber()) {
        if (g->nim_part() > max_listed_nimber)
            throw OutOfRange(fmt::format("the misere form of *{} is built heap by heap; cgt builds it up to *{}",
                                         g->nim_part(), max_listed_nimber));
        return MisereGame::nim_heap(static_cast<std::uint32_t>(g->nim_part()));
    }
    throw InvalidArgument(fmt::format("it applies to impartial games (nimbers and misere forms), not to {}",
                                      to_string(v)));
}

// g, for operations that build games that are not number+up+star values around it.
Game checked_ups(Game g) {
    check_up_multiples(g, "");
    return g;
}

// G.NortonProduct(U) (CGSuite's name; NortonMultiply is the same).
Value norton_product(const Value& r, std::span<const Value> a) {
    const Game g = receiver_game(r), u = game_value(a[0], "the unit U");
    check_up_multiples(g, "");
    check_up_multiples(u, "");
    check_heated_nimbers(g, "");
    check_integer_followers(g, u, "");
    return norton_multiply(g, u);
}

// ---- the table ----

using Args = std::span<const Value>;

const std::array kMethods = std::to_array<MethodInfo>({
    {"AtomicWeight", 0, 0, "G.AtomicWeight", "",
     [](const Value& r, Args) -> Value { return atomic_weight(receiver_game(r)); }},
    {"Birthday", 0, 0, "G.Birthday", "",
     [](const Value& r, Args) -> Value { return Game::number(Dyadic(receiver_game(r).birthday())); }},
    {"Companion", 0, 0, "G.Companion", "", [](const Value& r, Args) -> Value { return companion(receiver_game(r)); }},
    {"ConwayProduct", 1, 1, "G.ConwayProduct(H)", "H, a game",
     [](const Value& r, Args a) -> Value {
         const Game g = receiver_game(r), h = game_value(a[0], "H");
         check_up_multiples(g, "");
         check_up_multiples(h, "");
         check_integer_followers(g, h, "");
         check_integer_followers(h, g, "");
         return conway_product(g, h);
     }},
    {"Cool", 1, 1, "G.Cool(t)", "t, the temperature (a number)",
     [](const Value& r, Args a) -> Value { return cool(receiver_game(r), number_value(a[0], "the temperature t")); }},
    {"FollowerCount", 0, 0, "G.FollowerCount", "",
     [](const Value& r, Args) -> Value { return Game::number(Dyadic(follower_count(receiver_game(r)))); }},
    {"Followers", 0, 0, "G.Followers", "",
     [](const Value& r, Args) -> Value { return GameSet{cgt::followers(receiver_game(r), max_listed_games)}; }},
    {"Freeze", 0, 0, "G.Freeze", "", [](const Value& r, Args) -> Value { return freeze(receiver_game(r)); }},
    {"Genus", 0, 0, "G.Genus", "", [](const Value& r, Args) -> Value { return misere_form(r).genus(); }},
    {"Heat", 1, 1, "G.Heat(t)", "t, the temperature (a game)",
     [](const Value& r, Args a) -> Value {
         const Game g = receiver_game(r), t = game_value(a[0], "the temperature t");
         check_up_multiples(g, "");
         check_up_multiples(t, "");
         check_heated_nimbers(g, "");
         return heat(g, t);
     }},
    {"Incentives", 0, 0, "G.Incentives", "", [](const Value& r, Args) -> Value { return GameSet{incentives(receiver_game(r))}; }},
    {"IsAllSmall", 0, 0, "G.IsAllSmall", "", [](const Value& r, Args) -> Value { return is_all_small(receiver_game(r)); }},
    {"IsAtomic", 0, 0, "G.IsAtomic", "", [](const Value& r, Args) -> Value { return is_atomic(receiver_game(r)); }},
    {"IsEven", 0, 0, "G.IsEven", "", [](const Value& r, Args) -> Value { return is_even(receiver_game(r)); }},
    {"IsEvenTempered", 0, 0, "G.IsEvenTempered", "",
     [](const Value& r, Args) -> Value { return is_even_tempered(receiver_game(r)); }},
    {"IsInfinitesimal", 0, 0, "G.IsInfinitesimal", "",
     [](const Value& r, Args) -> Value { return receiver_game(r).is_infinitesimal(); }},
    {"IsInteger", 0, 0, "G.IsInteger", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_integer(); }},
    {"IsNimber", 0, 0, "G.IsNimber", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_nimber(); }},
    {"IsNumber", 0, 0, "G.IsNumber", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_number(); }},
    {"IsNumberTiny", 0, 0, "G.IsNumberTiny", "",
     [](const Value& r, Args) -> Value { return is_number_tiny(receiver_game(r)); }},
    {"IsNumberish", 0, 0, "G.IsNumberish", "", [](const Value& r, Args) -> Value { return is_numberish(receiver_game(r)); }},
    {"IsOdd", 0, 0, "G.IsOdd", "", [](const Value& r, Args) -> Value { return is_odd(receiver_game(r)); }},
    {"IsOddTempered", 0, 0, "G.IsOddTempered", "",
     [](const Value& r, Args) -> Value { return is_odd_tempered(receiver_game(r)); }},
    {"IsUptimal", 0, 0, "G.IsUptimal", "", [](const Value& r, Args) -> Value { return is_uptimal(receiver_game(r)); }},
    {"IsZero", 0, 0, "G.IsZero", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_zero(); }},
    {"LeftIncentives", 0, 0, "G.LeftIncentives", "",
     [](const Value& r, Args) -> Value { return GameSet{left_incentives(receiver_game(r))}; }},
    {"LeftOptions", 0, 0, "G.LeftOptions", "",
     [](const Value& r, Args) -> Value { return checked_set(receiver_game(r), &Game::left_options); }},
    {"LeftStop", 0, 0, "G.LeftStop", "", [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).left_stop()); }},
    {"Mate", 0, 0, "G.Mate", "", [](const Value& r, Args) -> Value { return misere_form(r).mate(); }},
    {"Mean", 0, 0, "G.Mean", "", [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).mean()); }},
    {"MisereCanonicalForm", 0, 0, "G.MisereCanonicalForm", "",
     [](const Value& r, Args) -> Value { return misere_form(r); }},
    {"MisereNimValue", 0, 0, "G.MisereNimValue", "",
     [](const Value& r, Args) -> Value { return Game::integer(misere_form(r).misere_nim_value()); }},
    {"MisereOutcomeClass", 0, 0, "G.MisereOutcomeClass", "",
     [](const Value& r, Args) -> Value { return misere_form(r).misere_outcome(); }},
    {"Miny", 0, 0, "G.Miny", "", [](const Value& r, Args) -> Value { return miny(checked_ups(receiver_game(r))); }},
    {"NortonMultiply", 1, 1, "G.NortonMultiply(U)", "U, the unit (a positive game)", norton_product},
    {"NortonProduct", 1, 1, "G.NortonProduct(U)", "U, the unit (a positive game)", norton_product},
    {"OutcomeClass", 0, 0, "G.OutcomeClass", "", [](const Value& r, Args) -> Value { return receiver_game(r).outcome(); }},
    {"Overheat", 2, 2, "G.Overheat(s,t)", "s and t, games",
     [](const Value& r, Args a) -> Value {
         const Game g = receiver_game(r), s = game_value(a[0], "s"), t = game_value(a[1], "t");
         for (Game x : {g, s, t}) check_up_multiples(x, "");
         check_heated_nimbers(g, "");
         check_integer_followers(g, s, "");
         return overheat(g, s, t);
     }},
    {"Pow", 1, 1, "G.Pow(x)", "x, the exponent (a number)",
     [](const Value& r, Args a) -> Value {
         return pow_number(checked_ups(receiver_game(r)), number_value(a[0], "the exponent x"));
     }},
    {"PowTo", 1, 1, "G.PowTo(x)", "x, the exponent (a number)",
     [](const Value& r, Args a) -> Value { return pow_to_number(receiver_game(r), number_value(a[0], "the exponent x")); }},
    {"ReducedCanonicalForm", 0, 0, "G.ReducedCanonicalForm", "",
     [](const Value& r, Args) -> Value { return reduced_canonical_form(receiver_game(r)); }},
    {"Options", 1, 1, "G.Options(player)", "player, Left or Right",
     [](const Value& r, Args a) -> Value {
         return checked_set(receiver_game(r), player_value(a[0], "the player") == Player::left ? &Game::left_options
                                                                                               : &Game::right_options);
     }},
    {"RightIncentives", 0, 0, "G.RightIncentives", "",
     [](const Value& r, Args) -> Value { return GameSet{right_incentives(receiver_game(r))}; }},
    {"RightOptions", 0, 0, "G.RightOptions", "",
     [](const Value& r, Args) -> Value { return checked_set(receiver_game(r), &Game::right_options); }},
    {"RightStop", 0, 0, "G.RightStop", "",
     [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).right_stop()); }},
    {"Stop", 1, 1, "G.Stop(player)", "player, Left or Right", &stop_of},
    // Of a short game the strong stop is its stop (no over or under to drop).
    {"StrongStop", 1, 1, "G.StrongStop(player)", "player, Left or Right (of a short game, its stop)", &stop_of},
    {"Subordinate", 1, 1, "G.Subordinate(B)", "B, the base (a game)",
     [](const Value& r, Args a) -> Value {
         const Game g = receiver_game(r), base = game_value(a[0], "the base B");
         check_chain_levels(g.birthday(), ""); // the walk visits every follower, down to its birthday
         check_up_multiples(g, "");
         return subordinate(g, base);
     }},
    {"StopCount", 0, 0, "G.StopCount", "",
     [](const Value& r, Args) -> Value { return Game::number(Dyadic(stop_count(receiver_game(r)))); }},
    {"Temperature", 0, 0, "G.Temperature", "",
     [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).temperature()); }},
    {"Thermograph", 0, 0, "G.Thermograph", "", [](const Value& r, Args) -> Value { return thermograph(receiver_game(r)); }},
    {"UptimalExpansion", 0, 0, "G.UptimalExpansion", "",
     [](const Value& r, Args) -> Value {
         const Game g = receiver_game(r);
         auto e = uptimal_expansion(g);
         if (!e) throw InvalidArgument(fmt::format("{} is not an uptimal", to_string(g)));
         return *e;
     }},
    {"Tiny", 0, 0, "G.Tiny", "", [](const Value& r, Args) -> Value { return tiny(checked_ups(receiver_game(r))); }},
});

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

// Indices past the short games' table are the loopy methods' (loopy_methods.hpp): the names
// only loopy games have, such as Degree, are found there.
std::optional<std::uint32_t> find_method(std::string_view name) {
    for (std::size_t k = 0; k < kMethods.size(); ++k)
        if (kMethods[k].name == name) return static_cast<std::uint32_t>(k);
    const auto loopy = loopy_methods();
    for (std::size_t k = 0; k < loopy.size(); ++k)
        if (loopy[k].name == name) return static_cast<std::uint32_t>(kMethods.size() + k);
    return std::nullopt;
}

const MethodInfo& method_info(std::uint32_t index) {
    if (index < kMethods.size()) return kMethods[index];
    return loopy_methods()[index - kMethods.size()];
}
std::size_t method_count() { return kMethods.size() + loopy_methods().size(); }

std::string arity_message(const MethodInfo& m, std::size_t given) {
    std::string count = m.min_arguments == m.max_arguments
                            ? fmt::format("{} argument{}", m.min_arguments, m.min_arguments == 1 ? "" : "s")
                            : fmt::format("{} to {} arguments", m.min_arguments, m.max_arguments);
    if (m.max_arguments == 0)
        return fmt::format("{} takes no arguments, got {}: write {}", m.name, given, m.usage);
    return fmt::format("{} takes {} ({}), got {}: write {}", m.name, count, m.takes, given, m.usage);
}

std::optional<std::uint32_t> find_function(std::string_view name) {
    if (name == "cool") return find_method("Cool");
    if (name == "heat") return find_method("Heat");
    return std::nullopt;
}

std::string function_arity_message(const MethodInfo& m, std::size_t given) {
    // usage "G.Heat(t)" becomes "heat(G, t)"
    const std::string name = lower(m.name);
    const std::string_view arguments = m.usage.substr(m.usage.find('(') + 1);
    return fmt::format("{} takes {} arguments (G, then {}), got {}: write {}(G, {}", name, m.min_arguments + 1,
                       m.takes, given, name, arguments);
}

std::string unknown_method_message(std::string_view name) {
    std::string shown(name.substr(0, std::min<std::size_t>(name.size(), 40)));
    for (std::uint32_t k = 0; k < method_count(); ++k) {
        const MethodInfo& m = method_info(k);
        if (lower(m.name) == lower(name)) return fmt::format("unknown method '{}' (did you mean {}?)", shown, m.name);
    }
    return fmt::format("unknown method '{}' (docs/notation.md lists the methods)", shown);
}

} // namespace cgt::detail
