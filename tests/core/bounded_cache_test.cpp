// The core's bounded cache (cgt/detail/bounded_cache.hpp): charged to the memory budget as an
// operation cache, bounded by its entry count and by its share of the limit, and the operation
// caches built on it (uptimal expansions here) give the same answers however little they keep.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

#include "cgt/detail/bounded_cache.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "cgt/uptimal.hpp"
#include "tests/core/memory_limit_guard.hpp"

using cgt::MemoryUse;
using cgt::detail::BoundedCache;
using cgt::testing::MemoryLimitGuard;

TEST_CASE("a bounded cache is charged while it holds entries and released when it starts afresh") {
    const std::size_t before = cgt::memory_usage(MemoryUse::caches);
    {
        BoundedCache<std::uint32_t, std::uint64_t> cache(1000);
        for (std::uint32_t k = 0; k < 999; ++k) cache.put(k, std::uint64_t{k} * k);
        CHECK(cache.size() == 999);
        CHECK(cache.bytes() >= 999 * (sizeof(std::uint32_t) + sizeof(std::uint64_t)));
        CHECK(cgt::memory_usage(MemoryUse::caches) == before + cache.bytes());
        REQUIRE(cache.find(30) != nullptr);
        CHECK(*cache.find(30) == 900);
        CHECK(cache.find(5000) == nullptr);
        cache.put(999, 1); // the 1000th entry fits
        cache.put(1000, 2); // the bound: the cache starts afresh with this entry alone
        CHECK(cache.size() == 1);
        CHECK(cache.find(30) == nullptr);
        CHECK(*cache.find(1000) == 2);
        cache.clear();
        CHECK(cgt::memory_usage(MemoryUse::caches) == before);
        cache.put(7, 49);
    }
    CHECK(cgt::memory_usage(MemoryUse::caches) == before); // released by the destructor
}

TEST_CASE("a bounded cache stays within its share of the limit, and stores nothing when refused") {
    (void)(cgt::Game::integer(1) + cgt::Game::star()); // the game table exists
    std::size_t kept = 0, held = 0;
    {
        // The caches' share of this limit is a few MiB: far less than 10^6 entries take.
        MemoryLimitGuard guard(cgt::memory_usage() + 4 * (std::size_t{1} << 20));
        const std::size_t share = static_cast<std::size_t>(static_cast<double>(cgt::memory_limit()) * cgt::caches_share);
        BoundedCache<std::uint32_t, std::uint32_t> cache(std::size_t{1} << 30);
        std::size_t most = 0;
        for (std::uint32_t k = 0; k < 1'000'000; ++k) {
            cache.put(k, k + 1);
            most = std::max(most, cgt::memory_usage(MemoryUse::caches));
        }
        CHECK(most <= share);
        kept = cache.size();
        held = cache.bytes();
        std::size_t wrong = 0;
        for (std::uint32_t k = 0; k < 1'000'000; ++k)
            if (const std::uint32_t* hit = cache.find(k)) wrong += *hit != k + 1; // what it keeps is right
        CHECK(wrong == 0);
        // No room at all: nothing is stored, and nothing fails.
        cache.clear();
        MemoryLimitGuard full(cgt::memory_usage());
        cache.put(1, 2);
        CHECK(cache.size() == 0);
        CHECK(cache.bytes() == 0);
    }
    CHECK(kept > 0);
    CHECK(kept < 1'000'000);
    CHECK(held > 0);
}

TEST_CASE("uptimal expansions: a thread's cache is charged, and a tight limit gives the same expansions") {
    // ^<n> + ^<n+1> (up_power) is an uptimal with a_n = a_(n+1) = 1 (checked below).
    std::vector<cgt::Game> games;
    for (std::uint64_t n = 2; n <= 30; ++n) games.push_back(cgt::up_power(n) + cgt::up_power(n + 1));
    std::vector<std::optional<cgt::UptimalExpansion>> expected;
    for (const cgt::Game& g : games) expected.push_back(cgt::uptimal_expansion(g));
    const std::size_t before = cgt::memory_usage(MemoryUse::caches);
    std::size_t in_thread = 0;
    std::thread worker([&] {
        for (const cgt::Game& g : games) (void)cgt::uptimal_expansion(g);
        in_thread = cgt::memory_usage(MemoryUse::caches);
    });
    worker.join();
    CHECK(in_thread > before);
    CHECK(cgt::memory_usage(MemoryUse::caches) == before);
    {
        MemoryLimitGuard guard(cgt::memory_usage() + 64 * 1024);
        std::thread tight([&] {
            for (std::size_t i = 0; i < games.size(); ++i) CHECK(cgt::uptimal_expansion(games[i]) == expected[i]);
        });
        tight.join();
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
        REQUIRE(expected[i].has_value());
        CHECK(expected[i]->coefficient(i + 2) == 1); // ^<n> + ^<n+1>: a_n = a_(n+1) = 1
        CHECK(expected[i]->coefficient(i + 3) == 1);
    }
}
