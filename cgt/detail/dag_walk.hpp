#pragma once
// Post-order walks over the DAG of a game's subgames without recursion, so that games nested
// hundreds of thousands of levels deep cannot overflow the call stack.

#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::detail {

// Calls visit(h) once for every subgame h of root reachable through children(h), children
// before parents (so visit may read results it stored for the children). children(h) returns
// a std::vector<Game>; return an empty vector to treat h as a leaf.
template <typename ChildrenFn, typename VisitFn>
void post_order(Game root, ChildrenFn&& children, VisitFn&& visit) {
    struct Frame {
        Game game;
        std::vector<Game> children;
        std::size_t next = 0;
    };
    std::unordered_set<std::uint32_t> seen{root.id()};
    std::vector<Frame> stack;
    stack.push_back(Frame{root, children(root)});
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next < top.children.size()) {
            Game child = top.children[top.next++];
            if (seen.insert(child.id()).second) {
                auto grandchildren = children(child);
                stack.push_back(Frame{child, std::move(grandchildren)}); // invalidates top
            }
            continue;
        }
        Game done = top.game;
        stack.pop_back();
        visit(done);
    }
}

// Left options followed by right options.
inline std::vector<Game> all_options(Game g) {
    std::vector<Game> out = g.left_options();
    std::vector<Game> right = g.right_options();
    out.insert(out.end(), right.begin(), right.end());
    return out;
}

} // namespace cgt::detail
