#pragma once
// Fixed-size, direct-mapped caches for binary operations on game ids (sums, comparisons).
// One per thread, so lookups take no lock. A slot keeps the full key, so a hit is exact; a
// collision simply overwrites, which bounds memory whatever the workload. Each cache is charged to
// the memory budget (cgt/memory.hpp): one cache takes at most 1/16 of the limit and the caches
// of all threads at most a quarter; a cache that does not fit takes fewer entries (never fewer
// than min_entries), which costs time, never correctness.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <vector>

#include "cgt/memory.hpp"

namespace cgt::detail {

// Entries per cache; a power of two. Changed by cgt::set_cache_entries; each thread's caches
// pick up the new size on their next use.
inline std::atomic<std::size_t> cache_entries{std::size_t{1} << 20};

// A slot: the full key (the pair of ids) and the value.
template <typename Value>
struct OpCacheSlot {
    std::uint64_t key = ~std::uint64_t{0}; // no valid pair of ids has this key
    Value value{};

    static bool storable(std::uint64_t) { return true; }
    bool find(std::uint64_t k, Value& out) const {
        if (key != k) return false;
        out = value;
        return true;
    }
    void put(std::uint64_t k, Value v) { *this = OpCacheSlot{k, v}; }
};

// A yes/no answer (a comparison) fits in the key's top bit when the first id is below 2^31 - 1:
// a slot is then 8 bytes instead of 16, and twice as many answers stay in the processor's
// caches (most comparisons wait for a slot to arrive from memory). Pairs with a larger first id
// are not cached; the empty slot's key has the first id 2^31 - 1, which is never stored.
template <>
struct OpCacheSlot<bool> {
    static constexpr std::uint64_t value_bit = std::uint64_t{1} << 63;
    std::uint64_t word = ~std::uint64_t{0};

    static bool storable(std::uint64_t k) { return k < (std::uint64_t{0x7FFFFFFF} << 32); }
    bool find(std::uint64_t k, bool& out) const {
        if ((word & ~value_bit) != k) return false;
        out = (word & value_bit) != 0;
        return true;
    }
    void put(std::uint64_t k, bool v) { word = k | (v ? value_bit : 0); }
};

template <typename Value>
class OpCache {
public:
    bool find(std::uint32_t a, std::uint32_t b, Value& out) {
        resize_if_needed();
        const std::uint64_t k = key(a, b);
        return Slot::storable(k) && slots_[slot_of(k)].find(k, out);
    }
    // Starts loading the slot of (a, b) into the processor's cache, so that a run of lookups
    // waits for memory once rather than once per lookup.
    void prefetch(std::uint32_t a, std::uint32_t b) const noexcept {
        if (!slots_.empty()) __builtin_prefetch(&slots_[slot_of(key(a, b))]);
    }
    void put(std::uint32_t a, std::uint32_t b, Value v) {
        const std::uint64_t k = key(a, b);
        if (Slot::storable(k)) slots_[slot_of(k)].put(k, v);
    }

private:
    using Slot = OpCacheSlot<Value>;
    static std::uint64_t key(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << 32) | b; }
    std::size_t slot_of(std::uint64_t k) const { return ((k * 0x9E3779B97F4A7C15ULL) >> 32) & mask_; }
    static constexpr std::size_t min_entries = 1024;
    static constexpr std::size_t limit_parts_per_cache = 16;

    void resize_if_needed() {
        const std::size_t want = cache_entries.load(std::memory_order_relaxed);
        if (want == sized_for_) return;
        slots_ = {};
        mask_ = 0;
        charge_.resize(0);
        std::size_t entries = want;
        const std::size_t largest = memory_limit() / limit_parts_per_cache;
        bool charged = false;
        while (entries > min_entries &&
               !(charged = entries * sizeof(Slot) <= largest && charge_.try_resize(entries * sizeof(Slot), caches_share)))
            entries /= 2;
        if (!charged) { // a small cache is part of the thread's working memory: it must fit
            entries = std::min(want, min_entries);
            charge_.resize(entries * sizeof(Slot)); // may throw MemoryLimitExceeded
        }
        slots_.assign(entries, Slot{});
        mask_ = entries - 1;
        sized_for_ = want;
    }
    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t sized_for_ = 0; // the cache_entries value the size was chosen for
    MemoryCharge charge_{MemoryUse::caches};
};

} // namespace cgt::detail
