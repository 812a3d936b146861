#include "cgt/incentives.hpp"

#include <algorithm>

namespace cgt {
namespace {

// Distinct values, without those <= another one (CGSuite keeps only the maximal incentives).
std::vector<Game> maximal(std::vector<Game> games) {
    std::ranges::sort(games, Game::IdLess{});
    games.erase(std::unique(games.begin(), games.end()), games.end());
    std::vector<Game> out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        bool dominated = false;
        for (std::size_t j = 0; j < games.size() && !dominated; ++j)
            dominated = i != j && games[i] <= games[j];
        if (!dominated) out.push_back(games[i]);
    }
    return out;
}

std::vector<Game> left_raw(Game g) {
    std::vector<Game> out;
    for (Game gl : g.left_options()) out.push_back(gl - g);
    return out;
}

std::vector<Game> right_raw(Game g) {
    std::vector<Game> out;
    for (Game gr : g.right_options()) out.push_back(g - gr);
    return out;
}

} // namespace

std::vector<Game> left_incentives(Game g) { return maximal(left_raw(g)); }
std::vector<Game> right_incentives(Game g) { return maximal(right_raw(g)); }

std::vector<Game> incentives(Game g) {
    std::vector<Game> all = left_raw(g);
    std::vector<Game> right = right_raw(g);
    all.insert(all.end(), right.begin(), right.end());
    return maximal(std::move(all));
}

} // namespace cgt
