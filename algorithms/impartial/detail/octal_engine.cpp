#include "algorithms/impartial/detail/octal_engine.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

#include "algorithms/detail/worker_pool.hpp"
#include "algorithms/impartial/detail/pair_scan.hpp"

namespace cgt::impartial::detail {

namespace {

// Values seen among options are XORs of earlier values, so they stay below this power of two.
std::size_t seen_size_for(Grundy max_value) { return std::size_t{2} * std::bit_ceil(std::size_t{max_value} + 1) + 2; }

constexpr std::size_t mask_from = 1024;          // the first heaps say little about a good mask
constexpr std::size_t pair_block = 8;            // heaps per block of the plain pair loop
constexpr std::size_t pair_block_from = 4096;    // heaps below this are cheap anyway
constexpr std::size_t chunk = 4096;              // pairs per stretch of the pair loop (fits L1)
constexpr std::size_t max_rare_block = 64;       // heaps per block of the rare-value loop
constexpr std::size_t rare_block_bytes = std::size_t{1} << 20; // its seen rows, at most
constexpr std::size_t scan_block = 256;          // pairs per stretch of a rare check
constexpr std::size_t quick_probe = 16;          // pairs at each end looked at first
// Seen rows of a block are a power of two long; one cache line between them keeps the rows from
// mapping onto the same cache sets (64 rows of 4 KiB at a 4 KiB stride thrash an 8-way L1).
constexpr std::size_t row_padding = 64;

} // namespace

HeapMoves heap_moves(const OctalCode& code) {
    HeapMoves moves;
    const std::size_t last = code.repeats() ? code.written_digits() - 1 : code.max_take();
    for (std::size_t i = 1; i <= last; ++i) { // d_0 only splits (bit 2 is refused, bit 1 acts on heap 0 alone)
        const std::uint8_t d = code.digit(i);
        const PartRule rule = code.rule(i);
        if (d & 3U) moves.singles.push_back({i, (d & 1U) != 0, (d & 2U) != 0, rule == PartRule::not_all_equal ? 2U : 1U});
    }
    for (std::size_t i = 0; i <= last; ++i) {
        if (!code.may_split(i)) continue;
        const PartRule rule = code.rule(i);
        if (rule == PartRule::all_equal) moves.equal_splits.push_back(i);
        else moves.splits.push_back({i, rule != PartRule::any});
    }
    return moves;
}

OctalEngine::OctalEngine(const OctalCode& code, OctalSequenceOptions options, std::vector<Grundy> prefix)
    : code_(code), method_(octal_method(code)), moves_(heap_moves(code)), options_(options) {
    if (method_ != OctalMethod::rare_values) moves_.splits.clear(); // the other methods do all options themselves
    if (moves_.splits.empty()) {
        narrow_ok_ = false; // the 16-bit copy only serves the pair loops
    } else {
        parity_masks_ = true;
        split_parity_ = moves_.splits.front().take & 1;
        for (const auto& split : moves_.splits)
            if ((split.take & 1) != split_parity_) parity_masks_ = false;
    }
    if (method_ == OctalMethod::subtraction) {
        tail_from_ = code_.written_digits() - code_.repeat_length();
        tail_sets_.resize(code_.repeat_length());
    }
    seen_.assign(seen_size_for(0), 0);
    values_.reserve(prefix.size());
    if (narrow_ok_) narrow_.reserve(prefix.size());
    for (Grundy g : prefix) append(g);
    // A resumed run: the sets hold what the heaps of the prefix offered, as if computed here.
    if (method_ == OctalMethod::subtraction)
        for (std::size_t n = 0; n < values_.size(); ++n) offer_tail_options(n);
    while (next_checkpoint_ <= values_.size()) next_checkpoint_ *= 2;
    if (options_.use_rare_values && !moves_.splits.empty() && values_.size() >= mask_from) choose_mask();
}

OctalEngine::~OctalEngine() = default;

OctalSequenceStats OctalEngine::stats() const {
    OctalSequenceStats stats;
    stats.mask = mask_ >> 1;
    stats.mask_has_parity = (mask_ & 1) != 0;
    stats.rare_heaps = rare_heaps_.size();
    stats.last_rare = rare_heaps_.empty() ? 0 : rare_heaps_.back();
    for (std::size_t n = 0; n < values_.size(); ++n)
        if (values_[n] > values_[stats.largest_at]) stats.largest_at = n;
    stats.largest = values_.empty() ? 0 : values_[stats.largest_at];
    return stats;
}

std::size_t OctalEngine::memory_needed(const OctalCode& code, std::size_t count) noexcept {
    // G values; for two-heap codes their 16-bit copy and the rare heaps (at most about half of them
    // under the best mask, 4 bytes each); for the subtraction method one set of values (4 bytes
    // each, values stay below the count) per residue of the repeated part; seen rows of a few MiB.
    std::size_t per_value = 4;
    switch (octal_method(code)) {
    case OctalMethod::rare_values: per_value += code.has_splits() ? 4 : 0; break;
    case OctalMethod::subtraction: per_value += 4 * code.repeat_length(); break;
    case OctalMethod::mex_loop: break;
    }
    return per_value * count + (std::size_t{8} << 20);
}

bool OctalEngine::extend(std::size_t count, const std::function<bool()>& stop) {
    if (count <= values_.size()) return true;
    values_.reserve(count);
    if (narrow_ok_) narrow_.reserve(count);
    if (!helper_ && options_.threads > 1 && !moves_.splits.empty() && count > 2 * options_.parallel_pairs)
        helper_ = std::make_unique<cgt::detail::WorkerPool>(1);
    while (values_.size() < count) {
        if (period_filled_) { // the rest is certified to repeat the period
            continue_period(count);
            break;
        }
        // Also here: a block paused by `stop` may end exactly at a checkpoint. Skipped, the
        // checkpoint would stay behind for good: stop_at below would fall under n, and the
        // blocks' sizes (stop_at - n) would wrap around and run past count.
        if (values_.size() == next_checkpoint_) {
            checkpoint(count);
            continue;
        }
        if (stop && stop()) return false;
        const std::size_t n = values_.size();
        const std::size_t stop_at = std::min(count, next_checkpoint_); // > n
        if (n == 0) append(0);
        else if (rare_path_pays(n)) {
            if (!run_rare_blocks(stop_at, stop)) return false;
        }
        else if (!moves_.splits.empty() && n >= pair_block_from) compute_pair_block(n, std::min(pair_block, stop_at - n));
        else append(compute_plain(n));
        if (values_.size() == next_checkpoint_) checkpoint(count);
    }
    return true;
}

void OctalEngine::checkpoint(std::size_t count) {
    next_checkpoint_ *= 2;
    if (options_.stop_at_period && fill_from_period(count)) return;
    if (options_.use_rare_values && !moves_.splits.empty() && values_.size() >= mask_from) choose_mask();
}

void OctalEngine::append(Grundy g) {
    const std::size_t n = values_.size();
    values_.push_back(g);
    if (narrow_ok_) {
        if (g > 0xFFFF) {
            narrow_ok_ = false;
            if (!helper_busy_) narrow_ = {}; // else freed once the helper is done with it
        } else {
            narrow_.push_back(static_cast<std::uint16_t>(g));
        }
    }
    record(n, g);
}

std::uint64_t OctalEngine::extended(std::size_t n, Grundy v) const noexcept {
    return (std::uint64_t{v} << 1) | (parity_masks_ ? (n + split_parity_) & 1 : 0);
}

// Why the heap's parity may join the mask: a split removing i tokens from heap n leaves heaps a
// and b with a + b = n - i. If both are common, popcount(e(a) & m) and popcount(e(b) & m) are odd,
// and e(a) ^ e(b) = 2 (G(a) ^ G(b)) + ((n - i) & 1) (the parity bits of a + i and b + i add up to
// that of n - i), so the XOR G(a) ^ G(b) is rare for heap n: common values come from rare heaps.
bool OctalEngine::is_rare(std::size_t n, Grundy v) const noexcept {
    return (std::popcount(extended(n, v) & mask_) & 1) == 0;
}

void OctalEngine::record(std::size_t n, Grundy g) {
    if (g > max_value_) {
        max_value_ = g;
        if (seen_size_for(g) > seen_.size()) seen_.assign(seen_size_for(g), 0);
    }
    if (n == 0) return;
    const std::uint64_t e = extended(n, g);
    if (count_by_extended_.size() <= e) count_by_extended_.resize(2 * std::bit_ceil(std::size_t{max_value_} + 1), 0);
    ++count_by_extended_[e];
    if (mask_ != 0 && is_rare(n, g)) rare_heaps_.push_back(static_cast<std::uint32_t>(n));
}

bool OctalEngine::fill_from_period(std::size_t count) {
    const auto found = find_periodicity(code_, values_);
    if (!found) return false;
    period_filled_ = true;
    period_ = *found;
    continue_period(count);
    return true;
}

void OctalEngine::continue_period(std::size_t count) {
    while (values_.size() < count) {
        const std::int64_t v = std::int64_t{values_[values_.size() - period_.period]} + period_.saltus;
        values_.push_back(static_cast<Grundy>(v));
    }
}

// The mask whose rare set holds the fewest heaps so far: rare(m) = (total + W[m]) / 2 where W
// is the Walsh-Hadamard transform of the histogram of extended values.
void OctalEngine::choose_mask() {
    const std::size_t size = 2 * std::bit_ceil(std::size_t{max_value_} + 1);
    std::vector<std::int64_t> w(size, 0);
    std::int64_t total = 0;
    for (std::size_t e = 0; e < size && e < count_by_extended_.size(); ++e) {
        w[e] = static_cast<std::int64_t>(count_by_extended_[e]);
        total += w[e];
    }
    for (std::size_t len = 1; len < size; len *= 2)
        for (std::size_t i = 0; i < size; i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const std::int64_t a = w[j], b = w[j + len];
                w[j] = a + b;
                w[j + len] = a - b;
            }
    std::size_t best = 0;
    for (std::size_t m = 1; m < size; ++m)
        if ((parity_masks_ || m % 2 == 0) && (best == 0 || w[m] < w[best])) best = m;
    if (best == 0) return;
    const std::int64_t best_rare = (total + w[best]) / 2;
    const auto current = static_cast<std::int64_t>(mask_ != 0 ? rare_heaps_.size() : values_.size() - 1);
    if (best_rare * 5 >= current * 4) return; // not worth a switch
    mask_ = best;
    build_rare_class(rare_class_.size());
    rare_heaps_.clear();
    for (std::size_t n = 1; n < values_.size(); ++n)
        if (is_rare(n, values_[n])) rare_heaps_.push_back(static_cast<std::uint32_t>(n));
}

// rare_class_[v]: is v rare for an even n + split_parity_ (odd ones flip it when the mask holds
// the parity bit).
void OctalEngine::build_rare_class(std::size_t size) {
    rare_class_.resize(size);
    for (std::size_t v = 0; v < size; ++v) rare_class_[v] = is_rare(split_parity_ & 1, static_cast<Grundy>(v)) ? 1 : 0;
}

// Per heap, the rare-value path costs about one mark per rare heap and split, plus a full pair
// loop for the heaps whose value turns out rare; the pair loop costs n / 2 marks per split.
bool OctalEngine::rare_path_pays(std::size_t n) const {
    return options_.use_rare_values && mask_ != 0 && rare_heaps_.size() * 10 < n * 3;
}

bool OctalEngine::mark_single_options(std::size_t n, std::uint8_t* seen, std::size_t size) const {
    const Grundy* g = values_.data();
    for (const auto& single : moves_.singles) {
        if (single.take > n) continue;
        const std::size_t r = n - single.take;
        if (r == 0 && single.whole) seen[0] = 1;
        if (r >= single.one_from && single.one) {
            if (g[r] >= size) return false;
            seen[g[r]] = 1;
        }
    }
    for (std::size_t take : moves_.equal_splits)
        if (take + 2 <= n && (n - take) % 2 == 0) seen[0] = 1;
    return true;
}

void OctalEngine::mark_pairs(std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen, std::size_t size) {
    auto mark = [&](std::size_t lo, std::size_t hi, std::uint8_t* into) {
        if (narrow_ok_) mark_pair_xors(narrow_.data(), r, lo, hi, into);
        else mark_pair_xors(values_.data(), r, lo, hi, into);
    };
    if (!helper_ || helper_busy_ || last - first < options_.parallel_pairs) {
        mark(first, last, seen);
        return;
    }
    const std::size_t middle = first + (last - first) / 2;
    helper_seen_.assign(size, 0);
    helper_->run_alongside([&] { mark(middle, last, helper_seen_.data()); }, [&] { mark(first, middle, seen); });
    for (std::size_t v = 0; v < size; ++v) seen[v] |= helper_seen_[v];
}

Grundy OctalEngine::compute_plain(std::size_t n) {
    if (method_ == OctalMethod::subtraction) return compute_subtraction(n);
    if (method_ == OctalMethod::mex_loop) return compute_mex_loop(n);
    const std::size_t size = seen_.size();
    std::fill(seen_.begin(), seen_.end(), 0);
    mark_single_options(n, seen_.data(), size);
    for (const auto& split : moves_.splits) {
        if (n < split.take + 2) continue;
        const std::size_t r = n - split.take;
        const std::size_t half = split.unequal ? (r - 1) / 2 : r / 2;
        mark_pairs(r, 1, half + 1, seen_.data(), size);
    }
    Grundy v = 0;
    while (seen_[v]) ++v;
    return v;
}

// ---- the subtraction method ----

void OctalEngine::AbsentSet::insert(Grundy v) {
    if (next_.size() <= std::size_t{v} + 1) {
        const std::size_t old = next_.size();
        next_.resize(std::max<std::size_t>(2 * old, std::size_t{v} + 2));
        for (std::size_t w = old; w < next_.size(); ++w) next_[w] = static_cast<Grundy>(w);
    }
    next_[v] = v + 1; // present: look further
}

Grundy OctalEngine::AbsentSet::first_absent_from(Grundy v) {
    if (v >= next_.size()) return v;
    while (next_[v] != v) {
        const Grundy up = next_[v];
        if (up >= next_.size()) return up;
        next_[v] = next_[up] >= next_.size() ? up : next_[up]; // path halving
        v = up;
    }
    return v;
}

// Heap n's options from a repeated digit at removal i >= tail_from_ are G(n - i) (or nothing when
// i = n). Removals i = j (mod m) leave r = n - i = n - j (mod m), r <= n - tail_from_, so the
// digit at offset j of the repeated part offers every earlier value of one residue class: those
// reach set t = n mod m when n = r + tail_from_ + j, the first heap of that residue that may
// remove down to r.
void OctalEngine::offer_tail_options(std::size_t n) {
    const std::size_t m = tail_sets_.size();
    AbsentSet& offered = tail_sets_[n % m];
    for (std::size_t j = 0; j < m && tail_from_ + j < n; ++j) {
        const std::size_t r = n - tail_from_ - j;
        if (code_.digit(tail_from_ + j) & 2U) offered.insert(values_[r]);
    }
}

Grundy OctalEngine::compute_subtraction(std::size_t n) {
    offer_tail_options(n);
    AbsentSet& offered = tail_sets_[n % tail_sets_.size()];
    // The few other options: the finite digits, and emptying the heap with a repeated digit.
    extra_.clear();
    for (const auto& single : moves_.singles) {
        if (single.take > n) continue;
        const std::size_t r = n - single.take;
        if (r == 0 && single.whole) extra_.push_back(0);
        if (r >= single.one_from && single.one) extra_.push_back(values_[r]);
    }
    if (n >= tail_from_ && (code_.digit(n) & 1U)) extra_.push_back(0);
    std::sort(extra_.begin(), extra_.end());
    Grundy v = offered.first_absent_from(0);
    for (Grundy e : extra_) // ascending: each extra at v pushes the mex past it
        if (e == v) v = offered.first_absent_from(v + 1);
    return v;
}

// ---- the mex loop: every option of every heap (three heaps or more, splits in a repeated part) ----
Grundy OctalEngine::compute_mex_loop(std::size_t n) {
    option_values_.clear();
    const Grundy* g = values_.data();
    for_each_option(code_, n, [&](std::span<const std::size_t> parts) {
        Grundy x = 0;
        for (std::size_t part : parts) x ^= g[part];
        option_values_.push_back(x);
    });
    return mex(option_values_);
}

// ---- blocks of heaps for the plain pair loop: the pair loops of `block` consecutive heaps run
// together over the same stretch of values (cache blocking), so the values stream from memory
// once per block instead of once per heap. Pairs that need a value of the block itself are done
// afterwards, heap by heap. ----
void OctalEngine::compute_pair_block(std::size_t n0, std::size_t block) {
    const std::size_t size = 4 * std::bit_ceil(std::size_t{max_value_} + 1); // room for the block's new values
    const std::size_t stride = size + row_padding;
    for (auto& seen : block_seen_) seen.assign(block * stride, 0);
    auto half_of = [&](std::size_t n, const HeapMoves::Split& split) {
        const std::size_t r = n - split.take;
        return split.unequal ? (r - 1) / 2 : r / 2;
    };
    // Phase 1: pairs (a, r - a) with r - a < n0 (known values), for every heap of the block.
    std::size_t widest = 0;
    for (std::size_t j = 0; j < block; ++j)
        for (const auto& split : moves_.splits)
            if (n0 + j >= split.take + 2) widest = std::max(widest, half_of(n0 + j, split));
    auto phase_one = [&](std::size_t first, std::size_t last, std::uint8_t* seen) {
        for (std::size_t start = first; start < last; start += chunk) {
            const std::size_t end = std::min(last, start + chunk);
            for (std::size_t j = 0; j < block; ++j)
                for (const auto& split : moves_.splits) {
                    if (n0 + j < split.take + 2) continue;
                    const std::size_t r = n0 + j - split.take;
                    const std::size_t lo = std::max(start, r >= n0 ? r - n0 + 1 : std::size_t{1});
                    const std::size_t hi = std::min(end, half_of(n0 + j, split) + 1);
                    if (lo >= hi) continue;
                    if (narrow_ok_) mark_pair_xors(narrow_.data(), r, lo, hi, seen + j * stride);
                    else mark_pair_xors(values_.data(), r, lo, hi, seen + j * stride);
                }
        }
    };
    if (helper_ && widest * block >= options_.parallel_pairs) {
        const std::size_t middle = 1 + widest / 2;
        helper_->run_alongside([&] { phase_one(middle, widest + 1, block_seen_[1].data()); },
                               [&] { phase_one(1, middle, block_seen_[0].data()); });
        for (std::size_t k = 0; k < block * stride; ++k) block_seen_[0][k] |= block_seen_[1][k];
    } else {
        phase_one(1, widest + 1, block_seen_[0].data());
    }
    // Phase 2, heap by heap: single-heap options and the pairs that need the block's values.
    for (std::size_t j = 0; j < block; ++j) {
        const std::size_t n = n0 + j;
        std::uint8_t* seen = block_seen_[0].data() + j * stride;
        if (2 * std::bit_ceil(std::size_t{max_value_} + 1) > size || !mark_single_options(n, seen, size)) {
            append(compute_plain(n)); // values grew past the room reserved: this heap the plain way
            continue;
        }
        const Grundy* g = values_.data();
        for (const auto& split : moves_.splits) {
            if (n < split.take + 2) continue;
            const std::size_t r = n - split.take;
            const std::size_t half = half_of(n, split);
            for (std::size_t a = 1; a <= half && r - a >= n0; ++a) seen[g[a] ^ g[r - a]] = 1;
        }
        Grundy v = 0;
        while (v < size && seen[v]) ++v;
        append(v);
    }
}

// ---- blocks of heaps for the rare-value path. Phase 1 marks, for every heap of a block, the
// XORs of the pairs made of a rare heap and a heap before `limit` (one pass over the rare heaps
// serves the whole block). Phase 2 finishes heap by heap: the pairs with a rare heap that phase 1
// left out, the single-heap options, then the mex. With two threads the blocks form a pipeline:
// the helper prepares block k + 1 (phase 1, limit = the start of block k) while this thread
// finishes block k, so phase 1 only reads values and rare heaps that are already final. ----

void OctalEngine::prepare_rare_block(const RareBlock& block, const Sources& from) {
    std::uint8_t* rows = block_seen_[block.buffer].data();
    std::fill(rows, rows + block.count * block.stride, std::uint8_t{0});
    for (const auto& split : moves_.splits) {
        if (from.narrow)
            mark_rare_pairs(from.narrow, from.rare, block.rare_count, block.first, block.limit, split.take,
                            split.unequal, block.count, block.stride, rows);
        else
            mark_rare_pairs(from.values, from.rare, block.rare_count, block.first, block.limit, split.take,
                            split.unequal, block.count, block.stride, rows);
    }
}

OctalEngine::Sources OctalEngine::sources() const noexcept {
    return {values_.data(), narrow_ok_ ? narrow_.data() : nullptr, rare_heaps_.data()};
}

OctalEngine::RareBlock OctalEngine::plan_rare_block(std::size_t first, std::size_t stop_at, std::size_t limit, unsigned buffer) {
    RareBlock block;
    block.size = 4 * std::bit_ceil(std::size_t{max_value_} + 1);
    block.stride = block.size + row_padding;
    block.first = first;
    block.count = std::max<std::size_t>(1, std::min({max_rare_block, rare_block_bytes / block.stride, stop_at - first}));
    block.limit = limit;
    block.rare_count = rare_heaps_.size(); // every rare heap so far is below limit
    block.buffer = buffer;
    if (block_seen_[buffer].size() < block.count * block.stride) block_seen_[buffer].resize(block.count * block.stride);
    return block;
}

void OctalEngine::finish_rare_block(const RareBlock& block) {
    for (std::size_t j = 0; j < block.count; ++j) {
        const std::size_t n = block.first + j;
        std::uint8_t* row = block_seen_[block.buffer].data() + j * block.stride;
        if (!finish_rare_heap(n, block.limit, block.rare_count, row, block.size))
            append(compute_plain(n)); // values grew past the room reserved: this heap the plain way
    }
}

bool OctalEngine::run_rare_blocks(std::size_t stop_at, const std::function<bool()>& stop) {
    RareBlock current = plan_rare_block(values_.size(), stop_at, values_.size(), 0);
    prepare_rare_block(current, sources());
    for (;;) {
        const std::size_t next_first = current.first + current.count;
        const bool stopping = stop && stop();
        if (stopping || next_first >= stop_at || !rare_path_pays(next_first)) {
            finish_rare_block(current);
            return !stopping;
        }
        RareBlock next = plan_rare_block(next_first, stop_at, current.first, 1 - current.buffer);
        if (helper_) {
            // While the helper reads rare_heaps_ and the values, this thread appends to both
            // without reallocating them (capacity reserved) and keeps the 16-bit copy alive.
            rare_heaps_.reserve(rare_heaps_.size() + current.count);
            const Sources from = sources();
            helper_busy_ = true;
            helper_->run_alongside([&] { prepare_rare_block(next, from); }, [&] { finish_rare_block(current); });
            helper_busy_ = false;
            if (!narrow_ok_ && !narrow_.empty()) narrow_ = {};
        } else {
            finish_rare_block(current);
            prepare_rare_block(next, sources());
        }
        current = next;
    }
}

bool OctalEngine::finish_rare_heap(std::size_t n, std::size_t n0, std::size_t rare_before, std::uint8_t* seen, std::size_t size) {
    if (2 * std::bit_ceil(std::size_t{max_value_} + 1) > size || !mark_single_options(n, seen, size)) return false;
    const Grundy* g = values_.data();
    // The pairs with a rare heap that phase 1 left out: partner at n0 or later, or rare heap at
    // n0 or later (the block's own rare heaps).
    for (const auto& split : moves_.splits) {
        if (n < split.take + 2) continue;
        const std::size_t r = n - split.take;
        for (std::size_t k = 0; k < rare_before && rare_heaps_[k] < r && r - rare_heaps_[k] >= n0; ++k) {
            const std::size_t a = rare_heaps_[k];
            if (!(split.unequal && 2 * a == r)) seen[g[a] ^ g[r - a]] = 1;
        }
        for (std::size_t k = rare_before; k < rare_heaps_.size() && rare_heaps_[k] < r; ++k) {
            const std::size_t a = rare_heaps_[k];
            if (!(split.unequal && 2 * a == r)) seen[g[a] ^ g[r - a]] = 1;
        }
    }
    // Every common value among the options is marked now: the smallest unmarked common value is
    // the mex unless some rare value below it is missing among all the options.
    if (rare_class_.size() < size) build_rare_class(size);
    const std::uint8_t flip = (mask_ & 1) & ((n + split_parity_) & 1);
    const std::uint8_t* rare_class = rare_class_.data();
    Grundy common = 0;
    while (common < size && (seen[common] | (rare_class[common] ^ flip))) ++common;
    if (common == size) return false;
    needed_.clear();
    for (Grundy v = 0; v < common; ++v)
        if (!seen[v]) needed_.push_back(v); // rare (the common ones are all marked)
    // Look for the needed rare values among all pairs. The pair range is cut into stretches of
    // scan_block pairs visited in a scattered order (a stride near nb / golden ratio, coprime to
    // nb): the values of a stretch of heaps are alike, so a value missing from the first pairs
    // tends to be missing from their neighbours too, and scattered stretches find all needed
    // values in about a third of the pairs of a scan from a = 1 (measured on 0.007).
    std::vector<ScanRange>& ranges = ranges_;
    ranges.clear();
    for (const auto& split : moves_.splits) {
        if (n < split.take + 2) continue;
        const std::size_t r = n - split.take;
        const std::size_t half = split.unequal ? (r - 1) / 2 : r / 2;
        if (half == 0) continue;
        const std::size_t blocks = (half + scan_block - 1) / scan_block;
        std::size_t stride = std::max<std::size_t>(1, blocks * 5 / 8);
        while (std::gcd(stride, blocks) != 1) ++stride;
        ranges.push_back({r, half, blocks, stride, 0});
    }
    auto scan = [&](const ScanRange& range, std::size_t first, std::size_t last, std::uint8_t* into) {
        for (std::size_t k = first; k < last; ++k) {
            const std::size_t b = k * range.stride % range.blocks;
            const std::size_t lo = 1 + b * scan_block, hi = std::min(range.half, (b + 1) * scan_block) + 1;
            if (narrow_ok_) mark_pair_xors(narrow_.data(), range.r, lo, hi, into);
            else mark_pair_xors(values_.data(), range.r, lo, hi, into);
        }
    };
    // A quick look first at both ends of each range: the mirror pairs near r / 2 give 0 and the
    // small heaps the irregular values, which settles most heaps of games with few values.
    for (const auto& range : ranges) {
        const std::size_t probe = std::min<std::size_t>(quick_probe, range.half);
        if (narrow_ok_) {
            mark_pair_xors(narrow_.data(), range.r, 1, probe + 1, seen);
            mark_pair_xors(narrow_.data(), range.r, range.half + 1 - probe, range.half + 1, seen);
        } else {
            mark_pair_xors(values_.data(), range.r, 1, probe + 1, seen);
            mark_pair_xors(values_.data(), range.r, range.half + 1 - probe, range.half + 1, seen);
        }
    }
    std::erase_if(needed_, [&](Grundy v) { return seen[v] != 0; });
    bool left = true;
    for (std::size_t round = 4; !needed_.empty() && left; round *= 2) {
        left = false;
        for (auto& range : ranges) {
            const std::size_t first = range.next, last = std::min(range.blocks, first + round);
            if (first >= last) continue;
            if (helper_ && !helper_busy_ && (last - first) * scan_block >= options_.parallel_pairs) {
                const std::size_t middle = first + (last - first) / 2;
                helper_seen_.assign(size, 0);
                helper_->run_alongside([&] { scan(range, middle, last, helper_seen_.data()); },
                                       [&] { scan(range, first, middle, seen); });
                for (std::size_t v = 0; v < size; ++v) seen[v] |= helper_seen_[v];
            } else {
                scan(range, first, last, seen);
            }
            range.next = last;
            left = left || last < range.blocks;
        }
        std::erase_if(needed_, [&](Grundy v) { return seen[v] != 0; });
    }
    append(needed_.empty() ? common : needed_.front());
    return true;
}

} // namespace cgt::impartial::detail
