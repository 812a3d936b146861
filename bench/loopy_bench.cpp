// Loopy games (docs/loopy.md): canonical forms of large stoppers, the degrees of CGSuite's
// test stoppers (sums of a stopper and its negative, simplified to their onsides), and the sum
// of three Bach's Carousels (sides that are not stoppers).
//
//   cmake --build --preset release --target loopy_bench
//   build/release/bench/loopy_bench

#include <benchmark/benchmark.h>

#include "cgt/loopy/properties.hpp"
#include "tests/loopy/loopy_names.hpp"
#include "tests/loopy/nodes.hpp"

namespace {

using cgt::testing::chain;

// Canonical form of the chain (Stopper::from_graph simplifies every time; only the interning
// of the result is shared between iterations).
void BM_CanonicalStopper(benchmark::State& state) {
    const Graph g = chain(static_cast<int>(state.range(0)));
    std::size_t size = 0;
    for (auto _ : state) size = Stopper::from_graph(g, 0).follower_count();
    state.counters["vertices"] = static_cast<double>(g.vertex_count());
    state.counters["canonical"] = static_cast<double>(size);
}

// The degrees of CGSuite's stoppers {0|||0||0|off} and a{0||||0|||a|*||*} (onsides of G - G).
void BM_Degree(benchmark::State& state) {
    const Stopper g = state.range(0) == 0 ? cgt::testing::zero_tiny_on() : cgt::testing::four_cycle();
    std::size_t size = 0;
    for (auto _ : state) size = cgt::loopy::degree(g).follower_count();
    state.counters["degree_positions"] = static_cast<double>(size);
}

// 3 x Bach's Carousel, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} (CGSuite's EvalTest.scala line 186).
void BM_ThreeCarousels(benchmark::State& state) {
    const SidedValue carousel = cgt::testing::carousel();
    std::size_t size = 0;
    for (auto _ : state) size = (carousel + carousel + carousel).onside_graph().vertex_count();
    state.counters["onside_positions"] = static_cast<double>(size);
}

} // namespace

BENCHMARK(BM_CanonicalStopper)->Arg(250)->Arg(1000)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Degree)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ThreeCarousels)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
