#pragma once
// Arc-Kayles (Winning Ways; CGSuite's game.graph.ArcKayles): pick an edge of a graph and remove
// both its ends (with every edge at them). A loop at a vertex removes that vertex alone, so
// Arc-Kayles on a path with a loop at every vertex is Kayles. Boards are graph names
// (games/graph/graph_names.hpp: "P6", "C5", "grid(3,3)", "loops(P5)", "0-1 1-1"); the looped
// vertices are the position's marked set (start(loops)). Moves "1-2" (the edge's ends, 0-based
// vertex numbers as the notation numbers them; "3-3" a loop).
//
// Split and keys come from OnGraph (graph_games.hpp): components of the vertices that can still
// be taken (a vertex with neither a loop nor a neighbour left never matters), and nauty's
// canonical form of each component with its looped vertices marked.

#include <bit>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "games/impartial/graph_games.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

struct ArcKaylesMove {
    int from;
    int to;
};
inline std::string to_string(const ArcKaylesMove& m) { return fmt::format("{}-{}", m.from, m.to); }

struct ArcKayles : OnGraph<ArcKayles>, ImpartialOptionsFromMoves<ArcKayles> {
    static constexpr std::string_view name = "arc-kayles";
    static constexpr bool uses_marks = true; // marked: the vertices with a loop
    using Move = ArcKaylesMove;
    using OnGraph::OnGraph;

    template <typename Visit>
    void for_each_option_with_move(GraphState s, Visit&& visit) const {
        const auto without = [&](VertexMask gone) { return GraphState{s.alive & ~gone, s.marked & ~gone}; };
        for (VertexMask m = s.alive; m; m &= m - 1) {
            const int u = std::countr_zero(m);
            const VertexMask bu = VertexMask{1} << u;
            if ((s.marked & bu) && visit_then_stop(visit, without(bu), Move{u, u})) return;
            for (VertexMask n = graph_->neighbours(u) & s.alive & ~((bu << 1) - 1); n; n &= n - 1) {
                const int v = std::countr_zero(n);
                if (visit_then_stop(visit, without(bu | VertexMask{1} << v), Move{u, v})) return;
            }
        }
    }
    GraphState relevant(GraphState s) const {
        VertexMask keep = s.alive & s.marked;
        for (VertexMask m = s.alive; m; m &= m - 1)
            if (graph_->neighbours(std::countr_zero(m)) & s.alive) keep |= m & (~m + 1);
        return {keep, s.marked & keep};
    }
};

} // namespace cgt::impartial
