#pragma once
// A cache of the canonical forms of the games the interval DP builds, keyed by their pruned
// option lists: the same lists come back again and again (in other colourings, other
// intervals), and a look-up is much cheaper than a canonicalisation by the core.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "algorithms/domination/detail/slot.hpp"
#include "cgt/memory.hpp"

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
    std::size_t size() const noexcept { return words_.size(); }
    std::size_t capacity() const noexcept { return words_.capacity(); }
    friend bool operator==(const OptionKey&, const OptionKey&) = default;

private:
    std::vector<std::uint64_t> words_;
};

// Direct-mapped, per thread (a worker of a table holds one for the whole table). The keys'
// words are charged with the slots.
class FinishCache {
public:
    static constexpr std::size_t size = std::size_t{1} << 15; // slots
    const Slot* find(const OptionKey& key, std::uint64_t hash) const {
        const Entry* e = slots_.find(hash);
        return e && e->hash == hash && e->key == key ? &e->value : nullptr;
    }
    void put(const OptionKey& key, std::uint64_t hash, const Slot& value) {
        Entry* e = slots_.slot(hash);
        if (!e) return;
        // Copying a key into a slot reallocates only when the slot's words are too few.
        const std::size_t more = key.size() > e->key.capacity() ? key.size() - e->key.capacity() : 0;
        MemoryCharge& charge = slots_.charge();
        if (more > 0 && !charge.try_resize(charge.bytes() + more * sizeof(std::uint64_t), caches_share)) return;
        e->hash = hash;
        e->key = key;
        e->value = value;
    }

private:
    struct Entry {
        std::uint64_t hash = 0;
        OptionKey key; // empty: never matches a real key
        Slot value;
    };
    CacheSlots<Entry> slots_{size};
};

} // namespace cgt::domination::detail
