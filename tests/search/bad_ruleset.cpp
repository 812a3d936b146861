// Must NOT compile: types that are not rulesets. The tests `ruleset_compile_error*` compile this
// file with one of the macros below and check that the compiler's message names what is missing
// (games/ruleset.hpp's static_asserts).
#include <cstdint>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#if defined(CGT_BAD_TEMPORARY_GRAPH)
#include "games/impartial/graph_games.hpp"
#endif

#if defined(CGT_BAD_NO_OPTIONS)
// A partizan ruleset without for_each_option (or for_each_move).
struct NoOptions {
    using Position = std::uint64_t;
    Position key(Position p) const { return p; }
};
int main() { return cgt::search::PartizanSolver<NoOptions>().value(3).is_zero() ? 0 : 1; }

#elif defined(CGT_BAD_IMPARTIAL)
// An impartial ruleset whose options take a player: it is partizan, not impartial.
struct PlayerOptions {
    using Position = std::uint64_t;
    template <typename Visit>
    void for_each_option(Position p, cgt::Player, Visit&& visit) const {
        if (p > 0) visit(p - 1);
    }
    Position key(Position p) const { return p; }
};
int main() { return static_cast<int>(cgt::search::ImpartialSolver<PlayerOptions>().grundy(3)); }

#elif defined(CGT_BAD_TEMPORARY_GRAPH)
// A ruleset that keeps a pointer to its graph, built from a temporary graph: it would dangle.
int main() {
    const cgt::impartial::NodeKayles game(cgt::Graph(3));
    return static_cast<int>(cgt::search::ImpartialSolver<cgt::impartial::NodeKayles>(game).grundy(game.start()));
}

#else
// A partizan ruleset without a key.
struct NoKey {
    using Position = std::uint64_t;
    template <typename Visit>
    void for_each_option(Position p, cgt::Player, Visit&& visit) const {
        if (p > 0) visit(p - 1);
    }
};
int main() { return cgt::search::PartizanSolver<NoKey>().value(3).is_zero() ? 0 : 1; }
#endif
