#pragma once
// The deep games of the stack-depth tests: G_n = {n | G_(n-1)}, G_0 = 0, canonical and n levels
// deep (shallower under sanitizers, whose frames are larger).

#include "cgt/game.hpp"

namespace cgt::testing {

#ifdef CGT_SANITIZED
inline constexpr int deep_game_depth = 2000;
#else
inline constexpr int deep_game_depth = 20000;
#endif

inline Game deep_game(int depth) {
    Game g;
    for (int n = 1; n <= depth; ++n) g = Game::from_options({Game::integer(n)}, {g});
    return g;
}

} // namespace cgt::testing
