#pragma once
// Vertex Geography (Sopena's slides; Fraenkel, Scheinerman, Ullman; Lichtenstein, Sipser): a token
// sits on a vertex of a graph or digraph; a move takes it along an edge (an arc, forwards) to a
// vertex it has never visited. The start vertex counts as visited. Undirected boards give
// UNDIRECTED VERTEX GEOGRAPHY, directed ones DIRECTED VERTEX GEOGRAPHY; loops and repeated edges
// change nothing. (Edge Geography is Edge NimG with one token per edge: games/impartial/nimg.hpp.)
//
// A position keeps only the unvisited vertices the token can still reach (through unvisited
// vertices): the others can never matter, so positions that differ only there share one key.
//
//   VertexGeography game(parse_multigraph("product(dcycle(3),dcycle(20))"));
//   cgt::search::ImpartialSolver<VertexGeography> solver(game);
//   bool first_wins = solver.first_player_wins(game.start(0), cgt::Play::normal);

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "games/graph/multigraph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

class VertexGeography : public ImpartialOptionsFromMoves<VertexGeography> {
public:
    struct Position {
        VertexMask unvisited = 0; // the unvisited vertices still reachable from the token
        int at = 0;               // the token's vertex
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Key = std::array<std::uint8_t, 9>;

    VertexGeography() = default;
    explicit VertexGeography(const Multigraph& board);

    int vertex_count() const noexcept { return n_; }
    bool directed() const noexcept { return directed_; }
    // The token on `vertex` (visited), every other vertex unvisited; throws InvalidArgument when
    // the vertex is not on the board.
    Position start(int vertex) const;
    // The same with the vertices of `visited` visited already.
    Position start(int vertex, VertexMask visited) const;

    struct Move {
        int to; // the vertex the token moves to
        friend std::string to_string(const Move& m) { return "to v" + std::to_string(m.to); }
    };
    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (VertexMask m = successors_[static_cast<std::size_t>(p.at)] & p.unvisited; m; m &= m - 1) {
            const int next = std::countr_zero(m);
            if (visit_then_stop(visit, Position{reachable(next, p.unvisited & ~(VertexMask{1} << next)), next}, Move{next}))
                return;
        }
    }
    Key key(const Position& p) const noexcept {
        Key k{};
        for (int i = 0; i < 8; ++i) k[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(p.unvisited >> (8 * i));
        k[8] = static_cast<std::uint8_t>(p.at);
        return k;
    }

    const std::array<VertexMask, 64>& rules_key() const noexcept { return successors_; }

    // The vertices of `within` that a token on `from` reaches moving through `within` only.
    VertexMask reachable(int from, VertexMask within) const noexcept {
        VertexMask seen = 0;
        VertexMask frontier = successors_[static_cast<std::size_t>(from)] & within;
        while (frontier) {
            seen |= frontier;
            VertexMask next = 0;
            for (VertexMask m = frontier; m; m &= m - 1) next |= successors_[static_cast<std::size_t>(std::countr_zero(m))];
            frontier = next & within & ~seen;
        }
        return seen;
    }

private:
    int n_ = 0;
    bool directed_ = false;
    std::array<VertexMask, 64> successors_{}; // without loops
};

} // namespace cgt::impartial
