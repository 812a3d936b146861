#pragma once
// The one post-order walk of the core: over the DAG of a game's subgames, or of pairs of
// subgames (binary operations such as the Conway product), without recursion, so that games
// nested hundreds of thousands of levels deep cannot overflow the call stack.

#include <cstddef>
#include <functional>
#include <unordered_set>
#include <utility>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::detail {

// Hashes the keys a walk visits: anything std::hash knows (a Game, an id), or a pair of them.
struct WalkKeyHash {
    template <typename K>
    std::size_t operator()(const K& k) const noexcept {
        return std::hash<K>{}(k);
    }
    template <typename A, typename B>
    std::size_t operator()(const std::pair<A, B>& p) const noexcept {
        return (std::hash<A>{}(p.first) * 0x9E3779B97F4A7C15ULL) ^ std::hash<B>{}(p.second);
    }
};

// Calls visit(k) once for every key k reachable from root through children(k), children
// before parents (so visit may read results it stored for the children). children(k) returns a
// std::vector<Key>; return an empty vector to treat k as a leaf.
template <typename Key, typename ChildrenFn, typename VisitFn>
void post_order(const Key& root, ChildrenFn&& children, VisitFn&& visit) {
    struct Frame {
        Key key;
        std::vector<Key> children;
        std::size_t next = 0;
    };
    std::unordered_set<Key, WalkKeyHash> seen{root};
    std::vector<Frame> stack;
    stack.push_back(Frame{root, children(root)});
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next < top.children.size()) {
            const Key child = top.children[top.next++];
            if (seen.insert(child).second) {
                auto grandchildren = children(child);
                stack.push_back(Frame{child, std::move(grandchildren)}); // invalidates top
            }
            continue;
        }
        const Key done = std::move(top.key);
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
