// The domination game beyond paths: cycles, disjoint unions, stars and grids (by memoised
// search on the dominated vertices), and the winning moves of a position.
#include <fmt/format.h>

#include "algorithms/domination/domination.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"

using namespace cgt::domination;

namespace {

void print_moves(const char* title, const std::vector<MoveReport>& list) {
    fmt::print("  {}:", title);
    for (const MoveReport& m : list)
        fmt::print(" {} -> {}{}", m.label, *m.value, m.winning ? " (wins)" : "");
    fmt::print("\n");
}

} // namespace

int main() {
    // Cycles, and a union of a path and a cycle: the value of a union is the sum.
    fmt::print("cycle ABB = {}\n", cycle_value("ABB"));
    fmt::print("cycle AABB = {}\n", cycle_value("AABB"));
    std::vector<Component> parts = {path("ABAAB"), cycle("BBA")};
    fmt::print("ABAAB + cycle BBA = {} (outcome {})\n", value(parts), outcome(parts));

    // All-C vertices: the impartial game, whose values are nimbers.
    fmt::print("path CCCCCCC = {}\n", path_value("CCCCCCC"));

    // A star with a Left centre and Right leaves, a grid (vertices row by row), and a graph
    // given in the notation of the CLI (games/graph/families.hpp).
    ColouredGraph star(cgt::star_graph(4), parse_colours("ABBBB"));
    fmt::print("star(4) coloured ABBBB = {}\n", value(star));
    ColouredGraph g(cgt::grid_graph(3, 3), parse_colours("ABABABABA"));
    fmt::print("3x3 grid ABABABABA = {}\n", value(g));
    ColouredGraph k(cgt::parse_graph("K(2,3)"), parse_colours("AABBB"));
    fmt::print("K(2,3) coloured AABBB = {}\n", value(k));

    // Winning moves: who wins moving first, and with which vertex.
    std::vector<Component> p = {path("BAABAAB")};
    fmt::print("BAABAAB = {}\n", value(p));
    print_moves("Left's moves", moves(p, Player::left));
    print_moves("Right's moves", moves(p, Player::right));
}
