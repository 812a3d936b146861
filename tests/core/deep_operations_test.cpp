// Sums, negation, translation and comparison of games nested tens of thousands of levels deep
// must not overflow the call stack (once: '^50000 + {1|0}' died with SIGSEGV). Expected
// values come from identities (G + H - H = G, G - G = 0) and from the definitions, not from
// the code under test.

#include <doctest/doctest.h>

#include "cgt/game.hpp"

using cgt::Game;

namespace {
// Deep enough to overflow an 8 MiB stack with one frame per level (as before the fix).
#ifdef CGT_SANITIZED
constexpr std::int64_t deep = 20'000;
#else
constexpr std::int64_t deep = 100'000;
#endif
} // namespace

TEST_CASE("a long up chain plus a hot game: no recursion per up") {
    const Game hot = Game::from_options({Game::integer(1)}, {Game::zero()}); // {1|0}
    const Game ups = Game::up(deep);
    const Game sum = ups + hot;
    // ^n + {1|0} = {1 + ^n | ^n}: both options are the sums of the options, and they are
    // canonical (each side has one option, neither reversible: the stops are 1 and 0).
    CHECK(sum.left_options() == std::vector<Game>{Game::integer(1) + ups});
    CHECK(sum.right_options() == std::vector<Game>{ups});
    CHECK(sum - ups == hot);
    CHECK(sum + (-sum) == Game::zero());
    CHECK(hot < sum); // ^n > 0
    CHECK_FALSE(sum <= hot);
}

TEST_CASE("deep up chains: negation and translation of sums with them") {
    const Game hot = Game::from_options({Game::integer(2)}, {Game::integer(-1)});
    const Game chain = Game::up(deep / 2) + Game::star() + hot; // a non-NUS game deep in ups
    CHECK(-(-chain) == chain);
    CHECK(chain + (-chain) == Game::zero());
    const Game shifted = Game::dyadic(3, 2) + chain;
    CHECK(shifted - chain == Game::dyadic(3, 2));
    CHECK(chain < shifted);
}
