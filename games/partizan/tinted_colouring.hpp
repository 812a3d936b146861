#pragma once
// COL and SNORT (Winning Ways ch. 2; Sopena's slides): Left and Right in turn colour an uncoloured
// vertex of a graph, each with their own colour. In COL no two adjacent vertices may get the same
// colour; in SNORT no two adjacent vertices may get different colours.
//
// As in Winning Ways and CGSuite, a coloured vertex is removed and its neighbours are *tinted* with
// its colour: a vertex tinted L is next to a Left vertex. So in COL only Right may colour an
// L vertex (only Left an R vertex), in SNORT only Left may colour an L vertex; a vertex tinted
// both ways can never be coloured and is removed too. Positions are written as one tint letter
// per vertex: '.' untinted, 'L', 'R'.
//
// Swapping the tints (and the players) negates a value. The components of the uncoloured
// vertices are independent games (split).

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/player.hpp"
#include "games/graph/graph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::partizan {

class TintedGraphGame {
public:
    struct Position {
        VertexMask uncoloured = 0; // the vertices someone may still colour
        VertexMask left = 0;       // those of them tinted L (next to a Left vertex)
        VertexMask right = 0;      // those tinted R
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Key = std::array<std::uint64_t, 3>;
    struct Move {
        int vertex; // the vertex coloured
    };
    friend std::string to_string(const Move& m) { return "v" + std::to_string(m.vertex); }

    TintedGraphGame() = default;
    explicit TintedGraphGame(const Graph& board) : graph_(board) {}

    const Graph& board() const noexcept { return graph_; }
    // Every vertex uncoloured, tinted as `tints` says ('.', 'L' or 'R' per vertex; empty: none
    // tinted). Throws InvalidArgument naming the first bad letter or a wrong length.
    Position start(std::string_view tints = {}) const;
    // The tint letters of a position ('.', 'L', 'R'; '#' coloured or dead).
    std::string tints(const Position& p) const;

    // p after `player` colours v (who may do so is the rule of COL or SNORT).
    Position coloured(const Position& p, int v, Player player) const noexcept {
        Position q = p;
        const VertexMask bit = VertexMask{1} << v;
        q.uncoloured &= ~bit;
        (player == Player::left ? q.left : q.right) |= graph_.neighbours(v);
        q.uncoloured &= ~(q.left & q.right); // tinted both ways: nobody may colour it
        q.left &= q.uncoloured;
        q.right &= q.uncoloured;
        return q;
    }
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        for (VertexMask part : graph_.components(p.uncoloured)) visit(Position{part, p.left & part, p.right & part});
    }
    Key key(const Position& p) const noexcept { return {p.uncoloured, p.left, p.right}; }
    const std::vector<VertexMask>& rules_key() const noexcept { return graph_.adjacency(); }

protected:
    Graph graph_;
};

enum class TintRule : std::uint8_t {
    col,   // a player may not colour a vertex next to their own colour (tinted with their tint)
    snort, // a player may not colour a vertex next to the opponent's colour
};

template <TintRule rule>
class TintedColouring : public TintedGraphGame, public PartizanOptionsFromMoves<TintedColouring<rule>> {
public:
    using TintedGraphGame::TintedGraphGame;

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        const bool own_tint_barred = rule == TintRule::col;
        const VertexMask barred = (player == Player::left) == own_tint_barred ? p.left : p.right;
        for (VertexMask m = p.uncoloured & ~barred; m; m &= m - 1)
            if (visit_then_stop(visit, coloured(p, std::countr_zero(m), player), Move{std::countr_zero(m)})) return;
    }
};

using Col = TintedColouring<TintRule::col>;
using Snort = TintedColouring<TintRule::snort>;

} // namespace cgt::partizan
