// The method table of the expression language. Each entry is CGSuite's name, its arity, a
// usage line for messages, and a small function that checks the argument types and calls the
// library. Methods are listed alphabetically (docs/notation.md has the same table).

#include "cgt/detail/methods.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_set>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/language_ops.hpp"
#include "cgt/detail/value_checks.hpp"
#include "cgt/errors.hpp"
#include "cgt/thermograph.hpp"

namespace cgt::detail {
namespace {

// Sets and follower walks larger than this are refused before they are built.
constexpr std::uint64_t kMaxListedGames = 1'000'000;

// The number of options per side of g, without building them (a large nimber has many).
std::uint64_t options_per_side_bound(Game g) {
    if (g.is_nus()) return std::max<std::uint64_t>(g.nim_part(), 2);
    return std::max(g.left_option_count(), g.right_option_count());
}

GameSet checked_set(Game g, std::vector<Game> (Game::*side)() const) {
    if (options_per_side_bound(g) > kMaxListedGames)
        throw InvalidArgument(fmt::format("{} has {} options on each side, more than the {} a set may list",
                                          to_string(g), options_per_side_bound(g), kMaxListedGames));
    return GameSet{(g.*side)()};
}

// Every follower of g, g included (none listed twice).
std::vector<Game> followers(Game g) {
    BigInt count = g.is_nus() ? g.birthday() + 1 : BigInt(0);
    if (count > kMaxListedGames)
        throw InvalidArgument(fmt::format("{} has {} followers, more than the {} a set may list (G.FollowerCount "
                                          "counts them)",
                                          to_string(g), count.str(), kMaxListedGames));
    std::vector<Game> out;
    post_order(g, all_options, [&](Game h) {
        out.push_back(h);
        if (out.size() > kMaxListedGames)
            throw InvalidArgument(fmt::format("the game has more than {} followers, more than a set may list "
                                              "(G.FollowerCount counts them)",
                                              kMaxListedGames));
    });
    return out;
}

// The number of followers, g included. A number+up+star value's followers form a chain, one
// per day of its birthday: the count is birthday + 1, without walking them.
BigInt follower_count(Game g) {
    if (g.is_nus()) return g.birthday() + 1;
    std::uint64_t count = 0;
    post_order(g, all_options, [&](Game) { ++count; });
    return BigInt(count);
}

// Dicotic: every follower has Left options exactly when it has Right options.
bool is_all_small(Game g) {
    if (g.is_nus()) return g.number_part().is_zero();
    bool all_small = true;
    post_order(g, all_options, [&](Game h) {
        if (!h.is_nus() && (h.left_option_count() == 0) != (h.right_option_count() == 0)) all_small = false;
        if (h.is_nus() && !h.number_part().is_zero()) all_small = false;
    });
    return all_small;
}

// CGSuite's IsNumberTiny: a number, or x + Tiny(H) or x + Miny(H) for a number x (printed
// xTiny(H)).
bool is_number_tiny(Game g) {
    if (g.is_number()) return true;
    if (g.is_nus() || g.left_option_count() != 1 || g.right_option_count() != 1) return false;
    Game gl = g.left_options().front(), gr = g.right_options().front();
    if (gl.is_number() && !gr.is_nus() && gr.left_option_count() == 1 && gr.right_option_count() == 1 &&
        gr.left_options().front() == gl && gr.right_options().front().mean() < gl.mean())
        return true;
    return gr.is_number() && !gl.is_nus() && gl.left_option_count() == 1 && gl.right_option_count() == 1 &&
           gl.right_options().front() == gr && gl.left_options().front().mean() > gr.mean();
}

// ---- the table ----

using Args = std::span<const Value>;

const std::array kMethods = std::to_array<MethodInfo>({
    {"Birthday", 0, 0, "G.Birthday", "",
     [](const Value& r, Args) -> Value { return Game::number(Dyadic(receiver_game(r).birthday())); }},
    {"FollowerCount", 0, 0, "G.FollowerCount", "",
     [](const Value& r, Args) -> Value { return Game::number(Dyadic(follower_count(receiver_game(r)))); }},
    {"Followers", 0, 0, "G.Followers", "",
     [](const Value& r, Args) -> Value { return GameSet{followers(receiver_game(r))}; }},
    {"IsAllSmall", 0, 0, "G.IsAllSmall", "", [](const Value& r, Args) -> Value { return is_all_small(receiver_game(r)); }},
    {"IsInfinitesimal", 0, 0, "G.IsInfinitesimal", "",
     [](const Value& r, Args) -> Value { return receiver_game(r).is_infinitesimal(); }},
    {"IsInteger", 0, 0, "G.IsInteger", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_integer(); }},
    {"IsNimber", 0, 0, "G.IsNimber", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_nimber(); }},
    {"IsNumber", 0, 0, "G.IsNumber", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_number(); }},
    {"IsNumberTiny", 0, 0, "G.IsNumberTiny", "",
     [](const Value& r, Args) -> Value { return is_number_tiny(receiver_game(r)); }},
    {"IsNumberish", 0, 0, "G.IsNumberish", "",
     [](const Value& r, Args) -> Value {
         Game g = receiver_game(r);
         return g.left_stop() == g.right_stop();
     }},
    {"IsZero", 0, 0, "G.IsZero", "", [](const Value& r, Args) -> Value { return receiver_game(r).is_zero(); }},
    {"LeftOptions", 0, 0, "G.LeftOptions", "",
     [](const Value& r, Args) -> Value { return checked_set(receiver_game(r), &Game::left_options); }},
    {"LeftStop", 0, 0, "G.LeftStop", "", [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).left_stop()); }},
    {"Mean", 0, 0, "G.Mean", "", [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).mean()); }},
    {"Miny", 0, 0, "G.Miny", "", [](const Value& r, Args) -> Value { return miny(receiver_game(r)); }},
    {"OutcomeClass", 0, 0, "G.OutcomeClass", "", [](const Value& r, Args) -> Value { return receiver_game(r).outcome(); }},
    {"RightOptions", 0, 0, "G.RightOptions", "",
     [](const Value& r, Args) -> Value { return checked_set(receiver_game(r), &Game::right_options); }},
    {"RightStop", 0, 0, "G.RightStop", "",
     [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).right_stop()); }},
    {"Temperature", 0, 0, "G.Temperature", "",
     [](const Value& r, Args) -> Value { return Game::number(receiver_game(r).temperature()); }},
    {"Thermograph", 0, 0, "G.Thermograph", "", [](const Value& r, Args) -> Value { return thermograph(receiver_game(r)); }},
    {"Tiny", 0, 0, "G.Tiny", "", [](const Value& r, Args) -> Value { return tiny(receiver_game(r)); }},
});

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

std::optional<std::uint32_t> find_method(std::string_view name) {
    for (std::size_t k = 0; k < kMethods.size(); ++k)
        if (kMethods[k].name == name) return static_cast<std::uint32_t>(k);
    return std::nullopt;
}

const MethodInfo& method_info(std::uint32_t index) { return kMethods.at(index); }
std::size_t method_count() { return kMethods.size(); }

std::string arity_message(const MethodInfo& m, std::size_t given) {
    std::string count = m.min_arguments == m.max_arguments
                            ? fmt::format("{} argument{}", m.min_arguments, m.min_arguments == 1 ? "" : "s")
                            : fmt::format("{} to {} arguments", m.min_arguments, m.max_arguments);
    if (m.max_arguments == 0)
        return fmt::format("{} takes no arguments, got {}: write {}", m.name, given, m.usage);
    return fmt::format("{} takes {} ({}), got {}: write {}", m.name, count, m.takes, given, m.usage);
}

std::string unknown_method_message(std::string_view name) {
    std::string shown(name.substr(0, std::min<std::size_t>(name.size(), 40)));
    for (const MethodInfo& m : kMethods)
        if (lower(m.name) == lower(name)) return fmt::format("unknown method '{}' (did you mean {}?)", shown, m.name);
    return fmt::format("unknown method '{}' (docs/notation.md lists the methods)", shown);
}

} // namespace cgt::detail
