#include "games/impartial/proper_colouring.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

ProperColouring::ProperColouring(const Graph& board, int colours) : graph_(board), k_(colours) {
    if (colours < 1 || colours > max_colours)
        throw InvalidArgument(fmt::format("proper colouring needs 1 to {} colours, not {}", max_colours, colours));
}

ProperColouring::Position ProperColouring::start() const {
    Position p(static_cast<std::size_t>(k_) + 1, 0);
    p[0] = graph_.all_vertices();
    return p;
}

ProperColouring::Position ProperColouring::coloured(const Position& p, int v, int c) const {
    Position q = p;
    q[0] &= ~(VertexMask{1} << v);
    q[static_cast<std::size_t>(c) + 1] |= graph_.neighbours(v);
    VertexMask dead = q[0];
    for (int colour = 0; colour < k_; ++colour) dead &= q[static_cast<std::size_t>(colour) + 1];
    q[0] &= ~dead; // no colour left for them
    for (std::size_t i = 1; i < q.size(); ++i) q[i] &= q[0];
    return q;
}

std::vector<VertexMask> ProperColouring::rules_key() const {
    std::vector<VertexMask> k{static_cast<VertexMask>(k_)};
    k.insert(k.end(), graph_.adjacency().begin(), graph_.adjacency().end());
    return k;
}

ProperColouring::Position ProperColouring::key(const Position& p) const {
    Position k = p;
    std::sort(k.begin() + 1, k.end());
    return k;
}

} // namespace cgt::impartial
