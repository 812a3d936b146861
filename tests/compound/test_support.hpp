#pragma once
// Helpers shared by the compound tests: multiset enumeration and an independent mex loop.

#include <cstdint>
#include <functional>
#include <set>
#include <vector>

#include "games/compound/compound_move.hpp"
#include "games/compound/component_rules.hpp"
#include "games/compound/compound_version.hpp"

namespace cgt::compound::testing {

inline const std::vector<Version> all_versions{Version::disjunctive, Version::diminished,
                                               Version::conjunctive, Version::continued,
                                               Version::selective, Version::shortened};

// Calls visit on every multiset of positive orders (sorted) with total <= max_total, the
// empty one included.
inline void for_each_multiset(Order max_total, const std::function<void(const Position&)>& visit) {
    Position current;
    std::function<void(Order, Order)> extend = [&](Order min_part, Order budget) {
        visit(current);
        for (Order p = min_part; p <= budget; ++p) {
            current.push_back(p);
            extend(p, budget - p);
            current.pop_back();
        }
    };
    extend(1, max_total);
}

// Grundy values of heaps 0..count-1 for any component rules: a plain mex over the options,
// an option's value being the xor of its parts'. Independent of path_sequences.cpp.
inline std::vector<std::int32_t> plain_grundy(const ComponentRules& rules, Order count) {
    std::vector<std::int32_t> g(count, 0);
    for (Order n = 1; n < count; ++n) {
        std::set<std::int32_t> seen;
        for (const Parts& o : rules.options(n)) {
            std::int32_t x = 0;
            for (Order p : o) x ^= g[p];
            seen.insert(x);
        }
        std::int32_t m = 0;
        while (seen.count(m)) ++m;
        g[n] = m;
    }
    return g;
}

// Single path orders n <= max_n whose outcome satisfies the predicate.
inline std::vector<Order> orders_where(Order max_n, const std::function<bool(Order)>& p) {
    std::vector<Order> result;
    for (Order n = 0; n <= max_n; ++n)
        if (p(n)) result.push_back(n);
    return result;
}

} // namespace cgt::compound::testing
