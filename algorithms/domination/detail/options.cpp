#include "algorithms/domination/detail/options.hpp"

#include <algorithm>

namespace cgt::domination::detail {

namespace {

// Keeps the options of one side that may survive: unique ids, and among numbers only the best
// for that side (largest for Left, smallest for Right).
void prune(std::vector<Game>& options, bool left) {
    if (options.size() < 2) return;
    std::sort(options.begin(), options.end(), Game::IdLess{});
    options.erase(std::unique(options.begin(), options.end()), options.end());
    if (options.size() < 2) return;
    const Game* best = nullptr;
    std::size_t numbers = 0;
    for (const Game& g : options) {
        if (!g.is_number()) continue;
        ++numbers;
        if (best == nullptr || (left ? *best < g : g < *best)) best = &g;
    }
    if (numbers < 2) return;
    Game keep = *best;
    std::erase_if(options, [keep](Game g) { return g != keep && g.is_number(); });
}

} // namespace

Game game_from_options(std::vector<Game>& left, std::vector<Game>& right) {
    prune(left, true);
    prune(right, false);
    return Game::from_options(left, right);
}

} // namespace cgt::domination::detail
