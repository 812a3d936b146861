#pragma once
// Canonical forms by their undominated option lists, per thread.
//
// Canonicalisation spends most of its time removing dominated options; what is left, the
// undominated options of each side, determines the canonical form (bypassing reversible options
// and recognising number+up+star shapes only read those lists). Games built from different
// option lists often agree once the dominated options are gone (the interval DP of the
// domination game rebuilds the same games from new lists most of the time), so the rest of the
// work is remembered by those lists. Direct-mapped; a slot keeps its whole key, so a hit is
// exact. Lists longer than a slot holds are not remembered.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>

#include "cgt/detail/game_table.hpp"
#include "cgt/memory.hpp"

namespace cgt::detail {

class UndominatedCache {
public:
    static constexpr std::size_t default_slots = std::size_t{1} << 15;
    static constexpr std::size_t max_options = 12; // both sides together

    explicit UndominatedCache(std::size_t slot_count = default_slots) : slots_(slot_count) {} // a power of two

    // The canonical form of the game with these (sorted) undominated options, when remembered.
    std::optional<GameId> find(std::span<const GameId> left, std::span<const GameId> right) const {
        if (left.size() + right.size() > max_options) return std::nullopt;
        const std::uint64_t h = hash(left, right);
        const Slot* s = slots_.find(h);
        if (!s || s->hash != h || s->left != left.size() || s->right != right.size() ||
            !std::ranges::equal(left, std::span(s->ids, left.size())) ||
            !std::ranges::equal(right, std::span(s->ids + left.size(), right.size())))
            return std::nullopt;
        return s->game;
    }
    void put(std::span<const GameId> left, std::span<const GameId> right, GameId game) {
        if (left.size() + right.size() > max_options) return;
        const std::uint64_t h = hash(left, right);
        Slot* s = slots_.slot(h);
        if (!s) return;
        s->hash = h;
        s->game = game;
        s->left = static_cast<std::uint8_t>(left.size());
        s->right = static_cast<std::uint8_t>(right.size());
        std::ranges::copy(left, s->ids);
        std::ranges::copy(right, s->ids + left.size());
    }

private:
    struct Slot {
        std::uint64_t hash = 0;
        GameId game = 0;
        std::uint8_t left = 0xFF, right = 0xFF; // no key has 255 options: an empty slot never matches
        GameId ids[max_options] = {};
    };

    static std::uint64_t hash(std::span<const GameId> left, std::span<const GameId> right) {
        std::uint64_t h = (left.size() << 8 | right.size()) * 0x9E3779B97F4A7C15ULL;
        for (std::span<const GameId> side : {left, right})
            for (GameId id : side) {
                h = (h ^ id) * 0xFF51AFD7ED558CCDULL;
                h ^= h >> 29;
            }
        return h ^ (h >> 32);
    }

    CacheSlots<Slot> slots_;
};

} // namespace cgt::detail
