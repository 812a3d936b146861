#pragma once
// Grundy sequences G(0), G(1), ... of octal games on heaps, and their periodicity.
//
//   auto g = octal_grundy_sequence(OctalCode::parse("0.137"), 1000000);
//   auto p = find_periodicity(OctalCode::parse("0.137"), g); // preperiod 52, period 34
//
// octal_grundy_sequence is the fast engine: the rare-value ("sparse space") technique for the
// XOR of split options, a two-thread pair loop when that does not apply, and, once a period is
// certified by the Guy-Smith theorem, the rest of the sequence copied from the period (exact: the
// theorem proves that the sequence continues periodically). octal_grundy_sequence_naive is its
// slow, obviously correct twin: the mex over every option, heap by heap.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/impartial/periodicity.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

using Grundy = std::uint32_t;

// Largest count accepted (the sequence is held in memory: 4 bytes per value).
inline constexpr std::size_t max_octal_sequence_length = std::size_t{1} << 29;

struct OctalSequenceOptions {
    bool stop_at_period = true; // fill the rest from a certified period
    bool use_rare_values = true; // the sparse-space technique (false: plain pair loop)
    unsigned threads = 2;        // threads for the pair loop of large heaps (1 = no threads)
    std::size_t parallel_pairs = std::size_t{1} << 16; // split a pair loop over threads from this size
};

std::vector<Grundy> octal_grundy_sequence(const OctalCode& code, std::size_t count,
                                          const OctalSequenceOptions& options = {});
std::vector<Grundy> octal_grundy_sequence_naive(const OctalCode& code, std::size_t count);

// The Guy-Smith theorem for `code` (at most two heaps, or one without splits; at most
// max_take() tokens removed).
PeriodicityTheorem periodicity_theorem(const OctalCode& code);
// certifies_periodicity / find_periodicity of periodicity.hpp with that theorem.
bool certifies_periodicity(const OctalCode& code, std::span<const Grundy> values, Periodicity candidate);
std::optional<Periodicity> find_periodicity(const OctalCode& code, std::span<const Grundy> values);

// Convenience: the Grundy value of a heap of n, computing the sequence up to n.
Grundy octal_heap_grundy(const OctalCode& code, std::size_t n);

} // namespace cgt::impartial
