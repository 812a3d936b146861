// Exits 0 when the installed library works through every layer: the core ({0|*} = ^,
// *3 + *5 = *6, printing), the domination DP (AABA = 3/4), the nauty-keyed Grundy search
// (Node-Kayles on the path P5 is *3) and a ruleset of the consumer's own on the generic solver.
#include <algorithms/domination/domination.hpp>
#include <algorithms/impartial/graph_grundy.hpp>
#include <algorithms/search/partizan_solver.hpp>
#include <cgt/game.hpp>
#include <games/graph/families.hpp>
#include <cstdint>
#include <fmt/format.h>

// One heap of n tokens: Left takes one token, Right takes two.
struct TakeOneOrTwo {
    using Position = std::uint32_t;
    template <typename Visit>
    void for_each_option(Position n, cgt::Player player, Visit&& visit) const {
        const Position take = player == cgt::Player::left ? 1 : 2;
        if (n >= take) visit(n - take);
    }
    Position key(Position n) const { return n; }
};

int main() {
    using cgt::Game;
    bool core_ok = Game::from_options({Game()}, {Game::star()}) == Game::up() &&
                   Game::nimber(3) + Game::nimber(5) == Game::nimber(6) && fmt::format("{}", Game::up()) == "^";
    bool domination_ok = cgt::domination::path_value("AABA") == Game::dyadic(3, 2);
    auto solver = cgt::impartial::GraphGrundySolver::node_kayles();
    bool impartial_ok = solver.value(cgt::path_graph(5)) == Game::nimber(3); // 0.137: G(5) = 3
    // By hand: heap 0 = { | } = 0, heap 1 = {0 | } = 1, heap 2 = {1 | 0}.
    const TakeOneOrTwo rules;
    cgt::search::PartizanSolver<TakeOneOrTwo> own(rules);
    bool ruleset_ok = own.value(0) == Game() && own.value(1) == Game::integer(1) &&
                      own.value(2) == Game::from_options({Game::integer(1)}, {Game()});
    fmt::print("consumer: core {}, domination {}, impartial {}, own ruleset {}\n", core_ok, domination_ok, impartial_ok,
               ruleset_ok);
    return core_ok && domination_ok && impartial_ok && ruleset_ok ? 0 : 1;
}
