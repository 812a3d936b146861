// The slides' Geography results (sopena-slides.md section 5, vectors 23-31) and the theorem
// behind undirected vertex Geography, checked on many more positions than the slides list.
#include <doctest/doctest.h>

#include <bit>
#include <map>
#include <random>

#include "algorithms/search/impartial_solver.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/nimg.hpp"
#include "tests/random_graph.hpp"

using namespace cgt;
using namespace cgt::impartial;
using cgt::search::ImpartialSolver;

namespace {

// Does the player to move win vertex Geography from `start` (normal play)?
bool vertex_geography_wins(const Multigraph& g, int start) {
    VertexGeography game(g);
    return ImpartialSolver<VertexGeography>(game).search_wins(game.start(start), Play::normal);
}
bool vertex_geography_wins(const Graph& g, int start) { return vertex_geography_wins(Multigraph(g), start); }

bool edge_geography_wins(const Multigraph& g, int start) {
    EdgeNimG game(g);
    return ImpartialSolver<EdgeNimG>(game).search_wins(game.geography_start(start), Play::normal);
}

Multigraph torus(int m, int n) { return cartesian_product(directed_cycle(m), directed_cycle(n)); }

// The size of a maximum matching of g restricted to `within`, by the plain recursion: the lowest
// vertex is either unmatched or matched to one of its neighbours.
int matching_number(const Graph& g, VertexMask within, std::map<VertexMask, int>& memo) {
    if (within == 0) return 0;
    if (auto it = memo.find(within); it != memo.end()) return it->second;
    const int v = std::countr_zero(within);
    const VertexMask rest = within & ~(VertexMask{1} << v);
    int best = matching_number(g, rest, memo);
    for (VertexMask m = g.neighbours(v) & rest; m; m &= m - 1)
        best = std::max(best, 1 + matching_number(g, rest & ~(m & -m), memo));
    return memo[within] = best;
}

} // namespace

TEST_CASE("undirected vertex Geography: vectors 23 and 24") {
    for (int n = 1; n <= 10; ++n) CHECK(vertex_geography_wins(path_graph(n), 0) == (n % 2 == 0)); // vector 23
    for (int n = 1; n <= 8; ++n) CHECK(vertex_geography_wins(complete_graph(n), 0) == (n % 2 == 0));
    for (int m = 2; m <= 8; ++m) {
        CHECK(vertex_geography_wins(star_graph(m), 0));      // the centre wins
        CHECK_FALSE(vertex_geography_wins(star_graph(m), 1)); // a leaf loses
    }
    for (int v = 0; v < 10; ++v) CHECK(vertex_geography_wins(petersen_graph(), v)); // a perfect matching
}

TEST_CASE("undirected vertex Geography: the matching theorem on random graphs, every start") {
    // Fraenkel, Scheinerman, Ullman: (G, v) is a first-player win iff every maximum matching of G
    // covers v, i.e. iff removing v lowers the matching number.
    std::mt19937_64 rng(23);
    int positions = 0;
    for (int round = 0; round < 400; ++round) {
        const int n = 1 + static_cast<int>(rng() % 12);
        const Graph g = cgt::testing::random_graph(n, 0.1 + 0.1 * static_cast<double>(rng() % 6), rng);
        std::map<VertexMask, int> memo;
        const int nu = matching_number(g, g.all_vertices(), memo);
        VertexGeography game{Multigraph(g)};
        ImpartialSolver<VertexGeography> solver(game);
        for (int v = 0; v < n; ++v) {
            const bool every_maximum_matching_covers_v = matching_number(g, g.all_vertices() & ~(VertexMask{1} << v), memo) < nu;
            CHECK(solver.search_wins(game.start(v), Play::normal) == every_maximum_matching_covers_v);
            ++positions;
        }
    }
    CHECK(positions > 2000);
}

TEST_CASE("directed vertex Geography on C_m □ C_n: vectors 25-28") {
    for (int n = 1; n <= 8; ++n) CHECK(vertex_geography_wins(torus(2, n), 0)); // vector 25: m = 2
    for (auto [m, n] : {std::pair{4, 4}, {4, 6}, {6, 6}, {6, 8}, {4, 8}, {6, 4}, {2, 10}})
        CHECK(vertex_geography_wins(torus(m, n), 0)); // vector 26: m and n even
    // Vector 27 (Nowakowski, Poole): C_3 □ C_n is a first-player win iff n mod 42 is one of
    // 0 2 4 6 10 11 13 15 16 17 19 21 22 23 25 27 28 32 34 36 38 40; checked to n = 21 (63
    // vertices; boards have at most 64).
    const std::vector<int> winning = {0, 2, 4, 6, 10, 11, 13, 15, 16, 17, 19, 21, 22, 23, 25, 27, 28, 32, 34, 36, 38, 40};
    for (int n = 1; n <= 21; ++n)
        CHECK_MESSAGE(vertex_geography_wins(torus(3, n), 0) == (std::find(winning.begin(), winning.end(), n % 42) != winning.end()),
                      "C_3 x C_", n);
    // Vector 28 (Hogan, Horrocks): C_4 □ C_n loses iff n = 11 mod 12; checked to n = 13.
    for (int n = 1; n <= 13; ++n) CHECK_MESSAGE(vertex_geography_wins(torus(4, n), 0) == (n % 12 != 11), "C_4 x C_", n);
    // The graph is vertex-transitive: every start gives the same answer.
    for (int v = 0; v < 15; ++v) CHECK_FALSE(vertex_geography_wins(torus(3, 5), v));
}

TEST_CASE("undirected edge Geography: vectors 29-31") {
    for (int n = 2; n <= 7; ++n) CHECK(edge_geography_wins(Multigraph(complete_graph(n)), 0)); // vector 29
    for (int d = 1; d <= 4; ++d) CHECK(edge_geography_wins(Multigraph(hypercube(d)), 0) == (d % 2 == 1)); // vector 30
    // Vector 31 (Erickson): a vertex with a twin (same closed neighbourhood) is a first-player win.
    std::mt19937_64 rng(31);
    int twins = 0;
    for (int round = 0; round < 500; ++round) {
        const int n = 2 + static_cast<int>(rng() % 6);
        Graph g = cgt::testing::random_graph(n, 0.5, rng);
        // Make n-1 a twin of 0: the same neighbours, and adjacent to 0.
        Graph h(n);
        for (const auto& [u, v] : g.edges())
            if (u != n - 1 && v != n - 1) h.add_edge(u, v);
        for (VertexMask m = h.neighbours(0); m; m &= m - 1) h.add_edge(n - 1, std::countr_zero(m));
        h.add_edge(0, n - 1);
        REQUIRE(h.closed_neighbourhood(0) == h.closed_neighbourhood(n - 1));
        CHECK(edge_geography_wins(Multigraph(h), 0));
        CHECK(edge_geography_wins(Multigraph(h), n - 1));
        ++twins;
    }
    CHECK(twins == 500);
}

TEST_CASE("directed edge Geography: a directed cycle is a walk, a digon a single step") {
    for (int n = 1; n <= 9; ++n) CHECK(edge_geography_wins(directed_cycle(n), 0) == (n % 2 == 1));
    CHECK(edge_geography_wins(parse_multigraph("0>1 1>0"), 0) == false); // two steps: the second player moves last
}
