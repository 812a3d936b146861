#pragma once
// The numeric sequences behind Node-Kayles compounds on paths, per path order n:
//   G(n)  Sprague-Grundy value (disjunctive, normal), octal 0.137
//   F+(n) foreclosed value, normal play (diminished disjunctive)   undefined for n <= 3
//   F-(n) foreclosed value, misere play                            undefined for n = 0
//   R+(n), R-(n) remoteness (conjunctive);  S+(n), S-(n) suspense (continued conjunctive)
// G, F+ and F- are defined by the mex recursion over the options of P_n (eq. (1) of the seed),
// with undefined values left out of the mex set; each equals an octal game's Grundy sequence,
// which the library takes from the octal engine (algorithms/impartial/octal_sequence.hpp):
//   G(n) = G_0.137(n),  F+(n) = G_0.0330007(n - 4) for n >= 4,  F-(n) = G_0.13337(n - 2) for n >= 2
// (the defining recursion stays in the tests as the twin). The remoteness and suspense come from
// their recursion and from the closed forms of Theorems 3, 5, 7 and 9.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "algorithms/impartial/periodicity.hpp"
#include "games/compound/component_rules.hpp"

namespace cgt::compound {

// Marks an undefined foreclosed value (printed "*").
inline constexpr std::int32_t undefined_value = -1;

// Periods of these sequences: impartial::find_periodicity for their octal codes (the Guy-Smith
// theorem; Theorem 1 of the seed for F+), one Periodicity type for the library.
using impartial::Periodicity;

// A sequence known exactly from its first values and its periodicity: value(n) for any n.
class PeriodicSequence {
public:
    PeriodicSequence(std::vector<std::int32_t> values, Periodicity periodicity);
    std::int32_t operator()(std::uint64_t n) const;
    const Periodicity& periodicity() const { return periodicity_; }

private:
    std::vector<std::int32_t> values_;
    Periodicity periodicity_;
};

// G and F+ computed far enough to prove their periods (34 from 52 and 84 from 245).
// (F-, with no known period: foreclosed_misere.hpp.)
const PeriodicSequence& grundy_0137();
const PeriodicSequence& foreclosed_normal();

enum class Extremal { remoteness, suspense };
// R or S of P_n for n = 0..count-1 by the recursion on the options of P_n, where an option's
// value is the min (remoteness) or max (suspense) of its parts' values, 0 if it is empty.
// Normal play: remoteness = 1 + min even option (if any) else 1 + max odd; suspense = 1 + max even
// else 1 + min odd. Misere play swaps "even" and "odd".
std::vector<std::int32_t> extremal_sequence(Extremal kind, bool misere, std::size_t count);

// Closed forms (Theorems 3, 5, 7, 9 as corrected in the spec); any n.
std::int32_t remoteness_normal(std::uint64_t n);  // R+
std::int32_t remoteness_misere(std::uint64_t n);  // R-
std::int32_t suspense_normal(std::uint64_t n);    // S+
std::int32_t suspense_misere(std::uint64_t n);    // S-

} // namespace cgt::compound
