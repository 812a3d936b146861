#pragma once
// Misère play of take-and-break heap games: the misère canonical form of every single heap,
// hence misère nim-values and genus sequences (Winning Ways ch. 13), for the rules given as an
// octal code (games/impartial/octal_code.hpp).
//
//   auto forms = cgt::impartial::misere_heap_forms(OctalCode::parse("0.77"), 20); // Kayles
//   forms[4].genus().to_string();

#include <cstddef>
#include <cstdint>
#include <vector>

#include "cgt/misere.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

// forms[n] = the misère canonical form of a heap of n counters, n = 0..max_heap. A move that
// splits a heap gives the sum of the two parts' forms. Wild games have large canonical forms:
// the game table's memory limit bounds the work (MemoryLimitExceeded).
std::vector<MisereGame> misere_heap_forms(const OctalCode& code, std::size_t max_heap);

// The misère nim-values G-(n) and the genera of heaps 0..max_heap.
std::vector<std::uint32_t> misere_nim_values(const OctalCode& code, std::size_t max_heap);
std::vector<Genus> genus_sequence(const OctalCode& code, std::size_t max_heap);

} // namespace cgt::impartial
