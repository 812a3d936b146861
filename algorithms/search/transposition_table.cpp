#include "algorithms/search/transposition_table.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <memory>
#include <mutex>
#include <vector>

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <absl/strings/string_view.h>
#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::search {
namespace detail {

// Key bytes, stored back to back in chunks that double from 256 bytes up to 1 MiB (small: a
// table has 64 arenas, and most tables stay small).
class KeyArena {
public:
    // Heap bytes that storing a key of `size` bytes would take now (0 when it fits).
    std::size_t growth_for(std::size_t size) const { return size <= free_ ? 0 : next_chunk(size); }
    // Room for a key of `size` bytes (may throw; store() then does not).
    void reserve(std::size_t size) {
        if (size <= free_) return;
        const std::size_t chunk = next_chunk(size);
        chunks_.reserve(chunks_.size() + 1);
        chunks_.push_back(std::make_unique_for_overwrite<char[]>(chunk));
        next_ = chunks_.back().get();
        free_ = chunk;
        bytes_ += chunk;
    }
    const char* store(std::string_view key) noexcept {
        char* const at = next_; // reserve(key.size()) came first
        std::copy(key.begin(), key.end(), at);
        next_ += key.size();
        free_ -= key.size();
        return at;
    }
    std::size_t bytes() const noexcept { return bytes_; }
    void clear() noexcept {
        chunks_.clear();
        chunks_.shrink_to_fit();
        next_ = nullptr;
        free_ = bytes_ = 0;
    }

private:
    static constexpr std::size_t first_chunk = std::size_t{1} << 8, last_chunk = std::size_t{1} << 20;
    std::size_t next_chunk(std::size_t size) const {
        const std::size_t doublings = std::min<std::size_t>(chunks_.size(), std::countr_zero(last_chunk / first_chunk));
        return std::max(size, first_chunk << doublings);
    }
    std::vector<std::unique_ptr<char[]>> chunks_;
    char* next_ = nullptr;
    std::size_t free_ = 0;
    std::size_t bytes_ = 0;
};

// A stored key: its bytes in the shard's arena and 32 bits of its hash, in 16 bytes. With the
// hash in the slot, growing the map never reads the keys' bytes (rehashing every key from the
// arena was a tenth of a Sheep search), and a key whose hash differs is told apart without them.
struct StoredKey {
    const char* data;
    std::uint32_t size;
    std::uint32_t hash;
    absl::string_view bytes() const noexcept { return {data, size}; }
};
// A key being looked up, with its hash computed once per find or insert: the shard takes bits
// 40 and up, the map the low 32.
struct HashedKey {
    absl::string_view bytes;
    std::size_t hash;
    std::uint32_t map_hash() const noexcept { return static_cast<std::uint32_t>(hash); }
};
struct KeyHash {
    using is_transparent = void;
    std::size_t operator()(const StoredKey& key) const noexcept { return key.hash; }
    std::size_t operator()(const HashedKey& key) const noexcept { return key.map_hash(); }
};
struct KeyEqual {
    using is_transparent = void;
    static std::uint32_t hash(const StoredKey& key) noexcept { return key.hash; }
    static std::uint32_t hash(const HashedKey& key) noexcept { return key.map_hash(); }
    static absl::string_view bytes(const StoredKey& key) noexcept { return key.bytes(); }
    static absl::string_view bytes(const HashedKey& key) noexcept { return key.bytes; }
    bool operator()(const auto& a, const auto& b) const noexcept { return hash(a) == hash(b) && bytes(a) == bytes(b); }
};

} // namespace detail

namespace {

// Tables charge the memory budget in chunks (charge_chunk bytes a table at least, split among its
// shards), so it is asked rarely.
constexpr std::size_t charge_chunk = std::size_t{1} << 20;

// Keys are views into the shard's key arena: a clear frees a few chunks, not one block per key
// (freeing 1.8 M string keys one by one took 0.3 s a table, seconds for a whole search).
using Map = absl::flat_hash_map<detail::StoredKey, std::uint64_t, detail::KeyHash, detail::KeyEqual>;
using detail::HashedKey;
static_assert(sizeof(Map::value_type) == 24);
constexpr std::size_t slot_bytes = sizeof(Map::value_type) + 1; // a slot and its control byte

// The capacity after inserting one more entry (absl grows at a load of 7/8).
std::size_t capacity_after_insert(const Map& map) {
    const std::size_t capacity = map.capacity();
    if (capacity == 0) return 15;
    return map.size() + 1 > capacity - capacity / 8 ? 2 * capacity + 1 : capacity;
}

// Debian's Abseil has its own string_view type.
HashedKey hashed(std::string_view s) {
    const absl::string_view bytes(s.data(), s.size());
    return {bytes, absl::HashOf(bytes)};
}

} // namespace

struct TranspositionTable::Shard {
    mutable std::mutex mutex;
    Map map;
    detail::KeyArena keys;
    MemoryCharge charge{MemoryUse::searches}; // at least what the shard holds

    std::size_t held() const { return map.capacity() * slot_bytes + keys.bytes(); }
    void forget() {
        Map().swap(map);
        keys.clear();
        charge.resize(0);
    }
};

TranspositionTable::TranspositionTable(std::string name, TableOptions options)
    : name_(std::move(name)), options_(options), shard_count_(std::bit_ceil(std::max<std::size_t>(options.shards, 1))),
      shards_(std::make_unique<Shard[]>(shard_count_)) {}

TranspositionTable::~TranspositionTable() = default;

TranspositionTable::Shard& TranspositionTable::shard_for(std::size_t hash) const {
    // Bits 40 and up: the map sees only the low 32 (StoredKey), placing an entry by bits 7 to 31.
    return shards_[(hash >> 40) & (shard_count_ - 1)]; // a power of two: a mask, not a division
}

std::optional<std::uint64_t> TranspositionTable::find(std::string_view key) const {
    const HashedKey k = hashed(key);
    Shard& shard = shard_for(k.hash);
    std::unique_lock<std::mutex> lock(shard.mutex, std::defer_lock);
    if (options_.shared) lock.lock();
    if (const auto it = shard.map.find(k); it != shard.map.end()) return it->second;
    return std::nullopt;
}

void TranspositionTable::prefetch(std::string_view key) const noexcept {
    if (options_.shared) return;
    const HashedKey k = hashed(key);
    shard_for(k.hash).map.prefetch(k);
}

void TranspositionTable::insert(std::string_view key, std::uint64_t value) {
    if (key.size() > std::numeric_limits<std::uint32_t>::max()) throw OutOfRange("a search key past 4 GiB");
    const HashedKey k = hashed(key);
    Shard& shard = shard_for(k.hash);
    std::unique_lock<std::mutex> lock(shard.mutex, std::defer_lock);
    if (options_.shared) lock.lock();
    if (options_.max_entries != 0 && shard.map.size() >= options_.max_entries / shard_count_ + 1) shard.forget();
    // While the map grows, its old slots and its new ones are both held: the peak is charged, and
    // the charge comes back down to the new slots once the old ones are freed.
    const std::size_t capacity = shard.map.capacity();
    const std::size_t next_capacity = capacity_after_insert(shard.map);
    const std::size_t held_after = next_capacity * slot_bytes + shard.keys.bytes() + shard.keys.growth_for(key.size());
    const std::size_t needed = held_after + (next_capacity != capacity ? capacity * slot_bytes : 0);
    if (const std::size_t charged = shard.charge.bytes(); needed > charged) {
        const std::size_t more = std::max(needed - charged, std::max(charge_chunk / shard_count_, charged / 4));
        if (!shard.charge.try_resize(charged + more) && !shard.charge.try_resize(needed)) {
            if (options_.cache || options_.max_entries != 0) {
                shard.forget();
                return; // a cache may simply not remember
            }
            if (lock.owns_lock()) lock.unlock(); // size() takes every shard's lock
            throw MemoryLimitExceeded(fmt::format("the {} table reached the memory limit ({} MiB) with {} positions "
                                                  "stored (or search a smaller position)",
                                                  name_, memory_limit() >> 20, size()),
                                      memory_limit());
        }
    }
    shard.keys.reserve(key.size()); // before the map is touched: storing the key cannot throw
    shard.map.lazy_emplace(k, [&](const Map::constructor& make) {
        make(detail::StoredKey{shard.keys.store(key), static_cast<std::uint32_t>(key.size()), k.map_hash()}, value);
    });
    if (next_capacity != capacity && shard.charge.bytes() > held_after) shard.charge.resize(held_after);
}

std::size_t TranspositionTable::size() const {
    std::size_t total = 0;
    for (std::size_t i = 0; i < shard_count_; ++i) {
        std::unique_lock<std::mutex> lock(shards_[i].mutex, std::defer_lock);
        if (options_.shared) lock.lock();
        total += shards_[i].map.size();
    }
    return total;
}

void TranspositionTable::for_each_entry_erased(const void* visit, void (*call)(const void*, std::string_view, std::uint64_t)) const {
    for (std::size_t i = 0; i < shard_count_; ++i)
        for (const auto& [key, value] : shards_[i].map) call(visit, std::string_view(key.data, key.size), value);
}

void TranspositionTable::retain_if_erased(const void* keep, bool (*call)(const void*, std::string_view, std::uint64_t)) {
    for (std::size_t i = 0; i < shard_count_; ++i) {
        Shard& shard = shards_[i];
        std::vector<const Map::value_type*> kept;
        std::size_t key_bytes = 0;
        for (const auto& entry : shard.map)
            if (call(keep, std::string_view(entry.first.data, entry.first.size), entry.second)) {
                kept.push_back(&entry);
                key_bytes += entry.first.size;
            }
        if (kept.size() == shard.map.size()) continue;
        // The copy's slots and keys (one chunk) are charged while the old ones are still held.
        Map map;
        map.reserve(kept.size());
        const std::size_t copy = map.capacity() * slot_bytes + key_bytes;
        shard.charge.resize(shard.held() + copy); // may throw: nothing changed yet
        detail::KeyArena keys;
        keys.reserve(key_bytes);
        for (const Map::value_type* entry : kept) {
            const detail::StoredKey& k = entry->first;
            map.emplace(detail::StoredKey{keys.store(std::string_view(k.data, k.size)), k.size, k.hash}, entry->second);
        }
        shard.map.swap(map);
        shard.keys = std::move(keys);
        map = Map();
        shard.charge.resize(shard.held());
    }
}

std::size_t TranspositionTable::bytes() const {
    std::size_t total = 0;
    for (std::size_t i = 0; i < shard_count_; ++i) {
        std::unique_lock<std::mutex> lock(shards_[i].mutex, std::defer_lock);
        if (options_.shared) lock.lock();
        total += shards_[i].held();
    }
    return total;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < shard_count_; ++i) {
        std::unique_lock<std::mutex> lock(shards_[i].mutex, std::defer_lock);
        if (options_.shared) lock.lock();
        shards_[i].forget();
    }
}

} // namespace cgt::search
