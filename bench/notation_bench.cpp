// Speed of printing, parsing and thermographs (figures quoted in docs/notation.md).
#include <benchmark/benchmark.h>

#include <string>
#include <unordered_set>
#include <vector>

#include "algorithms/domination/table.hpp"
#include "cgt/game.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph.hpp"

namespace {

// A wide hot game: sums of switches and NUS values; its canonical form has many subgames.
cgt::Game sample_game() {
    cgt::Game g = cgt::parse_game("{3||2*|1*} + {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}} + {1|0}");
    return g + cgt::parse_game("{2|^*} + +-(1, {4|1/2})");
}

void BM_print_cgsuite(benchmark::State& state) {
    cgt::Game g = sample_game();
    std::size_t bytes = 0;
    for (auto _ : state) {
        std::string s = cgt::to_string(g);
        bytes += s.size();
        benchmark::DoNotOptimize(s);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}
BENCHMARK(BM_print_cgsuite);

// The distinct values of `cgt dom table 11 --with-c`, in row order: the workload of a table's
// printer (most values are small and share their options with earlier ones).
const std::vector<cgt::Game>& table_values() {
    static const std::vector<cgt::Game> values = [] {
        cgt::domination::TableRequest request;
        request.n = 11;
        request.with_c = true;
        std::vector<cgt::Game> out;
        std::unordered_set<std::uint32_t> seen;
        for (const auto& row : cgt::domination::compute_table(request).rows)
            if (seen.insert(row.value.id()).second) out.push_back(row.value);
        return out;
    }();
    return values;
}

// Every distinct value printed once, cold, as a table's printer meets them (one iteration: a
// second would find the uptimal memo warm).
void BM_print_table_values(benchmark::State& state) {
    const std::vector<cgt::Game>& values = table_values();
    std::size_t bytes = 0;
    for (auto _ : state) {
        for (cgt::Game g : values) {
            std::string s = cgt::to_string(g);
            bytes += s.size();
            benchmark::DoNotOptimize(s);
        }
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
    state.counters["values"] = static_cast<double>(values.size());
}
BENCHMARK(BM_print_table_values)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_parse_explicit(benchmark::State& state) {
    std::string text = cgt::to_string(sample_game(), cgt::PrintStyle::explicit_braces);
    for (auto _ : state) benchmark::DoNotOptimize(cgt::parse_game(text));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_parse_explicit);

void BM_mean_and_temperature(benchmark::State& state) {
    cgt::Game g = sample_game();
    for (auto _ : state) {
        benchmark::DoNotOptimize(g.mean());
        benchmark::DoNotOptimize(g.temperature());
    }
}
BENCHMARK(BM_mean_and_temperature);

void BM_full_thermograph(benchmark::State& state) {
    cgt::Game g = sample_game();
    for (auto _ : state) benchmark::DoNotOptimize(cgt::thermograph(g));
}
BENCHMARK(BM_full_thermograph);

// A chain {n | {n-1 | ... {1|0}}} n levels deep: printing and thermographs need no recursion.
void BM_deep_chain_print_and_mean(benchmark::State& state) {
    cgt::Game g;
    for (std::int64_t n = 1; n <= state.range(0); ++n) g = cgt::Game::from_options({cgt::Game::integer(n)}, {g});
    for (auto _ : state) {
        benchmark::DoNotOptimize(cgt::to_string(g));
        benchmark::DoNotOptimize(g.mean());
    }
}
BENCHMARK(BM_deep_chain_print_and_mean)->Arg(1000)->Arg(10000);

} // namespace

BENCHMARK_MAIN();
