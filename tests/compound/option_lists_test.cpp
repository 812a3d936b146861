// The compound game's cache of its components' options (games/compound/compound_game.cpp) is
// charged to the memory budget while a game holds it, and a budget too small for it refuses it
// with MemoryLimitExceeded instead of letting it grow past the limit.
#include <doctest/doctest.h>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "games/compound/compound_game.hpp"
#include "tests/core/memory_limit_guard.hpp"

using namespace cgt::compound;
using cgt::MemoryUse;

TEST_CASE("a compound game charges its components' option lists to the memory budget") {
    const PathNodeKayles rules;
    const Position large{3000};
    const std::size_t before = cgt::memory_usage(MemoryUse::searches);
    {
        CompoundGame game(rules, Version::disjunctive);
        std::size_t moves = 0;
        game.for_each_option(large, [&](const Position&) { ++moves; });
        CHECK(moves > 1000);
        // A path of 3000 vertices has about 1500 options (up to symmetry) of one or two parts.
        CHECK(cgt::memory_usage(MemoryUse::searches) >= before + 1500 * (sizeof(Parts) + sizeof(Order)));
    }
    CHECK(cgt::memory_usage(MemoryUse::searches) == before);
    cgt::testing::MemoryLimitGuard limit(cgt::memory_usage() + 4096);
    CompoundGame game(rules, Version::disjunctive);
    CHECK_THROWS_AS(game.for_each_option(large, [](const Position&) {}), cgt::MemoryLimitExceeded);
}
