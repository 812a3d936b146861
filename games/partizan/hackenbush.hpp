#pragma once
// Blue-Red-Green Hackenbush and Childish Hackenbush (Winning Ways; CGSuite's game.graph.Hackenbush
// and ChildishHackenbush): a graph of blue, red and green edges standing on the ground (vertex 1).
// Left cuts a blue or green edge, Right a red or green one; whatever no longer reaches the ground
// falls. In Childish Hackenbush (CGSuite's definition) a blue or red edge may only be cut when
// every other edge stays standing; green edges are cut as in Hackenbush. Positions in CGSuite's graph strings (games/graph/cgsuite_graph.hpp) with l
// (blue), r (red), e (green): "lrlrr" (a stalk, 9/16), "l(l;rl)" (a tree), ":Geeee:G" (a
// 4-cycle on the ground); the empty string is the bare ground. Moves name the edge cut: "3" is
// the third edge written.
//
// Split: the pieces that meet only at the ground are independent (cutting in one never drops
// an edge of another). Keys: the standing edges as a graph (vertices renumbered in order of
// appearance, the ground first), so positions of different ruleset objects share entries.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/player.hpp"
#include "games/graph/cgsuite_graph.hpp"
#include "games/graph/graph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::partizan {

using EdgeMask = std::uint64_t;

// A cut: the edge's number, 0-based (written 1-based, in the order the edges are written).
struct HackenbushMove {
    int edge;
};
inline std::string to_string(const HackenbushMove& move) { return std::to_string(move.edge + 1); }

// The board of both Hackenbush rulesets: edges, their colours, and what stands on the ground.
class HackenbushGraph {
public:
    HackenbushGraph() = default;
    // Throws InvalidArgument when some edge does not reach the ground (as CGSuite does).
    explicit HackenbushGraph(const LabelledGraph& graph, std::string_view game);

    EdgeMask all_edges() const noexcept { return edge_count_ == 64 ? ~EdgeMask{0} : (EdgeMask{1} << edge_count_) - 1; }
    EdgeMask cuttable(Player p) const noexcept { return (p == Player::left ? blue_ : red_) | green_; }
    EdgeMask green() const noexcept { return green_; }
    // The edges of `edges` that still reach the ground through `edges`.
    EdgeMask grounded(EdgeMask edges) const noexcept;

    template <typename Visit>
    void split(EdgeMask standing, Visit&& visit) const {
        for (EdgeMask rest = standing; rest;) {
            EdgeMask piece = rest & (~rest + 1);
            for (EdgeMask fresh = piece; fresh;) {
                const EdgeMask more = touching(ends(fresh) & ~VertexMask{1}) & rest & ~piece;
                piece |= more;
                fresh = more;
            }
            rest &= ~piece;
            visit(EdgeMask{piece});
        }
    }
    // `tag`, then the standing edges as a graph: per edge (in order) its renumbered ends and its
    // colour.
    std::string key(EdgeMask standing, char tag) const;

private:
    VertexMask ends(EdgeMask edges) const noexcept;
    EdgeMask touching(VertexMask vertices) const noexcept;

    int edge_count_ = 0;
    std::vector<LabelledEdge> edges_;
    std::array<EdgeMask, Graph::max_vertices> incident_{};
    EdgeMask blue_ = 0, red_ = 0, green_ = 0;
};

template <bool childish>
class BasicHackenbush : public HackenbushGraph, public PartizanOptionsFromMoves<BasicHackenbush<childish>> {
public:
    using Position = EdgeMask; // the edges still standing (bit i: the i-th edge written)
    using Move = HackenbushMove;
    static constexpr std::string_view name = childish ? "childish-hackenbush" : "hackenbush";

    BasicHackenbush() = default;
    explicit BasicHackenbush(const LabelledGraph& graph) : HackenbushGraph(graph, name) {}
    static BasicHackenbush parse(std::string_view text) {
        return BasicHackenbush(parse_cgsuite_graph(text, "lre", name));
    }
    Position start() const noexcept { return grounded(all_edges()); }

    template <typename Visit>
    void for_each_option_with_move(EdgeMask standing, Player player, Visit&& visit) const {
        for (EdgeMask m = standing & cuttable(player); m; m &= m - 1) {
            const int edge = std::countr_zero(m);
            const EdgeMask rest = standing & ~(EdgeMask{1} << edge), kept = grounded(rest);
            if (childish && kept != rest && !(green() >> edge & 1U)) continue;
            if (visit_then_stop(visit, kept, Move{edge})) return;
        }
    }
    std::string key(EdgeMask standing) const { return HackenbushGraph::key(standing, childish ? 'c' : 'h'); }
    std::string_view rules_key() const noexcept { return {}; } // a key is the standing graph
};

using Hackenbush = BasicHackenbush<false>;
using ChildishHackenbush = BasicHackenbush<true>;


} // namespace cgt::partizan
