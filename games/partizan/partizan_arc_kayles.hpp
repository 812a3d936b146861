#pragma once
// Partizan Arc-Kayles (CGSuite's game.graph.PartizanArcKayles): a graph of blue, red and green
// edges. Left picks a blue or green edge, Right a red or green one, and both its ends are removed
// with every edge at them. Positions in CGSuite's graph strings (games/graph/cgsuite_graph.hpp)
// with l, r, e: "llr" (1/2), "lrlr(ll;ree(rl;l))"; a loop (":A-:A" style, here ":Al:A") removes its
// one vertex. Moves "2-3" (the edge's ends, CGSuite's vertex numbers from 1).
//
// Split: the connected components of the remaining vertices; a vertex without edges never
// matters and is dropped. Keys: the part as a graph (Left's and Right's edges, renumbered).

#include <array>
#include <bit>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "cgt/player.hpp"
#include "games/graph/cgsuite_graph.hpp"
#include "games/graph/graph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::partizan {

// An edge taken: its ends, 0-based (written 1-based, "2-3"; a loop "2-2").
struct EdgeMove {
    int from;
    int to;
};
inline std::string to_string(const EdgeMove& m) { return fmt::format("{}-{}", m.from + 1, m.to + 1); }

class PartizanArcKayles : public PartizanOptionsFromMoves<PartizanArcKayles> {
public:
    using Position = VertexMask; // the vertices still in the graph
    using Move = EdgeMove;
    static constexpr std::string_view name = "partizan-arc-kayles";

    PartizanArcKayles() = default;
    explicit PartizanArcKayles(const LabelledGraph& graph);
    static PartizanArcKayles parse(std::string_view text) {
        return PartizanArcKayles(parse_cgsuite_graph(text, "lre", name));
    }
    Position start() const noexcept { return vertices_; }

    template <typename Visit>
    void for_each_option_with_move(VertexMask alive, Player player, Visit&& visit) const {
        const auto& reach = player == Player::left ? left_ : right_;
        for (VertexMask m = alive; m; m &= m - 1) {
            const int u = std::countr_zero(m);
            for (VertexMask n = reach[static_cast<std::size_t>(u)] & alive & ~((VertexMask{1} << u) - 1); n; n &= n - 1) {
                const int v = std::countr_zero(n);
                if (visit_then_stop(visit, alive & ~(VertexMask{1} << u) & ~(VertexMask{1} << v), Move{u, v})) return;
            }
        }
    }

    template <typename Visit>
    void split(VertexMask alive, Visit&& visit) const {
        for (VertexMask rest = alive; rest;) {
            VertexMask part = rest & (~rest + 1);
            for (VertexMask fresh = part; fresh;) {
                VertexMask more = 0;
                for (VertexMask m = fresh; m; m &= m - 1) more |= any_[static_cast<std::size_t>(std::countr_zero(m))];
                more &= rest & ~part;
                part |= more;
                fresh = more;
            }
            rest &= ~part;
            if (std::popcount(part) > 1 || (part & looped_)) visit(VertexMask{part});
        }
    }

    // The part as a graph: its size, then each vertex's Left and Right rows, renumbered.
    std::string key(VertexMask alive) const;
    std::string_view rules_key() const noexcept { return {}; } // a key is the part as a graph

private:
    VertexMask vertices_ = 0, looped_ = 0;
    std::array<VertexMask, Graph::max_vertices> left_{}, right_{}, any_{}; // any_: without loops
};

} // namespace cgt::partizan
