// Geography, Edge NimG, Vertex NimG and VertexNim against their slow twins (brute_force.hpp) on
// every small board, normal play (Grundy values) and misère play (outcomes).
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "algorithms/search/impartial_solver.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/nimg.hpp"
#include "games/sum.hpp"
#include "tests/slides/brute_force.hpp"
#include "tests/slides/small_graphs.hpp"

using namespace cgt;
using namespace cgt::impartial;
using cgt::search::ImpartialSolver;
namespace brute = cgt::testing::brute;

namespace {

// The ruleset's Grundy value and misère outcome of `position` against the twin's of `state`.
template <typename R>
void check_position(ImpartialSolver<R>& solver, const typename R::Position& position, const brute::Options& twin,
                    const brute::State& state, std::map<brute::State, int>& grundy_memo,
                    std::map<brute::State, bool>& misere_memo) {
    CHECK(solver.grundy(position) == static_cast<unsigned>(brute::grundy(twin, state, grundy_memo)));
    CHECK(solver.first_player_wins(position, Play::misere) == brute::misere_wins(twin, state, misere_memo));
}

// Every vector of `length` counts in 0..top.
std::vector<std::vector<int>> all_counts(int length, int top) {
    std::vector<std::vector<int>> out{{}};
    for (int i = 0; i < length; ++i) {
        std::vector<std::vector<int>> longer;
        for (const auto& prefix : out)
            for (int c = 0; c <= top; ++c) {
                longer.push_back(prefix);
                longer.back().push_back(c);
            }
        out = std::move(longer);
    }
    return out;
}

brute::Options vertex_nimg_twin(const Multigraph& g, VertexNimGRule rule) {
    if (rule == VertexNimGRule::move_then_delete) return brute::vertex_nimg_move_then_delete(g);
    return brute::vertex_nimg_delete_then_move(g, rule == VertexNimGRule::delete_then_move);
}

Multigraph random_multigraph(int n, int edges, bool directed, std::mt19937_64& rng) {
    Multigraph g(n, directed);
    for (int k = 0; k < edges; ++k) g.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n));
    return g;
}

} // namespace

TEST_CASE("vertex Geography = its twin on every graph with <= 5 vertices and every digraph with <= 4") {
    int positions = 0;
    auto check_board = [&](const Multigraph& g) {
        VertexGeography game(g);
        ImpartialSolver<VertexGeography> solver(game);
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        for (int v = 0; v < g.vertex_count(); ++v) {
            check_position(solver, game.start(v), brute::vertex_geography(g), brute::geography_start(g, v), gm, mm);
            ++positions;
        }
    };
    for (int n = 1; n <= 5; ++n) cgt::testing::for_each_graph(n, check_board);
    for (int n = 1; n <= 4; ++n) cgt::testing::for_each_digraph(n, n <= 2, check_board);
    CHECK(positions > 20000);
}

TEST_CASE("Edge NimG = its twin: every graph with <= 4 vertices and 0..2 counters per edge; random multigraphs") {
    for (int n = 1; n <= 4; ++n)
        cgt::testing::for_each_graph(n, [&](const Multigraph& g) {
            EdgeNimG game(g);
            ImpartialSolver<EdgeNimG> solver(game);
            std::map<brute::State, int> gm;
            std::map<brute::State, bool> mm;
            for (const auto& counts : all_counts(g.edge_count(), n <= 3 ? 3 : 2))
                for (int v = 0; v < n; ++v)
                    check_position(solver, game.start(v, counts), brute::edge_nimg(g), brute::edge_nimg_start(v, counts), gm, mm);
        });
    // Loops, repeated edges and arcs.
    std::mt19937_64 rng(1);
    for (int round = 0; round < 400; ++round) {
        const int n = 1 + static_cast<int>(rng() % 5);
        const Multigraph g = random_multigraph(n, static_cast<int>(rng() % 7), round % 2 == 1, rng);
        EdgeNimG game(g);
        ImpartialSolver<EdgeNimG> solver(game);
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        std::vector<int> counts;
        for (int e = 0; e < g.edge_count(); ++e) counts.push_back(static_cast<int>(rng() % 4));
        const int v = static_cast<int>(rng() % n);
        check_position(solver, game.start(v, counts), brute::edge_nimg(g), brute::edge_nimg_start(v, counts), gm, mm);
    }
}

TEST_CASE("Edge Geography is Edge NimG with one counter per edge; parallel edges make Nim") {
    const Multigraph k4(parse_multigraph("K4"));
    EdgeNimG game(k4);
    CHECK(game.geography_start(0) == game.start(0, std::vector<int>(6, 1)));
    // Two vertices joined by three edges: the token only swaps ends, so the counters are Nim
    // heaps (the slides' "Edge NimG on multigraphs extends Nim").
    const Multigraph three_edges = parse_multigraph("0-1 0-1 0-1");
    EdgeNimG nim(three_edges);
    ImpartialSolver<EdgeNimG> solver(nim);
    CHECK(solver.grundy(nim.start(0, std::vector<int>{3, 5, 6})) == 0);
    CHECK(solver.grundy(nim.start(0, std::vector<int>{3, 5, 7})) == 1);
    CHECK(solver.grundy(nim.start(1, std::vector<int>{1, 2, 4})) == 7);
}

TEST_CASE("Vertex NimG (three variants) = its twin on every board with <= 3 vertices, loops optional") {
    for (int n = 1; n <= 3; ++n) {
        auto check_board = [&](const Multigraph& g) {
            for (VertexNimGRule rule : {VertexNimGRule::delete_then_move, VertexNimGRule::delete_then_move_nonempty,
                                        VertexNimGRule::move_then_delete}) {
                VertexNimG game(g, rule);
                ImpartialSolver<VertexNimG> solver(game);
                const brute::Options twin = vertex_nimg_twin(g, rule);
                std::map<brute::State, int> gm;
                std::map<brute::State, bool> mm;
                for (const auto& counts : all_counts(n, 2))
                    for (int v = 0; v < n; ++v)
                        check_position(solver, game.start(v, counts), twin, brute::edge_nimg_start(v, counts), gm, mm);
            }
        };
        // Undirected graphs with any loops: every graph plus every loop set.
        cgt::testing::for_each_graph(n, [&](const Multigraph& g) {
            for (int loops = 0; loops < (1 << n); ++loops) {
                Multigraph h = g;
                for (int v = 0; v < n; ++v)
                    if ((loops >> v) & 1) h.add_edge(v, v);
                check_board(h);
            }
        });
        if (n <= 2) cgt::testing::for_each_digraph(n, true, check_board);
    }
    // Larger random boards and counts.
    std::mt19937_64 rng(2);
    for (int round = 0; round < 150; ++round) {
        const int n = 2 + static_cast<int>(rng() % 4);
        const Multigraph g = random_multigraph(n, static_cast<int>(rng() % 8), round % 2 == 1, rng);
        std::vector<int> counts;
        for (int v = 0; v < n; ++v) counts.push_back(static_cast<int>(rng() % 4));
        const int v = static_cast<int>(rng() % n);
        const auto rule = static_cast<VertexNimGRule>(round % 3);
        VertexNimG game(g, rule);
        ImpartialSolver<VertexNimG> solver(game);
        const brute::Options twin = vertex_nimg_twin(g, rule);
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        check_position(solver, game.start(v, counts), twin, brute::edge_nimg_start(v, counts), gm, mm);
    }
}

TEST_CASE("VertexNim = the twin that removes emptied vertices and joins their neighbourhoods") {
    auto check_board = [&](const Multigraph& g, int top) {
        VertexNim game(g);
        ImpartialSolver<VertexNim> solver(game);
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        for (const auto& counts : all_counts(g.vertex_count(), top))
            for (int v = 0; v < g.vertex_count(); ++v)
                check_position(solver, game.start(v, counts), brute::vertex_nim(g.vertex_count()),
                               brute::vertex_nim_start(g, v, counts), gm, mm);
    };
    for (int n = 1; n <= 3; ++n) {
        cgt::testing::for_each_graph(n, [&](const Multigraph& g) {
            for (int loops = 0; loops < (1 << n); ++loops) {
                Multigraph h = g;
                for (int v = 0; v < n; ++v)
                    if ((loops >> v) & 1) h.add_edge(v, v);
                check_board(h, 2);
            }
        });
        if (n <= 2) cgt::testing::for_each_digraph(n, true, [&](const Multigraph& g) { check_board(g, 3); });
    }
    cgt::testing::for_each_digraph(3, false, [&](const Multigraph& g) { check_board(g, 1); });
    // A looped vertex alone is a Nim heap; a directed cycle with loops, Adjacent Nim.
    VertexNim heap(parse_multigraph("loops(P1)"));
    ImpartialSolver<VertexNim> solver(heap);
    for (int k = 0; k <= 20; ++k) CHECK(solver.grundy(heap.start(0, std::vector<int>{k})) == static_cast<unsigned>(k));
}

TEST_CASE("disjoint sums of token games = the twin's sums, misère play included") {
    std::mt19937_64 rng(3);
    for (int round = 0; round < 120; ++round) {
        std::vector<Multigraph> boards;
        std::vector<VertexGeography> games;
        std::vector<VertexGeography::Position> starts;
        std::vector<brute::State> states;
        const int parts = 2 + static_cast<int>(rng() % 2);
        for (int k = 0; k < parts; ++k) {
            const int n = 1 + static_cast<int>(rng() % 4);
            boards.push_back(random_multigraph(n, static_cast<int>(rng() % 6), rng() % 2 == 1, rng));
            games.emplace_back(boards.back());
            const int v = static_cast<int>(rng() % n);
            starts.push_back(games.back().start(v));
            states.push_back(brute::geography_start(boards.back(), v));
        }
        DisjointSum<VertexGeography> sum(games);
        ImpartialSolver<DisjointSum<VertexGeography>> solver(sum);
        // The twin of a sum: one game whose components are the boards' geography games.
        const brute::Options twin = [&](const brute::State& s) {
            std::vector<brute::State> out;
            std::size_t i = 0;
            std::vector<brute::State> comps;
            for (std::size_t k = 0; k < boards.size(); ++k) {
                comps.emplace_back(s.begin() + static_cast<long>(i), s.begin() + static_cast<long>(i + states[k].size()));
                i += states[k].size();
            }
            for (std::size_t k = 0; k < boards.size(); ++k)
                for (const brute::State& o : brute::vertex_geography(boards[k])(comps[k])) {
                    brute::State next;
                    for (std::size_t j = 0; j < boards.size(); ++j) {
                        const brute::State& c = j == k ? o : comps[j];
                        next.insert(next.end(), c.begin(), c.end());
                    }
                    out.push_back(next);
                }
            return out;
        };
        brute::State state;
        for (const auto& s : states) state.insert(state.end(), s.begin(), s.end());
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        check_position(solver, sum.position(starts), twin, state, gm, mm);
    }
}
