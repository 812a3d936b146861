#pragma once
// The slow, obviously correct twins of the loopy algorithms: plain game definitions solved by
// fixpoint sweeps over every state until nothing changes. Written apart from cgt/loopy (they
// share nothing but the input graph) so that a mistake has to be made twice to pass.
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace cgt::testing {

// A bigraph as lists: left[v], right[v].
struct NaiveGraph {
    std::vector<std::vector<int>> left, right;
    int size() const { return static_cast<int>(left.size()); }
};
NaiveGraph naive_graph(const loopy::Graph& g);

enum class NaiveRule { left_wins_infinite_play, onside, offside };

// G <= H: Left, moving second in H - G, survives. Infinite play: always Left's
// (left_wins_infinite_play), Left's iff infinitely many moves are made in H (onside), or in -G
// (offside). Solved as a nested greatest/least fixpoint by repeated sweeps.
bool naive_leq(const NaiveGraph& g, int gv, const NaiveGraph& h, int hv, NaiveRule rule);

// Left wins G played alone, `left_first` saying who moves first; infinite play is Left's when
// `infinite_for_left` (the onside), Right's otherwise (the offside).
bool naive_left_wins(const NaiveGraph& g, int v, bool left_first, bool infinite_for_left);

// Some play from v alternates forever (L, R, L, ... from some reachable vertex): not a stopper.
bool naive_has_alternating_cycle(const NaiveGraph& g, int v);

} // namespace cgt::testing
