#pragma once
// PROPER k-COLOURING (Sopena's slides; Beaulieu, Burke, Duchêne): players in turn colour an
// uncoloured vertex of a graph with one of k colours that none of its neighbours has. It is
// Node-Kayles on G □ K_k (vertex (v, c) meaning "colour v with c"), tested as such.
//
// A position keeps the uncoloured vertices that can still be coloured and, per colour, those of
// them next to a vertex of that colour. Colours are interchangeable, so the key lists the
// per-colour sets sorted: positions that differ by a renaming of colours share one entry. The
// components of the colourable vertices are independent games (split).

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "games/graph/graph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

class ProperColouring : public ImpartialOptionsFromMoves<ProperColouring> {
public:
    // [0]: the colourable uncoloured vertices; [1 + c]: those of them next to colour c.
    using Position = std::vector<VertexMask>;
    static constexpr int max_colours = 64;

    ProperColouring() = default;
    // Throws InvalidArgument unless 1 <= colours <= 64.
    ProperColouring(const Graph& board, int colours);

    int colours() const noexcept { return k_; }
    const Graph& board() const noexcept { return graph_; }
    Position start() const;

    struct Move {
        int vertex;
        int colour; // 0..k-1
        friend std::string to_string(const Move& m) {
            return "v" + std::to_string(m.vertex) + " colour " + std::to_string(m.colour);
        }
    };
    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (VertexMask m = p[0]; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            for (int c = 0; c < k_; ++c)
                if (!((p[static_cast<std::size_t>(c) + 1] >> v) & 1U) && visit_then_stop(visit, coloured(p, v, c), Move{v, c}))
                    return;
        }
    }
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        for (VertexMask part : graph_.components(p[0])) {
            Position q = p;
            for (VertexMask& mask : q) mask &= part;
            visit(std::move(q));
        }
    }
    Position key(const Position& p) const;
    // The number of colours, then the graph's adjacency rows.
    std::vector<VertexMask> rules_key() const;

    // p after v (colourable, c allowed there) is coloured c.
    Position coloured(const Position& p, int v, int c) const;

private:
    Graph graph_;
    int k_ = 1;
};

} // namespace cgt::impartial
