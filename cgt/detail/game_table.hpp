#pragma once
// The global hash-consed table of canonical games (implementation detail of cgt::Game).
//
// Its memory is charged to the process's memory budget (cgt/memory.hpp); creating a game past the
// limit throws MemoryLimitExceeded and leaves the table as it was.
//
// Entries live in fixed-size chunks that never move, so a reader holding an id reads its entry
// without a lock. The index from a game's description (NUS parts or option lists) to its id is
// split into shards by hash, each with its own mutex: a look-up locks one shard, so threads that
// intern at the same time rarely wait for each other (with one mutex, two table threads spent
// about 14% of their time waiting for it). Creating an entry also takes the append mutex, after
// the shard's. Options are
// stored as one block [left count, right count, left ids..., right ids...] in an arena; for
// number+up+star values (NUS) the block is produced on first request, because a number such as
// 2^200 cannot have its whole option chain built eagerly.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/memory.hpp"

namespace cgt::detail {

using GameId = std::uint32_t;
inline constexpr GameId zero_id = 0;
inline constexpr GameId no_id = 0xFFFFFFFFU;

struct NusParts {
    Dyadic number;
    std::int64_t ups = 0;
    std::uint32_t nim = 0;
    friend bool operator==(const NusParts&, const NusParts&) = default;
};

// The largest nimber *k whose options are listed one by one (when a game that is not a number,
// up or star meets it: *k + {1|0} takes time like k^3, about a second at k = 256). Larger ones
// are refused with OutOfRange before the work starts ('*1000 + {1|0}' would take minutes;
// docs/cli.md, limits).
inline constexpr std::uint32_t max_listed_nimber = 256;

struct Entry {
    std::atomic<const std::uint32_t*> options{nullptr}; // [nl, nr, left..., right...]
    std::atomic<GameId> negative{no_id};                  // cached -G
    NusParts nus;                                         // valid when is_nus
    Dyadic left_stop_of_other;  // stops of a game that is not a NUS (a NUS's stops are its number)
    Dyadic right_stop_of_other;
    bool is_nus = false;
    bool is_number = false; // NUS with ups == 0 and nim == 0

    const Dyadic& left_stop() const noexcept { return is_nus ? nus.number : left_stop_of_other; }
    const Dyadic& right_stop() const noexcept { return is_nus ? nus.number : right_stop_of_other; }
};

// A view of an option block.
struct Options {
    std::span<const GameId> left;
    std::span<const GameId> right;
};

class GameTable {
public:
    static GameTable& instance() {
        static GameTable table; // on first use, so games may be made during static initialisation
        return table;
    }

    const Entry& entry(GameId id) const noexcept {
        return chunks_[id >> chunk_bits].load(std::memory_order_acquire)[id & chunk_mask];
    }
    Options options(GameId id) { // builds a NUS's options on first use
        if (const std::uint32_t* block = entry(id).options.load(std::memory_order_acquire))
            return {{block + 2, block[0]}, {block + 2 + block[0], block[1]}};
        return build_nus_options(id);
    }

    // Returns the id of the NUS x + ups.^ + *nim, creating it if new.
    GameId intern_nus(const NusParts& parts);
    // Returns the id of { left | right } for option lists that are already canonical and sorted
    // and that do not form a NUS. Creating it if new.
    GameId intern_options(std::span<const GameId> left, std::span<const GameId> right);

    // Records that g and n are each other's negatives (every writer stores the same ids). Release
    // ordering: a thread that reads the id with acquire also sees the entry it names.
    void remember_negatives(GameId g, GameId n) noexcept {
        mutable_entry(g).negative.store(n, std::memory_order_release);
        mutable_entry(n).negative.store(g, std::memory_order_release);
    }

    std::size_t size() const noexcept { return size_.load(std::memory_order_relaxed); }

private:
    Options build_nus_options(GameId id); // the slow path of options()
    GameTable();
    ~GameTable();
    struct Shard;
    static constexpr unsigned shard_bits = 6;

    static constexpr unsigned chunk_bits = 16;
    static constexpr GameId chunk_mask = (GameId{1} << chunk_bits) - 1;
    static constexpr std::size_t chunk_count = std::size_t{1} << (32 - chunk_bits);

    GameId append_locked(); // a fresh zeroed entry; caller holds append_mutex_
    const std::uint32_t* store_block_locked(std::span<const GameId> left, std::span<const GameId> right);
    std::vector<GameId> nus_left_options(const NusParts& p);
    std::vector<GameId> nus_right_options(const NusParts& p);
    Entry& mutable_entry(GameId id) noexcept {
        return chunks_[id >> chunk_bits].load(std::memory_order_relaxed)[id & chunk_mask];
    }

    std::mutex append_mutex_; // new entries and option blocks; taken after a shard's mutex
    std::unique_ptr<std::atomic<Entry*>[]> chunks_;
    std::vector<std::unique_ptr<Entry[]>> owned_chunks_;
    std::vector<std::unique_ptr<std::uint32_t[]>> arena_;        // small blocks; the back one is being filled
    std::vector<std::unique_ptr<std::uint32_t[]>> large_blocks_; // one option list each
    std::size_t arena_used_ = 0;
    std::size_t arena_capacity_ = 0;
    std::unique_ptr<std::unique_ptr<Shard>[]> shards_; // 2^shard_bits
    Shard& shard_of(std::size_t hash) noexcept { return *shards_[hash >> (64 - shard_bits)]; }
    std::atomic<std::size_t> size_{0};
    MemoryCharge charge_{MemoryUse::game_table}; // chunks and option blocks (the index has its own)
};

} // namespace cgt::detail
