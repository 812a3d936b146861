#pragma once
// The inner loops of octal Grundy sequences: XORs of G(a) and G(r - a) over split pairs.

#include <cstddef>
#include <cstdint>

namespace cgt::impartial::detail {

// seen[g[a] ^ g[r - a]] = 1 for first <= a < last (every index must be below r).
void mark_pair_xors(const std::uint32_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen);
// The same on a 16-bit copy of the values (half the memory traffic while all values are < 2^16).
void mark_pair_xors(const std::uint16_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen);

// The pairs (a, r_j - a) of a block of heaps first + j (0 <= j < block), r_j = first + j - take,
// for every a in rare[0, rare_count) whose partner r_j - a lies in [1, limit): heap j's XORs go to
// the row seen + j * stride. With `unequal`, the pair a == r_j - a is left out.
void mark_rare_pairs(const std::uint32_t* g, const std::uint32_t* rare, std::size_t rare_count, std::size_t first,
                     std::size_t limit, std::size_t take, bool unequal, std::size_t block, std::size_t stride,
                     std::uint8_t* seen);
void mark_rare_pairs(const std::uint16_t* g, const std::uint32_t* rare, std::size_t rare_count, std::size_t first,
                     std::size_t limit, std::size_t take, bool unequal, std::size_t block, std::size_t stride,
                     std::uint8_t* seen);

} // namespace cgt::impartial::detail
