#include "games/partizan/tinted_colouring.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::partizan {

TintedGraphGame::Position TintedGraphGame::start(std::string_view tints) const {
    const int n = graph_.vertex_count();
    Position p{graph_.all_vertices(), 0, 0};
    if (tints.empty()) return p;
    if (tints.size() != static_cast<std::size_t>(n))
        throw InvalidArgument(fmt::format("{} tint letters given for a graph with {} vertices", tints.size(), n));
    for (int v = 0; v < n; ++v) {
        const char c = tints[static_cast<std::size_t>(v)];
        if (c == 'L') p.left |= VertexMask{1} << v;
        else if (c == 'R') p.right |= VertexMask{1} << v;
        else if (c != '.')
            throw InvalidArgument(fmt::format("tint '{}' of vertex {}: write '.' (untinted), 'L' or 'R'", c, v));
    }
    return p;
}

std::string TintedGraphGame::tints(const Position& p) const {
    std::string out;
    for (int v = 0; v < graph_.vertex_count(); ++v) {
        const VertexMask bit = VertexMask{1} << v;
        out += !(p.uncoloured & bit) ? '#' : (p.left & bit) ? 'L' : (p.right & bit) ? 'R' : '.';
    }
    return out;
}

} // namespace cgt::partizan
