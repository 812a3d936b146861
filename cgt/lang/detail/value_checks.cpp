#include "cgt/lang/detail/value_checks.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

// "true (a boolean)", "{1|0} (a game)": the value, cut short, and its type.
std::string shown(const Value& v) {
    std::string text = to_string(v);
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    return fmt::format("{} ({})", text, kind_name(v));
}

} // namespace

Game receiver_game(const Value& v) {
    if (const Game* g = std::get_if<Game>(&v)) return *g;
    throw InvalidArgument(fmt::format("it applies to games, not to {}", shown(v)));
}

Game game_value(const Value& v, std::string_view what) {
    if (const Game* g = std::get_if<Game>(&v)) return *g;
    throw InvalidArgument(fmt::format("{} must be a game, got {}", what, shown(v)));
}

Player player_value(const Value& v, std::string_view what) {
    if (const Player* p = std::get_if<Player>(&v)) return *p;
    throw InvalidArgument(fmt::format("{} must be Left or Right, got {}", what, shown(v)));
}

Dyadic number_value(const Value& v, std::string_view what) {
    const Game* g = std::get_if<Game>(&v);
    if (!g || !g->is_number()) throw InvalidArgument(fmt::format("{} must be a number, got {}", what, shown(v)));
    return g->number_part();
}

std::int64_t integer_value(const Value& v, std::string_view what, std::int64_t low, std::int64_t high) {
    const Game* g = std::get_if<Game>(&v);
    if (!g || !g->is_integer())
        throw InvalidArgument(fmt::format("{} must be an integer, got {}", what, shown(v)));
    Dyadic x = g->number_part();
    if (!x.fits_int64() || x.to_int64() < low || x.to_int64() > high)
        throw InvalidArgument(fmt::format("{} must be an integer from {} to {}, got {}", what, low, high, shown(v)));
    return x.to_int64();
}

} // namespace cgt::detail
