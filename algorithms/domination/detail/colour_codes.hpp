#pragma once
// Colour strings as numbers, the way tables number them (table.hpp): base 2 (A = 0, B = 1) or
// base 3 (A, B, C = 2), first vertex most significant. Digit-by-digit arithmetic divides by a
// power of the base (a division the compiler cannot turn into a multiplication) once or twice
// per vertex, and a table does it for every string of every level: these read precomputed
// tables of half strings instead.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgt::domination::detail {

// The colour of one digit: A = 0, B = 1, C = 2.
constexpr char colour_of_digit(std::uint64_t d) noexcept { return d == 0 ? 'A' : d == 1 ? 'B' : 'C'; }

// q^k (callers keep it below 2^64).
constexpr std::uint64_t power_of(std::uint64_t q, int k) noexcept {
    std::uint64_t p = 1;
    for (int i = 0; i < k; ++i) p *= q;
    return p;
}

class ColourCodes {
public:
    static constexpr int max_digits = 32; // 2^32 codes in base 2; base 3 stops at 20 digits

    // Codes of 1..max_len digits in base q (2 or 3).
    ColourCodes(unsigned q, int max_len);
    // Bytes the tables of ColourCodes(q, max_len) hold.
    static std::size_t memory(unsigned q, int max_len);

    unsigned base() const noexcept { return q_; }
    std::uint64_t power(int k) const noexcept { return pow_[static_cast<std::size_t>(k)]; }
    // The string read backwards.
    std::uint64_t reversed(std::uint64_t code, int len) const noexcept;
    // A and B exchanged (C stays).
    std::uint64_t swapped(std::uint64_t code, int len) const noexcept;

private:
    unsigned q_;
    int half_; // the tables cover strings of 1..half_ digits; longer ones are split in two
    std::vector<std::uint64_t> pow_;
    // Per length m <= half_, from offset_[m]: the reversal and (base 3) the swap of each code.
    std::vector<std::size_t> offset_;
    std::vector<std::uint32_t> reversed_, swapped_;

    std::uint32_t reversed_part(std::uint64_t code, int m) const noexcept {
        return reversed_[offset_[static_cast<std::size_t>(m)] + code];
    }
    std::uint32_t swapped_part(std::uint64_t code, int m) const noexcept {
        return swapped_[offset_[static_cast<std::size_t>(m)] + code];
    }
    // code = high * q^low_digits + low.
    void split(std::uint64_t code, int low_digits, std::uint64_t& high, std::uint64_t& low) const noexcept {
        if (q_ == 2) {
            high = code >> low_digits;
            low = code & (pow_[static_cast<std::size_t>(low_digits)] - 1);
        } else {
            high = code / pow_[static_cast<std::size_t>(low_digits)];
            low = code - high * pow_[static_cast<std::size_t>(low_digits)];
        }
    }
};

// One string of a table as one DP step reads it: the colour of each vertex, and the codes of
// its prefixes and suffixes (where the halves of the shorter strings are found). Only the
// entries of the string's length are written (a table builds one per step: clearing all of them
// was 2-3% of a table's time).
struct SplitCode {
    std::array<char, ColourCodes::max_digits> colour;
    // prefix[k], k <= len: the code of the first k vertices; suffix[k], k < len: of the vertices
    // after vertex k.
    std::array<std::uint64_t, ColourCodes::max_digits + 1> prefix, suffix;

    SplitCode(const ColourCodes& codes, std::uint64_t code, int len);
};

} // namespace cgt::domination::detail
