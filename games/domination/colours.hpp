#pragma once
// Vertex colours of the partizan domination game, and coloured paths and cycles written as colour
// strings ("AABA" is v1..v4 with v3 the only B).
//
// A vertex's colour says who may select it, so it is the core's cgt::Movers (games/ruleset.hpp),
// written A (Movers::left: only Left), B (Movers::right: only Right) or C (Movers::both; the
// impartial game is all-C).

#include <string>
#include <string_view>
#include <vector>

#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt::domination {

using cgt::Movers;
using cgt::Player; // the core's player type (cgt/player.hpp)

constexpr char to_char(Movers m) noexcept { return m == Movers::left ? 'A' : m == Movers::right ? 'B' : 'C'; }
// The colour written c ('A', 'B' or 'C'; check_colour_string checks strings).
constexpr Movers colour_of(char c) noexcept { return c == 'A' ? Movers::left : c == 'B' ? Movers::right : Movers::both; }

// Throws InvalidArgument naming the first character that is not A, B or C (upper case only) and
// its 1-based position. An empty string is a valid (empty) path.
void check_colour_string(std::string_view colours);
std::vector<Movers> parse_colours(std::string_view colours);
std::string to_string(const std::vector<Movers>& colours);

// A and B exchanged: the colour string of the negated game.
std::string swap_colours(std::string_view colours);

} // namespace cgt::domination
