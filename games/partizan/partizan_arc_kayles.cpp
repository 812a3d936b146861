#include "games/partizan/partizan_arc_kayles.hpp"

#include <cstring>

namespace cgt::partizan {

PartizanArcKayles::PartizanArcKayles(const LabelledGraph& graph) {
    vertices_ = graph.vertex_count == 64 ? ~VertexMask{0} : (VertexMask{1} << graph.vertex_count) - 1;
    for (const LabelledEdge& e : graph.edges) {
        const auto u = static_cast<std::size_t>(e.from), v = static_cast<std::size_t>(e.to);
        const VertexMask bu = VertexMask{1} << u, bv = VertexMask{1} << v;
        if (e.label != 'r') left_[u] |= bv, left_[v] |= bu;
        if (e.label != 'l') right_[u] |= bv, right_[v] |= bu;
        if (u == v) looped_ |= bu;
        else any_[u] |= bv, any_[v] |= bu;
    }
}

std::string PartizanArcKayles::key(VertexMask alive) const {
    const auto n = static_cast<std::size_t>(std::popcount(alive));
    std::string out(1 + 16 * n, '\0');
    out[0] = static_cast<char>(n);
    std::size_t at = 1;
    for (VertexMask m = alive; m; m &= m - 1) {
        const auto v = static_cast<std::size_t>(std::countr_zero(m));
        for (VertexMask row : {compress_bits(left_[v] & alive, alive), compress_bits(right_[v] & alive, alive)}) {
            std::memcpy(out.data() + at, &row, 8);
            at += 8;
        }
    }
    return out;
}

} // namespace cgt::partizan
