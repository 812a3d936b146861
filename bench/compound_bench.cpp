// Benchmarks of compound Node-Kayles on paths: the F- engine behind Table 2 (10^4 to 10^6), the
// periodic sequences, the theory on huge unions and the search twin.
//   build/release/bench/compound_bench --benchmark_filter=Table2
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"

using namespace cgt::compound;

namespace {

// Table 2 of the seed (the rows for 10^4, 10^5, 10^6), checked on every run.
std::string expected_row(std::size_t n) {
    switch (n) {
    case 10'000: return "12 163 58.5556 30.621093 33 2.73% 1526 9977";
    case 100'000: return "13 907 275.95915 177.355129 128 0.795% 12758 94680";
    case 1'000'000: return "16 4600 1357.37834 780.786047 4096 0.256% 235086 979501";
    default: return {};
    }
}

void BM_Table2Row(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        std::vector<std::int32_t> values;
        extend_foreclosed_misere(values, n + 1);
        const std::string row = format_stats_row(foreclosed_stats(values, n));
        if (row != expected_row(n)) state.SkipWithError(("Table 2 mismatch: " + row).c_str());
        benchmark::DoNotOptimize(values.data());
    }
}
BENCHMARK(BM_Table2Row)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Table2Row)->Arg(1'000'000)->Iterations(1)->Unit(benchmark::kSecond);

void BM_TheoryOutcomeHugeUnion(benchmark::State& state) {
    const CompoundTheory theory(static_cast<Version>(state.range(0)), Play::normal);
    Position position;
    for (Order i = 0; i < 1000; ++i) position.push_back(max_order - 7 * i);
    for (auto _ : state) benchmark::DoNotOptimize(theory.outcome(position));
}
BENCHMARK(BM_TheoryOutcomeHugeUnion)->DenseRange(0, 5);

void BM_TheoryWinningMoveHugePaths(benchmark::State& state) {
    const CompoundTheory theory(static_cast<Version>(state.range(0)), Play::normal);
    const Position position{max_order - 1, max_order - 2, 77};
    for (auto _ : state) benchmark::DoNotOptimize(theory.winning_move(position));
}
BENCHMARK(BM_TheoryWinningMoveHugePaths)->DenseRange(0, 5)->Unit(benchmark::kMicrosecond);

void BM_SearchDisjunctiveMisereLosing(benchmark::State& state) {
    const PathNodeKayles rules;
    for (auto _ : state) {
        CompoundSearch search(rules, Version::disjunctive, Play::misere);
        benchmark::DoNotOptimize(search.losing_sizes(static_cast<Order>(state.range(0))));
        state.counters["positions"] = static_cast<double>(search.memoised_positions());
    }
}
BENCHMARK(BM_SearchDisjunctiveMisereLosing)->Arg(40)->Arg(60)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
