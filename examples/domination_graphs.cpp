// The domination game beyond paths: cycles, disjoint unions, stars and grids (by memoised
// search on the dominated vertices), and the winning moves of a position.
#include <fmt/format.h>

#include "algorithms/domination/domination.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"

using namespace cgt::domination;

namespace {

// A coloured 3x3 grid, vertices numbered row by row.
ColouredGraph grid(const char* colours) {
    cgt::Graph g(9);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            if (c + 1 < 3) g.add_edge(3 * r + c, 3 * r + c + 1);
            if (r + 1 < 3) g.add_edge(3 * r + c, 3 * (r + 1) + c);
        }
    return ColouredGraph(g, parse_colours(colours));
}

void print_moves(const char* title, const std::vector<MoveInfo>& list) {
    fmt::print("  {}:", title);
    for (const MoveInfo& m : list)
        fmt::print(" v{} -> {}{}", m.vertex + 1, m.option, m.winning ? " (wins)" : "");
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

    // A star with a Left centre and Right leaves, and a grid.
    ColouredGraph star(cgt::star_graph(4), parse_colours("ABBBB"));
    fmt::print("star(4) coloured ABBBB = {}\n", value(star));
    ColouredGraph g = grid("ABABABABA");
    fmt::print("3x3 grid ABABABABA = {}\n", value(g));

    // Winning moves: who wins moving first, and with which vertex.
    std::vector<Component> p = {path("BAABAAB")};
    fmt::print("BAABAAB = {}\n", value(p));
    print_moves("Left's moves", moves(p, Player::left));
    print_moves("Right's moves", moves(p, Player::right));
}
