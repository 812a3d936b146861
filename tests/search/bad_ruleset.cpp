// Must NOT compile: a ruleset without a key. The test `ruleset_compile_error` checks that the
// compiler's message names the missing member (games/ruleset.hpp's static_assert).
#include <cstdint>

#include "algorithms/search/partizan_solver.hpp"

struct NoKey {
    using Position = std::uint64_t;
    template <typename Visit>
    void for_each_option(Position p, cgt::Player, Visit&& visit) const {
        if (p > 0) visit(p - 1);
    }
};

int main() { return cgt::search::PartizanSolver<NoKey>().value(3).is_zero() ? 0 : 1; }
