#pragma once
// Positions and moves of a compound of impartial components.

#include <string>
#include <vector>

#include "games/compound/component_rules.hpp"

namespace cgt::compound {

// A union of components: their sizes, sorted ascending (a multiset). The empty position is the
// initial P_0 or, under the long ending rule, the game that has ended.
using Position = std::vector<Order>;

// One component of size `from` replaced by `to` (empty `to`: the component ended).
struct ComponentMove {
    Order from = 0;
    Parts to;
    bool operator==(const ComponentMove&) const = default;
};

// A move of the compound: the components it touches. `ended` is true when, under the short
// ending rule, the move ended a component and with it the whole compound; otherwise `result` is
// the position after the move.
struct CompoundMove {
    std::vector<ComponentMove> changes;
    bool ended = false;
    Position result;
};

// Sorts the sizes; the canonical form of a position.
Position make_position(std::vector<Order> sizes);

// "9->7, 11->4+4" (a part list "0" when the component ended).
std::string format_move(const CompoundMove& move);
// "4 4 7", "(empty)" or "(ended)".
std::string format_result(const CompoundMove& move);

} // namespace cgt::compound
