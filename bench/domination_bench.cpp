// Speed of the domination DP: random coloured paths and cycles (fixed seeds), and tables of all
// colourings; and of the graph search on a few graphs. CGSuite's figures for the same inputs are
// in docs/domination.md.
//
// The global game table keeps every canonical form, so each benchmark runs once (Iterations(1))
// on a fresh IntervalDp; the figures of later benchmarks in one run benefit from forms created by
// earlier ones. Run one at a time (--benchmark_filter) for clean figures.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "algorithms/domination/graph_search.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "algorithms/domination/table.hpp"
#include "cgt/memory.hpp"
#include "games/domination/colours.hpp"
#include "games/domination/components.hpp"
#include "games/graph/families.hpp"

namespace {

std::string random_colours(std::size_t n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::string s(n, 'A');
    for (char& c : s) c = (rng() & 1) ? 'B' : 'A';
    return s;
}

void report_table(benchmark::State& state) {
    state.counters["games"] = static_cast<double>(cgt::game_count());
    state.counters["table_MB"] = static_cast<double>(cgt::memory_usage()) / 1e6;
}

void BM_random_path(benchmark::State& state) {
    const std::string s = random_colours(static_cast<std::size_t>(state.range(0)), 12345);
    for (auto _ : state) {
        cgt::domination::IntervalDp dp;
        benchmark::DoNotOptimize(dp.path_value(s));
    }
    report_table(state);
}

void BM_random_cycle(benchmark::State& state) {
    const std::string s = random_colours(static_cast<std::size_t>(state.range(0)), 54321);
    for (auto _ : state) {
        cgt::domination::IntervalDp dp;
        benchmark::DoNotOptimize(dp.cycle_value(s));
    }
    report_table(state);
}

// Colour C (both players may dominate it): the paths are ruled by the core's sums and
// comparisons, not by the DP. Index 0 is the yardstick of docs/benchmarks.md, Python's random.seed(7) with
// random.choice('ABC') per vertex, 80 draws; 1 and 2 are the first 50 and 60 vertices of
// random.seed(1)'s 80 draws (the whole of that path takes 15 minutes: its value is far larger).
void BM_abc_path(benchmark::State& state) {
    static const std::string paths[] = {
        "BABCAACABCACAAABBAAACBACAACCCACCBAAACABBACACBCCAACCCABACCACACABCCBBBCBBBAACAACBC",
        std::string("ACABABBBCBAABABBCACBBCACABAAACCABCABCACABBCABACABBABCCAACCBACBCCCBCCABBCBCBCABAC", 50),
        std::string("ACABABBBCBAABABBCACBBCACABAAACCABCABCACABBCABACABBABCCAACCBACBCCCBCCABBCBCBCABAC", 60),
    };
    const std::string& s = paths[state.range(0)];
    for (auto _ : state) {
        cgt::domination::IntervalDp dp;
        benchmark::DoNotOptimize(dp.path_value(s));
    }
    report_table(state);
}

// All 2^n colourings of P_n, sub-interval values shared (the table engine), on range(1) threads.
void BM_path_table(benchmark::State& state) {
    for (auto _ : state) {
        cgt::domination::TableRequest r;
        r.n = static_cast<int>(state.range(0));
        r.jobs = static_cast<unsigned>(state.range(1));
        benchmark::DoNotOptimize(cgt::domination::compute_table(r).rows.size());
    }
    report_table(state);
}

// All 3^n A/B/C colourings of P_n (`cgt dom table 12 --with-c`, without printing), on
// range(1) threads.
void BM_path_table_with_c(benchmark::State& state) {
    for (auto _ : state) {
        cgt::domination::TableRequest r;
        r.n = static_cast<int>(state.range(0));
        r.jobs = static_cast<unsigned>(state.range(1));
        r.with_c = true;
        benchmark::DoNotOptimize(cgt::domination::compute_table(r).rows.size());
    }
    report_table(state);
}

// All 2^n colourings of P_n, each path on its own (no sharing between colourings).
void BM_path_table_unshared(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        for (std::uint64_t code = 0; code < (std::uint64_t{1} << n); ++code) {
            std::string s(static_cast<std::size_t>(n), 'A');
            for (int k = 0; k < n; ++k)
                if ((code >> k) & 1) s[static_cast<std::size_t>(k)] = 'B';
            cgt::domination::IntervalDp dp;
            benchmark::DoNotOptimize(dp.path_value(s));
        }
    }
    report_table(state);
}

// The graph search (the DP's slow twin, and the solver for other graphs) on a fresh memo: a
// coloured grid, an all-C grid and a caterpillar. range(0) picks the graph.
void BM_graph_search(benchmark::State& state) {
    static const std::pair<const char*, const char*> graphs[] = {
        {"grid(4,5)", "ABBABAABABBABAABBABA"},
        {"grid(4,5)", "CCCCCCCCCCCCCCCCCCCC"},
        {"caterpillar(2,2,2,2,2,2,2,2,2,2)", "AABBAABBAABBBAAABAAAABABBBBBBA"},
    };
    const auto& [name, colours] = graphs[state.range(0)];
    const cgt::domination::ColouredGraph g(cgt::parse_graph(name), cgt::domination::parse_colours(colours));
    state.SetLabel(fmt::format("{} {}", name, colours));
    for (auto _ : state) {
        cgt::domination::GraphSearch search;
        benchmark::DoNotOptimize(search.value(g));
    }
    report_table(state);
}

} // namespace

BENCHMARK(BM_graph_search)->DenseRange(0, 2)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_random_path)->Arg(100)->Arg(200)->Arg(400)->Arg(800)->Arg(1000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_abc_path)->DenseRange(0, 2)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_random_cycle)->Arg(200)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_path_table)->Args({18, 1})->Args({18, 2})->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_path_table_with_c)->Args({12, 1})->Args({12, 2})->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_path_table_unshared)->Arg(14)->Arg(16)->Arg(18)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
