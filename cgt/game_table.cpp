#include "cgt/detail/game_table.hpp"

#include <algorithm>
#include <string>

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>
#include <absl/hash/hash.h>
#include <boost/multiprecision/cpp_int.hpp>
#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::detail {
namespace {

constexpr std::size_t arena_block = std::size_t{1} << 20; // ids per arena allocation

std::size_t hash_options(std::span<const GameId> left, std::span<const GameId> right) {
    std::size_t h = absl::HashOf(left.size(), right.size());
    for (GameId id : left) h = absl::HashOf(h, id);
    for (GameId id : right) h = absl::HashOf(h, id ^ 0x5bd1e995U);
    return h;
}

Options view(const std::uint32_t* block) {
    return {{block + 2, block[0]}, {block + 2 + block[0], block[1]}};
}

} // namespace

// Named (not internal) because GameTable::Shard, which has external linkage, holds them.
struct NusHash {
    std::size_t operator()(const NusParts& p) const {
        return absl::HashOf(p.number.hash(), p.ups, p.nim);
    }
};

struct OptionsKey {
    std::span<const GameId> left;
    std::span<const GameId> right;
};

// One shard of the index: the games whose description hashes to it (the top bits of the hash
// pick the shard; the hash tables use the low bits).
struct GameTable::Shard {
    // Non-NUS games keyed by their (sorted) option lists; the set holds ids and looks the
    // options up in the table, so keys are not stored twice.
    struct Hash {
        using is_transparent = void;
        const GameTable* table;
        std::size_t operator()(GameId id) const {
            Options o = view(table->entry(id).options.load(std::memory_order_relaxed));
            return hash_options(o.left, o.right);
        }
        std::size_t operator()(const OptionsKey& k) const { return hash_options(k.left, k.right); }
    };
    struct Eq {
        using is_transparent = void;
        const GameTable* table;
        bool operator()(GameId a, GameId b) const { return a == b; }
        bool operator()(GameId a, const OptionsKey& k) const {
            Options o = view(table->entry(a).options.load(std::memory_order_relaxed));
            return std::ranges::equal(o.left, k.left) && std::ranges::equal(o.right, k.right);
        }
        bool operator()(const OptionsKey& k, GameId a) const { return (*this)(a, k); }
    };

    explicit Shard(const GameTable* t) : by_options(0, Hash{t}, Eq{t}) {}
    std::mutex mutex;
    absl::flat_hash_map<NusParts, GameId, NusHash> by_parts;
    absl::flat_hash_set<GameId, Hash, Eq> by_options;
    MemoryCharge by_parts_charge{MemoryUse::game_table};
    MemoryCharge by_options_charge{MemoryUse::game_table};
};

namespace {

// Bytes of a number's big numerator (small ones live inside the entry).
std::size_t heap_bytes(const Dyadic& x) {
    if (x.small_numerator()) return 0;
    return boost::multiprecision::msb(boost::multiprecision::abs(x.numerator())) / 8 + 64;
}

} // namespace

GameTable::GameTable()
    : chunks_(new std::atomic<Entry*>[chunk_count]),
      shards_(std::make_unique<std::unique_ptr<Shard>[]>(std::size_t{1} << shard_bits)) {
    charge_.resize(chunk_count * sizeof(std::atomic<Entry*>));
    for (std::size_t i = 0; i < chunk_count; ++i) chunks_[i].store(nullptr, std::memory_order_relaxed);
    for (std::size_t i = 0; i < std::size_t{1} << shard_bits; ++i) shards_[i] = std::make_unique<Shard>(this);
    std::lock_guard lock(append_mutex_);
    GameId zero = append_locked(); // id 0 is the game 0 = { | }
    Entry& e = mutable_entry(zero);
    e.is_nus = e.is_number = true;
    e.options.store(store_block_locked({}, {}), std::memory_order_release);
    e.negative.store(zero, std::memory_order_relaxed);
    Shard& shard = shard_of(NusHash{}(NusParts{}));
    reserve_charged(shard.by_parts, shard.by_parts_charge);
    shard.by_parts.emplace(NusParts{}, zero);
}

GameTable::~GameTable() = default;

GameId GameTable::append_locked() {
    std::size_t id = size_.load(std::memory_order_relaxed);
    if (id >= no_id) throw MemoryLimitExceeded("the game table is full (2^32 - 1 games)");
    std::size_t chunk = id >> chunk_bits;
    if (chunks_[chunk].load(std::memory_order_relaxed) == nullptr) {
        charge_.add(sizeof(Entry) << chunk_bits);
        owned_chunks_.push_back(std::make_unique<Entry[]>(std::size_t{1} << chunk_bits));
        chunks_[chunk].store(owned_chunks_.back().get(), std::memory_order_release);
    }
    size_.store(id + 1, std::memory_order_release);
    return static_cast<GameId>(id);
}

const std::uint32_t* GameTable::store_block_locked(std::span<const GameId> left, std::span<const GameId> right) {
    std::size_t need = 2 + left.size() + right.size();
    if (left.size() >= no_id || right.size() >= no_id) throw MemoryLimitExceeded("too many options in one game");
    std::uint32_t* block = nullptr;
    if (need > arena_block / 4) { // large lists get their own allocation
        charge_.add(need * sizeof(std::uint32_t));
        large_blocks_.push_back(std::make_unique<std::uint32_t[]>(need));
        block = large_blocks_.back().get();
    } else {
        if (arena_used_ + need > arena_capacity_) {
            charge_.add(arena_block * sizeof(std::uint32_t));
            arena_.push_back(std::make_unique<std::uint32_t[]>(arena_block));
            arena_used_ = 0;
            arena_capacity_ = arena_block;
        }
        block = arena_.back().get() + arena_used_;
        arena_used_ += need;
    }
    block[0] = static_cast<std::uint32_t>(left.size());
    block[1] = static_cast<std::uint32_t>(right.size());
    std::ranges::copy(left, block + 2);
    std::ranges::copy(right, block + 2 + left.size());
    return block;
}

// A game is created under its shard's lock, so no other thread can create it too; the entry is
// complete before its id enters the index, where other threads find it.
GameId GameTable::intern_nus(const NusParts& parts) {
    const std::size_t hash = NusHash{}(parts);
    Shard& shard = shard_of(hash);
    std::lock_guard lock(shard.mutex);
    auto it = shard.by_parts.find(parts, hash); // the shard's hash, not computed twice
    if (it != shard.by_parts.end()) return it->second;
    // Everything that may throw (the memory limit) comes before the entry is made: an entry
    // missing from the index would let the same game get a second id.
    reserve_charged(shard.by_parts, shard.by_parts_charge);
    GameId id = 0;
    {
        std::lock_guard append_lock(append_mutex_);
        charge_.add(heap_bytes(parts.number));
        id = append_locked();
    }
    Entry& e = mutable_entry(id);
    e.nus = parts;
    e.is_nus = true;
    e.is_number = parts.ups == 0 && parts.nim == 0;
    shard.by_parts.emplace(parts, id);
    return id;
}

GameId GameTable::intern_options(std::span<const GameId> left, std::span<const GameId> right) {
    if (left.empty() || right.empty()) throw InvalidArgument("intern_options: a game that is not a number has options on both sides");
    const OptionsKey key{left, right};
    const std::size_t hash = Shard::Hash{this}(key);
    Shard& shard = shard_of(hash);
    std::lock_guard lock(shard.mutex);
    auto it = shard.by_options.find(key, hash); // the shard's hash, not computed twice
    if (it != shard.by_options.end()) return *it;
    reserve_charged(shard.by_options, shard.by_options_charge); // may throw: before the entry is made
    GameId id = 0;
    const std::uint32_t* block = nullptr;
    {
        std::lock_guard append_lock(append_mutex_);
        block = store_block_locked(left, right);
        id = append_locked();
    }
    Entry& e = mutable_entry(id);
    // Stops: LS(G) = max RS(GL), RS(G) = min LS(GR); a game that is not a NUS has options on
    // both sides, whose stops are already known.
    e.left_stop_of_other = entry(left[0]).right_stop();
    for (GameId l : left.subspan(1))
        if (const Dyadic& s = entry(l).right_stop(); s > e.left_stop_of_other) e.left_stop_of_other = s;
    e.right_stop_of_other = entry(right[0]).left_stop();
    for (GameId r : right.subspan(1))
        if (const Dyadic& s = entry(r).left_stop(); s < e.right_stop_of_other) e.right_stop_of_other = s;
    e.options.store(block, std::memory_order_release);
    shard.by_options.insert(id);
    return id;
}

Options GameTable::build_nus_options(GameId id) {
    const Entry& e = entry(id);
    if (const std::uint32_t* block = e.options.load(std::memory_order_acquire)) return view(block);
    // A NUS whose options were never asked for: build them (outside the lock: this interns
    // other NUS values), then publish; a concurrent builder computes the same ids.
    if (e.nus.ups == 0 && e.nus.nim > max_listed_nimber)
        throw OutOfRange(fmt::format(
            "an operation on *{} needs its {} options one by one (it meets a game that is not a number, up "
            "or star); cgt lists them only up to *{}, since the work grows like the cube of the nimber. Sums "
            "and comparisons of numbers, ups and stars alone take nimbers of any size",
            e.nus.nim, e.nus.nim, max_listed_nimber));
    std::vector<GameId> left = nus_left_options(e.nus);
    std::vector<GameId> right = nus_right_options(e.nus);
    std::ranges::sort(left);
    std::ranges::sort(right);
    std::lock_guard lock(append_mutex_);
    const std::uint32_t* block = e.options.load(std::memory_order_acquire);
    if (!block) {
        block = store_block_locked(left, right);
        mutable_entry(id).options.store(block, std::memory_order_release);
    }
    return view(block);
}

// Canonical options of x + n.^ + *k (see docs/core.md):
//   numbers: n > 0 integer {n-1|}, n < 0 {|n+1}, m/2^j {(m-1)/2^j | (m+1)/2^j};
//   x + *k: {x, x*, ..., x*(k-1) | same};  x^* = {x, x* | x};  xv* = {x | x, x*};
//   n >= 1 otherwise: {x | x + (n-1).^ + *(k xor 1)}; n <= -1 mirrored.
std::vector<GameId> GameTable::nus_left_options(const NusParts& p) {
    const Dyadic& x = p.number;
    if (p.ups == 0 && p.nim == 0) {
        if (x.is_integer()) {
            if (x.sign() > 0) return {intern_nus({x - Dyadic(1), 0, 0})};
            return {};
        }
        return {intern_nus({x - Dyadic::from_fraction(1, x.exponent()), 0, 0})};
    }
    if (p.ups == 0) {
        std::vector<GameId> result;
        for (std::uint32_t j = 0; j < p.nim; ++j) result.push_back(intern_nus({x, 0, j}));
        return result;
    }
    if (p.ups == 1 && p.nim == 1) return {intern_nus({x, 0, 0}), intern_nus({x, 0, 1})};
    if (p.ups > 0) return {intern_nus({x, 0, 0})};
    if (p.ups == -1 && p.nim == 1) return {intern_nus({x, 0, 0})};
    return {intern_nus({x, p.ups + 1, p.nim ^ 1U})};
}

std::vector<GameId> GameTable::nus_right_options(const NusParts& p) {
    const Dyadic& x = p.number;
    if (p.ups == 0 && p.nim == 0) {
        if (x.is_integer()) {
            if (x.sign() < 0) return {intern_nus({x + Dyadic(1), 0, 0})};
            return {};
        }
        return {intern_nus({x + Dyadic::from_fraction(1, x.exponent()), 0, 0})};
    }
    if (p.ups == 0) {
        std::vector<GameId> result;
        for (std::uint32_t j = 0; j < p.nim; ++j) result.push_back(intern_nus({x, 0, j}));
        return result;
    }
    if (p.ups == -1 && p.nim == 1) return {intern_nus({x, 0, 0}), intern_nus({x, 0, 1})};
    if (p.ups < 0) return {intern_nus({x, 0, 0})};
    if (p.ups == 1 && p.nim == 1) return {intern_nus({x, 0, 0})};
    return {intern_nus({x, p.ups - 1, p.nim ^ 1U})};
}

} // namespace cgt::detail

namespace cgt {

std::size_t game_count() { return detail::GameTable::instance().size(); }

} // namespace cgt
