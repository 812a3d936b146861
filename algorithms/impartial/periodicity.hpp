#pragma once
// Ultimate periodicity of heap-game sequences, certified from finitely many values.
//
//   const auto p = find_periodicity(values, PeriodicityTheorem::octal(3));  // 0.137: {52, 34}
//
// One result type for every sequence of the library (octal and take-and-break Grundy sequences,
// the compound sequences of Node-Kayles). A periodicity is only reported when a theorem proves
// that it continues forever; the theorem is described by PeriodicityTheorem.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace cgt::impartial {

// G(n + period) == G(n) + saltus for every n >= preperiod. preperiod is the first index of the
// periodic part (so the last exceptional index is preperiod - 1: for 0.137 this is {52, 34}).
// saltus 0 is ordinary periodicity; saltus > 0 is arithmetic periodicity.
struct Periodicity {
    std::size_t preperiod = 0;
    std::size_t period = 0;
    std::int64_t saltus = 0;
    friend bool operator==(const Periodicity&, const Periodicity&) = default;
};

// The Guy-Smith periodicity theorem, generalised to moves that leave up to `parts` heaps:
// for a game whose moves remove at most `max_take` tokens and leave at most `parts` heaps, if
// G(n + p) == G(n) for every q <= n < checked_end(q, p), then for every n >= q, where
//   checked_end(q, p) = parts * max(q, min_part) + period_factor * p + max_take.
// Proof, by induction on N >= checked_end: the largest heap of an option of N + p holds at least
// (N + p - max_take) / parts >= max(q, min_part) + p tokens, so taking p tokens off it gives an
// option of N of the same value; adding p to the largest heap of an option of N gives one of N + p.
// Plain digits need period_factor = parts - 1 and min_part = 1: for octal games (parts 2) this is
// the classical range q <= n < 2q + p + k (Winning Ways, ch. 4). Moves whose heaps must be
// pairwise unequal (`!`) or not all equal (`?`) may have to shift another heap of a chain of
// heaps p apart, hence period_factor = parts^2 - 1, and `?` allows a single heap only from 2
// tokens (CGSuite's rule), hence min_part = 2.
struct PeriodicityTheorem {
    std::size_t max_take = 0;
    std::size_t parts = 2;
    std::size_t period_factor = 1;
    std::size_t min_part = 1;

    // Octal games (at most two heaps, no modifiers) whose moves remove at most max_take tokens.
    static PeriodicityTheorem octal(std::size_t max_take) { return {max_take, 2, 1, 1}; }
    // The number of values G(0..) needed to certify {q, p}: values up to checked_end(q, p) + p - 1.
    std::size_t values_needed(std::size_t preperiod, std::size_t period) const;
};

// True iff `values` (G(0), G(1), ...) is long enough and satisfies the theorem's hypothesis for
// the candidate (saltus must be 0).
bool certifies_periodicity(std::span<const std::uint32_t> values, Periodicity candidate, const PeriodicityTheorem& theorem);
bool certifies_periodicity(std::span<const std::int32_t> values, Periodicity candidate, const PeriodicityTheorem& theorem);

// The certified periodicity with the smallest period (and, for it, the smallest preperiod) that
// `values` proves, or nothing. Linear time in values.size() and constant extra memory (a rolling
// hash finds the candidate periods; every candidate is compared value by value).
std::optional<Periodicity> find_periodicity(std::span<const std::uint32_t> values, const PeriodicityTheorem& theorem);
std::optional<Periodicity> find_periodicity(std::span<const std::int32_t> values, const PeriodicityTheorem& theorem);

} // namespace cgt::impartial
