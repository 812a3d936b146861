#pragma once
// One memory budget for the whole process: every large structure (the game table, the operation
// caches of each thread, search memos and transposition tables, dynamic programs, sequences,
// tables, output caches) charges the bytes it holds to it, so one limit bounds them all.
//
// Exceeding the limit throws MemoryLimitExceeded (the CLI turns it into exit code 2) instead of
// letting the process be killed for running out of memory. Charges are exact where a structure
// allocates through BudgetAllocator, and the structure's own estimate where it uses
// MemoryCharge; either way a charge is released when the memory is.
//
// How to charge a new structure (pick the MemoryUse that names it in messages):
//   * a standard container (std::vector, std::unordered_map, std::deque, ...): give it
//     BudgetAllocator, e.g.
//       std::vector<Half, cgt::BudgetAllocator<Half, cgt::MemoryUse::dynamic_programs>>
//     every allocation is charged before it is made and released when freed (the standard
//     containers stay valid when an allocation throws);
//   * an absl hash table (absl::flat_hash_map/set): NOT BudgetAllocator (absl's tables are left
//     corrupt when their allocator throws); keep a MemoryCharge next to it and call
//     reserve_charged(table, charge) before every insertion: it charges the growth first and
//     throws with the table unchanged;
//   * anything else: hold a MemoryCharge next to it and resize() it as the structure grows
//     (for example by its element count times an element's size);
//   * a cache that can do with less: try_resize() and shrink when refused.
// A structure that lives in a thread (a thread_local cache, a worker's buffer) is charged the
// same way, so every thread's memory is counted.
//
// Thread safety: every function here may be called from any thread at any time.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace cgt {

// ---- the limit ----

// The smallest limit the CLI and CGT_MEMORY_LIMIT_MB accept: the game table alone starts at
// about 12 MiB (its first block of entries and of options).
inline constexpr std::size_t minimum_memory_limit_mb = 32;
// The largest, in MiB (2^40 MiB = 1 EiB); larger values are refused, never wrapped.
inline constexpr std::size_t maximum_memory_limit_mb = std::size_t{1} << 40;

// The memory of this machine in bytes: physical RAM, or the cgroup's memory limit when that is
// smaller (as in a container); 0 if it cannot be read.
std::size_t machine_memory();
// The limit when nothing sets one: CGT_MEMORY_LIMIT_MB when set, otherwise half of
// machine_memory() (at least minimum_memory_limit_mb; 8 GiB if the machine's memory is unknown).
// Throws InvalidArgument when CGT_MEMORY_LIMIT_MB is set to something parse_memory_limit_mb
// refuses.
std::size_t default_memory_limit();
// Parses a limit in MiB ("512") as given to --memory-limit or CGT_MEMORY_LIMIT_MB and returns it
// in bytes. Throws InvalidArgument, naming `source`, for anything that is not a whole number
// from minimum_memory_limit_mb to maximum_memory_limit_mb (signs, spaces, units, overflow).
std::size_t parse_memory_limit_mb(std::string_view text, std::string_view source);

// The current limit in bytes (default_memory_limit() until set_memory_limit is called).
std::size_t memory_limit();
// Any value is accepted here (a library caller may want a tight bound in a test); a limit below
// memory_usage() makes every further charge fail until memory is released.
void set_memory_limit(std::size_t bytes);

// ---- usage ----

// What a charge is for; messages name the largest users.
enum class MemoryUse : unsigned char {
    game_table,       // the hash-consed table of canonical games
    caches,           // operation caches (sums, comparisons), printers' caches
    searches,         // memos and transposition tables of game-tree searches
    dynamic_programs, // the domination interval DP and similar
    sequences,        // Grundy and compound value sequences
    tables,           // tables of many values (cgt dom table)
    printing,         // printed forms (a game prints as a tree: shared subgames once per occurrence)
    other,
};
inline constexpr std::size_t memory_use_count = 8;
std::string_view to_string(MemoryUse use) noexcept; // "game table", "search memos", ...

std::size_t memory_usage();               // bytes charged in all, by every thread
std::size_t memory_usage(MemoryUse use);  // bytes charged for one use
std::size_t game_count();                 // games in the table

// ---- charging ----

// Charges `bytes` for `use`, or throws MemoryLimitExceeded (then nothing is charged).
void charge_memory(std::size_t bytes, MemoryUse use);
// Charges `bytes` only if that keeps the total within the limit and, when `share` < 1, keeps the
// charges for `use` within that share of the limit. Returns whether it charged.
bool try_charge_memory(std::size_t bytes, MemoryUse use, double share = 1.0) noexcept;
void release_memory(std::size_t bytes, MemoryUse use) noexcept;

// The bytes one structure holds, charged while the object lives and released by its destructor.
class MemoryCharge {
public:
    explicit MemoryCharge(MemoryUse use) noexcept : use_(use) {}
    ~MemoryCharge() { release_memory(bytes_, use_); }
    MemoryCharge(MemoryCharge&& other) noexcept : use_(other.use_), bytes_(other.bytes_) { other.bytes_ = 0; }
    MemoryCharge& operator=(MemoryCharge&& other) noexcept {
        if (this != &other) {
            release_memory(bytes_, use_);
            use_ = other.use_;
            bytes_ = other.bytes_;
            other.bytes_ = 0;
        }
        return *this;
    }
    MemoryCharge(const MemoryCharge&) = delete;
    MemoryCharge& operator=(const MemoryCharge&) = delete;

    // Charges or releases the difference; on MemoryLimitExceeded the charge is unchanged.
    void resize(std::size_t bytes) {
        if (bytes > bytes_) charge_memory(bytes - bytes_, use_);
        else release_memory(bytes_ - bytes, use_);
        bytes_ = bytes;
    }
    // As resize, but returns false instead of throwing (see try_charge_memory for `share`).
    bool try_resize(std::size_t bytes, double share = 1.0) noexcept {
        if (bytes > bytes_ && !try_charge_memory(bytes - bytes_, use_, share)) return false;
        if (bytes < bytes_) release_memory(bytes_ - bytes, use_);
        bytes_ = bytes;
        return true;
    }
    void add(std::size_t bytes) { resize(bytes_ + bytes); }
    std::size_t bytes() const noexcept { return bytes_; }

private:
    MemoryUse use_;
    std::size_t bytes_ = 0;
};

// A standard allocator that charges every allocation to the budget (for any std or absl
// container). Stateless: all BudgetAllocators of one use compare equal.
template <typename T, MemoryUse Use = MemoryUse::other>
class BudgetAllocator {
public:
    using value_type = T;
    template <typename U>
    struct rebind {
        using other = BudgetAllocator<U, Use>;
    };

    BudgetAllocator() noexcept = default;
    template <typename U>
    BudgetAllocator(const BudgetAllocator<U, Use>&) noexcept {} // NOLINT: converting, as std::allocator

    T* allocate(std::size_t n) {
        if (n > std::numeric_limits<std::size_t>::max() / sizeof(T)) throw std::bad_array_new_length();
        charge_memory(n * sizeof(T), Use);
        try {
            return std::allocator<T>{}.allocate(n);
        } catch (...) {
            release_memory(n * sizeof(T), Use);
            throw;
        }
    }
    void deallocate(T* p, std::size_t n) noexcept {
        std::allocator<T>{}.deallocate(p, n);
        release_memory(n * sizeof(T), Use);
    }
    template <typename U>
    friend bool operator==(const BudgetAllocator&, const BudgetAllocator<U, Use>&) noexcept {
        return true;
    }
};

// Makes room for `elements` entries in an absl::flat_hash_map/set (or any table with capacity()
// and reserve() that grows to about twice its capacity when 7/8 full), charging `charge` for the
// growth before it happens: on MemoryLimitExceeded the table is unchanged. The charge then
// follows the table's capacity (a slot plus one control byte per entry).
template <typename Table>
void reserve_charged(Table& table, MemoryCharge& charge, std::size_t elements) {
    constexpr std::size_t per_slot = sizeof(typename Table::value_type) + 1;
    const std::size_t capacity = table.capacity();
    if (elements <= capacity - capacity / 8) return; // fits without growing
    const std::size_t grown = std::max<std::size_t>(16, std::max(2 * capacity + 2, elements + elements / 7 + 1));
    if (grown * per_slot > charge.bytes()) charge.resize(grown * per_slot); // may throw: nothing has changed
    table.reserve(elements);
    (void)charge.try_resize(table.capacity() * per_slot); // the real size (it never exceeds the estimate)
}
template <typename Table>
void reserve_charged(Table& table, MemoryCharge& charge) {
    reserve_charged(table, charge, table.size() + 1);
}

// ---- caches ----

// The share of the limit that everything charged as MemoryUse::caches may take together: a
// cache refused there stores less, which costs time, never correctness.
inline constexpr double caches_share = 0.25;

// Per-thread operation caches (sums, comparisons): entries per cache, a power of two. A cache is
// charged to the budget and takes at most caches_share of the limit with the other caches; when
// that does not fit, it takes fewer entries (results are the same, only slower).
void set_cache_entries(std::size_t entries);

// The slots of a small direct-mapped cache (one per thread, typically thread_local), allocated on
// first use and charged as a cache. When the budget refuses them there are no slots: the cache
// then stores nothing (asked again at the next use). A slot holding memory of its own (a key on
// the heap) charges it through charge().
template <typename Slot>
class CacheSlots {
public:
    explicit CacheSlots(std::size_t count) : mask_(count - 1) {} // count: a power of two
    // The slot for `hash` when the slots exist (find), or after allocating them (slot); nullptr
    // when they do not (find) or the budget refuses them (slot).
    const Slot* find(std::uint64_t hash) const { return slots_.empty() ? nullptr : &slots_[hash & mask_]; }
    Slot* slot(std::uint64_t hash) {
        if (slots_.empty()) {
            if (!charge_.try_resize(charge_.bytes() + (mask_ + 1) * sizeof(Slot), caches_share)) return nullptr;
            slots_.resize(mask_ + 1);
        }
        return &slots_[hash & mask_];
    }
    MemoryCharge& charge() noexcept { return charge_; }

private:
    std::size_t mask_;
    std::vector<Slot> slots_;
    MemoryCharge charge_{MemoryUse::caches};
};

} // namespace cgt
