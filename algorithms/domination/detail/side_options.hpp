#pragma once
// The options of one side of one game of the interval DP, gathered and pruned as they come.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "algorithms/domination/detail/finish_cache.hpp"
#include "algorithms/domination/detail/slot.hpp"

namespace cgt::domination::detail {

// The stops of the bases met most recently, in fixed point: a base comes back in many options,
// and reading a stop from the game table builds a Dyadic. Direct-mapped, per thread.
class StopCache {
public:
    static constexpr std::size_t size = std::size_t{1} << 12;
    StopCache() : entries_(size) {}
    // False if a stop of g does not fit in words.
    bool stops(Game g, Fixed& left, Fixed& right) {
        Entry& e = entries_[g.id() & (size - 1)];
        if (e.id_plus_one != std::uint64_t{g.id()} + 1) {
            e.id_plus_one = std::uint64_t{g.id()} + 1;
            e.fits = fixed_of(g.left_stop(), e.left) && fixed_of(g.right_stop(), e.right);
        }
        left = e.left;
        right = e.right;
        return e.fits;
    }

private:
    struct Entry {
        std::uint64_t id_plus_one = 0; // 0: empty
        bool fits = false;
        Fixed left = 0, right = 0;
    };
    std::vector<Entry> entries_;
};

// The options of one side of one game, pruned as they arrive: of the NUS options only those
// with the best number part are kept (a NUS with a smaller number part is dominated). Right's
// NUS options are stored negated, so that for both sides the best is the largest and the inner
// loop has no branch on the side.
class SideOptions {
public:
    explicit SideOptions(bool left) : left_(left) {}

    void clear() {
        best_ = no_option;
        count_ = 0;
        general_.clear();
    }
    // Room for n more NUS options without checks.
    void reserve(std::size_t n) {
        if (oriented_.size() < count_ + n) oriented_.resize(count_ + n);
    }
    void add(const CompactNus& c) {
        reserve(1);
        add_oriented(left_ ? c : negated(c));
    }
    void add(const Slot& s) {
        if (s.is_nus()) add(s.offset);
        else general_.push_back(s);
    }
    // A NUS option already negated for Right, with room reserved: written in place whatever
    // it is (no branch to mispredict), then kept or not.
    void add_oriented(const CompactNus& c) {
        const bool better = c.num > best_, tie = c.num == best_;
        oriented_[better ? 0 : count_] = c;
        count_ = better ? 1 : count_ + tie;
        best_ = better ? c.num : best_;
    }
    // The numbers z with every option of this side <| z (Left) or z <| every option (Right), as
    // a bound: first from the NUS options, where only those with the best number part matter.
    NumberBound nus_bound() const {
        if (count_ == 0) return {};
        bool strict = true; // z = best is allowed when no option there is >= best (Left), <= best (Right)
        const CompactNus x{best_, 0, 0};
        for (std::size_t i = 0; i < count_; ++i) strict = strict && !leq(x, oriented_[i]);
        return {true, left_ ? best_ : -best_, strict ? Endpoint::closed : Endpoint::open};
    }
    // Then from the other games, whose stops bound z up to the stop itself (false if a stop does
    // not fit in words). An offset moves the stops by its number part.
    bool tighten_by_stops(NumberBound& bound, StopCache& cache) const {
        for (const Slot& s : general_) {
            Fixed left_stop = 0, right_stop = 0;
            if (!cache.stops(s.base, left_stop, right_stop)) return false;
            // Both below 2^126: no overflow.
            tighten(bound, (left_ ? right_stop : left_stop) + s.offset.num, Endpoint::unknown, left_);
        }
        return true;
    }

    // Drops the NUS options dominated by another (Left: smaller, Right: larger) or repeated.
    void prune() {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < count_; ++i) {
            bool dominated = false;
            for (std::size_t j = 0; j < count_ && !dominated; ++j) {
                if (i == j) continue;
                const CompactNus& a = oriented_[i];
                const CompactNus& b = oriented_[j];
                if (a == b) dominated = j < i; // keep the first of equal ones
                else dominated = leq(a, b);
            }
            if (!dominated) oriented_[kept++] = oriented_[i];
        }
        count_ = kept;
    }
    // After prune(): appends a description of the surviving options to key.
    void describe(OptionKey& key) const {
        key.push(count_ << 32 | general_.size());
        if (count_ > 0) push_number(best_, key); // every NUS option has this number part
        for (std::size_t i = 0; i < count_; ++i) push_infinitesimal(oriented_[i], key);
        for (const Slot& s : general_) {
            key.push(s.base.id());
            push_number(s.offset.num, key);
            push_infinitesimal(s.offset, key);
        }
    }
    // After prune(): every surviving option as a Game.
    void collect(std::vector<Game>& out) const {
        out.clear();
        for (std::size_t i = 0; i < count_; ++i) out.push_back(to_game(left_ ? oriented_[i] : negated(oriented_[i])));
        for (const Slot& s : general_) out.push_back(s.value());
    }

private:
    static void push_number(Fixed x, OptionKey& key) {
        const auto bits = static_cast<FixedBits>(x);
        key.push(static_cast<std::uint64_t>(bits));
        key.push(static_cast<std::uint64_t>(bits >> 64));
    }
    static void push_infinitesimal(const CompactNus& c, OptionKey& key) {
        key.push(static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.ups)) << 32 | c.nim);
    }

    static constexpr Fixed no_option = -fixed_limit * 2; // below every option (|num| < 2^126)
    bool left_;
    Fixed best_ = no_option;              // the best number part met so far
    std::size_t count_ = 0;               // options at the best number: oriented_[0, count_)
    std::vector<CompactNus> oriented_;    // NUS options, Right's negated
    std::vector<Slot> general_;           // options with a base, as they are
};

} // namespace cgt::domination::detail
