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
#include "cgt/loopy/sided_value.hpp"
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

// n positions v_i = {0, d_i | v_(i+1)}, every seventh with a Left move d_i = {v_j | *} back up
// the chain (through a position with no Right move): a stopper with cycles, n + n/7 vertices,
// whose canonical form keeps about n positions.
inline loopy::Graph chain(int n) {
    Nodes g;
    std::vector<loopy::Vertex> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = g.node();
    const loopy::Vertex z = g.game(zero), s = g.game(star);
    for (int i = 0; i < n; ++i) {
        const loopy::Vertex next = i + 1 < n ? v[static_cast<std::size_t>(i + 1)] : s;
        g.opts(v[static_cast<std::size_t>(i)], {z}, {next});
        if (i % 7 == 3) {
            const loopy::Vertex d = g.node();
            g.opts(d, {v[static_cast<std::size_t>((i * 37) % n)]}, {s});
            g.opts(v[static_cast<std::size_t>(i)], {d}, {});
        }
    }
    return g.graph();
}

// {0|||0||0|off}, whose canonical form is {0|Tiny(on)} (CGSuite's CanonicalStopperTestCase.scala
// line 121).
inline loopy::Stopper zero_tiny_on() {
    Nodes n;
    const auto v = n.node(), r1 = n.node(), r2 = n.node(), z = n.game(zero);
    n.opts(v, {z}, {r1});
    n.opts(r1, {z}, {r2});
    n.opts(r2, {z}, {n.stopper(loopy::Stopper::off())});
    return n.stopper_at(v);
}

// a{0||||0|||a|*||*}, a cycle through four positions (CanonicalStopperTestCase.scala line 216).
inline loopy::Stopper four_cycle() {
    Nodes n;
    const auto a = n.node(), r1 = n.node(), r2 = n.node(), l3 = n.node(), s = n.game(star), z = n.game(zero);
    n.opts(a, {z}, {r1});
    n.opts(r1, {z}, {r2});
    n.opts(r2, {l3}, {s});
    n.opts(l3, {a}, {s});
    return n.stopper_at(a);
}

// Bach's Carousel, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}: a = {0,B|0}, B = {1|1,C}, C = {*,D|*},
// D = {1*|1*,a}, whose sides are not stoppers (CGSuite's SidedValueTestCase.scala, EvalTest.scala
// line 186).
inline loopy::SidedValue carousel() {
    Nodes n;
    const auto z = n.game(zero), one = n.game(Game::integer(1)), s = n.game(star), one_s = n.game(Game::integer(1) + star);
    const auto a = n.node(), B = n.node(), C = n.node(), D = n.node();
    n.opts(a, {z, B}, {z});
    n.opts(B, {one}, {one, C});
    n.opts(C, {s, D}, {s});
    n.opts(D, {one_s}, {one_s, a});
    return loopy::SidedValue::from_graph(n.graph(), a);
}

} // namespace cgt::testing
