#pragma once
// Number+up+star values held in machine words, so that the DPs can add and compare the many
// NUS options of an interval without going through the global game table (where every sum
// would be interned under a lock): x = num / 2^exp + ups.^ + *nim, with |num| < 2^62,
// exp <= 62 and ups in 32 bits. Anything larger is left to the core (valid = false).

#include <cstdint>

#include "cgt/game.hpp"

namespace cgt::domination::detail {

struct CompactNus {
    std::int64_t num = 0;
    std::uint32_t exp = 0;
    std::int32_t ups = 0;
    std::uint32_t nim = 0;
    bool valid = true; // false: not a NUS, or too large for words; use the Game

    friend bool operator==(const CompactNus&, const CompactNus&) = default;
};

CompactNus compact_of(Game g); // reads the parts from the game table

// a + b; valid = false when a part does not fit.
CompactNus add(const CompactNus& a, const CompactNus& b);

// Sign of (a's number) - (b's number).
int compare_numbers(const CompactNus& a, const CompactNus& b);

// a <= b for two valid values (the closed form for NUS).
bool leq(const CompactNus& a, const CompactNus& b);

Game to_game(const CompactNus& c);

} // namespace cgt::domination::detail
