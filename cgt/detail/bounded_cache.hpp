#pragma once
// The bounded cache of the core: exact results of one operation by key (game ids and the ids of
// the operation's parameters, so a hit is the answer), one per operation and thread
// (thread_local), so lookups take no lock.
//
// Bounded twice: by max_entries, and by the memory budget (cgt/memory.hpp), where it is charged
// as an operation cache and takes at most caches_share of the limit with the other caches.
// When either bound is reached the cache starts afresh; when even a fresh cache may not hold an
// entry, it stores nothing. Results are then only recomputed, never wrong, and a cache never
// makes a computation fail.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <utility>

#include "cgt/memory.hpp"

namespace cgt::detail {

template <typename Key, typename Value, typename Hash = std::hash<Key>>
class BoundedCache {
public:
    // About 50 bytes an entry of ids: the default keeps one cache under about 4 MiB.
    static constexpr std::size_t default_max_entries = std::size_t{1} << 16;

    explicit BoundedCache(std::size_t max_entries = default_max_entries) : max_entries_(max_entries) {}

    // The cached value, valid until the next put or clear; nullptr when absent.
    const Value* find(const Key& key) const {
        const auto it = map_.find(key);
        return it == map_.end() ? nullptr : &it->second;
    }
    bool contains(const Key& key) const { return map_.contains(key); }

    // Stores a value (replacing an earlier one). `heap_bytes`: memory the value holds outside
    // itself (a vector's elements), charged with it.
    void put(const Key& key, Value value, std::size_t heap_bytes = 0) {
        if (map_.size() >= max_entries_) clear();
        const std::size_t entry = entry_bytes + heap_bytes;
        if (!reserve(entry)) {
            clear();
            if (!reserve(entry)) return; // the budget refuses even one entry: remember nothing
        }
        map_.insert_or_assign(key, std::move(value));
        held_ += entry; // a replaced value's bytes stay counted until the cache starts afresh
    }

    std::size_t size() const { return map_.size(); }
    std::size_t bytes() const { return charge_.bytes(); }
    void clear() {
        decltype(map_)().swap(map_); // frees the buckets too
        held_ = 0;
        charge_.resize(0);
    }

private:
    // A node of the map (the pair, a link, the cached hash, the allocator's header) and its bucket.
    static constexpr std::size_t entry_bytes = sizeof(std::pair<const Key, Value>) + 4 * sizeof(void*);
    static constexpr std::size_t charge_step = std::size_t{64} << 10;

    // Charges room for `more` bytes beyond what is held, in steps so the budget is asked rarely.
    bool reserve(std::size_t more) {
        const std::size_t needed = held_ + more;
        if (needed <= charge_.bytes()) return true;
        return charge_.try_resize(std::max(needed, charge_.bytes() + std::max(charge_step, charge_.bytes() / 2)),
                                  caches_share) ||
               charge_.try_resize(needed, caches_share);
    }

    std::size_t max_entries_;
    std::size_t held_ = 0; // bytes of the entries (the charge may be a step ahead)
    std::unordered_map<Key, Value, Hash> map_;
    MemoryCharge charge_{MemoryUse::caches};
};

// ---- results of operations on games ----

// Keys: the id of the game and of up to two parameters (unused ones are 0).
struct ResultKey {
    std::array<std::uint32_t, 3> ids{};
    friend bool operator==(const ResultKey&, const ResultKey&) = default;
};

struct ResultKeyHash {
    std::size_t operator()(const ResultKey& k) const noexcept {
        std::uint64_t h = 0x9E3779B97F4A7C15ULL;
        for (std::uint32_t id : k.ids) h = (h ^ id) * 0xBF58476D1CE4E5B9ULL;
        return static_cast<std::size_t>(h ^ (h >> 31));
    }
};

// An operation's results: game ids by ResultKey.
using ResultCache = BoundedCache<ResultKey, std::uint32_t, ResultKeyHash>;

inline ResultKey result_key(std::uint32_t g, std::uint32_t a = 0, std::uint32_t b = 0) { return ResultKey{{g, a, b}}; }

} // namespace cgt::detail
