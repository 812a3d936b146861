#pragma once
// Type checks on the values of the expression language, with the messages a user sees when an
// operand or argument has the wrong type (G.Cool(*): "t must be a number, got *").

#include <cstdint>
#include <string_view>

#include "cgt/lang/expression.hpp"

namespace cgt::detail {

// The game a method is called on ("the receiver must be a game, got true (a boolean)").
Game receiver_game(const Value& v);
// A game argument or operand; what names it in the message ("t", "the right operand of ':'").
Game game_value(const Value& v, std::string_view what);
// A number (a game that is a number).
Dyadic number_value(const Value& v, std::string_view what);
// Left or Right ("the player must be Left or Right, got 3 (a game)").
Player player_value(const Value& v, std::string_view what);
// An integer within [low, high].
std::int64_t integer_value(const Value& v, std::string_view what, std::int64_t low, std::int64_t high);

} // namespace cgt::detail
