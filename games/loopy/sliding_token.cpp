#include "games/loopy/sliding_token.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::loopy {

SlidingToken::SlidingToken(const Multigraph& board) : n_(board.vertex_count()) {
    for (int v = 0; v < n_; ++v) successors_[static_cast<std::size_t>(v)] = board.successors(v);
}

SlidingToken::Position SlidingToken::start(const std::vector<int>& vertices) const {
    if (vertices.size() > max_tokens)
        throw InvalidArgument(fmt::format("sliding tokens: more than {} tokens", max_tokens));
    Position p;
    for (int v : vertices) {
        if (v < 0 || v >= n_)
            throw InvalidArgument(fmt::format("sliding tokens: vertex {} is not on the board (vertices 0..{})", v, n_ - 1));
        p.push_back(static_cast<std::uint8_t>(v));
    }
    std::sort(p.begin(), p.end());
    return p;
}

} // namespace cgt::loopy
