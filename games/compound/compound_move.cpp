#include "games/compound/compound_move.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace cgt::compound {

Position make_position(std::vector<Order> sizes) {
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

std::string format_move(const CompoundMove& move) {
    std::vector<std::string> pieces;
    for (const ComponentMove& change : move.changes)
        pieces.push_back(change.to.empty() ? fmt::format("{}->0", change.from)
                                           : fmt::format("{}->{}", change.from, fmt::join(change.to, "+")));
    return fmt::format("{}", fmt::join(pieces, ", "));
}

std::string format_result(const CompoundMove& move) {
    if (move.ended) return "(ended)";
    if (move.result.empty()) return "(empty)";
    return fmt::format("{}", fmt::join(move.result, " "));
}

} // namespace cgt::compound
