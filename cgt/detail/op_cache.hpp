#pragma once
// Fixed-size, direct-mapped caches for binary operations on game ids (sums, comparisons).
// One per thread, so lookups take no lock. A slot keeps the full key, so a hit is exact; a
// collision simply overwrites, which bounds memory whatever the workload.

#include <atomic>
#include <cstdint>
#include <vector>

namespace cgt::detail {

// Entries per cache; a power of two. Changed by cgt::set_cache_entries; each thread's caches
// pick up the new size on their next use.
inline std::atomic<std::size_t> cache_entries{std::size_t{1} << 20};

template <typename Value>
class OpCache {
public:
    bool find(std::uint32_t a, std::uint32_t b, Value& out) {
        resize_if_needed();
        const Slot& s = slots_[slot_of(key(a, b))];
        if (s.key != key(a, b)) return false;
        out = s.value;
        return true;
    }
    void put(std::uint32_t a, std::uint32_t b, Value v) {
        std::uint64_t k = key(a, b);
        slots_[slot_of(k)] = Slot{k, v};
    }

private:
    struct Slot {
        std::uint64_t key = ~std::uint64_t{0}; // no valid pair of ids has this key
        Value value{};
    };
    static std::uint64_t key(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << 32) | b; }
    std::size_t slot_of(std::uint64_t k) const { return ((k * 0x9E3779B97F4A7C15ULL) >> 32) & mask_; }
    void resize_if_needed() {
        std::size_t want = cache_entries.load(std::memory_order_relaxed);
        if (want == slots_.size()) return;
        slots_.assign(want, Slot{});
        mask_ = want - 1;
    }
    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
};

} // namespace cgt::detail
