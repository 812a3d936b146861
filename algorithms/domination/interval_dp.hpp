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

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <memory>

#include "cgt/game.hpp"

namespace cgt::domination {

struct IntervalValues {
    Game p, x, y, z; // none, first, last, both ends pre-dominated
};

// Not thread-safe: use one per thread (the free functions of domination.hpp keep one per thread).
class IntervalDp {
public:
    // Largest inputs: time grows as n^3 and memory as n^2 (a random 3000-vertex path took 67 s and
    // 1.3 GB). Longer strings throw InvalidArgument.
    static constexpr std::size_t max_path_vertices = 3000;
    static constexpr std::size_t max_cycle_vertices = 1500;

    IntervalDp();
    ~IntervalDp();
    IntervalDp(IntervalDp&&) noexcept;
    IntervalDp& operator=(IntervalDp&&) noexcept;

    // Colours are A, B and C only, and a cycle has at least 3 vertices: anything else throws
    // InvalidArgument (check_colour_string's message), as does a string over the limits above.
    Game path_value(std::string_view colours);
    Game cycle_value(std::string_view colours);
    IntervalValues interval(std::string_view colours);

    // Value of the cycle after selecting vertex k (0-based, k < colours.size()): Z of the
    // rotated path.
    Game cycle_option(std::string_view colours, std::size_t k);

    std::size_t memo_size() const noexcept; // sub-strings known
    void clear();
    // The memo is emptied before a new string is computed when it holds more sub-strings than
    // this (default 2^20, about 150 MB), so long batches of unrelated inputs stay bounded.
    void set_memo_limit(std::size_t substrings) noexcept;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace cgt::domination
