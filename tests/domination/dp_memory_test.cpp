// The interval DP's trie and scratch count against the memory budget: a long path under a tight
// limit fails with MemoryLimitExceeded (never an abort), and the DP is usable afterwards.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include <fmt/format.h>

#include "algorithms/domination/detail/finish_cache.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "tests/core/memory_limit_guard.hpp"

using cgt::MemoryUse;
using cgt::domination::IntervalDp;

namespace {
std::string random_ab_path(std::size_t n, unsigned seed) {
    std::mt19937 rng(seed);
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += "AB"[rng() % 2];
    return s;
}
} // namespace

TEST_CASE("the interval DP charges its trie to the memory budget and gives it back") {
    const std::size_t before = cgt::memory_usage(MemoryUse::dynamic_programs);
    {
        IntervalDp dp;
        dp.path_value(random_ab_path(400, 1));
        // 400 vertices: tens of thousands of distinct intervals, each a trie node of some bytes.
        CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) > before + dp.memo_size() * 8);
        dp.clear();
        CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) < before + 4096);
    }
    CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) == before);
}

TEST_CASE("a path too long for the memory limit fails cleanly, and the DP goes on working") {
    IntervalDp dp;
    const std::string small = "AABA";
    const std::string large = random_ab_path(2000, 2);
    {
        cgt::testing::MemoryLimitGuard limit(cgt::memory_usage() + (std::size_t{8} << 20));
        CHECK_THROWS_AS(dp.path_value(large), cgt::MemoryLimitExceeded);
    }
    dp.clear();
    CHECK(fmt::format("{}", dp.path_value(small)) == "3/4"); // the seed's table
}

TEST_CASE("the DP's cache of canonical forms is charged as a cache, and stores nothing when refused") {
    using cgt::domination::detail::FinishCache;
    using cgt::domination::detail::OptionKey;
    using cgt::domination::detail::Slot;
    OptionKey key;
    for (std::uint64_t w = 1; w <= 40; ++w) key.push(w * 0x9E3779B97F4A7C15ULL);
    const std::uint64_t hash = key.hash();
    const Slot value = Slot::of(cgt::Game::integer(3));
    const std::size_t before = cgt::memory_usage(MemoryUse::caches);
    {
        FinishCache cache;
        CHECK(cgt::memory_usage(MemoryUse::caches) == before); // nothing until the first entry
        cache.put(key, hash, value);
        CHECK(cgt::memory_usage(MemoryUse::caches) >= before + FinishCache::size * sizeof(std::uint64_t) + 40 * 8);
        REQUIRE(cache.find(key, hash) != nullptr);
        CHECK(cache.find(key, hash)->value() == cgt::Game::integer(3));
    }
    CHECK(cgt::memory_usage(MemoryUse::caches) == before);
    // No room in the budget: the cache takes no memory and finds nothing, the DP goes on.
    cgt::testing::MemoryLimitGuard limit(cgt::memory_usage() + 1024);
    FinishCache cache;
    cache.put(key, hash, value);
    CHECK(cache.find(key, hash) == nullptr);
    CHECK(cgt::memory_usage(MemoryUse::caches) == before);
}
