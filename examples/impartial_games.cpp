// Impartial games as nimbers: Node-Kayles, the domination game and octal games, on heaps and
// graphs, added to partizan values through cgt::Game.
#include <fmt/format.h>

#include "algorithms/impartial/closed_forms.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "games/graph/families.hpp"

using namespace cgt;
using namespace cgt::impartial;

int main() {
    // Octal heap games: Dawson's chess 0.137 = Node-Kayles on paths.
    const auto code = OctalCode::parse("0.137");
    const auto values = octal_grundy_sequence(code, 1000);
    if (const auto p = find_periodicity(code, values))
        fmt::print("{}: period {} from n = {} (Guy-Smith certified)\n", code.to_string(), p->period, p->preperiod);

    // Node-Kayles on a few graphs; one solver reuses its memo across graphs.
    auto kayles = GraphGrundySolver::node_kayles();
    for (const char* name : {"P5", "C7", "petersen", "S(2,2,3)", "caterpillar(1,2,0,3)"})
        fmt::print("Node-Kayles {:<22} G = {}\n", name, kayles.grundy(parse_graph(name)));

    // The impartial domination game on P_10: the search agrees with the seed's closed form.
    auto domination = GraphGrundySolver::domination();
    fmt::print("domination P10: search {} closed form {}\n", domination.grundy(path_graph(10)), domination_path_grundy(10));

    // 0.33 on a subdivided bistar (Beaudou et al., "Octal games on graphs"), by search and by Tables 1/2.
    auto octal033 = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    fmt::print("0.33 on S(1,2,3)-2-S(1,3,4): search {} closed form {}\n",
               octal033.grundy(parse_graph("S(1,2,3)-2-S(1,3,4)")),
               octal033_bistar_grundy(std::vector<int>{1, 2, 3}, 2, std::vector<int>{1, 3, 4}));

    // Impartial values are nimbers, so they add to partizan games.
    const Game sum = kayles.value(path_graph(5)) + Game::up() + domination.value(path_graph(3));
    fmt::print("Node-Kayles(P5) + ^ + domination(P3) = {}.^ + *{} (outcome {})\n", sum.up_part(), sum.nim_part(),
               sum.outcome());
}
