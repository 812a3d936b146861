#pragma once
// Building loopy games in tests through the C++ API, node by node, as CGSuite's notation
// writes them: node() is a {...} (or a labelled a{...}), opts() gives its options, pass is the
// node itself, and short games and stoppers are hung from nodes as values.
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/stopper.hpp"

namespace cgt::testing {

struct Nodes {
    loopy::GraphBuilder b;
    loopy::Vertex node() { return b.add_vertex(); }
    loopy::Vertex game(Game g) { return b.add_game(g); }
    loopy::Vertex stopper(loopy::Stopper s) { return b.add_graph(s.graph(), 0); }
    void opts(loopy::Vertex v, std::initializer_list<loopy::Vertex> left, std::initializer_list<loopy::Vertex> right) {
        for (loopy::Vertex w : left) b.add_left_edge(v, w);
        for (loopy::Vertex w : right) b.add_right_edge(v, w);
    }
    loopy::Graph graph() const { return b.build(); }
    loopy::Stopper stopper_at(loopy::Vertex v) const { return loopy::Stopper::from_graph(b.build(), v); }
};

// "{a,b{c,d},e}" -> {"a", "b{c,d}", "e"}: the members of a printed set or list.
inline std::set<std::string> members(const std::string& printed) {
    std::set<std::string> out;
    std::string inner = printed.substr(1, printed.size() - 2), current;
    int depth = 0;
    for (char c : inner) {
        if (c == '{' || c == '(') ++depth;
        if (c == '}' || c == ')') --depth;
        if (c == ',' && depth == 0) {
            out.insert(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) out.insert(current);
    return out;
}

inline std::set<std::string> printed(const std::vector<loopy::Stopper>& games) {
    std::set<std::string> out;
    for (loopy::Stopper s : games) out.insert(loopy::to_string(s));
    return out;
}

// {0||0|0,pass}, CGSuite's ^.Pow(on) (GameTest.scala line 240).
inline loopy::Stopper uponth() {
    Nodes n;
    const auto u = n.node(), u1 = n.node(), z = n.game(Game());
    n.opts(u, {z}, {u1});
    n.opts(u1, {z}, {z, u1});
    return n.stopper_at(u);
}

inline const Game zero;
inline const Game star = Game::star();

} // namespace cgt::testing
