// G.Subordinate(B) against its definition: whenever it gives X, B:X is G again; on games built
// as B:X it always succeeds. Random stoppers, the bases CGSuite's fixtures use (1, *, +-1) and
// a few more.
#include <doctest/doctest.h>

#include <random>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "random_bigraph.hpp"

using cgt::Game;
using cgt::loopy::Stopper;

TEST_CASE("loopy Subordinate: B:(G.Subordinate(B)) == G, and B:X is always subordinate to B") {
    const Game bases[] = {Game::integer(1), Game::star(), cgt::parse_game("+-1"), cgt::parse_game("^"),
                          Game::integer(-1), Game::dyadic(1, 1)};
    std::mt19937_64 rng(27);
    int subordinated = 0, refused = 0;
    for (int trial = 0; trial < 120; ++trial) {
        const cgt::loopy::Graph graph = cgt::testing::random_stopper(2 + trial % 5, trial % 2 ? 0.2 : 0.3, rng);
        for (const Stopper g : Stopper::from_graph(graph, 0).followers()) {
            for (const Game base : bases) {
                INFO("trial ", trial, " follower ", cgt::loopy::to_string(g), " base ", cgt::to_string(base));
                const Stopper b = Stopper::from_game(base);
                // built as B:G, it is subordinate to B, and back
                const Stopper built = cgt::loopy::ordinal_sum(b, g);
                CHECK(cgt::loopy::ordinal_sum(b, cgt::loopy::subordinate(built, base)) == built);
                try {
                    const Stopper x = cgt::loopy::subordinate(g, base);
                    CHECK(cgt::loopy::ordinal_sum(b, x) == g);
                    ++subordinated;
                } catch (const cgt::InvalidArgument&) {
                    ++refused;
                }
            }
        }
    }
    MESSAGE(subordinated, " subordinated, ", refused, " refused");
    CHECK(subordinated > 50);
    CHECK(refused > 50);
}
