// Loopy values of rulesets (algorithms/loopy): Fox and Geese with the geese higher and higher
// up the board (the search, then the values component by component), Backsliding Toads and
// Frogs, and Smith's values of tokens on a digraph with cycles.
//
//   cmake --build --preset release --target loopy_rulesets_bench
//   build/release/bench/loopy_rulesets_bench

#include <benchmark/benchmark.h>

#include "algorithms/loopy/ruleset_values.hpp"
#include "games/graph/graph_names.hpp"
#include "games/loopy/backsliding_toads_and_frogs.hpp"
#include "games/loopy/fox_and_geese.hpp"
#include "games/loopy/sliding_token.hpp"

namespace {

using cgt::loopy::FoxAndGeese;

// Four geese on row `row` (columns 2, 4, 6, 8 or 1, 3, 5, 7), the fox in a bottom corner.
FoxAndGeese::Position geese_on_row(const FoxAndGeese& rules, int row) {
    const int first = row % 2 == 0 ? 2 : 1;
    return rules.position({{row, first}, {row, first + 2}, {row, first + 4}, {row, first + 6}}, {1, 1});
}

void BM_FoxAndGeeseValue(benchmark::State& state) {
    const FoxAndGeese rules;
    const auto p = geese_on_row(rules, static_cast<int>(state.range(0)));
    std::size_t positions = 0;
    for (auto _ : state) {
        const auto found = cgt::loopy::explore(rules, std::span(&p, 1));
        positions = found.positions.size();
        benchmark::DoNotOptimize(cgt::loopy::component_values(found.graph, found.starts));
    }
    state.counters["positions"] = static_cast<double>(positions);
}
BENCHMARK(BM_FoxAndGeeseValue)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

// The search alone, and the outcome without simplification.
void BM_FoxAndGeeseOutcome(benchmark::State& state) {
    const FoxAndGeese rules;
    const auto p = geese_on_row(rules, static_cast<int>(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(cgt::loopy::loopy_outcome(rules, p));
}
BENCHMARK(BM_FoxAndGeeseOutcome)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

void BM_BackslidingToadsAndFrogs(benchmark::State& state) {
    const cgt::loopy::BackslidingToadsAndFrogs rules;
    const std::string strip = std::string(static_cast<std::size_t>(state.range(0)), 't') + ".." +
                              std::string(static_cast<std::size_t>(state.range(0)), 'f');
    for (auto _ : state) benchmark::DoNotOptimize(cgt::loopy::loopy_value(rules, strip));
}
BENCHMARK(BM_BackslidingToadsAndFrogs)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

// Three tokens on the 8 x 8 directed torus (64 vertices, about 45,000 positions).
void BM_SlidingTokens(benchmark::State& state) {
    const cgt::loopy::SlidingToken game(cgt::parse_multigraph("product(dcycle(8),dcycle(8))"));
    const auto p = game.start({0, 9, 27});
    for (auto _ : state) benchmark::DoNotOptimize(cgt::loopy::loopy_nim_value(game, p));
}
BENCHMARK(BM_SlidingTokens)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
