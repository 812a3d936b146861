// Benchmarks of the impartial engine (targets in docs/impartial.md):
//   0.137 to 10^7 heaps (< 60 s), 0.77 to 10^6 (< 5 s), 0.13337 (not known to be periodic),
//   0.007 (James Bond) and Grundy's game with rare values, 0.376 certified (< 60 s),
//   an all-but subtraction game by prefix sets,
//   Node-Kayles on many small graphs with one shared memo.
#include <random>

#include <benchmark/benchmark.h>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_sequence.hpp"

using namespace cgt;
using namespace cgt::impartial;

namespace {

void octal(benchmark::State& state, const char* code, bool stop_at_period, unsigned threads) {
    const auto parsed = OctalCode::parse(code);
    const auto count = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        auto values = octal_grundy_sequence(parsed, count, {.stop_at_period = stop_at_period, .threads = threads});
        benchmark::DoNotOptimize(values.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
}

void octal_naive(benchmark::State& state, const char* code) {
    const auto parsed = OctalCode::parse(code);
    for (auto _ : state) benchmark::DoNotOptimize(octal_grundy_sequence_naive(parsed, static_cast<std::size_t>(state.range(0))).data());
}

// Node-Kayles on random graphs with 8 vertices, one solver for all (as `cgt grundy` does).
void node_kayles_many_graphs(benchmark::State& state) {
    std::mt19937_64 rng(8);
    std::vector<Graph> graphs;
    for (int k = 0; k < 12346; ++k) {
        Graph g(8);
        for (int u = 0; u < 8; ++u)
            for (int v = u + 1; v < 8; ++v)
                if (rng() & 1) g.add_edge(u, v);
        graphs.push_back(g);
    }
    for (auto _ : state) {
        auto solver = GraphGrundySolver::node_kayles();
        Grundy x = 0;
        for (const auto& g : graphs) x ^= solver.grundy(g);
        benchmark::DoNotOptimize(x);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * graphs.size()));
}

} // namespace

BENCHMARK_CAPTURE(octal, dawson_chess_0_137, "0.137", true, 2)->Arg(10000000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, kayles_0_77, "0.77", true, 2)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, kayles_0_77_no_period_shortcut, "0.77", false, 1)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, misere_diminished_0_13337, "0.13337", false, 2)->Arg(20000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, misere_diminished_0_13337_one_thread, "0.13337", false, 1)->Arg(100000)->Unit(benchmark::kMillisecond);
// Rare values with the heap's parity in the mask, pipelined over two threads.
BENCHMARK_CAPTURE(octal, james_bond_0_007, "0.007", false, 2)->Arg(1 << 17)->Arg(1 << 18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, james_bond_0_007_one_thread, "0.007", false, 1)->Arg(1 << 17)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, grundys_game_4u_0, "4!.0", false, 2)->Arg(1 << 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, octal_0_376_certified, "0.376", true, 2)->Arg(4600000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal, all_but_0_3003330r3, "0.3003330[3]", false, 1)->Arg(10000000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(octal_naive, kayles_naive, "0.77")->Arg(20000)->Unit(benchmark::kMillisecond);
BENCHMARK(node_kayles_many_graphs)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
