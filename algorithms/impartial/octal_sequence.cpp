#include "algorithms/impartial/octal_sequence.hpp"

#include <algorithm>
#include <bit>
#include <memory>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "algorithms/impartial/detail/pair_scan.hpp"
#include "cgt/errors.hpp"

namespace cgt::impartial {

namespace {

// A second thread that runs one job at a time while the caller runs another (the two halves of
// a long pair loop).
class HelperThread {
public:
    HelperThread() : thread_([this] { loop(); }) {}
    ~HelperThread() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }
    HelperThread(const HelperThread&) = delete;
    HelperThread& operator=(const HelperThread&) = delete;

    void run_alongside(const std::function<void()>& helper_job, const std::function<void()>& own_job) {
        {
            std::lock_guard lock(mutex_);
            job_ = &helper_job;
        }
        wake_.notify_one();
        own_job();
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return job_ == nullptr; });
    }

private:
    void loop() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stop_ || job_ != nullptr; });
            if (stop_) return;
            lock.unlock();
            (*job_)();
            lock.lock();
            job_ = nullptr;
            done_.notify_one();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void()>* job_ = nullptr;
    bool stop_ = false;
    std::thread thread_;
};

void check_count(std::size_t count) {
    if (count > max_octal_sequence_length)
        throw InvalidArgument(fmt::format("an octal sequence of {} values is too long (at most {})", count,
                                          max_octal_sequence_length));
}

Grundy mex_of(const std::vector<std::uint8_t>& seen) {
    Grundy v = 0;
    while (v < seen.size() && seen[v]) ++v;
    return v;
}

// Values seen among options are XORs of earlier values, so they stay below this power of two.
std::size_t seen_size_for(Grundy max_value) { return std::size_t{2} * std::bit_ceil(std::size_t{max_value} + 1) + 2; }

// Computes G(0..count-1) heap by heap. For heaps whose split options are many, the values of
// split options are found with the rare-value technique (Gangolli-Plambeck, Flammenkamp):
// pick a mask m and call a value v common when popcount(v & m) is odd, rare otherwise. The XOR
// of two common values is rare, so every common value among the options comes from a pair with
// a rare heap (or a single-heap option). With few rare heaps, the common values among options
// are found from O(#rare) pairs; a rare candidate for the mex is checked by a search that
// usually stops after a few pairs. The mask is re-chosen as the sequence grows (any mask is
// correct; a good one only makes this fast).
class OctalEngine {
public:
    OctalEngine(const OctalCode& code, std::size_t count, const OctalSequenceOptions& options)
        : code_(code), options_(options) {
        if (options.threads > 1 && code.has_splits() && count > 2 * options.parallel_pairs)
            helper_ = std::make_unique<HelperThread>();
        values_.reserve(count);
        if (code.has_splits()) narrow_.reserve(count);
        else narrow_ok_ = false;
        for (std::size_t i = 1; i <= code.max_take(); ++i)
            if (code.may_split(i)) split_takes_.push_back(i);
        seen_.assign(seen_size_for(0), 0);
        helper_seen_.assign(seen_.size(), 0);
        run(count);
    }

    std::vector<Grundy> take() { return std::move(values_); }

private:
    void run(std::size_t count) {
        std::size_t next_checkpoint = 64;
        std::size_t n = 0;
        while (n < count) {
            const std::size_t block = block_size_at(n, std::min(count, next_checkpoint));
            if (block > 1) {
                compute_block(n, block);
                n += block;
            } else {
                append(n == 0 ? 0 : compute(n));
                ++n;
            }
            if (n == next_checkpoint && n < count) {
                next_checkpoint *= 2;
                if (options_.stop_at_period && fill_from_period(count)) return;
                if (options_.use_rare_values && !split_takes_.empty() && n >= 1024) choose_mask();
            }
        }
    }

    void append(Grundy g) {
        const std::size_t n = values_.size();
        values_.push_back(g);
        if (narrow_ok_) {
            if (g > 0xFFFF) {
                narrow_ok_ = false;
                narrow_ = {};
            } else {
                narrow_.push_back(static_cast<std::uint16_t>(g));
            }
        }
        record(n, g);
    }

    // ---- blocks of heaps: the pair loops of `block` consecutive heaps run together over the
    // same stretch of values (cache blocking), so the values stream from memory once per block
    // instead of once per heap. Pairs that need a value of the block itself are done afterwards,
    // heap by heap. ----

    static constexpr std::size_t max_block = 8;
    static constexpr std::size_t block_from = 4096;  // heaps below this are cheap anyway
    static constexpr std::size_t chunk = 4096;       // pairs per stretch (fits L1 with a seen array)

    std::size_t block_size_at(std::size_t n, std::size_t stop) const {
        if (split_takes_.empty() || n < block_from) return 1;
        if (options_.use_rare_values && mask_ != 0 && rare_heaps_.size() * split_takes_.size() * 4 < n / 2) return 1;
        return std::min(max_block, stop - n);
    }

    void compute_block(std::size_t n0, std::size_t block) {
        const std::size_t size = 4 * std::bit_ceil(std::size_t{max_value_} + 1); // room for the block's new values
        for (auto& seen : block_seen_) seen.assign(block * size, 0);
        // Phase 1: pairs (a, r - a) with r - a < n0 (known values), for every heap of the block.
        std::size_t widest = 0;
        for (std::size_t j = 0; j < block; ++j)
            for (std::size_t i : split_takes_)
                if (n0 + j >= i + 2) widest = std::max(widest, (n0 + j - i) / 2);
        auto phase_one = [&](std::size_t first, std::size_t last, std::uint8_t* seen) {
            for (std::size_t start = first; start < last; start += chunk) {
                const std::size_t end = std::min(last, start + chunk);
                for (std::size_t j = 0; j < block; ++j)
                    for (std::size_t i : split_takes_) {
                        if (n0 + j < i + 2) continue;
                        const std::size_t r = n0 + j - i;
                        const std::size_t lo = std::max(start, r >= n0 ? r - n0 + 1 : std::size_t{1});
                        const std::size_t hi = std::min(end, r / 2 + 1);
                        if (lo >= hi) continue;
                        if (narrow_ok_) detail::mark_pair_xors(narrow_.data(), r, lo, hi, seen + j * size);
                        else detail::mark_pair_xors(values_.data(), r, lo, hi, seen + j * size);
                    }
            }
        };
        if (helper_ && widest * block >= options_.parallel_pairs) {
            const std::size_t middle = 1 + widest / 2;
            helper_->run_alongside([&] { phase_one(middle, widest + 1, block_seen_[1].data()); },
                                   [&] { phase_one(1, middle, block_seen_[0].data()); });
            for (std::size_t k = 0; k < block * size; ++k) block_seen_[0][k] |= block_seen_[1][k];
        } else {
            phase_one(1, widest + 1, block_seen_[0].data());
        }
        // Phase 2, heap by heap: single-heap options and the pairs that need the block's values.
        for (std::size_t j = 0; j < block; ++j) {
            const std::size_t n = n0 + j;
            std::uint8_t* seen = block_seen_[0].data() + j * size;
            const Grundy* g = values_.data();
            bool overflow = false;
            auto mark = [&](Grundy x) {
                if (x < size) seen[x] = 1;
                else overflow = true;
            };
            for (std::size_t i = 1; i <= code_.max_take() && i <= n; ++i) {
                const std::size_t r = n - i;
                if (r == 0 && code_.may_take_all(i)) mark(0);
                if (r >= 1 && code_.may_leave_one(i)) mark(g[r]);
                if (r >= 2 && code_.may_split(i))
                    for (std::size_t a = 1; a <= r / 2 && r - a >= n0; ++a) mark(g[a] ^ g[r - a]);
            }
            if (overflow) { // values grew past the room reserved: finish this heap the plain way
                append(compute(n));
                continue;
            }
            Grundy v = 0;
            while (v < size && seen[v]) ++v;
            append(v);
        }
    }

    bool is_rare(Grundy v) const { return (std::popcount(v & mask_) & 1) == 0; }

    void record(std::size_t n, Grundy g) {
        if (g > max_value_) {
            max_value_ = g;
            if (seen_size_for(g) > seen_.size()) {
                seen_.assign(seen_size_for(g), 0);
                helper_seen_.assign(seen_.size(), 0);
                count_by_value_.resize(seen_.size(), 0);
            }
        }
        if (count_by_value_.size() <= g) count_by_value_.resize(seen_size_for(g), 0);
        if (n > 0) {
            ++count_by_value_[g];
            if (is_rare(g)) rare_heaps_.push_back(static_cast<std::uint32_t>(n));
        }
    }

    bool fill_from_period(std::size_t count) {
        const auto found = find_periodicity(code_, values_);
        if (!found) return false;
        for (std::size_t n = values_.size(); n < count; ++n) values_.push_back(values_[n - found->period]);
        return true;
    }

    // The mask whose rare set holds the fewest heaps so far: rare(m) = (total + W[m]) / 2 where W
    // is the Walsh-Hadamard transform of the value histogram.
    void choose_mask() {
        const std::size_t size = std::bit_ceil(std::size_t{max_value_} + 1);
        std::vector<std::int64_t> w(size, 0);
        std::int64_t total = 0;
        for (std::size_t v = 0; v < size && v < count_by_value_.size(); ++v) {
            w[v] = static_cast<std::int64_t>(count_by_value_[v]);
            total += w[v];
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
            if (w[m] < w[best]) best = m;
        const std::int64_t best_rare = (total + w[best]) / 2;
        if (best_rare * 5 >= static_cast<std::int64_t>(rare_heaps_.size()) * 4) return; // not worth a switch
        mask_ = static_cast<Grundy>(best);
        rare_heaps_.clear();
        for (std::size_t n = 1; n < values_.size(); ++n)
            if (is_rare(values_[n])) rare_heaps_.push_back(static_cast<std::uint32_t>(n));
    }

    Grundy compute(std::size_t n) {
        std::fill(seen_.begin(), seen_.end(), 0);
        const Grundy* g = values_.data();
        std::size_t pairs = 0;
        split_rests_.clear();
        for (std::size_t i = 1; i <= code_.max_take() && i <= n; ++i) {
            const std::size_t r = n - i;
            if (r == 0 && code_.may_take_all(i)) seen_[0] = 1;
            if (r >= 1 && code_.may_leave_one(i)) seen_[g[r]] = 1;
            if (r >= 2 && code_.may_split(i)) {
                split_rests_.push_back(r);
                pairs += r / 2;
            }
        }
        if (pairs == 0) return mex_of(seen_);
        if (options_.use_rare_values && mask_ != 0 && rare_heaps_.size() * split_rests_.size() * 4 < pairs) {
            if (const auto v = compute_with_rare_values(pairs)) return *v;
            std::fill(seen_.begin(), seen_.end(), 0); // gave up: start over with the pair loop
            for (std::size_t i = 1; i <= code_.max_take() && i <= n; ++i) {
                const std::size_t r = n - i;
                if (r == 0 && code_.may_take_all(i)) seen_[0] = 1;
                if (r >= 1 && code_.may_leave_one(i)) seen_[g[r]] = 1;
            }
        }
        for (std::size_t r : split_rests_) mark_all_pairs(r);
        return mex_of(seen_);
    }

    std::optional<Grundy> compute_with_rare_values(std::size_t pairs) {
        const Grundy* g = values_.data();
        for (std::size_t r : split_rests_)
            for (std::uint32_t a : rare_heaps_) {
                if (a >= r) break;
                seen_[g[a] ^ g[r - a]] = 1;
            }
        std::size_t budget = pairs; // give up after about one full pair loop of searching
        for (Grundy v = 0;; ++v) {
            if (seen_[v]) continue;
            if (!is_rare(v)) return v; // common values among options all came from rare heaps
            const auto found = search_pair_with_xor(v, budget);
            if (!found) return std::nullopt;
            if (!*found) return v;
        }
    }

    // Searches the split pairs for an XOR equal to v: every rest r in turn, in growing blocks taken
    // from both ends of the pair range 1..r/2 (the small heaps hold the irregular values; the
    // mirror pairs near r/2 give 0 at once). Nothing when the budget runs out first.
    std::optional<bool> search_pair_with_xor(Grundy v, std::size_t& budget) {
        const Grundy* g = values_.data();
        low_.clear();
        high_.clear();
        for (std::size_t r : split_rests_) { // unsearched: low <= a < high
            low_.push_back(1);
            high_.push_back(r / 2 + 1);
        }
        std::size_t block = 16;
        for (bool left = true; left; block *= 2) {
            left = false;
            for (std::size_t j = 0; j < split_rests_.size(); ++j) {
                std::size_t& low = low_[j];
                std::size_t& high = high_[j];
                if (low >= high) continue;
                const std::size_t take = std::min(block, (high - low + 1) / 2);
                if (2 * take > budget) return std::nullopt;
                budget -= 2 * take;
                if (detail::has_pair_with_xor(g, split_rests_[j], low, low + take, v) ||
                    detail::has_pair_with_xor(g, split_rests_[j], high - take, high, v))
                    return true;
                low += take;
                high -= take;
                left = left || low < high;
            }
        }
        return false;
    }

    void mark_all_pairs(std::size_t r) {
        if (narrow_ok_) mark_all_pairs(narrow_.data(), r);
        else mark_all_pairs(values_.data(), r);
    }

    template <typename Value>
    void mark_all_pairs(const Value* g, std::size_t r) {
        const std::size_t half = r / 2;
        if (!helper_ || half < options_.parallel_pairs) {
            detail::mark_pair_xors(g, r, 1, half + 1, seen_.data());
            return;
        }
        const std::size_t middle = 1 + half / 2;
        std::fill(helper_seen_.begin(), helper_seen_.end(), 0);
        helper_->run_alongside([&] { detail::mark_pair_xors(g, r, middle, half + 1, helper_seen_.data()); },
                               [&] { detail::mark_pair_xors(g, r, 1, middle, seen_.data()); });
        for (std::size_t v = 0; v < seen_.size(); ++v) seen_[v] |= helper_seen_[v];
    }

    const OctalCode& code_;
    OctalSequenceOptions options_;
    std::unique_ptr<HelperThread> helper_;
    std::vector<std::size_t> split_takes_;
    std::vector<std::size_t> split_rests_, low_, high_;
    std::vector<Grundy> values_;
    std::vector<std::uint16_t> narrow_; // a 16-bit copy of values_ while every value fits
    bool narrow_ok_ = true;
    std::vector<std::uint8_t> seen_, helper_seen_;
    std::vector<std::uint8_t> block_seen_[2]; // per thread: one seen array per heap of a block
    std::vector<std::uint64_t> count_by_value_;
    std::vector<std::uint32_t> rare_heaps_;
    Grundy max_value_ = 0;
    Grundy mask_ = 0; // 0: every value is rare, i.e. the rare-value path is off
};

} // namespace

std::vector<Grundy> octal_grundy_sequence(const OctalCode& code, std::size_t count, const OctalSequenceOptions& options) {
    check_count(count);
    if (count == 0) return {};
    OctalEngine engine(code, count, options);
    return engine.take();
}

std::vector<Grundy> octal_grundy_sequence_naive(const OctalCode& code, std::size_t count) {
    check_count(count);
    std::vector<Grundy> g;
    g.reserve(count);
    for (std::size_t n = 0; n < count; ++n) {
        std::vector<bool> seen(n + 2, false); // a heap of n has at most n + 1 option values below the mex
        for_each_heap_option(code, n, [&](std::size_t a, std::size_t b) {
            const Grundy x = g[a] ^ g[b]; // g[0] == 0 stands for "no heap"
            if (x < seen.size()) seen[x] = true;
        });
        Grundy v = 0;
        while (seen[v]) ++v;
        g.push_back(v);
    }
    return g;
}

PeriodicityTheorem periodicity_theorem(const OctalCode& code) {
    const std::size_t parts = code.has_splits() ? 2 : 1; // no splits: a window of k values repeats
    return {code.max_take(), parts, parts - 1, 1};
}

bool certifies_periodicity(const OctalCode& code, std::span<const Grundy> values, Periodicity candidate) {
    return certifies_periodicity(values, candidate, periodicity_theorem(code));
}

std::optional<Periodicity> find_periodicity(const OctalCode& code, std::span<const Grundy> values) {
    return find_periodicity(values, periodicity_theorem(code));
}

Grundy octal_heap_grundy(const OctalCode& code, std::size_t n) {
    check_count(n + 1);
    return octal_grundy_sequence(code, n + 1).back();
}

} // namespace cgt::impartial
