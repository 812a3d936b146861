// The generic solvers under the memory budget: the search stack is charged for what its
// positions hold (a sum of many boards is one position), and full tables stop with
// MemoryLimitExceeded, shared or not.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "cgt/errors.hpp"
#include "cgt/heap_bytes.hpp"
#include "cgt/memory.hpp"
#include "games/sum.hpp"
#include "tests/core/memory_limit_guard.hpp"
#include "tests/search/take_one.hpp"

using namespace cgt;
using cgt::testing::MemoryLimitGuard;
using cgt::testing::TakeOne;
using cgt::testing::mib;

TEST_CASE("heap_bytes: buffers of strings and vectors, and what their elements hold") {
    CHECK(heap_bytes(std::uint64_t{5}) == 0);
    CHECK(heap_bytes(std::string("short")) == 0); // in the string's own buffer
    const std::string long_text(1000, 'x');
    CHECK(heap_bytes(long_text) >= 1001);
    std::vector<std::uint32_t> v(100);
    CHECK(heap_bytes(v) == v.capacity() * sizeof(std::uint32_t));
    const std::vector<std::string> texts(10, long_text);
    CHECK(heap_bytes(texts) >= texts.capacity() * sizeof(std::string) + 10 * 1001);
    // A sum's parts declare what their positions hold.
    DisjointSum<TakeOne> sum{std::vector<TakeOne>(50)};
    const auto p = sum.position(std::vector<std::uint64_t>(50, 3));
    CHECK(heap_bytes(p) == p.capacity() * sizeof(p[0]));
}

TEST_CASE("a misère search of a sum of many boards is charged for every copy of every board") {
    // 200 heaps of two counters: one position is 200 parts, and each of its 200 options a copy of
    // them all (about 640 KB a frame). The stack reaches the limit long before any table does;
    // when it was charged by option count alone, it grew to hundreds of MB unseen.
    constexpr std::size_t boards = 200;
    const DisjointSum<TakeOne> sum{std::vector<TakeOne>(boards)};
    search::ImpartialSolver<DisjointSum<TakeOne>> solver(sum);
    std::string message;
    std::size_t deepest = 0;
    solver.set_progress([&](const search::SearchProgress& p) { deepest = std::max(deepest, p.depth); }, 1);
    {
        MemoryLimitGuard guard(memory_usage() + 4 * mib);
        try {
            (void)solver.search_wins(sum.position(std::vector<std::uint64_t>(boards, 2)), Play::misere);
        } catch (const MemoryLimitExceeded& e) {
            message = e.what();
        }
    }
    CHECK(message.find("the search memos asked for") != std::string::npos); // the stack's charge, not a table's
    CHECK(deepest < 12);
    // A sum it can hold is answered. Taking one counter at a time, a game lasts as many moves as
    // there are counters: in misère play the player to move wins when that count is even.
    const DisjointSum<TakeOne> small{std::vector<TakeOne>(5)};
    search::ImpartialSolver<DisjointSum<TakeOne>> fresh(small);
    CHECK(fresh.search_wins(small.position(std::vector<std::uint64_t>(5, 2)), Play::misere));
    CHECK_FALSE(fresh.search_wins(small.position({2, 2, 2, 1, 0}), Play::misere));
    CHECK_FALSE(fresh.search_wins(small.position({3, 1, 1, 1, 1}), Play::misere));
}

TEST_CASE("a shared transposition table that reaches the limit throws (and does not wait on itself)") {
    search::TranspositionTable table("test", search::TableOptions{true, false, 0});
    MemoryLimitGuard guard(memory_usage() + 2 * mib);
    std::string message;
    try {
        for (std::uint64_t k = 0; k < 10'000'000; ++k) table.insert(std::to_string(k) + std::string(40, 'k'), k);
    } catch (const MemoryLimitExceeded& e) {
        message = e.what();
    }
    CHECK(message.find("the test table reached the memory limit") != std::string::npos);
    CHECK(table.size() > 0);
    CHECK(table.find(std::string("0") + std::string(40, 'k')) == 0);
}

TEST_CASE("a transposition table that grows is charged for its old and its new slots at once") {
    // While absl rehashes, both slot arrays are alive: a limit that holds the new array but not
    // both must refuse the growth (charging the new one alone let the process hold a third more
    // than the limit). One shard, so that a growth is the whole table's.
    auto key = [](std::size_t i) { return fmt::format("k{}", i); };
    const search::TableOptions one_shard{.shards = 1};
    std::vector<std::size_t> held; // bytes() after each insert, with no limit
    {
        search::TranspositionTable table("probe", one_shard);
        for (std::size_t i = 0; table.bytes() < 4 * mib; ++i) {
            table.insert(key(i), i);
            held.push_back(table.bytes());
        }
    }
    std::size_t grow_at = 0; // the insert that grew the slots from at least 1 MiB
    for (std::size_t i = 1; i < held.size() && grow_at == 0; ++i)
        if (held[i - 1] >= mib && held[i] > held[i - 1] + held[i - 1] / 2) grow_at = i;
    REQUIRE(grow_at > 0);
    const std::size_t old_slots = held[grow_at - 1], new_slots = held[grow_at];

    search::TranspositionTable table("bounded", one_shard);
    MemoryLimitGuard guard(memory_usage() + new_slots + old_slots / 2);
    for (std::size_t i = 0; i < grow_at; ++i) table.insert(key(i), i);
    CHECK_THROWS_AS(table.insert(key(grow_at), grow_at), MemoryLimitExceeded);
    CHECK(table.size() == grow_at); // what was stored stays usable
    CHECK(table.find(key(0)) == 0);
}

TEST_CASE("a transposition table keeps keys of every length, and a clear gives back all it held") {
    // Keys live in chunks of a key arena (up to 1 MiB each): keys longer than a chunk, empty
    // keys and keys that straddle chunk ends must all come back exactly.
    const std::size_t before = memory_usage(MemoryUse::searches);
    search::TranspositionTable table("keys");
    std::vector<std::string> keys{"", "a", std::string(3 * mib, 'x'), std::string(4096, 'y')};
    for (std::size_t i = 0; i < 50'000; ++i) keys.push_back(fmt::format("{:0{}}", i, 1 + i % 300));
    for (std::size_t round = 0; round < 2; ++round) {
        for (const std::string& k : keys) table.prefetch(k); // a hint only, on an empty table too
        for (std::size_t i = 0; i < keys.size(); ++i) table.insert(keys[i], i);
        table.insert(keys[5], 999'999); // a key already there keeps its value
        CHECK(table.size() == keys.size());
        std::size_t found = 0;
        for (const std::string& k : keys) table.prefetch(k);
        for (std::size_t i = 0; i < keys.size(); ++i) found += table.find(keys[i]) == i;
        CHECK(found == keys.size());
        CHECK(!table.find(std::string(3 * mib - 1, 'x')));
        CHECK(table.bytes() > 3 * mib);
        CHECK(memory_usage(MemoryUse::searches) >= before + table.bytes());
        table.clear();
        CHECK(table.size() == 0);
        CHECK(table.bytes() == 0);
        CHECK(memory_usage(MemoryUse::searches) == before);
        CHECK(!table.find("a"));
    }
}

TEST_CASE("a transposition table lists its entries, and keeps only those asked for, giving back the others' memory") {
    const std::size_t before = memory_usage(MemoryUse::searches);
    search::TranspositionTable table("kept");
    std::vector<std::string> keys{"", std::string(2 * mib, 'z')};
    for (std::size_t i = 0; i < 100'000; ++i) keys.push_back(fmt::format("{:0{}}", i, 1 + i % 40));
    for (std::size_t i = 0; i < keys.size(); ++i) table.insert(keys[i], i);
    std::size_t listed = 0, sum = 0;
    table.for_each_entry([&](std::string_view key, std::uint64_t value) {
        listed += key == keys[value];
        sum += value;
    });
    CHECK(listed == keys.size());
    CHECK(sum == keys.size() * (keys.size() - 1) / 2);

    const std::size_t full = table.bytes();
    table.retain_if([](std::string_view, std::uint64_t value) { return value % 10 == 3; }); // the long key goes
    CHECK(table.size() == keys.size() / 10);
    for (std::size_t i = 0; i < keys.size(); ++i) CHECK((table.find(keys[i]) == std::optional<std::uint64_t>(i)) == (i % 10 == 3));
    CHECK(table.bytes() * 5 < full);
    CHECK(memory_usage(MemoryUse::searches) == before + table.bytes());
    table.insert("new", 7); // the table goes on growing after
    CHECK(table.find("new") == 7);
    table.retain_if([](std::string_view, std::uint64_t) { return false; });
    CHECK(table.size() == 0);
    table.clear();
    CHECK(memory_usage(MemoryUse::searches) == before);
}

TEST_CASE("a transposition table grows a shard at a time, never the whole table at once") {
    // Growing one map of 16 M entries took seconds inside a single insert, past any time limit.
    search::TranspositionTable table("sharded");
    std::size_t largest_step = 0, before = 0;
    for (std::size_t i = 0; i < 200'000; ++i) {
        table.insert(fmt::format("key {}", i), i);
        largest_step = std::max(largest_step, table.bytes() - before);
        before = table.bytes();
    }
    CHECK(table.size() == 200'000);
    CHECK(largest_step * 16 < table.bytes());
}
