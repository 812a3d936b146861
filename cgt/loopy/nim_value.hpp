#pragma once
// cgt::loopy::NimValue: Smith's generalised Sprague-Grundy values of impartial loopy games
// (C. A. B. Smith, "Graphs and composite games", 1966; Winning Ways, ch. 12; Fraenkel and
// Yesha, "The generalized Sprague-Grundy function and its invariance under certain mappings",
// 1986; Siegel, Combinatorial Game Theory, ch. IV).
//
// Every position of a finite impartial game graph (a token on a digraph; cycles and loops
// allowed) gets either a nim value *k, or infinity with a subscript: ∞_K, K the set of nim
// values of its options that are finite (∞ alone when K is empty). Then
//   *0                    the previous player wins (P);
//   *k, k > 0, and ∞_K with 0 in K   the next player wins (N);
//   ∞_K with 0 not in K   neither player can force a win: a draw (D).
// Sums follow Smith's rules: *a + *b = *(a xor b); ∞_K + *n = ∞_{K xor n} (every member xor'd
// with n); ∞_K + ∞_L = ∞ (a draw). So a sum with exactly one infinite term ∞_K is a first-player
// win exactly when the nim-sum of the finite terms is in K, and a sum with two or more infinite
// terms is a draw.
//
// CGSuite refuses loopy impartial games; cgt-tools values one family (WindUp); this is the
// general labelling (Fraenkel's algorithm), iterative and O(k m) for m moves and k stages.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/outcome.hpp"

namespace cgt::loopy {

class NimValue {
public:
    NimValue() = default; // *0
    static NimValue nimber(std::uint32_t k);
    // ∞_K; the set is sorted and duplicates dropped.
    static NimValue infinite(std::vector<std::uint32_t> finite_options = {});

    bool is_finite() const noexcept { return !infinite_; }
    // The nim value k of a finite value *k (0 for an infinite one).
    std::uint32_t nimber() const noexcept { return nimber_; }
    // K of an infinite value ∞_K (empty for a finite one).
    const std::vector<std::uint32_t>& finite_options() const noexcept { return options_; }

    // P, N or D.
    LoopyOutcome outcome() const noexcept;

    friend NimValue operator+(const NimValue& a, const NimValue& b);
    NimValue& operator+=(const NimValue& b) { return *this = *this + b; }
    friend bool operator==(const NimValue&, const NimValue&) = default;

private:
    bool infinite_ = false;
    std::uint32_t nimber_ = 0;
    std::vector<std::uint32_t> options_;
};

// "0", "*", "*5", "∞", "∞_{0,2,3}" (UTF-8).
std::string to_string(const NimValue& v);

// The outcome of a sum of impartial loopy games from their values (P, N or D).
LoopyOutcome outcome_of_sum(std::span<const NimValue> terms);

// The value of every vertex of an impartial game graph: a move from v goes to each of v's
// options (Left's and Right's edges must be the same at every vertex: InvalidArgument
// otherwise). The graph and the labels are charged to the memory budget.
std::vector<NimValue> nim_values(const Graph& graph);
// The value of the game at `start`.
NimValue nim_value(const Graph& graph, Vertex start);

} // namespace cgt::loopy

template <>
struct fmt::formatter<cgt::loopy::NimValue> : fmt::formatter<std::string> {
    template <typename Ctx>
    auto format(const cgt::loopy::NimValue& v, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(cgt::loopy::to_string(v), ctx);
    }
};
