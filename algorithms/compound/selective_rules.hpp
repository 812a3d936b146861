#pragma once
// Selective and shortened selective compounds of Node-Kayles on paths (spec section 3.5, 4.9-4.12).
//   normal play (both versions): a union is P iff every component is P, and P_n is P iff
//     n mod 5 is 0 or 4 (Theorem 11);
//   selective misere (long rule): with >= 2 components the normal-play outcome decides; a single
//     path P_n is P iff n in {1, 2, 6, 7} or n = 5k (k >= 3) or n = 5k + 4 (k >= 2);
//   shortened selective misere (short rule): a union is P iff every component is P, and P_n is P
//     iff n mod 7 is 1 or 2 (the paper's Theorem 13, which it attributes to the other game).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "games/compound/compound_move.hpp"
#include "games/compound/compound_version.hpp"

namespace cgt::compound {

bool selective_normal_losing(std::uint64_t n);
bool selective_misere_losing(std::uint64_t n);  // P_n alone, long rule
bool shortened_misere_losing(std::uint64_t n);

// sigma(P_n) for n = 0..count-1 (1 when P_n alone is N) by the recursion on the options of P_n,
// valuing each option by the union rule of its version. `version` is selective or shortened.
std::vector<std::int32_t> selective_sequence(Version version, Play play, std::size_t count);

// A winning move of the selective misere compound from a sorted position (the components it
// changes), or nothing if the position is P. The outcome after a move depends only on how many
// components are left (0, 1, 2+), whether all are normal-play P, and the misere outcome of a lone
// one: a dynamic program over the components on that summary finds a move in linear time.
std::vector<ComponentMove> selective_misere_winning_changes(const Position& position);

} // namespace cgt::compound
