#pragma once
// Incentives: what a move is worth to the player who makes it. Left's incentives are G^L - G,
// Right's are G - G^R. As in CGSuite, each list holds the distinct values with the dominated
// ones (those <= another incentive in the same list) removed, sorted by id.

#include <vector>

#include "cgt/game.hpp"

namespace cgt {

std::vector<Game> left_incentives(Game g);
std::vector<Game> right_incentives(Game g);
std::vector<Game> incentives(Game g); // Left's and Right's together, then reduced the same way

} // namespace cgt
