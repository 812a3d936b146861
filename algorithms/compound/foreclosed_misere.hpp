#pragma once
// F-(P_n), the misere foreclosed Grundy values (diminished disjunctive compound, misere play), the
// open case of the seed: equal to the Grundy values of octal 0.13337 shifted by two.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cgt::compound {

// F-(P_0..P_{count-1}) (F-(P_0) = undefined_value) or more, cached and extended on demand.
// Thread-safe; the reference stays valid for the life of the program (a longer list is a new
// copy, so each length asked for costs its memory once).
const std::vector<std::int32_t>& foreclosed_misere_values(std::size_t count);

// Extends values (F-(P_0..P_{k-1}) for some k >= 0, e.g. read back from a file) to `count`
// values, by the octal engine (algorithms/impartial/octal_sequence.hpp) on 0.13337, whose
// Grundy values are F- shifted by two (path_sequences.hpp). Theta(count^2): the sparse-space
// technique finds no sparse space in these values, so the engine scans every split.
void extend_foreclosed_misere(std::vector<std::int32_t>& values, std::size_t count);

// Table 2 of the seed: statistics of F- on [1, n].
struct ForeclosedStats {
    std::size_t n = 0;
    std::size_t zeros = 0;          // NbZ
    std::int32_t max = 0;           // Max
    std::size_t first_max_at = 0;   // PosMax (the first index reaching Max)
    std::uint64_t sum = 0;          // Mean = sum / n
    std::uint64_t abs_dev_sum_n = 0; // sum of |n * x - sum|: MAD = abs_dev_sum_n / n^2
    std::int32_t most_frequent = 0; // FreqV (the smallest value among ties)
    std::size_t most_frequent_count = 0; // %FreqV = 100 * count / n
    std::size_t last_zero = 0;      // MaxZ
};

// Statistics of values[1..n] (values[0] is ignored).
ForeclosedStats foreclosed_stats(const std::vector<std::int32_t>& values, std::size_t n);

// "3 4 1.4 1.08 0 30% 8 9": NbZ Max Mean MAD FreqV %FreqV MaxZ PosMax, decimals exact when they
// terminate within 6 places, otherwise rounded to 6.
std::string format_stats_row(const ForeclosedStats& stats);

} // namespace cgt::compound
