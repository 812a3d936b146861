// *12.Heat(1) and *14.Heat(1), the operation CGSuite's own Benchmark.scala times (its docs say
// *14.Heat(1) "takes a rather long time to complete"). Heating *k visits every *j (j < k) and
// builds sums of ever larger hot games, so it exercises sums, comparisons and canonicalisation.
//
// The game table and every cache persist for the life of a process, so only a cold first run
// measures anything: each benchmark runs once, and each should run in its own process:
//
//   cmake --build --preset release --target heat_bench
//   build/release/bench/heat_bench --benchmark_filter='Heat/12/'
//   build/release/bench/heat_bench --benchmark_filter='Heat/14/'
//   valgrind --tool=callgrind build/release/bench/heat_bench --benchmark_filter='Heat/12/'

#include <benchmark/benchmark.h>

#include "cgt/game.hpp"
#include "cgt/invariants.hpp"
#include "cgt/memory.hpp"
#include "cgt/thermal.hpp"

namespace {

void Heat(benchmark::State& state) {
    const auto k = static_cast<std::uint64_t>(state.range(0));
    // Allocate the operation caches (zeroing them takes longer than the heating) before timing.
    (void)(cgt::Game::up() + cgt::Game::from_options({cgt::Game::integer(1)}, {cgt::Game::integer(-1)}));
    (void)(cgt::Game::up() <= cgt::Game::from_options({cgt::Game::integer(1)}, {cgt::Game::integer(-1)}));
    cgt::Game result;
    for (auto _ : state) result = cgt::heat(cgt::Game::nimber(k), cgt::Game::integer(1));
    state.counters["games"] = static_cast<double>(cgt::game_count());
    state.counters["birthday"] = static_cast<double>(result.birthday());
    state.counters["left_options"] = static_cast<double>(result.left_option_count());
}

} // namespace

BENCHMARK(Heat)->Arg(12)->Arg(14)->Arg(24)->Arg(32)->Arg(48)->Arg(64)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
