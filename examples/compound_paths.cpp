// Node-Kayles on a union of paths under all twelve compound versions: outcome and a winning move.
//   compound_paths 9 11      (path orders; default 3 13 15)
#include <cstdlib>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_solver.hpp"
#include "cgt/errors.hpp"

using namespace cgt::compound;

int main(int argc, char** argv) {
    Position position;
    for (int i = 1; i < argc; ++i) position.push_back(static_cast<Order>(std::strtoul(argv[i], nullptr, 10)));
    if (position.empty()) position = {3, 13, 15};
    position = make_position(position);
    fmt::print("Node-Kayles on the paths {}\n", fmt::join(position, " + "));
    for (Version v : {Version::disjunctive, Version::diminished, Version::conjunctive, Version::continued,
                      Version::selective, Version::shortened})
        for (Play p : {Play::normal, Play::misere}) {
            try {
                const cgt::Outcome outcome = solve_outcome(v, p, position);
                const auto move = solve_winning_move(v, p, position);
                fmt::print("{:>12} {:<7} {}  {}\n", to_string(v), to_string(p), outcome,
                           move ? fmt::format("{} leaves {}", format_move(*move), format_result(*move)) : "");
            } catch (const cgt::Error& e) {
                fmt::print("{:>12} {:<7} ?  ({})\n", to_string(v), to_string(p), e.what());
            }
        }
}
