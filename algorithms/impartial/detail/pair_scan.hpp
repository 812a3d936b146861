#pragma once
// The inner loops of octal Grundy sequences: XORs of G(a) and G(r - a) over split pairs.

#include <cstddef>
#include <cstdint>

namespace cgt::impartial::detail {

// seen[g[a] ^ g[r - a]] = 1 for first <= a < last (every index must be below r).
void mark_pair_xors(const std::uint32_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen);
// The same on a 16-bit copy of the values (half the memory traffic while all values are < 2^16).
void mark_pair_xors(const std::uint16_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen);

// Is there first <= a < last with g[a] ^ g[r - a] == target?
bool has_pair_with_xor(const std::uint32_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint32_t target);

} // namespace cgt::impartial::detail
