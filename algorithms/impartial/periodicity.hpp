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

// Arithmetic periodicity of subtraction games with a repeating tail: codes without splits whose
// digits from `repeat_from` on all equal 2 or 3 (any removal of repeat_from tokens or more is
// allowed, leaving one heap, or also nothing with 3), such as the all-but subtraction games
// 0.3003330[3] and Nim 0.[3]. Their values are unbounded and, by A. Siegel's theorem for
// all-but subtraction games, arithmetic periodic. cgt's own certificate (docs/impartial.md has the
// proof), with s > 0, q' = max(q, 1), x = max(repeat_from, 1) - 1 and N1 = S - p for S values:
//   (1) G(n + p) = G(n) + s for q <= n < N1, and N1 >= x + q';
//   (2) every value below s is in H = {G(r) : r < q' + p, r a tail option (r > 0, or 3)};
//   (3) for every tail option r < q': G(r) + s is in H, or G(r) = G(r') for some
//       q' <= r' <= N1 - repeat_from;
//   (4) G(n) + s > max H for N1 <= n < N1 + p;
// then G(n + p) = G(n) + s for every n >= q.
struct SubtractionTailTheorem {
    std::size_t repeat_from = 1; // the first removal size of the repeating tail
    bool tail_takes_all = true;  // the tail digit is 3 (2: the heap must not be emptied)
    std::size_t first_checked(std::size_t preperiod) const; // x + q'
};

bool certifies_arithmetic_periodicity(std::span<const std::uint32_t> values, Periodicity candidate,
                                      const SubtractionTailTheorem& theorem);
// The certified arithmetic periodicity with the smallest period whose differences repeat over the
// last half of `values`, or nothing.
std::optional<Periodicity> find_arithmetic_periodicity(std::span<const std::uint32_t> values,
                                                       const SubtractionTailTheorem& theorem);

} // namespace cgt::impartial
