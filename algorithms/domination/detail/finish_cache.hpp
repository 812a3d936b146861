#pragma once
// A cache of the canonical forms of the games the interval DP builds, keyed by their pruned
// option lists: the same lists come back again and again (in other colourings, other
// intervals), and a look-up is much cheaper than a canonicalisation by the core.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "algorithms/domination/detail/slot.hpp"

namespace cgt::domination::detail {

// The pruned option lists of a game as words (SideOptions::describe).
class OptionKey {
public:
    void clear() { words_.clear(); }
    void push(std::uint64_t word) { words_.push_back(word); }
    std::uint64_t hash() const {
        std::uint64_t h = words_.size() * 0x9E3779B97F4A7C15ULL;
        for (std::uint64_t w : words_) {
            h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
            h ^= h >> 29;
        }
        h ^= h >> 32;
        h *= 0x9E3779B97F4A7C15ULL;
        return h ^ (h >> 29);
    }
    friend bool operator==(const OptionKey&, const OptionKey&) = default;

private:
    std::vector<std::uint64_t> words_;
};

// Direct-mapped, per thread.
class FinishCache {
public:
    static constexpr std::size_t size = std::size_t{1} << 15;
    FinishCache() : entries_(size) {}
    const Slot* find(const OptionKey& key, std::uint64_t hash) const {
        const Entry& e = entries_[hash & (size - 1)];
        return e.hash == hash && e.key == key ? &e.value : nullptr;
    }
    void put(const OptionKey& key, std::uint64_t hash, const Slot& value) {
        Entry& e = entries_[hash & (size - 1)];
        e.hash = hash;
        e.key = key;
        e.value = value;
    }

private:
    struct Entry {
        std::uint64_t hash = 0;
        OptionKey key; // empty: never matches a real key
        Slot value;
    };
    std::vector<Entry> entries_;
};

} // namespace cgt::domination::detail
