// Building loopy values node by node: the nodes twice, once for each side.

#include "cgt/loopy/node_builder.hpp"

#include <algorithm>

#include "cgt/errors.hpp"

namespace cgt::loopy {

const std::pair<Vertex, Vertex>& NodeBuilder::at(Node n) const {
    if (n >= vertices_.size()) throw InvalidArgument("loopy node builder: that node does not exist");
    return vertices_[n];
}

NodeBuilder::Node NodeBuilder::add_node() {
    vertices_.emplace_back(onside_.add_vertex(), offside_.add_vertex());
    return static_cast<Node>(vertices_.size() - 1);
}

void NodeBuilder::add_option(Player player, Node from, Node to) {
    const auto [f_on, f_off] = at(from);
    const auto [t_on, t_off] = at(to);
    onside_.add_edge(player, f_on, t_on);
    offside_.add_edge(player, f_off, t_off);
}

void NodeBuilder::add_value(Player player, Node from, const SidedValue& value) {
    at(from); // checked before anything is added
    add_option(player, from, add_copy(value));
}

NodeBuilder::Node NodeBuilder::add_copy(const SidedValue& value) {
    if (const auto s = value.as_stopper()) {
        if (const auto g = s->as_game()) {
            vertices_.emplace_back(onside_.add_game(*g), offside_.add_game(*g));
            return static_cast<Node>(vertices_.size() - 1);
        }
    } else {
        sided_ = true;
    }
    vertices_.emplace_back(onside_.add_graph(value.onside_graph(), 0), offside_.add_graph(value.offside_graph(), 0));
    return static_cast<Node>(vertices_.size() - 1);
}

SidedValue NodeBuilder::value(Node start) const {
    const auto [on, off] = at(start);
    if (!sided_) return SidedValue::from_graph(onside_.build(), on);
    return SidedValue::from_sides(onside_.build(), on, offside_.build(), off);
}

std::vector<SidedValue> NodeBuilder::values(std::span<const Node> starts) const {
    std::vector<SidedValue> out;
    out.reserve(starts.size());
    std::vector<Vertex> on;
    for (Node n : starts) on.push_back(at(n).first);
    if (!sided_) {
        const Graph g = onside_.build();
        if (std::all_of(on.begin(), on.end(), [&](Vertex v) { return is_stopper(g, v); })) {
            for (Stopper s : Stopper::from_graph(g, on)) out.emplace_back(s);
            return out;
        }
    }
    for (Node n : starts) out.push_back(value(n));
    return out;
}

} // namespace cgt::loopy
