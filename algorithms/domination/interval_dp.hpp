#pragma once
// The interval dynamic program for coloured paths and cycles (seed Lemma 4.1 / Algorithm 1).
//
// For a colour string u, four games: P(u) (no end pre-dominated), X(u) (first vertex
// pre-dominated), Y(u) (last), Z(u) (both). Selecting the k-th vertex splits u into the part
// before it and the part after it, whose near ends are now dominated:
//     P: Y(before) + X(after)    X: Z(before) + X(after)
//     Y: Y(before) + Z(after)    Z: Z(before) + Z(after)
// A path's value is P of its string; a cycle's options are the Z-values of the paths left after
// selecting one vertex (the n-1 other vertices, read from the vertex after it).
//
// The four values depend only on the colour substring, so they are memoised in a trie keyed by
// the substring: every later path, cycle or batch line containing the substring reuses them.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::domination {

struct IntervalValues {
    Game p, x, y, z; // none, first, last, both ends pre-dominated
};

// Not thread-safe: use one per thread (the free functions of domination.hpp keep one per thread).
class IntervalDp {
public:
    IntervalDp();

    // Colour strings must be valid (A, B, C only; see check_colour_string); these do not check.
    Game path_value(std::string_view colours);
    Game cycle_value(std::string_view colours); // at least 3 vertices
    IntervalValues interval(std::string_view colours);

    // Value of the cycle after selecting vertex k (0-based): Z of the rotated path.
    Game cycle_option(std::string_view colours, std::size_t k);

    std::size_t memo_size() const noexcept { return nodes_.size(); } // sub-strings known
    void clear();

private:
    struct Node {
        std::array<std::uint32_t, 3> child{}; // 0: not yet known (the root is never a child)
        IntervalValues values;
    };
    std::vector<Node> nodes_;
    std::vector<std::uint32_t> ids_; // scratch: trie node of each sub-interval of the current string

    // Computes every sub-interval of t of length <= max_length; ids_[i * (max_length + 1) + len]
    // is then the node of t[i, i + len).
    void compute(std::string_view t, std::size_t max_length);
    std::uint32_t find(std::string_view colours) const; // node of a known string
    std::uint32_t walk_or_compute(std::string_view colours);
};

} // namespace cgt::domination
