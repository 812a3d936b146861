// Benchmarks of the games of Sopena's slides on the generic solvers (figures in
// docs/benchmarks.md). The headline case is directed vertex Geography on C_3 □ C_20, the slides'
// hardest example: a Python brute force over (visited set, token) pairs needs about 73 M states.
#include <benchmark/benchmark.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "games/graph/families.hpp"
#include "games/graph/multigraph.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/nimg.hpp"
#include "games/impartial/proper_colouring.hpp"
#include "games/partizan/tinted_colouring.hpp"

using namespace cgt;

namespace {

template <typename Solver>
void count_tables(benchmark::State& state, Solver& solver) {
    state.counters["positions"] = static_cast<double>(solver.positions_solved());
    state.counters["table_MiB"] = static_cast<double>(solver.tables().bytes()) / (1 << 20);
}

// Directed vertex Geography on C_m □ C_n from vertex 0: the outcome (a search that stops at the
// first winning move) or the Grundy value (every option valued).
void dvg(benchmark::State& state, bool grundy) {
    const Multigraph board = cartesian_product(directed_cycle(static_cast<int>(state.range(0))),
                                               directed_cycle(static_cast<int>(state.range(1))));
    const impartial::VertexGeography game(board);
    for (auto _ : state) {
        search::ImpartialSolver<impartial::VertexGeography> solver(game);
        if (grundy) benchmark::DoNotOptimize(solver.grundy(game.start(0)));
        else benchmark::DoNotOptimize(solver.search_wins(game.start(0), Play::normal));
        count_tables(state, solver);
    }
}

// Undirected edge Geography on the hypercube Q_d (Erickson, Shreve: a win iff d is odd).
void ueg_hypercube(benchmark::State& state) {
    const impartial::EdgeNimG game{Multigraph(hypercube(static_cast<int>(state.range(0))))};
    for (auto _ : state) {
        search::ImpartialSolver<impartial::EdgeNimG> solver(game);
        benchmark::DoNotOptimize(solver.search_wins(game.geography_start(0), Play::normal));
        count_tables(state, solver);
    }
}

// Canonical forms of COL and SNORT on an untinted grid.
template <typename Game_>
void tinted_grid(benchmark::State& state) {
    const Game_ game(grid_graph(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
    for (auto _ : state) {
        search::PartizanSolver<Game_> solver(game);
        benchmark::DoNotOptimize(solver.value(game.start()));
        count_tables(state, solver);
    }
}

// Proper 3-colouring of the Petersen graph and of a grid (Grundy values).
void colouring(benchmark::State& state, Graph board) {
    const impartial::ProperColouring game(board, static_cast<int>(state.range(0)));
    for (auto _ : state) {
        search::ImpartialSolver<impartial::ProperColouring> solver(game);
        benchmark::DoNotOptimize(solver.grundy(game.start()));
        count_tables(state, solver);
    }
}

} // namespace

BENCHMARK_CAPTURE(dvg, outcome, false)->Args({3, 20})->Args({4, 12})->Args({6, 8})->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(dvg, grundy, true)->Args({3, 20})->Args({4, 12})->Unit(benchmark::kMillisecond);
BENCHMARK(ueg_hypercube)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(tinted_grid, partizan::Col)->Args({3, 4})->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(tinted_grid, partizan::Snort)->Args({3, 4})->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(colouring, petersen, petersen_graph())->Arg(3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(colouring, grid_4x4, grid_graph(4, 4))->Arg(3)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
