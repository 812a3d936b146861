#pragma once
// Comparison of loopy games by retrograde analysis over pairs of positions.
//
// G <= H when Left, playing second in H - G, survives: she never has to move when she cannot.
// Play in H - G may be infinite; who wins infinite play is the convention:
//   stopper  Left (the definition for stoppers: Siegel, CGT, ch. VI, sec. 1);
//   onside   Left exactly when infinitely many moves are made in H. This compares the onsides,
//            G+ <= H+: H+ - G+ = H+ + (-G)-, and infinite play in an onside is Left's;
//   offside  Left exactly when infinitely many moves are made in -G (G- <= H-).
// For stoppers G and H the three conventions agree. The sided conventions are those of CGSuite
// (LoopyGame.leq).
//
// The game is solved on every pair (g, h) at once: Right's attractor to "Left cannot move",
// and for the sided conventions the Büchi iteration (states from which Left cannot force one
// more move in the favoured component are lost for her; repeat). Time O(k (|G| |H|)(deg)),
// k the number of rounds (usually 1 or 2); memory about 14 bytes per state (two states per
// pair), charged to the budget.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace cgt::loopy {

enum class Convention : unsigned char { stopper, onside, offside };

// Whether g_vertex of g is <= h_vertex of h under the convention.
bool leq(const Graph& g, Vertex g_vertex, const Graph& h, Vertex h_vertex, Convention convention);

// g <= h for every vertex g of the first graph and h of the second.
class LeqTable {
public:
    LeqTable(const Graph& g, const Graph& h, Convention convention);
    bool operator()(Vertex g, Vertex h) const { return bits_[g * width_ + h] != 0; }
    // Both a <= b and b <= a (for the table of a graph against itself).
    bool equal(Vertex a, Vertex b) const { return (*this)(a, b) && (*this)(b, a); }

private:
    std::size_t width_;
    std::vector<char, BudgetAllocator<char, MemoryUse::searches>> bits_;
};

} // namespace cgt::loopy
