#pragma once
// The transposition table of the generic solvers: position keys (as bytes) to 64-bit values
// (a cgt::Game id, a Grundy value, a win/loss bit). One type serves every search.
//
//   * Memory: every byte the table holds (slots and key bytes) is charged against the process
//     memory limit (cgt/memory.hpp); an insert that would pass it throws MemoryLimitExceeded
//     with a message naming the table, never aborts. A table made as a cache (max_entries, or
//     `cache` set) empties itself instead.
//   * Threads: a table made with `shared` may be used by several threads at once (its shards
//     are locked independently); otherwise it takes no locks and belongs to one thread.
//   * Values are exact: a key identifies a position exactly, so a hit is the position's value.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace cgt::search {

struct TableOptions {
    bool shared = false;          // several threads use the table at once
    bool cache = false;           // on reaching the memory limit or max_entries, forget everything
    std::size_t max_entries = 0;  // 0: bounded by memory only; otherwise a cache of this many entries
    // Independent maps, keyed by hash bits. Each grows on its own, so an insert that grows one
    // rehashes a 64th of the table: growing a 16 M-entry map at once took 3-6 s, a pause no time
    // limit or stop request could interrupt. Rounded up to a power of two.
    std::size_t shards = 64;
};

class TranspositionTable {
public:
    // `name` says in error messages which search ran out of memory.
    explicit TranspositionTable(std::string name = "search", TableOptions options = {});
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    std::optional<std::uint64_t> find(std::string_view key) const;
    // Asks the CPU to fetch the memory a find of `key` reads first, so that the finds of many keys
    // made one after another wait for memory at once, not in turn. Does nothing for a shared
    // table (its map may be growing in another thread).
    void prefetch(std::string_view key) const noexcept;
    // Stores the value of a key (a key already present keeps its value: values are exact).
    // Throws MemoryLimitExceeded when the table may not grow and is not a cache.
    void insert(std::string_view key, std::uint64_t value);

    // Calls visit(key, value) for every entry (on one thread: not while another uses the table).
    template <typename Visit>
    void for_each_entry(Visit&& visit) const {
        for_each_entry_erased(&visit, [](const void* v, std::string_view key, std::uint64_t value) {
            (*static_cast<std::remove_reference_t<Visit>*>(const_cast<void*>(v)))(key, value);
        });
    }

    // Keeps only the entries for which keep(key, value) holds, and frees the others' memory (on
    // one thread). Throws MemoryLimitExceeded, with the table unchanged, if there is no room
    // for a shard's copy while it is made.
    template <typename Keep>
    void retain_if(Keep&& keep) {
        retain_if_erased(&keep, [](const void* k, std::string_view key, std::uint64_t value) {
            return static_cast<bool>((*static_cast<std::remove_reference_t<Keep>*>(const_cast<void*>(k)))(key, value));
        });
    }

    std::size_t size() const;   // entries
    std::size_t bytes() const;  // bytes held (and charged to the memory limit)
    void clear();
    const std::string& name() const noexcept { return name_; }
    bool shared() const noexcept { return options_.shared; }

private:
    struct Shard;
    void for_each_entry_erased(const void* visit, void (*call)(const void*, std::string_view, std::uint64_t)) const;
    void retain_if_erased(const void* keep, bool (*call)(const void*, std::string_view, std::uint64_t));
    Shard& shard_for(std::size_t hash) const;

    std::string name_;
    TableOptions options_;
    std::size_t shard_count_;
    std::unique_ptr<Shard[]> shards_;
};

} // namespace cgt::search
