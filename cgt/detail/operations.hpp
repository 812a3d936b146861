#pragma once
// The core operations on game ids; cgt::Game's members are thin wrappers around these.

#include <span>
#include <vector>

#include "cgt/detail/game_table.hpp"

namespace cgt::detail {

inline GameTable& table() { return GameTable::instance(); }

bool leq(GameId g, GameId h);                      // g <= h
bool leq_nus(const NusParts& a, const NusParts& b); // closed form for two NUS values
// Starts loading the memo slots of x <= o (x_below) or o <= x for every o in others, for a loop
// that is about to ask these comparisons: their memory waits then overlap (the memo is larger
// than the processor's caches).
void prefetch_leq(GameId x, std::span<const GameId> others, bool x_below) noexcept;
// Comparisons with the "virtual" game {left | right} given by option arrays (not stored).
bool leq_to_virtual(GameId g, std::span<const GameId> left, std::span<const GameId> right);
bool leq_from_virtual(std::span<const GameId> left, std::span<const GameId> right, GameId h);

GameId add(GameId g, GameId h);
GameId negate(GameId g);
inline GameId make_nus(const NusParts& parts) { return table().intern_nus(parts); } // x + n.^ + *k

// The canonical form of { left | right } for canonical options in any order, with duplicates.
GameId canonicalise(std::vector<GameId> left, std::vector<GameId> right);

// The options of a sum G + H for canonical G and H, in two groups per side: {GL + H} and
// {G + HL} (Right's alike). Within a group no option dominates another (GL1 + H <= GL2 + H iff
// GL1 <= GL2, which canonical G rules out), so only pairs across the groups are compared.
struct SumOptions {
    std::vector<GameId> left_from_g, left_from_h, right_from_g, right_from_h;
};
GameId canonicalise_sum(SumOptions options);

} // namespace cgt::detail
