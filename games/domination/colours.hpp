#pragma once
// Vertex colours of the partizan domination game, and coloured paths and cycles written as colour
// strings ("AABA" is v1..v4 with v3 the only B).
//
// A: only Left may select the vertex; B: only Right; C: both (the impartial game is all-C).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/player.hpp"

namespace cgt::domination {

enum class Colour : std::uint8_t { A = 0, B = 1, C = 2 };

using cgt::Player; // the core's player type (cgt/player.hpp)

constexpr bool may_select(Player p, Colour c) noexcept {
    return c == Colour::C || (p == Player::left ? c == Colour::A : c == Colour::B);
}
constexpr char to_char(Colour c) noexcept { return c == Colour::A ? 'A' : c == Colour::B ? 'B' : 'C'; }
constexpr Colour swapped(Colour c) noexcept {
    return c == Colour::A ? Colour::B : c == Colour::B ? Colour::A : Colour::C;
}

// Throws InvalidArgument naming the first character that is not A, B or C (upper case only) and
// its 1-based position. An empty string is a valid (empty) path.
void check_colour_string(std::string_view colours);
std::vector<Colour> parse_colours(std::string_view colours);
std::string to_string(const std::vector<Colour>& colours);

// A and B exchanged: the colour string of the negated game.
std::string swap_colours(std::string_view colours);

} // namespace cgt::domination
