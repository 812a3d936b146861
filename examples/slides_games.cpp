// The games of Sopena's slides (docs/slides-games.md) through the generic solvers: directed
// Geography on C_3 □ C_n, Timber! on oriented paths, COL and SNORT with tints, Nim as Edge NimG,
// and proper colouring, in normal and misère play.
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/nimg.hpp"
#include "games/impartial/proper_colouring.hpp"
#include "games/impartial/timber.hpp"
#include "games/partizan/tinted_colouring.hpp"

using namespace cgt;
using search::ImpartialSolver;
using search::PartizanSolver;

int main() {
    // Directed vertex Geography on the torus of two directed cycles (Nowakowski, Poole: C_3 □ C_n
    // is a first-player win iff n mod 42 is in {0, 2, 4, 6, 10, 11, 13, 15, 16, 17, 19, ...}).
    std::string winners;
    for (int n = 1; n <= 20; ++n) {
        const impartial::VertexGeography game(cartesian_product(directed_cycle(3), directed_cycle(n)));
        if (ImpartialSolver<impartial::VertexGeography>(game).search_wins(game.start(0), Play::normal))
            winners += fmt::format(" {}", n);
    }
    fmt::print("DVG on C3 x Cn is a first-player win for n ={}\n", winners);

    // Timber! on oriented paths: '<' and '>' are arcs pointing left and right.
    for (const char* arrows : {"<>", "<<>>", "><", ">><<", "<>><"}) {
        const impartial::Timber game(oriented_path(arrows));
        fmt::print("Timber! {:<5} = {}\n", arrows, Game::nimber(search::grundy_value(game, game.start())));
    }

    // COL and SNORT on a path of four vertices, the first tinted for Left.
    const Graph p4 = path_graph(4);
    const partizan::Col col(p4);
    const partizan::Snort snort(p4);
    PartizanSolver<partizan::Col> col_solver(col);
    PartizanSolver<partizan::Snort> snort_solver(snort);
    for (const char* tints : {"....", "L...", "L..R"})
        fmt::print("P4 tinted {}: COL {}, SNORT {} (misère outcome {})\n", tints, col_solver.value(col.start(tints)),
                   snort_solver.value(snort.start(tints)), snort_solver.outcome(snort.start(tints), Play::misere));

    // Edge NimG on three parallel edges is Nim: 3 + 5 + 6 is a second-player win.
    const impartial::EdgeNimG nim(parse_multigraph("0-1 0-1 0-1"));
    fmt::print("Edge NimG on a triple edge with 3, 5, 6 counters = {}\n",
               Game::nimber(search::grundy_value(nim, nim.start(0, std::vector<int>{3, 5, 6}))));

    // Proper 3-colouring of the Petersen graph and of the 3 x 3 grid.
    for (const char* name : {"petersen", "grid(3,3)"}) {
        const impartial::ProperColouring game(parse_graph(name), 3);
        ImpartialSolver<impartial::ProperColouring> solver(game);
        fmt::print("3-colouring {}: {} (misère: {})\n", name, Game::nimber(solver.grundy(game.start())),
                   solver.outcome(game.start(), Play::misere));
    }
}
