// The core under pressure: the memory limit, and several threads building games at once.

#include <doctest/doctest.h>

#include <fmt/format.h>

#include <thread>
#include <vector>

#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/undominated_cache.hpp"
#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/products.hpp"
#include "cgt/step_limit.hpp"
#include "naive_game.hpp"
#include "random_games.hpp"
#include "tests/core/memory_limit_guard.hpp"

using cgt::Game;
using namespace cgt::naive;

using cgt::testing::MemoryLimitGuard;

namespace {

// What one thread computes from its forms: handles of the games, of neighbouring sums and
// differences, and neighbouring comparisons.
struct Results {
    std::vector<std::uint32_t> games, sums, differences;
    std::vector<int> comparisons;
    friend bool operator==(const Results&, const Results&) = default;
};

Results compute(std::uint64_t seed, std::size_t count) {
    NaiveStore s; // the twin is single-threaded: each thread has its own
    RandomGames random(s, seed);
    std::vector<Game> games;
    for (std::size_t i = 0; i < count; ++i) games.push_back(s.to_game(random.game(3)));
    Results r;
    for (std::size_t i = 0; i < count; ++i) {
        const Game g = games[i], h = games[(i + 1) % count];
        r.games.push_back(g.id());
        r.sums.push_back((g + h).id());
        r.differences.push_back((g - h).id());
        r.comparisons.push_back((g <= h ? 1 : 0) + (h <= g ? 2 : 0));
    }
    return r;
}

} // namespace

TEST_CASE("creating games past the memory limit throws MemoryLimitExceeded") {
    const std::size_t before = cgt::game_count();
    {
        MemoryLimitGuard guard(cgt::memory_usage() + (std::size_t{1} << 20)); // 1 MiB of headroom
        bool threw = false;
        try {
            // Ever new games: {k | -k-1/2} for k = 1, 2, ... are distinct hot games (not NUS).
            for (std::int64_t k = 1; k < 50'000'000; ++k)
                (void)Game::from_options({Game::dyadic(2 * k + 1, 3)}, {Game::dyadic(-2 * k - 1, 2)});
        } catch (const cgt::MemoryLimitExceeded& e) {
            threw = true;
            CHECK(std::string(e.what()).size() > 10);
        }
        CHECK(threw);
        CHECK(cgt::game_count() > before);
        CHECK(cgt::memory_usage() <= cgt::memory_limit());
    }
    // With the limit restored, new games can be made again.
    const Game fresh = Game::from_options({Game::dyadic(123457, 7)}, {Game::dyadic(-98765, 5)});
    CHECK(fresh.left_options() == std::vector<Game>{Game::dyadic(123457, 7)});
}

TEST_CASE("games built from several threads agree with a single thread") {
    const std::size_t count = scaled(1500);
    // Threads 0 and 1 build the same new games at the same time (racing to create them); 2 and 3
    // build other new games.
    const std::vector<std::uint64_t> seeds{555001, 555001, 555002, 555003};
    std::vector<Results> threaded(seeds.size());
    {
        std::vector<std::thread> threads;
        for (std::size_t t = 0; t < seeds.size(); ++t)
            threads.emplace_back([&, t] { threaded[t] = compute(seeds[t], count); });
        for (auto& thread : threads) thread.join();
    }
    for (std::size_t t = 0; t < seeds.size(); ++t) {
        const Results single = compute(seeds[t], count);
        INFO("thread ", t);
        CHECK(threaded[t].games == single.games);
        CHECK(threaded[t].sums == single.sums);
        CHECK(threaded[t].differences == single.differences);
        CHECK(threaded[t].comparisons == single.comparisons);
    }
    // And the single-threaded answers are right (spot check against the twin).
    NaiveStore s;
    RandomGames random(s, seeds[2]);
    std::vector<Node> forms;
    for (std::size_t i = 0; i < count; ++i) forms.push_back(random.game(3));
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < count; i += 7) {
        const Node a = forms[i], b = forms[(i + 1) % count];
        const Game sum = Game::from_id(threaded[2].sums[i]);
        const int expected = (s.leq(a, b) ? 1 : 0) + (s.leq(b, a) ? 2 : 0);
        wrong += !s.eq(s.from_game(sum), s.sum(a, b)) || threaded[2].comparisons[i] != expected;
    }
    CHECK(wrong == 0);
}

namespace {

// Restores the default cache size (2^20 entries, cgt/detail/op_cache.hpp) however the test leaves.
class CacheEntriesGuard {
public:
    explicit CacheEntriesGuard(std::size_t entries) { cgt::set_cache_entries(entries); }
    ~CacheEntriesGuard() { cgt::set_cache_entries(std::size_t{1} << 20); }
    CacheEntriesGuard(const CacheEntriesGuard&) = delete;
    CacheEntriesGuard& operator=(const CacheEntriesGuard&) = delete;
};

} // namespace

TEST_CASE("tiny operation caches (constant collisions) give the same answers") {
    const std::size_t count = scaled(800);
    const Results reference = compute(777001, count);
    for (std::size_t entries : {std::size_t{2}, std::size_t{4}, std::size_t{64}}) {
        CacheEntriesGuard guard(entries);
        INFO("cache entries ", entries);
        CHECK(compute(777001, count) == reference);
    }
    CHECK_THROWS_AS(cgt::set_cache_entries(0), cgt::InvalidArgument);
    CHECK_THROWS_AS(cgt::set_cache_entries(3), cgt::InvalidArgument);
}

// A comparison's answer is packed into its key's top bit (8-byte slots), which leaves no room
// for a first id of 2^31 - 1 or more: such pairs are not cached, and the empty slot (all ones)
// must never read as an answer.
TEST_CASE("the comparison cache's packed slots: answers kept, large ids not cached") {
    cgt::detail::OpCache<bool> cache;
    bool answer = false;
    CHECK_FALSE(cache.find(0x7FFFFFFFU, 0xFFFFFFFFU, answer)); // the empty slot's own bits
    cache.put(5, 7, true);
    cache.put(7, 5, false);
    cache.put(0x7FFFFFFEU, 0xFFFFFFFFU, true); // the largest first id that is cached
    CHECK((cache.find(5, 7, answer) && answer));
    CHECK((cache.find(7, 5, answer) && !answer));
    CHECK((cache.find(0x7FFFFFFEU, 0xFFFFFFFFU, answer) && answer));
    for (std::uint32_t first : {0x7FFFFFFFU, 0x80000000U, 0xFFFFFFFFU}) {
        cache.put(first, 3, true);
        CHECK_FALSE(cache.find(first, 3, answer));
    }
    cache.put(5, 7, false); // overwritten in place
    CHECK((cache.find(5, 7, answer) && !answer));
}

// Canonical forms remembered by their undominated option lists: a slot answers only for its own
// lists, split between the sides as they were; lists longer than a slot holds are not kept.
TEST_CASE("the cache of canonical forms by undominated options answers only its own lists") {
    using cgt::detail::GameId;
    cgt::detail::UndominatedCache cache(1); // one slot: every key meets every other
    const std::vector<GameId> a{3, 8, 20}, b{5}, ab{3, 8, 20, 5};
    CHECK_FALSE(cache.find(a, b).has_value());
    cache.put(a, b, 99);
    CHECK(cache.find(a, b) == std::optional<GameId>(99));
    CHECK_FALSE(cache.find(b, a).has_value());                          // sides exchanged
    CHECK_FALSE(cache.find(std::vector<GameId>{3, 8}, std::vector<GameId>{20, 5}).has_value()); // split moved
    CHECK_FALSE(cache.find(ab, {}).has_value());
    CHECK_FALSE(cache.find(std::vector<GameId>{3, 8, 21}, b).has_value()); // one id differs
    CHECK_FALSE(cache.find({}, {}).has_value());
    CHECK_FALSE(cgt::detail::UndominatedCache().find({}, {}).has_value()); // an empty slot is no answer
    cache.put({}, {}, 7);
    CHECK(cache.find({}, {}) == std::optional<GameId>(7));
    std::vector<GameId> long_list(cgt::detail::UndominatedCache::max_options + 1);
    for (std::size_t i = 0; i < long_list.size(); ++i) long_list[i] = static_cast<GameId>(i + 1);
    cache.put(long_list, {}, 42);
    CHECK_FALSE(cache.find(long_list, {}).has_value());
    long_list.pop_back(); // exactly max_options: kept
    cache.put(long_list, {}, 43);
    CHECK(cache.find(long_list, {}) == std::optional<GameId>(43));
}

// Regression: with one entry the slot computation once shifted by 64 bits and crashed.
TEST_CASE("a one-entry operation cache works") {
    const std::size_t count = scaled(200);
    const Results reference = compute(777002, count);
    CacheEntriesGuard guard(1);
    CHECK(compute(777002, count) == reference);
}

// *k + {1|0} lists the k options of *k and takes time like k^3: past *256 it is refused before
// the work (once: '*1000 + {1|0}' ran for minutes). NUS arithmetic alone has no such bound.
TEST_CASE("large nimbers: option listing is bounded, closed forms are not") {
    const Game hot = Game::from_options({Game::integer(1)}, {Game::zero()});
    CHECK_THROWS_AS(Game::nimber(1000) + hot, cgt::OutOfRange);
    const Game half_up_star = Game::dyadic(1, 1) + Game::up() + Game::star();
    CHECK_THROWS_AS(Game::from_options({}, {Game::nimber(4294967295U), half_up_star}), cgt::OutOfRange);
    // *k + {1|0} = {1*k | *k} (each side: the switch's option plus *k dominates *j + {1|0}).
    CHECK(Game::nimber(8) + hot == Game::from_options({Game::integer(1) + Game::nimber(8)}, {Game::nimber(8)}));
    CHECK(Game::nimber(100000) + Game::nimber(3) == Game::nimber(100003));
    CHECK((Game::nimber(1U << 31) + Game::up()) > Game::zero()); // ^*k > 0 for k >= 2
}

TEST_CASE("step check: called about every interval steps, and a throw from it stops the call cleanly") {
    const Game switch_game = cgt::parse_game("{5|3}");
    std::uint64_t calls = 0;
    {
        cgt::StepCheck check([&] { ++calls; }, 100);
        (void)cgt::ordinal_sum(switch_game, Game::integer(4000)); // at least one new game per level
    }
    CHECK(calls >= 4000 / 100);
    const std::uint64_t counted = calls;
    (void)cgt::ordinal_sum(switch_game, Game::integer(6000)); // no check alive: not called
    CHECK(calls == counted);

    struct Stop {};
    {
        cgt::StepCheck check([] { throw Stop{}; }, 1000);
        CHECK_THROWS_AS(cgt::ordinal_sum(cgt::parse_game("{6|3}"), Game::integer(100000)), Stop);
    }
    // The table stays consistent: the same game as a fresh computation of the definition gives.
    const Game deep = cgt::ordinal_sum(cgt::parse_game("{6|3}"), Game::integer(2000));
    CHECK(deep.birthday() == cgt::ordinal_sum(cgt::parse_game("{6|3}"), Game::integer(1999)).birthday() + 1);
    CHECK(cgt::ordinal_sum(cgt::parse_game("{6|3}"), Game::integer(1999)) < deep);

    // Nested checks: the inner one replaces the outer one while it lives.
    std::uint64_t outer_calls = 0, inner_calls = 0;
    {
        cgt::StepCheck outer([&] { ++outer_calls; }, 10);
        {
            cgt::StepCheck inner([&] { ++inner_calls; }, 10);
            (void)cgt::ordinal_sum(cgt::parse_game("{7|3}"), Game::integer(500));
        }
        const std::uint64_t before = outer_calls;
        (void)cgt::ordinal_sum(cgt::parse_game("{8|3}"), Game::integer(500));
        CHECK(outer_calls > before);
    }
    CHECK(inner_calls >= 500 / 10);
}

TEST_CASE("step limit: a bounded thread stops with StepLimitExceeded and the core stays consistent") {
    const Game switch_game = cgt::parse_game("{1|0}");
    {
        cgt::StepLimit limit(1000);
        CHECK_THROWS_AS(cgt::ordinal_sum(switch_game, Game::integer(100000)), cgt::StepLimitExceeded);
        // Still past the bound until the scope ends.
        CHECK_THROWS_AS(cgt::ordinal_sum(switch_game, Game::integer(100001)), cgt::StepLimitExceeded);
    }
    // Unbounded again; the levels built before the throw are reused, and the result is the
    // one the definition gives (birthday n + 2 for {1|0}:n, one more level each time).
    const Game deep = cgt::ordinal_sum(switch_game, Game::integer(3000));
    CHECK(deep.birthday() == 3002);
    CHECK(deep.left_options().size() == 2);
    CHECK(cgt::ordinal_sum(switch_game, Game::integer(2999)) < deep);

    // Nested bounds: the inner one never raises the outer one, and its steps count outside.
    {
        cgt::StepLimit outer(50);
        {
            cgt::StepLimit inner(1000000);
            CHECK_THROWS_AS(cgt::ordinal_sum(cgt::parse_game("{2|1}"), Game::integer(1000)), cgt::StepLimitExceeded);
        }
        CHECK_THROWS_AS(cgt::ordinal_sum(cgt::parse_game("{3|1}"), Game::integer(1000)), cgt::StepLimitExceeded);
    }
    {
        cgt::StepLimit outer(100000);
        const std::uint64_t before = cgt::StepLimit::remaining();
        CHECK(before == 100000);
        {
            cgt::StepLimit inner(1000000);
            CHECK(cgt::StepLimit::remaining() == 100000); // not raised
            CHECK_NOTHROW(cgt::ordinal_sum(cgt::parse_game("{4|1}"), Game::integer(500)));
        }
        // At least one step per level went to the inner limit, and counts here too.
        CHECK(cgt::StepLimit::remaining() <= before - 500);
    }
    CHECK_NOTHROW(cgt::ordinal_sum(cgt::parse_game("{6|1}"), Game::integer(5000)));
}
