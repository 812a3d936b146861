#pragma once
// Sliding tokens on a graph or digraph: an impartial loopy ruleset. Tokens sit on vertices
// (several may share one); a move slides one token along an edge (an arc, forwards; an
// undirected edge either way; a loop lets a token stay put, a pass). The player who cannot move
// loses. On a board with a cycle play can go on forever, so the values are Smith's loopy nim
// values (cgt/loopy/nim_value.hpp): *k, or ∞_K, a draw unless 0 is in K. Several tokens are the
// sum of one-token games, so their value is the sum of the tokens' values (Smith's rules).
//
//   SlidingToken game(parse_multigraph("dcycle(5)"));
//   cgt::loopy::loopy_nim_value(game, game.start({0}));    // ∞: the token goes round forever
//
// The board is any Multigraph (games/graph/multigraph.hpp): at most 64 vertices.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "games/graph/multigraph.hpp"

namespace cgt::loopy {

class SlidingToken {
public:
    static constexpr std::size_t max_tokens = 255;
    using Position = std::vector<std::uint8_t>; // the tokens' vertices, sorted

    SlidingToken() = default;
    explicit SlidingToken(const Multigraph& board);
    int vertex_count() const noexcept { return n_; }

    // Tokens on the vertices given (in any order). Throws InvalidArgument for a vertex not on
    // the board, or more than max_tokens tokens.
    Position start(const std::vector<int>& vertices) const;

    template <typename Visit>
    void for_each_option(const Position& p, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && p[i] == p[i - 1]) continue; // tokens on one vertex: moving either is the same move
            for (VertexMask m = successors_[p[i]]; m; m &= m - 1) {
                Position option = p;
                option[i] = static_cast<std::uint8_t>(std::countr_zero(m));
                std::sort(option.begin(), option.end());
                visit(std::move(option));
            }
        }
    }
    const Position& key(const Position& p) const noexcept { return p; }
    const std::array<VertexMask, 64>& rules_key() const noexcept { return successors_; } // the board

private:
    int n_ = 0;
    std::array<VertexMask, 64> successors_{};
};

} // namespace cgt::loopy
