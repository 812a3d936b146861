#pragma once
// The options of P_n (eq. (1) of the seed) visited one at a time, without materialising all of
// them (n may be 10^9): P_{n-2}, P_{n-3}, then P_i + P_{n-3-i} for i = 1, 2, ...

#include "games/compound/component_rules.hpp"

namespace cgt::compound::detail {

// Calls visit(parts) per option in that order until it returns true; returns whether it did.
template <typename Visit>
bool visit_path_options(Order n, Visit&& visit) {
    if (n == 0) return false;
    if (visit(n >= 3 ? Parts{n - 2} : Parts{})) return true;
    if (n >= 3 && visit(n >= 4 ? Parts{n - 3} : Parts{})) return true;
    for (Order i = 1; n >= 5 && i <= (n - 3) / 2; ++i)
        if (visit(Parts{i, n - 3 - i})) return true;
    return false;
}

} // namespace cgt::compound::detail
