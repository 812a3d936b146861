// Proper k-colouring, COL and SNORT against their twins on every small graph (and tinting), the
// slides' observation "PROPER k-COLOURING on G = NODE-KAYLES on G □ K_k" (test vector 38), and
// published facts about COL and SNORT.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/proper_colouring.hpp"
#include "games/partizan/tinted_colouring.hpp"
#include "tests/random_graph.hpp"
#include "tests/slides/brute_force.hpp"
#include "tests/slides/small_graphs.hpp"

using namespace cgt;
using cgt::impartial::ProperColouring;
using cgt::partizan::Col;
using cgt::partizan::Snort;
using cgt::search::ImpartialSolver;
using cgt::search::PartizanSolver;
namespace brute = cgt::testing::brute;

namespace {

// Every tint string of length n over '.', 'L', 'R'.
std::vector<std::string> all_tints(int n) {
    std::vector<std::string> out{""};
    for (int i = 0; i < n; ++i) {
        std::vector<std::string> longer;
        for (const std::string& s : out)
            for (char c : {'.', 'L', 'R'}) longer.push_back(s + c);
        out = std::move(longer);
    }
    return out;
}

std::vector<int> tint_codes(const std::string& tints) {
    std::vector<int> codes;
    for (char c : tints) codes.push_back(c == 'L' ? 1 : c == 'R' ? 2 : 0);
    return codes;
}

std::string swapped(std::string tints) {
    for (char& c : tints) c = c == 'L' ? 'R' : c == 'R' ? 'L' : c;
    return tints;
}

template <typename Game_>
Game value_of(const Graph& g, const std::string& tints) {
    Game_ game(g);
    return PartizanSolver<Game_>(game).value(game.start(tints));
}

bool number_or_number_plus_star(Game g) { return g.is_number() || (g + Game::star()).is_number(); }

} // namespace

TEST_CASE("proper k-colouring = its twin on every graph with <= 5 vertices, k = 1, 2, 3") {
    for (int n = 1; n <= 5; ++n)
        cgt::testing::for_each_graph(n, [&](const Multigraph& m) {
            for (int k = 1; k <= (n <= 4 ? 3 : 2); ++k) {
                ProperColouring game(m.underlying_graph(), k);
                ImpartialSolver<ProperColouring> solver(game);
                std::map<brute::State, int> gm;
                std::map<brute::State, bool> mm;
                const brute::State none(static_cast<std::size_t>(n), -1);
                CHECK(solver.grundy(game.start()) == static_cast<unsigned>(brute::grundy(brute::proper_colouring(m, k), none, gm)));
                CHECK(solver.first_player_wins(game.start(), Play::misere) ==
                      brute::misere_wins(brute::proper_colouring(m, k), none, mm));
            }
        });
}

TEST_CASE("proper k-colouring on G = Node-Kayles on G □ K_k (the slides' observation, vector 38)") {
    auto kayles = impartial::GraphGrundySolver::node_kayles();
    int boards = 0;
    for (int n = 1; n <= 5; ++n)
        cgt::testing::for_each_graph(n, [&](const Multigraph& m) {
            const Graph g = m.underlying_graph();
            for (int k = 1; k <= 3; ++k) {
                ProperColouring game(g, k);
                ImpartialSolver<ProperColouring> solver(game);
                const Graph product = cartesian_product(g, complete_graph(k));
                CHECK(solver.grundy(game.start()) == kayles.grundy(product));
                CHECK(solver.first_player_wins(game.start(), Play::misere) == kayles.misere_first_player_wins(product));
                ++boards;
            }
        });
    CHECK(boards == 3 * (1 + 2 + 8 + 64 + 1024));
    // k = 1 is Node-Kayles itself; larger graphs at random.
    std::mt19937_64 rng(8);
    for (int round = 0; round < 40; ++round) {
        const Graph g = cgt::testing::random_graph(6 + static_cast<int>(rng() % 4), 0.35, rng);
        const int k = 1 + static_cast<int>(rng() % 3);
        ProperColouring game(g, k);
        CHECK(ImpartialSolver<ProperColouring>(game).grundy(game.start()) == kayles.grundy(cartesian_product(g, complete_graph(k))));
    }
}

TEST_CASE("proper k-colouring: values that need no search") {
    // With k >= n colours on K_n every vertex gets coloured: n moves, so *(n mod 2); with k < n
    // colours only k vertices can be, so *(k mod 2).
    for (int n = 1; n <= 6; ++n)
        for (int k = 1; k <= 7; ++k) {
            ProperColouring game(complete_graph(n), k);
            CHECK(ImpartialSolver<ProperColouring>(game).grundy(game.start()) == static_cast<unsigned>(std::min(n, k) % 2));
        }
    CHECK_THROWS_AS(ProperColouring(path_graph(3), 0), InvalidArgument);
    CHECK_THROWS_AS(ProperColouring(path_graph(3), 65), InvalidArgument);
}

TEST_CASE("COL and SNORT = their twins on every tinted graph with <= 4 vertices, normal and misère play") {
    for (int n = 1; n <= 4; ++n)
        cgt::testing::for_each_graph(n, [&](const Multigraph& m) {
            const Graph g = m.underlying_graph();
            Col col(g);
            Snort snort(g);
            PartizanSolver<Col> col_solver(col);
            PartizanSolver<Snort> snort_solver(snort);
            const brute::State none(static_cast<std::size_t>(n), 0);
            for (const std::string& tints : all_tints(n)) {
                const auto col_twin = brute::tinted_colouring(m, tint_codes(tints), false);
                const auto snort_twin = brute::tinted_colouring(m, tint_codes(tints), true);
                std::map<brute::State, Game> cm, sm;
                CHECK(col_solver.value(col.start(tints)) == brute::value(col_twin, none, cm));
                CHECK(snort_solver.value(snort.start(tints)) == brute::value(snort_twin, none, sm));
                for (Player p : {Player::left, Player::right}) {
                    std::map<std::pair<brute::State, Player>, bool> w1, w2;
                    CHECK(col_solver.wins_moving_first(col.start(tints), p, Play::misere) ==
                          brute::wins_moving_first(col_twin, none, p, Play::misere, w1));
                    CHECK(snort_solver.wins_moving_first(snort.start(tints), p, Play::misere) ==
                          brute::wins_moving_first(snort_twin, none, p, Play::misere, w2));
                }
            }
        });
}

TEST_CASE("COL and SNORT: swapping the tints negates the value") {
    std::mt19937_64 rng(9);
    for (int round = 0; round < 200; ++round) {
        const int n = 1 + static_cast<int>(rng() % 9);
        const Graph g = cgt::testing::random_graph(n, 0.3, rng);
        std::string tints;
        for (int v = 0; v < n; ++v) tints += ".LR"[rng() % 3];
        CHECK(value_of<Col>(g, swapped(tints)) == -value_of<Col>(g, tints));
        CHECK(value_of<Snort>(g, swapped(tints)) == -value_of<Snort>(g, tints));
    }
}

TEST_CASE("COL and SNORT: published values and theorems") {
    // Winning Ways (ch. 2, "COL" and "SNORT"), also cgt-tools' Snort tests: one untinted vertex is *,
    // a tinted one is worth one move to the player who may colour it.
    CHECK(value_of<Col>(path_graph(1), ".") == Game::star());
    CHECK(value_of<Col>(path_graph(1), "L") == Game::integer(-1)); // only Right may colour it
    CHECK(value_of<Snort>(path_graph(1), "L") == Game::integer(1)); // only Left may
    CHECK(value_of<Snort>(empty_graph(10), "") == Game::zero());    // cgt-tools: ten isolated vertices
    CHECK(value_of<Snort>(empty_graph(11), "") == Game::star());
    // Two adjacent vertices: in SNORT the first colour reserves the other vertex for its owner
    // ({1|-1} = ±1), in COL it hands it to the opponent ({-1|1} = 0).
    CHECK(value_of<Snort>(path_graph(2), "") == parse_game("+-1"));
    CHECK(value_of<Col>(path_graph(2), "") == Game::zero());
    // Huntemann and Maciosowski, "Degrees are Useless in Snort When Measuring Temperature"
    // (arXiv 2406.02107, 2024), introduction: SNORT on the star K_{1,n} has temperature n.
    for (int n = 1; n <= 12; ++n) CHECK_MESSAGE(value_of<Snort>(star_graph(n), "").temperature() == Dyadic(n), "K_{1,", n, "}");
    // Winning Ways ch. 2 (and Lessons in Play, ch. 5): every COL position is a number or a
    // number plus *.
    std::mt19937_64 rng(10);
    for (int round = 0; round < 300; ++round) {
        const int n = 1 + static_cast<int>(rng() % 9);
        const Graph g = cgt::testing::random_graph(n, 0.35, rng);
        std::string tints;
        for (int v = 0; v < n; ++v) tints += ".LR"[rng() % 3];
        CHECK_MESSAGE(number_or_number_plus_star(value_of<Col>(g, tints)), to_graph6(g));
    }
}

TEST_CASE("COL and SNORT refuse bad tint strings") {
    Col col(path_graph(3));
    CHECK_THROWS_AS(col.start("L."), InvalidArgument);
    CHECK_THROWS_AS(col.start("L.X"), InvalidArgument);
    CHECK(col.tints(col.start("L.R")) == "L.R");
}
