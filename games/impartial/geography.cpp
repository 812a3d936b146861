#include "games/impartial/geography.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

VertexGeography::VertexGeography(const Multigraph& board) : n_(board.vertex_count()), directed_(board.directed()) {
    for (int v = 0; v < n_; ++v)
        successors_[static_cast<std::size_t>(v)] = board.successors(v) & ~(VertexMask{1} << v);
}

VertexGeography::Position VertexGeography::start(int vertex) const { return start(vertex, 0); }

VertexGeography::Position VertexGeography::start(int vertex, VertexMask visited) const {
    if (vertex < 0 || vertex >= n_)
        throw InvalidArgument(fmt::format("start vertex {} is not on the board ({})", vertex, vertex_range_text(n_)));
    const VertexMask all = n_ == 64 ? ~VertexMask{0} : (VertexMask{1} << n_) - 1;
    return {reachable(vertex, all & ~visited & ~(VertexMask{1} << vertex)), vertex};
}

} // namespace cgt::impartial
