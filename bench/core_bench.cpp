// Speed of the canonical-form core: sums and comparisons of NUS values and of random hot games
// of birthday 3..5, and canonicalisation of option lists, each with the operation caches warm
// (every answer a cache hit) and cold (caches emptied before every batch, so each answer is
// computed once, with sub-results memoised only within the batch).
//
//   cmake --build --preset release --target core_bench && build/release/bench/core_bench

#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"

using cgt::Dyadic;
using cgt::Game;

namespace {

constexpr std::size_t default_cache_entries = std::size_t{1} << 20;
constexpr std::size_t batch = 512; // pairs per batch

// Empties this thread's operation caches: a size change makes each cache start afresh.
void clear_caches() {
    cgt::set_cache_entries(default_cache_entries / 2);
    (void)(Game::up() + Game::from_options({Game::integer(1)}, {Game::integer(-1)}));
    (void)(Game::up() <= Game::star());
    cgt::set_cache_entries(default_cache_entries);
    (void)(Game::up() + Game::from_options({Game::integer(1)}, {Game::integer(-1)}));
    (void)(Game::up() <= Game::star());
}

std::vector<Game> random_nus(std::size_t count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Game> games;
    for (std::size_t i = 0; i < count; ++i) {
        const auto numerator = static_cast<std::int64_t>(rng() % 65) - 32;
        const auto exponent = rng() % 4;
        const auto ups = static_cast<std::int64_t>(rng() % 9) - 4;
        games.push_back(Game::nus(Dyadic::from_fraction(numerator, exponent), ups, rng() % 8));
    }
    return games;
}

// A random form of formal birthday exactly `day` (0-3 options a side, one of them born on
// day-1), canonicalised by the core.
Game random_form(int day, std::mt19937_64& rng) {
    if (day == 0) return Game::zero();
    auto side = [&](bool must_be_old) {
        std::vector<Game> options;
        const auto count = (must_be_old ? 1 : 0) + rng() % 3; // an empty side makes numbers
        for (std::size_t i = 0; i < count; ++i) {
            const int d = (must_be_old && i == 0) ? day - 1 : static_cast<int>(rng() % static_cast<unsigned>(day));
            options.push_back(random_form(d, rng));
        }
        return options;
    };
    const bool left_old = rng() % 2 == 0;
    const auto left = side(left_old), right = side(!left_old);
    return Game::from_options(left, right);
}

// Random hot games (left stop > right stop, so not NUS) whose canonical birthday is `day`.
std::vector<Game> random_hot(int day, std::size_t count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Game> games;
    while (games.size() < count) {
        const Game g = random_form(day, rng);
        if (g.birthday() == day && g.left_stop() > g.right_stop()) games.push_back(g);
    }
    return games;
}

// Shared body: `op` applied to neighbouring pairs of `games`, caches warm or cold.
template <typename Op>
void run_pairs(benchmark::State& state, const std::vector<Game>& games, bool cold, Op op) {
    std::size_t i = 0;
    for (auto _ : state) {
        if (i % batch == 0 && cold) {
            state.PauseTiming();
            clear_caches();
            state.ResumeTiming();
        }
        const Game g = games[i % games.size()], h = games[(i + 1) % games.size()];
        benchmark::DoNotOptimize(op(g, h));
        ++i;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

const std::vector<Game>& nus_pool() {
    static const std::vector<Game> pool = random_nus(batch + 1, 1);
    return pool;
}

const std::vector<Game>& hot_pool(int day) {
    static std::vector<Game> pools[6];
    if (pools[day].empty()) pools[day] = random_hot(day, batch + 1, static_cast<std::uint64_t>(day));
    return pools[day];
}

auto sum_op = [](Game g, Game h) { return (g + h).id(); };
auto leq_op = [](Game g, Game h) { return g <= h; };

void BM_NusSum(benchmark::State& state) { run_pairs(state, nus_pool(), state.range(0) != 0, sum_op); }
void BM_NusCompare(benchmark::State& state) { run_pairs(state, nus_pool(), state.range(0) != 0, leq_op); }
void BM_HotSum(benchmark::State& state) {
    run_pairs(state, hot_pool(static_cast<int>(state.range(0))), state.range(1) != 0, sum_op);
}
void BM_HotCompare(benchmark::State& state) {
    run_pairs(state, hot_pool(static_cast<int>(state.range(0))), state.range(1) != 0, leq_op);
}

// from_options with n Left and n Right options drawn from games born by day 3 (numbers, NUS and
// hot games alike), so that domination and reversibility both have work to do.
void BM_FromOptions(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const bool cold = state.range(1) != 0;
    std::mt19937_64 rng(42);
    std::vector<std::pair<std::vector<Game>, std::vector<Game>>> lists;
    for (std::size_t k = 0; k < 64; ++k) {
        std::vector<Game> left, right;
        for (std::size_t i = 0; i < n; ++i) {
            left.push_back(random_form(1 + static_cast<int>(rng() % 3), rng));
            right.push_back(random_form(1 + static_cast<int>(rng() % 3), rng));
        }
        lists.emplace_back(std::move(left), std::move(right));
    }
    std::size_t i = 0;
    for (auto _ : state) {
        if (i % lists.size() == 0 && cold) {
            state.PauseTiming();
            clear_caches();
            state.ResumeTiming();
        }
        const auto& [left, right] = lists[i % lists.size()];
        benchmark::DoNotOptimize(Game::from_options(left, right).id());
        ++i;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

} // namespace

// Arguments: (cold) or (birthday, cold) or (options per side, cold); cold = 1 empties caches.
BENCHMARK(BM_NusSum)->ArgName("cold")->Arg(0)->Arg(1);
BENCHMARK(BM_NusCompare)->ArgName("cold")->Arg(0)->Arg(1);
BENCHMARK(BM_HotSum)->ArgNames({"birthday", "cold"})->ArgsProduct({{3, 4, 5}, {0, 1}});
BENCHMARK(BM_HotCompare)->ArgNames({"birthday", "cold"})->ArgsProduct({{3, 4, 5}, {0, 1}});
BENCHMARK(BM_FromOptions)->ArgNames({"options", "cold"})->ArgsProduct({{2, 4, 8, 16, 32}, {0, 1}});

BENCHMARK_MAIN();
