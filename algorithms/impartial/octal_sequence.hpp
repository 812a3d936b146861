#pragma once
// Grundy sequences G(0), G(1), ... of take-and-break games on heaps (octal codes and CGSuite's
// take-and-break codes, games/impartial/octal_code.hpp), and their periodicity.
//
//   auto g = octal_grundy_sequence(OctalCode::parse("0.137"), 1000000);
//   auto p = find_periodicity(OctalCode::parse("0.137"), g); // preperiod 52, period 34
//
// octal_grundy_sequence picks the engine's method for the code (OctalMethod, see
// detail/octal_engine.hpp) and, once a periodicity is certified, fills the rest of the sequence
// from it (exact: the theorem proves that it continues). octal_grundy_sequence_naive is the slow,
// obviously correct twin: the mex over every option, heap by heap.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/impartial/periodicity.hpp"
#include "cgt/grundy.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

// Largest count accepted (the sequence is held in memory: 4 to 8 bytes per value).
inline constexpr std::size_t max_octal_sequence_length = std::size_t{1} << 29;

struct OctalSequenceOptions {
    bool stop_at_period = true; // fill the rest from a certified period
    bool use_rare_values = true; // the sparse-space technique (false: plain pair loop)
    unsigned threads = 2;        // threads for the pair loop of large heaps (1 = no threads)
    std::size_t parallel_pairs = std::size_t{1} << 16; // split a pair loop over threads from this size
};

// How octal_grundy_sequence computes a code's values.
enum class OctalMethod {
    rare_values, // finite codes leaving at most two heaps: rare values (or the blocked pair loop)
    subtraction, // no splits, repeated digits: prefix sets, O(n) overall for a one-digit repeat
    mex_loop,    // three heaps or more, or splits in a repeated part: every option (O(n^2) per heap and more)
};
OctalMethod octal_method(const OctalCode& code);
const char* describe(OctalMethod method); // a sentence for users

// G(0..count-1). Throws InvalidArgument past max_octal_sequence_length and MemoryLimitExceeded
// (before starting) when the values would not fit in the memory limit.
std::vector<Grundy> octal_grundy_sequence(const OctalCode& code, std::size_t count,
                                          const OctalSequenceOptions& options = {});
// Bytes octal_grundy_sequence needs for `count` values, and the check it makes against the limit.
std::size_t octal_sequence_memory(const OctalCode& code, std::size_t count);
void check_octal_sequence_memory(const OctalCode& code, std::size_t count);
std::vector<Grundy> octal_grundy_sequence_naive(const OctalCode& code, std::size_t count);

// The periodicity theorems cgt applies to a code (periodicity.hpp):
//   * finite codes without `=`: the Guy-Smith theorem generalised to h heaps (PeriodicityTheorem:
//     parts = the most heaps a move leaves, period_factor h - 1, or h^2 - 1 with `!` or `?`);
//   * subtraction codes whose repeated part is one digit 1: the same with max_take = the first
//     repeated removal (the repeat only adds the option "take the whole heap");
//   * subtraction codes whose repeated part is one digit 2 or 3 (all-but subtraction games):
//     arithmetic periodicity, SubtractionTailTheorem;
//   * none for the others (`=`, longer repeats, splits in a repeat): no period is reported.
std::optional<PeriodicityTheorem> periodicity_theorem(const OctalCode& code);
std::optional<SubtractionTailTheorem> subtraction_tail_theorem(const OctalCode& code);
// The name of the theorem that applies, for messages ("" when none).
const char* periodicity_theorem_name(const OctalCode& code);
bool certifies_periodicity(const OctalCode& code, std::span<const Grundy> values, Periodicity candidate);
std::optional<Periodicity> find_periodicity(const OctalCode& code, std::span<const Grundy> values);

// Convenience: the Grundy value of a heap of n, computing the sequence up to n.
Grundy octal_heap_grundy(const OctalCode& code, std::size_t n);

} // namespace cgt::impartial
