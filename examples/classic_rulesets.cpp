// Classic rulesets of games/ (docs/rulesets.md): a position is written as CGSuite and MCGS write
// it, and the generic solvers give its value.
#include <algorithms/search/impartial_solver.hpp>
#include <algorithms/search/partizan_solver.hpp>
#include <cgt/notation.hpp>
#include <fmt/format.h>
#include <games/grid/amazons.hpp>
#include <games/grid/clobber.hpp>
#include <games/grid/cram.hpp>
#include <games/grid/domineering.hpp>
#include <games/impartial/impartial_variant.hpp>
#include <games/impartial/wythoff.hpp>
#include <games/partizan/cutcake.hpp>
#include <games/partizan/hackenbush.hpp>
#include <games/strip/toads_and_frogs.hpp>
#include <games/strip/toppling_dominoes.hpp>

using namespace cgt;

// The canonical form of a position of a ruleset whose positions parse on their own.
template <typename R>
void show(const char* position) {
    const Game value = search::PartizanSolver<R>().value(R::parse(position));
    fmt::print("{} {}: {}\n", R::name, position, to_string(value));
}

int main() {
    show<grid::Domineering>("....|....|....|....");
    show<grid::Clobber>("xox|ox.");
    show<grid::Amazons>("x...|o...");
    show<grid::ToadsAndFrogs>("ttt..fff");
    show<grid::TopplingDominoes>("lrrlrrl");
    show<partizan::Cutcake>("8x2");

    const auto stalk = partizan::Hackenbush::parse("lrlrr"); // the graph is the ruleset object
    fmt::print("hackenbush lrlrr: {}\n", to_string(search::PartizanSolver<partizan::Hackenbush>(stalk).value(stalk.start())));

    // Impartial games: Grundy values.
    fmt::print("cram .........|##.######: *{}\n", search::ImpartialSolver<grid::Cram>().grundy(grid::Cram::parse(".........|##.######")));
    const ImpartialVariant<grid::Clobber> impartial_clobber;
    fmt::print("impartial clobber XOXOXOXOXOX: *{}\n",
               search::ImpartialSolver<ImpartialVariant<grid::Clobber>>(impartial_clobber).grundy(grid::Clobber::parse("XOXOXOXOXOX")));
    fmt::print("wythoff (10,7): *{}\n", search::ImpartialSolver<impartial::Wythoff>().grundy(impartial::Wythoff::parse("10,7")));
}
