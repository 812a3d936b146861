#pragma once
// Building a canonical game from raw option lists produced by the DPs and searches.

#include <vector>

#include "cgt/game.hpp"

namespace cgt::domination::detail {

// Drops repeated options and every numeric option beaten by the best numeric option of the same
// side (a cheap domination pass: numbers are totally ordered), then asks the core for the
// canonical form. The vectors are used as scratch space.
Game game_from_options(std::vector<Game>& left, std::vector<Game>& right);

} // namespace cgt::domination::detail
