#pragma once
// The Grundy-sequence engine of take-and-break codes. Used through octal_grundy_sequence
// (octal_sequence.hpp) and OctalSequenceRun (octal_sequence_run.hpp: long runs, stopped and
// resumed). Three methods (OctalMethod):
//   * rare values: finite codes whose moves leave at most two heaps (octal games, Grundy's
//     game): the sparse-space technique, blocked and pipelined over two threads, or the
//     blocked pair loop when the values have no sparse space;
//   * subtraction: codes without splits whose digits repeat ([..]): the options of the repeated
//     digits are whole prefixes of the sequence, kept as sets with a "next absent value" index;
//   * mex loop: everything else (three heaps or more, splits in a repeated part): every option.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/octal_sequence_run.hpp"

namespace cgt::detail {
class WorkerPool;
}

namespace cgt::impartial::detail {

// The moves of a heap of n tokens, as the engine sees them.
struct HeapMoves {
    struct Single { // remove `take` tokens, leaving nothing (`whole`) or one heap of >= one_from tokens
        std::size_t take = 0;
        bool whole = false;
        bool one = false;
        std::size_t one_from = 1; // 2 under `?` (CGSuite's rule)
    };
    struct Split { // remove `take` tokens, leaving two non-empty heaps (of different sizes if `unequal`)
        std::size_t take = 0;
        bool unequal = false;
    };
    std::vector<Single> singles;
    std::vector<Split> splits;
    std::vector<std::size_t> equal_splits; // remove `take`, leaving two heaps of equal size (value 0)
};

// The moves of `code` by its finite digits (moves that leave three heaps or more are left out).
HeapMoves heap_moves(const OctalCode& code);

class OctalEngine {
public:
    // `prefix` holds G(0..) computed earlier (a resumed run): the engine continues after it.
    OctalEngine(const OctalCode& code, OctalSequenceOptions options, std::vector<Grundy> prefix = {});
    ~OctalEngine();
    OctalEngine(const OctalEngine&) = delete;
    OctalEngine& operator=(const OctalEngine&) = delete;

    // Computes G(n) for n < count. `stop` is asked between blocks of heaps; when it answers true
    // the engine returns false at once, values() then being a prefix it can continue from.
    bool extend(std::size_t count, const std::function<bool()>& stop = {});

    const std::vector<Grundy>& values() const noexcept { return values_; }
    std::vector<Grundy> take() noexcept { return std::move(values_); }

    OctalSequenceStats stats() const;

    // Bytes the engine holds for `count` values at most (values, their 16-bit copy, the rare
    // heaps, the prefix sets of the subtraction method).
    static std::size_t memory_needed(const OctalCode& code, std::size_t count) noexcept;

private:
    void append(Grundy g);
    void record(std::size_t n, Grundy g);
    void checkpoint(std::size_t count);
    bool fill_from_period(std::size_t count);
    void continue_period(std::size_t count);
    void choose_mask();
    bool rare_path_pays(std::size_t n) const;
    std::uint64_t extended(std::size_t n, Grundy v) const noexcept;
    bool is_rare(std::size_t n, Grundy v) const noexcept;
    void build_rare_class(std::size_t size);

    Grundy compute_plain(std::size_t n);
    Grundy compute_subtraction(std::size_t n);
    void offer_tail_options(std::size_t n);
    Grundy compute_mex_loop(std::size_t n);
    void compute_pair_block(std::size_t n0, std::size_t block);
    struct RareBlock {
        std::size_t first = 0, count = 0; // heaps first .. first + count - 1
        std::size_t limit = 0;            // phase 1 pairs rare heaps with heaps before this
        std::size_t rare_count = 0;       // rare heaps below limit
        std::size_t size = 0, stride = 0; // seen rows: `size` values, `stride` apart
        unsigned buffer = 0;              // which of block_seen_
    };
    bool run_rare_blocks(std::size_t stop_at, const std::function<bool()>& stop);
    RareBlock plan_rare_block(std::size_t first, std::size_t stop_at, std::size_t limit, unsigned buffer);
    struct Sources { // what phase 1 reads: taken before the helper starts, stable while it runs
        const Grundy* values;
        const std::uint16_t* narrow; // nullptr: use values
        const std::uint32_t* rare;
    };
    Sources sources() const noexcept;
    void prepare_rare_block(const RareBlock& block, const Sources& from);
    void finish_rare_block(const RareBlock& block);
    bool finish_rare_heap(std::size_t n, std::size_t n0, std::size_t rare_before, std::uint8_t* seen, std::size_t size);
    bool mark_single_options(std::size_t n, std::uint8_t* seen, std::size_t size) const;
    void mark_pairs(std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen, std::size_t size);

    OctalCode code_;
    OctalMethod method_;
    HeapMoves moves_;
    OctalSequenceOptions options_;
    std::unique_ptr<cgt::detail::WorkerPool> helper_; // one thread that runs half of a long loop
    std::vector<Grundy> values_;
    std::vector<std::uint16_t> narrow_; // a 16-bit copy of values_ while every value fits
    bool narrow_ok_ = true;
    bool helper_busy_ = false; // the helper runs a pipelined job: no nested use, keep narrow_
    bool period_filled_ = false;
    Periodicity period_; // the certified periodicity, once period_filled_
    std::size_t next_checkpoint_ = 64;

    // Rare values: heap n is rare when popcount(extended(n, G(n)) & mask_) is even, where
    // extended(n, v) = 2v + ((n + split_parity_) & 1) when every split removes a number of tokens
    // of the same parity (then the heap's parity may be part of the mask), else 2v.
    std::uint64_t mask_ = 0; // 0: the rare-value path is off
    bool parity_masks_ = false;
    std::size_t split_parity_ = 0;
    std::vector<std::uint64_t> count_by_extended_;
    std::vector<std::uint32_t> rare_heaps_;
    std::vector<std::uint8_t> rare_class_; // see build_rare_class
    Grundy max_value_ = 0;

    std::vector<std::uint8_t> seen_, helper_seen_;
    std::vector<std::uint8_t> block_seen_[2]; // one row per heap of a block: two blocks, or two threads
    std::vector<Grundy> needed_; // rare values a heap still has to find among its pairs
    struct ScanRange { // the pairs (a, r - a), 1 <= a <= half, in `blocks` stretches
        std::size_t r, half, blocks, stride, next; // stretch k is (k * stride) % blocks; next: first not scanned
    };
    std::vector<ScanRange> ranges_;

    // The subtraction method: for each residue t of n modulo the repeat length, the values that
    // the repeated digits offer a heap n = t (mod m), as a set with "next absent value" links.
    class AbsentSet {
    public:
        void insert(Grundy v);
        Grundy first_absent_from(Grundy v); // path halving keeps this near constant time
    private:
        std::vector<Grundy> next_; // next_[v] == v: absent; else some w > v with every value in [v, w) present
    };
    std::vector<AbsentSet> tail_sets_;
    std::size_t tail_from_ = 0; // the first repeated removal size
    std::vector<Grundy> extra_, option_values_;
};

} // namespace cgt::impartial::detail
