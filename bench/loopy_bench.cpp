// Loopy games (docs/loopy.md): canonical forms of large stoppers, the degrees of CGSuite's
// test stoppers (sums of a stopper and its negative, simplified to their onsides), and the sum
// of three Bach's Carousels (sides that are not stoppers).
//
//   cmake --build --preset release --target loopy_bench
//   build/release/bench/loopy_bench

#include <benchmark/benchmark.h>

#include "cgt/loopy/node_builder.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"

namespace {

using cgt::Game;
using cgt::Player;
using cgt::loopy::Graph;
using cgt::loopy::GraphBuilder;
using cgt::loopy::SidedValue;
using cgt::loopy::Stopper;
using cgt::loopy::Vertex;

// n positions v_i = {0, d_i | v_(i+1)}, every seventh with a Left move d_i = {v_j | *} back up
// the chain: a stopper with cycles whose canonical form keeps about n positions.
Graph chain(int n) {
    GraphBuilder b;
    std::vector<Vertex> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = b.add_vertex();
    const Vertex z = b.add_game(Game()), s = b.add_game(Game::star());
    for (int i = 0; i < n; ++i) {
        b.add_left_edge(v[i], z);
        b.add_right_edge(v[i], i + 1 < n ? v[i + 1] : s);
        if (i % 7 == 3) {
            const Vertex d = b.add_vertex();
            b.add_left_edge(d, v[(i * 37) % n]);
            b.add_right_edge(d, s);
            b.add_left_edge(v[i], d);
        }
    }
    return b.build();
}

// Canonical form of the chain (Stopper::from_graph simplifies every time; only the interning
// of the result is shared between iterations).
void BM_CanonicalStopper(benchmark::State& state) {
    const Graph g = chain(static_cast<int>(state.range(0)));
    std::size_t size = 0;
    for (auto _ : state) size = Stopper::from_graph(g, 0).follower_count();
    state.counters["vertices"] = static_cast<double>(g.vertex_count());
    state.counters["canonical"] = static_cast<double>(size);
}

// CGSuite's stoppers from CanonicalStopperTestCase.scala: {0|||0||0|off} (line 121) and
// a{0||||0|||a|*||*} (line 216); their degrees are onsides of G - G.
Stopper tiny_on_sum() {
    GraphBuilder b;
    const Vertex v = b.add_vertex(), r1 = b.add_vertex(), r2 = b.add_vertex(), off = b.add_vertex();
    const Vertex z = b.add_game(Game());
    b.add_right_edge(off, off);
    b.add_left_edge(v, z);
    b.add_right_edge(v, r1);
    b.add_left_edge(r1, z);
    b.add_right_edge(r1, r2);
    b.add_left_edge(r2, z);
    b.add_right_edge(r2, off);
    return Stopper::from_graph(b.build(), v);
}
Stopper four_cycle() {
    GraphBuilder b;
    const Vertex a = b.add_vertex(), r1 = b.add_vertex(), r2 = b.add_vertex(), l3 = b.add_vertex();
    const Vertex z = b.add_game(Game()), s = b.add_game(Game::star());
    b.add_left_edge(a, z);
    b.add_right_edge(a, r1);
    b.add_left_edge(r1, z);
    b.add_right_edge(r1, r2);
    b.add_left_edge(r2, l3);
    b.add_right_edge(r2, s);
    b.add_left_edge(l3, a);
    b.add_right_edge(l3, s);
    return Stopper::from_graph(b.build(), a);
}

void BM_Degree(benchmark::State& state) {
    const Stopper g = state.range(0) == 0 ? tiny_on_sum() : four_cycle();
    std::size_t size = 0;
    for (auto _ : state) size = cgt::loopy::degree(g).follower_count();
    state.counters["degree_positions"] = static_cast<double>(size);
}

// 3 x Bach's Carousel, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} (CGSuite's EvalTest.scala line 186).
void BM_ThreeCarousels(benchmark::State& state) {
    cgt::loopy::NodeBuilder b;
    const auto a = b.add_node(), B = b.add_node(), C = b.add_node(), D = b.add_node();
    auto value = [](Game g) { return SidedValue(Stopper::from_game(g)); };
    const Game one = Game::integer(1), star = Game::star();
    b.add_value(Player::left, a, value(Game()));
    b.add_option(Player::left, a, B);
    b.add_value(Player::right, a, value(Game()));
    b.add_value(Player::left, B, value(one));
    b.add_value(Player::right, B, value(one));
    b.add_option(Player::right, B, C);
    b.add_value(Player::left, C, value(star));
    b.add_option(Player::left, C, D);
    b.add_value(Player::right, C, value(star));
    b.add_value(Player::left, D, value(one + star));
    b.add_value(Player::right, D, value(one + star));
    b.add_option(Player::right, D, a);
    const SidedValue carousel = b.value(a);
    std::size_t size = 0;
    for (auto _ : state) size = (carousel + carousel + carousel).onside_graph().vertex_count();
    state.counters["onside_positions"] = static_cast<double>(size);
}

} // namespace

BENCHMARK(BM_CanonicalStopper)->Arg(250)->Arg(1000)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Degree)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ThreeCarousels)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
