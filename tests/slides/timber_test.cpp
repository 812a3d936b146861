// Timber! against its twin on every small digraph, and the slides' results: losing orientations
// of paths are Dyck words (Catalan counts, test vectors 35 and 36), and a connected board whose
// underlying multigraph has a cycle is a first-player win (test vector 37).
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "algorithms/search/impartial_solver.hpp"
#include "cgt/errors.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/timber.hpp"
#include "tests/slides/brute_force.hpp"
#include "tests/slides/small_graphs.hpp"

using namespace cgt;
using namespace cgt::impartial;
using cgt::search::ImpartialSolver;
namespace brute = cgt::testing::brute;

namespace {

unsigned timber_grundy(const Multigraph& board) {
    Timber game(board);
    return ImpartialSolver<Timber>(game).grundy(game.start());
}

// '<' (an arc pointing left) opens, '>' closes: a Dyck word never closes more than it opened and
// ends balanced.
bool is_dyck(const std::string& arrows) {
    int height = 0;
    for (char c : arrows) {
        height += c == '<' ? 1 : -1;
        if (height < 0) return false;
    }
    return height == 0;
}

} // namespace

TEST_CASE("Timber! = its twin on every digraph with <= 3 vertices (loops too) and random multigraphs") {
    auto check = [](const Multigraph& g) {
        Timber game(g);
        ImpartialSolver<Timber> solver(game);
        std::map<brute::State, int> gm;
        std::map<brute::State, bool> mm;
        const brute::State all(static_cast<std::size_t>(g.edge_count()), 1);
        CHECK(solver.grundy(game.start()) == static_cast<unsigned>(brute::grundy(brute::timber(g), all, gm)));
        CHECK(solver.first_player_wins(game.start(), Play::misere) == brute::misere_wins(brute::timber(g), all, mm));
    };
    for (int n = 1; n <= 3; ++n) cgt::testing::for_each_digraph(n, true, check);
    std::mt19937_64 rng(5);
    for (int round = 0; round < 300; ++round) {
        const int n = 2 + static_cast<int>(rng() % 5);
        Multigraph g(n, true);
        for (int k = 0; k < 1 + static_cast<int>(rng() % 8); ++k) g.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n));
        check(g);
    }
}

TEST_CASE("Timber! on oriented paths: the slides' vectors 35 and 36, and losing = Dyck word up to 14 arcs") {
    // Vector 36 (L = '<' and R = '>' in the spec's strings): LR, LLRR, LRLR lose; RL, RRLL, LRRL win
    // with values 1, 2, 3.
    CHECK(timber_grundy(oriented_path("<>")) == 0);
    CHECK(timber_grundy(oriented_path("<<>>")) == 0);
    CHECK(timber_grundy(oriented_path("<><>")) == 0);
    CHECK(timber_grundy(oriented_path("><")) == 1);
    CHECK(timber_grundy(oriented_path(">><<")) == 2);
    CHECK(timber_grundy(oriented_path("<>><")) == 3);
    // Vector 35 and beyond: the losing orientations of the k-arc path are exactly the Dyck words,
    // so their number is 0 for odd k and the Catalan number C_{k/2} for even k.
    const int catalan[] = {1, 1, 2, 5, 14, 42, 132, 429};
    for (int k = 1; k <= 14; ++k) {
        int losing = 0;
        for (int bits = 0; bits < (1 << k); ++bits) {
            std::string arrows;
            for (int i = 0; i < k; ++i) arrows += ((bits >> i) & 1) ? '<' : '>';
            const bool loses = timber_grundy(oriented_path(arrows)) == 0;
            CHECK_MESSAGE(loses == is_dyck(arrows), arrows);
            losing += loses;
        }
        CHECK(losing == (k % 2 == 1 ? 0 : catalan[k / 2]));
    }
}

TEST_CASE("Timber! on a connected board whose underlying multigraph has a cycle: the first player wins") {
    CHECK(timber_grundy(directed_cycle(3)) != 0);
    CHECK(timber_grundy(parse_multigraph("0>1 1>0")) != 0); // the digon
    CHECK(timber_grundy(parse_multigraph("0>1 0>1")) != 0); // two parallel arcs
    std::mt19937_64 rng(6);
    int boards = 0;
    for (int round = 0; boards < 300; ++round) {
        const int n = 2 + static_cast<int>(rng() % 6);
        Multigraph g(n, true);
        for (int v = 1; v < n; ++v) { // a random spanning tree, randomly oriented
            const int u = static_cast<int>(rng() % v);
            rng() % 2 ? g.add_edge(u, v) : g.add_edge(v, u);
        }
        for (int extra = 1 + static_cast<int>(rng() % 3); extra > 0; --extra) { // closes a cycle
            const int a = static_cast<int>(rng() % n), b = static_cast<int>(rng() % n);
            if (a != b) g.add_edge(a, b);
        }
        if (g.edge_count() == n - 1) continue; // every extra arc was a loop attempt
        ++boards;
        CHECK(timber_grundy(g) != 0);
    }
}

TEST_CASE("Timber! refuses undirected boards and more than 64 arcs") {
    CHECK_THROWS_AS(Timber(parse_multigraph("P3")), InvalidArgument);
    CHECK_THROWS_AS(Timber(with_loops(cartesian_product(directed_cycle(8), directed_cycle(8)))), InvalidArgument);
}
