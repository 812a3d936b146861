// The loopy outcome of a loopy game plus short games (outcome_of_sum) against play on a sum
// graph built here (the twin's own sum and short-game embedding), and against the outcome of the
// value G + H formed by SidedValue's sum.
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/loopy/outcome.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "naive_loopy.hpp"
#include "random_bigraph.hpp"
#include "loopy_names.hpp"

using cgt::testing::NaiveGraph;

namespace {

// The positions of a short game as a naive graph (vertex 0 is the game), by plain recursion
// over the options (the test games are a few levels deep).
int embed(Game g, NaiveGraph& out, std::map<std::uint32_t, int>& seen) {
    if (auto it = seen.find(g.id()); it != seen.end()) return it->second;
    const int v = out.size();
    out.left.emplace_back();
    out.right.emplace_back();
    seen.emplace(g.id(), v);
    for (Game l : g.left_options()) {
        const int w = embed(l, out, seen);
        out.left[static_cast<std::size_t>(v)].push_back(w);
    }
    for (Game r : g.right_options()) {
        const int w = embed(r, out, seen);
        out.right[static_cast<std::size_t>(v)].push_back(w);
    }
    return v;
}

NaiveGraph naive_sum(const NaiveGraph& a, const NaiveGraph& b) {
    const int nb = b.size();
    NaiveGraph s;
    s.left.resize(static_cast<std::size_t>(a.size() * nb));
    s.right.resize(s.left.size());
    for (int v = 0; v < a.size(); ++v)
        for (int w = 0; w < nb; ++w) {
            const auto at = static_cast<std::size_t>(v * nb + w);
            for (int x : a.left[static_cast<std::size_t>(v)]) s.left[at].push_back(x * nb + w);
            for (int x : a.right[static_cast<std::size_t>(v)]) s.right[at].push_back(x * nb + w);
            for (int y : b.left[static_cast<std::size_t>(w)]) s.left[at].push_back(v * nb + y);
            for (int y : b.right[static_cast<std::size_t>(w)]) s.right[at].push_back(v * nb + y);
        }
    return s;
}

Outcome played(const NaiveGraph& g, int v, bool onside) {
    const bool second = cgt::testing::naive_left_wins(g, v, false, onside);
    const bool first = cgt::testing::naive_left_wins(g, v, true, onside);
    if (second) return first ? Outcome::L : Outcome::P;
    return first ? Outcome::N : Outcome::R;
}

} // namespace

TEST_CASE("outcome of a loopy game plus short games, as played on the sum graph") {
    const std::vector<Game> shorts = {Game(), Game::star(), Game::integer(1), Game::integer(-1), Game::up(),
                                      Game::from_options({Game::integer(1)}, {Game::integer(-1)}), Game::nimber(2),
                                      Game::dyadic(1, 1) + Game::star()};
    std::mt19937_64 rng(2615);
    std::map<LoopyOutcome, int> seen;
    for (int trial = 0; trial < 240; ++trial) {
        const int n = 1 + trial % 5;
        const Graph g = cgt::testing::random_bigraph(n, 0.15 + 0.05 * (trial % 5), rng);
        const Game h = shorts[static_cast<std::size_t>(trial) % shorts.size()];
        NaiveGraph hn;
        std::map<std::uint32_t, int> ids;
        embed(h, hn, ids);
        const NaiveGraph s = naive_sum(cgt::testing::naive_graph(g), hn); // (0, 0) is vertex 0
        const LoopyOutcome expected = cgt::loopy::loopy_outcome(played(s, 0, true), played(s, 0, false));
        const Game terms[] = {h};
        CHECK(cgt::loopy::outcome_of_sum(g, 0, terms) == expected);
        const SidedValue x = SidedValue::from_graph(g, 0);
        CHECK(cgt::loopy::outcome_of_sum(x, terms) == expected);
        CHECK((x + SidedValue(cgt::loopy::Stopper::from_game(h))).outcome() == expected);
        // Two short terms are summed first: the same as their sum as one term.
        const Game split[] = {h, Game::star()}, joined[] = {h + Game::star()};
        CHECK(cgt::loopy::outcome_of_sum(g, 0, split) == cgt::loopy::outcome_of_sum(g, 0, joined));
        ++seen[expected];
    }
    CHECK(seen.size() >= 7); // most of the nine classes occur
}
