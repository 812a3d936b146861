#include "algorithms/search/transposition_table.hpp"

#include <algorithm>
#include <mutex>

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <absl/strings/string_view.h>
#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::search {
namespace {

// Tables charge the memory budget in chunks (charge_chunk bytes at least), so it is asked rarely.
constexpr std::size_t charge_chunk = std::size_t{1} << 20;

using Map = absl::flat_hash_map<std::string, std::uint64_t>;
constexpr std::size_t slot_bytes = sizeof(Map::value_type) + 1; // a slot and its control byte

// Heap bytes of a key beyond the string's inline buffer (malloc rounds to 16 bytes).
std::size_t key_heap_bytes(std::size_t length) {
    return length < sizeof(std::string) / 2 ? 0 : (length + 1 + 15) / 16 * 16;
}

// The capacity after inserting one more entry (absl grows at a load of 7/8).
std::size_t capacity_after_insert(const Map& map) {
    const std::size_t capacity = map.capacity();
    if (capacity == 0) return 15;
    return map.size() + 1 > capacity - capacity / 8 ? 2 * capacity + 1 : capacity;
}

constexpr std::size_t shared_shards = 64;

// Debian's Abseil has its own string_view type.
absl::string_view view(std::string_view s) { return {s.data(), s.size()}; }

} // namespace

struct TranspositionTable::Shard {
    mutable std::mutex mutex;
    Map map;
    std::size_t key_bytes = 0;               // heap bytes of the stored keys
    MemoryCharge charge{MemoryUse::searches}; // at least what the shard holds

    std::size_t held() const { return map.capacity() * slot_bytes + key_bytes; }
    void forget() {
        Map().swap(map);
        key_bytes = 0;
        charge.resize(0);
    }
};

TranspositionTable::TranspositionTable(std::string name, TableOptions options)
    : name_(std::move(name)), options_(options), shard_count_(options.shared ? shared_shards : 1),
      shards_(std::make_unique<Shard[]>(shard_count_)) {}

TranspositionTable::~TranspositionTable() = default;

TranspositionTable::Shard& TranspositionTable::shard_for(std::size_t hash) const {
    return shards_[shard_count_ == 1 ? 0 : (hash >> 7) % shard_count_];
}

std::optional<std::uint64_t> TranspositionTable::find(std::string_view key) const {
    if (!options_.shared) {
        const Map& map = shards_[0].map;
        if (const auto it = map.find(view(key)); it != map.end()) return it->second;
        return std::nullopt;
    }
    Shard& shard = shard_for(absl::HashOf(view(key)));
    std::lock_guard lock(shard.mutex);
    if (const auto it = shard.map.find(view(key)); it != shard.map.end()) return it->second;
    return std::nullopt;
}

void TranspositionTable::insert(std::string_view key, std::uint64_t value) {
    Shard& shard = shard_for(options_.shared ? absl::HashOf(view(key)) : 0);
    std::unique_lock<std::mutex> lock(shard.mutex, std::defer_lock);
    if (options_.shared) lock.lock();
    if (options_.max_entries != 0 && shard.map.size() >= options_.max_entries / shard_count_ + 1) shard.forget();
    // While the map grows, its old slots and its new ones are both held: the peak is charged, and
    // the charge comes back down to the new slots once the old ones are freed.
    const std::size_t capacity = shard.map.capacity();
    const std::size_t next_capacity = capacity_after_insert(shard.map);
    const std::size_t held_after = next_capacity * slot_bytes + shard.key_bytes + key_heap_bytes(key.size());
    const std::size_t needed = held_after + (next_capacity != capacity ? capacity * slot_bytes : 0);
    if (const std::size_t charged = shard.charge.bytes(); needed > charged) {
        const std::size_t more = std::max(needed - charged, std::max(charge_chunk, charged / 4));
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
    const auto [it, inserted] = shard.map.try_emplace(view(key), value);
    if (inserted) shard.key_bytes += key_heap_bytes(key.size());
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
