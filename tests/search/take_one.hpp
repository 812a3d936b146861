#pragma once
// A ruleset with long games for the solver tests: one heap, take one counter.

#include <cstdint>

namespace cgt::testing {

struct TakeOne {
    using Position = std::uint64_t;
    template <typename Visit>
    void for_each_option(Position n, Visit&& visit) const {
        if (n > 0) visit(n - 1);
    }
    Position key(Position n) const { return n; }
};

} // namespace cgt::testing
