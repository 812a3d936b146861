#pragma once
// The options of one side of one game of the interval DP, gathered and pruned as they come.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "algorithms/domination/detail/finish_cache.hpp"
#include "algorithms/domination/detail/slot.hpp"
#include "cgt/memory.hpp"

namespace cgt::domination::detail {

// The stops of the bases met most recently, in fixed point: a base comes back in many options,
// and reading a stop from the game table builds a Dyadic. Direct-mapped, per thread.
class StopCache {
public:
    // False if a stop of g does not fit in words.
    bool stops(Game g, Fixed& left, Fixed& right) {
        Entry* e = slots_.slot(g.id());
        if (!e) return fixed_of(g.left_stop(), left) && fixed_of(g.right_stop(), right);
        if (e->id_plus_one != std::uint64_t{g.id()} + 1) {
            e->id_plus_one = std::uint64_t{g.id()} + 1;
            e->fits = fixed_of(g.left_stop(), e->left) && fixed_of(g.right_stop(), e->right);
        }
        left = e->left;
        right = e->right;
        return e->fits;
    }

private:
    struct Entry {
        std::uint64_t id_plus_one = 0; // 0: empty
        bool fits = false;
        Fixed left = 0, right = 0;
    };
    CacheSlots<Entry> slots_{std::size_t{1} << 12};
};

// The options of one side of one game, pruned as they arrive: of the NUS options only those
// with the best number part are kept (a NUS with a smaller number part is dominated). Right's
// NUS options are stored negated, so that for both sides the best is the largest and the inner
// loop has no branch on the side.
//
// Finishing a game uses them in this order: nus_bound and, after read_stops, tighten_by_stops
// (the simplicity rule); best_stop, then prune (dominated options dropped); describe and collect
// relative to a shift (the game's left stop: see finish_game).
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
        else general_.push_back(General{s, 0, 0});
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
    // Reads the stops of the options with a base (an offset moves them by its number part);
    // false if a stop does not fit in words.
    bool read_stops(StopCache& cache) {
        for (General& g : general_) {
            if (!cache.stops(g.slot.base, g.left_stop, g.right_stop)) return false;
            g.left_stop += g.slot.offset.num; // both below 2^126: no overflow
            g.right_stop += g.slot.offset.num;
        }
        return true;
    }
    // After read_stops: the other games bound z by their stops, exactly except at the stop
    // itself.
    void tighten_by_stops(NumberBound& bound) const {
        for (const General& g : general_) tighten(bound, left_ ? g.right_stop : g.left_stop, Endpoint::unknown, left_);
    }
    // After read_stops: the game's own stop on this side when the game is not a number: for
    // Left the largest right stop of its options, for Right the smallest left stop. False when
    // the side has no options.
    bool best_stop(Fixed& stop) const {
        bool any = count_ > 0;
        if (any) stop = left_ ? best_ : -best_;
        for (const General& g : general_) {
            const Fixed s = left_ ? g.right_stop : g.left_stop;
            if (!any || (left_ ? s > stop : s < stop)) stop = s;
            any = true;
        }
        return any;
    }

    // After read_stops: drops the options that `stop` (the game's stop on this side) shows to
    // be dominated: a Left option whose left stop is below the game's left stop is smaller
    // than the option that reaches it (Right mirrored). Then drops the NUS options dominated by
    // another (Left: smaller, Right: larger) or repeated.
    void prune_by_stop(Fixed stop) {
        if (count_ > 0 && (left_ ? best_ < stop : -best_ > stop)) count_ = 0;
        std::erase_if(general_, [&](const General& g) { return left_ ? g.left_stop < stop : g.right_stop > stop; });
    }
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
    // After prune(): appends a description of the surviving options, translated by -shift, to
    // key. Number parts equal to the shift (the common case) take no words.
    void describe(OptionKey& key, Fixed shift) const {
        const Fixed nus_number = count_ > 0 ? (left_ ? best_ : -best_) - shift : 0; // every NUS option has it
        key.push(count_ << 33 | general_.size() << 1 | (nus_number != 0));
        if (nus_number != 0) push_number(nus_number, key);
        for (std::size_t i = 0; i < count_; ++i) push_infinitesimal(oriented_[i], key);
        for (const General& g : general_) {
            const Fixed number = g.slot.offset.num - shift;
            const bool infinitesimal = g.slot.offset.ups != 0 || g.slot.offset.nim != 0;
            key.push(std::uint64_t{g.slot.base.id()} | std::uint64_t{number != 0} << 32 | std::uint64_t{infinitesimal} << 33);
            if (number != 0) push_number(number, key);
            if (infinitesimal) push_infinitesimal(g.slot.offset, key);
        }
    }
    // After prune(): every surviving option, translated by -shift, as a Game.
    void collect(std::vector<Game>& out, Fixed shift) const {
        out.clear();
        for (std::size_t i = 0; i < count_; ++i) {
            CompactNus c = left_ ? oriented_[i] : negated(oriented_[i]);
            c.num -= shift;
            out.push_back(to_game(c));
        }
        for (const General& g : general_) {
            CompactNus c = g.slot.offset;
            c.num -= shift;
            out.push_back(c == CompactNus{} ? g.slot.base : g.slot.base + to_game(c));
        }
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

    // An option with a base, and its stops once read.
    struct General {
        Slot slot;
        Fixed left_stop, right_stop;
    };

    static constexpr Fixed no_option = -fixed_limit * 2; // below every option (|num| < 2^126)
    bool left_;
    Fixed best_ = no_option;              // the best number part met so far
    std::size_t count_ = 0;               // options at the best number: oriented_[0, count_)
    std::vector<CompactNus> oriented_;    // NUS options, Right's negated
    std::vector<General> general_;        // options with a base, as they are
};

} // namespace cgt::domination::detail
