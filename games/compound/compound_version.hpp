#pragma once
// Conway's twelve ways of combining games (ONAG ch. 14): six compound versions, each in normal
// or misere play.

#include <string_view>

#include "cgt/player.hpp"

namespace cgt::compound {

// Which components a move touches and when the game ends.
enum class Version {
    disjunctive, // move in exactly one component; ends when all components have ended
    diminished,  // diminished disjunctive: one component; ends as soon as one component ends
    conjunctive, // move in every component; ends as soon as one component ends
    continued,   // continued conjunctive: every component; ends when all have ended
    selective,   // any nonempty set of components; ends when all have ended
    shortened,   // shortened selective: any nonempty set; ends as soon as one component ends
};

using cgt::Play; // normal or misère play (cgt/player.hpp)

enum class MoveRule { one, all, any };

MoveRule move_rule(Version v) noexcept;
// True for the short ending rule (the compound ends as soon as one component ends).
bool ends_early(Version v) noexcept;

std::string_view to_string(Version v) noexcept;

// Parses "disjunctive", "diminished", ... (the CLI names). Throws InvalidArgument otherwise.
Version parse_version(std::string_view text);
// Parses "normal" or "misere" (also "misère"). Throws InvalidArgument otherwise.
Play parse_play(std::string_view text);

} // namespace cgt::compound
