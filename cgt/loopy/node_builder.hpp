#pragma once
// cgt::loopy::NodeBuilder: builds loopy values node by node, as the notation writes them
// (for the parser of loopy notation, and for programs).
//
//   a{0, {1|a} | pass}       NodeBuilder b;
//                            auto a = b.add_node(), x = b.add_node();
//                            b.add_value(Player::left, a, SidedValue());          // 0
//                            b.add_option(Player::left, a, x);                     // {1|a}
//                            b.add_value(Player::left, x, Stopper::from_game(Game::integer(1)));
//                            b.add_option(Player::right, x, a);                    // a: the label
//                            b.add_option(Player::right, a, a);                    // pass
//                            SidedValue v = b.value(a);
//
// Labels are the caller's: it maps a label to the node it names. Options that are values
// (short games, stoppers, sided values such as 2 & -2) are copied in; a sided option makes the
// onside and the offside of the result differ (CGSuite: {2&-2|1&-2} = {2|1} & {-2|-2}).

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/sided_value.hpp"

namespace cgt::loopy {

class NodeBuilder {
public:
    using Node = Vertex;
    Node add_node();
    // A move for `player` from one node to another (to == from: a pass).
    void add_option(Player player, Node from, Node to);
    // A move for `player` from a node to a value.
    void add_value(Player player, Node from, const SidedValue& value);
    // A node whose game is `value` (copied in, each side into its own graph; short games share
    // their positions with the short games copied in before).
    Node add_copy(const SidedValue& value);
    // The positions so far (of the larger side): what simplifying the value will work on.
    std::size_t vertex_count() const noexcept { return std::max(onside_.vertex_count(), offside_.vertex_count()); }
    // The value of the game starting at `start`.
    SidedValue value(Node start) const;
    // The values of several starts (stoppers share one simplification).
    std::vector<SidedValue> values(std::span<const Node> starts) const;

private:
    GraphBuilder onside_, offside_; // the nodes in both; values copied in side by side
    std::vector<std::pair<Vertex, Vertex>> vertices_; // node -> (onside vertex, offside vertex)
    bool sided_ = false;                              // some value had different sides
    const std::pair<Vertex, Vertex>& at(Node n) const;
};

} // namespace cgt::loopy
