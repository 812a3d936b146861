// Exits 0 when the installed library works through every layer: the core ({0|*} = ^,
// *3 + *5 = *6, printing), the domination DP (AABA = 3/4) and the nauty-keyed Grundy search
// (Node-Kayles on the path P5 is *3).
#include <algorithms/domination/domination.hpp>
#include <algorithms/impartial/graph_grundy.hpp>
#include <cgt/game.hpp>
#include <games/graph/families.hpp>
#include <fmt/format.h>

int main() {
    using cgt::Game;
    bool core_ok = Game::from_options({Game()}, {Game::star()}) == Game::up() &&
                   Game::nimber(3) + Game::nimber(5) == Game::nimber(6) && fmt::format("{}", Game::up()) == "^";
    bool domination_ok = cgt::domination::path_value("AABA") == Game::dyadic(3, 2);
    auto solver = cgt::impartial::GraphGrundySolver::node_kayles();
    bool impartial_ok = solver.value(cgt::path_graph(5)) == Game::nimber(3); // 0.137: G(5) = 3
    fmt::print("consumer: core {}, domination {}, impartial {}\n", core_ok, domination_ok, impartial_ok);
    return core_ok && domination_ok && impartial_ok ? 0 : 1;
}
