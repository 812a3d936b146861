#pragma once
// The ruleset: a position of the domination game on a coloured graph is the set of dominated
// vertices. A player may select a vertex of their colour (C: either player) whose closed
// neighbourhood still holds an undominated vertex; then the whole neighbourhood is dominated.

#include <vector>

#include "games/domination/components.hpp"

namespace cgt::domination {

class Position {
public:
    // The graph must outlive the position.
    explicit Position(const ColouredGraph& graph, VertexMask dominated = 0) : graph_(&graph), dominated_(dominated) {}
    explicit Position(const ColouredGraph&&, VertexMask = 0) = delete; // it would dangle

    const ColouredGraph& graph() const noexcept { return *graph_; }
    VertexMask dominated() const noexcept { return dominated_; }
    VertexMask undominated() const noexcept { return graph_->graph.all_vertices() & ~dominated_; }

    bool is_legal(Player p, int v) const noexcept {
        return may_move(graph_->colours[v], p) && (graph_->graph.closed_neighbourhood(v) & ~dominated_) != 0;
    }
    // Legal moves of a player, as vertex numbers in increasing order.
    std::vector<int> moves(Player p) const;
    // The position after v is selected (v must be a legal move of someone).
    Position after(int v) const noexcept { return Position(*graph_, dominated_ | graph_->graph.closed_neighbourhood(v)); }

private:
    const ColouredGraph* graph_;
    VertexMask dominated_;
};

} // namespace cgt::domination
