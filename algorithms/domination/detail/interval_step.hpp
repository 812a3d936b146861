#pragma once
// One step of the interval DP, shared by the trie engine (interval_dp.cpp) and the table engine
// (table.cpp): the four games of a colour string u of length len >= 1 from the values of its
// proper prefixes and suffixes.
//
// Every value is held as base + offset: the offset a number+up+star value in words
// (compact_nus.hpp), the base a game of the core that is not one (0 for NUS values). Most
// options are NUS: they are added and compared in words, and never touch the global game table.
// An option with a base costs a core sum only when both parts have one. A game's value is found
// in words when the simplicity rule makes it a number; otherwise its pruned option lists go to
// a cache of canonical forms, and to the core when the cache does not know them.

#include <cstddef>
#include <vector>

#include "algorithms/domination/detail/compact_nus.hpp"
#include "algorithms/domination/detail/options.hpp"
#include "algorithms/domination/interval_dp.hpp"

namespace cgt::domination::detail {

// One game: base + offset. Offsets of stored values stay within half the range of words
// (|number| < 2^125, |ups| < 2^30), so the sum of two never overflows and the DP's inner loop
// adds them unchecked; larger NUS values are kept as a base.
struct Slot {
    CompactNus offset;
    Game base; // 0 for a NUS value small enough for words

    bool is_nus() const { return base.is_zero(); }
    Game value() const {
        if (base.is_zero()) return to_game(offset);
        return offset == CompactNus{} ? base : base + to_game(offset);
    }
    static bool storable(const CompactNus& c) {
        return c.num < fixed_limit / 2 && c.num > -fixed_limit / 2 && c.ups < (1 << 30) && c.ups > -(1 << 30);
    }
    static Slot of(Game g) {
        Slot s;
        if (!compact_of(g, s.offset) || !storable(s.offset)) s = {CompactNus{}, g};
        return s;
    }
    static Slot of(const CompactNus& c) { return storable(c) ? Slot{c, Game()} : Slot{CompactNus{}, to_game(c)}; }
};

// x + y; the core adds the bases when both have one (or when the offsets overflow words).
inline Slot sum(const Slot& x, const Slot& y) {
    CompactNus offset;
    if (!add(x.offset, y.offset, offset)) return Slot::of(x.value() + y.value());
    if (y.base.is_zero()) return {offset, x.base};
    if (x.base.is_zero()) return {offset, y.base};
    Slot s = Slot::of(x.base + y.base); // may well be a NUS again
    if (!add(s.offset, offset, s.offset)) return Slot::of(x.value() + y.value());
    return s;
}

// The sum of two storable offsets (see Slot), which always fits.
inline CompactNus sum_unchecked(const CompactNus& a, const CompactNus& b) {
    return {a.num + b.num, a.ups + b.ups, a.nim ^ b.nim};
}

// What the options of a longer interval need from one part of it: for the part before the
// selected vertex, Y and Z (its last vertex is now dominated); for the part after, X and Z.
struct Half {
    Slot near; // only the end next to the selected vertex dominated
    Slot both; // both ends dominated

    bool is_nus() const { return near.is_nus() && both.is_nus(); }
};

inline Slot negated(const Slot& s) { return {negated(s.offset), -s.base}; }
inline Half negated(const Half& h) { return {negated(h.near), negated(h.both)}; }

// The four games P, X, Y, Z of an interval.
struct IntervalData {
    Slot slot[4];

    IntervalValues values() const { return {slot[0].value(), slot[1].value(), slot[2].value(), slot[3].value()}; }
    Half as_before() const { return {slot[2], slot[3]}; }
    Half as_after() const { return {slot[1], slot[3]}; }
};

// The options of one side of one game, pruned as they arrive: of the NUS options only those
// with the best number part are kept (a NUS with a smaller number part is dominated). Right's
// NUS options are stored negated, so that for both sides the best is the largest and the inner
// loop has no branch on the side.
class SideOptions {
public:
    explicit SideOptions(bool left) : left_(left) {}

    bool left() const { return left_; }
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
    bool tighten_by_stops(NumberBound& bound) const {
        for (const Slot& s : general_) {
            Fixed stop = 0;
            if (!fixed_of(left_ ? s.base.right_stop() : s.base.left_stop(), stop)) return false;
            tighten(bound, stop + s.offset.num, Endpoint::unknown, left_); // both below 2^126: no overflow
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
    void describe(std::vector<std::uint64_t>& key) const {
        key.push_back(count_ << 32 | general_.size());
        for (std::size_t i = 0; i < count_; ++i) describe(oriented_[i], key);
        for (const Slot& s : general_) {
            key.push_back(s.base.id());
            describe(s.offset, key);
        }
    }
    // After prune(): every surviving option as a Game.
    void collect(std::vector<Game>& out) const {
        out.clear();
        for (std::size_t i = 0; i < count_; ++i) out.push_back(to_game(left_ ? oriented_[i] : negated(oriented_[i])));
        for (const Slot& s : general_) out.push_back(s.value());
    }

private:
    static void describe(const CompactNus& c, std::vector<std::uint64_t>& key) {
        const auto num = static_cast<unsigned __int128>(c.num);
        key.push_back(static_cast<std::uint64_t>(num));
        key.push_back(static_cast<std::uint64_t>(num >> 64));
        key.push_back(static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.ups)) << 32 | c.nim);
    }

    static constexpr Fixed no_option = -fixed_limit * 2; // below every option (|num| < 2^126)
    bool left_;
    Fixed best_ = no_option;              // the best number part met so far
    std::size_t count_ = 0;               // options at the best number: oriented_[0, count_)
    std::vector<CompactNus> oriented_;    // NUS options, Right's negated
    std::vector<Slot> general_;           // options with a base, as they are
};

// The canonical forms of the option lists met most recently, keyed by the pruned lists: the
// same lists come back again and again (in other colourings, other intervals), and a look-up
// is much cheaper than a canonicalisation by the core. Direct-mapped, per thread.
class FinishCache {
public:
    static constexpr std::size_t size = std::size_t{1} << 15;
    FinishCache() : entries_(size) {}
    const Slot* find(const std::vector<std::uint64_t>& key, std::size_t hash) const {
        const Entry& e = entries_[hash & (size - 1)];
        return e.hash == hash && e.key == key ? &e.value : nullptr;
    }
    void put(const std::vector<std::uint64_t>& key, std::size_t hash, const Slot& value) {
        Entry& e = entries_[hash & (size - 1)];
        e.hash = hash;
        e.key.assign(key.begin(), key.end());
        e.value = value;
    }

private:
    struct Entry {
        std::size_t hash = 0;
        std::vector<std::uint64_t> key; // empty: never matches a real key
        Slot value;
    };
    std::vector<Entry> entries_;
};

// Scratch space of one thread, reused from step to step: the two sides of P, X, Y and Z.
struct OptionLists {
    SideOptions side[4][2] = {{SideOptions(true), SideOptions(false)}, {SideOptions(true), SideOptions(false)},
                              {SideOptions(true), SideOptions(false)}, {SideOptions(true), SideOptions(false)}};
    std::vector<Game> left, right;
    std::vector<std::uint64_t> key;
    FinishCache cache;
};

// One option x + y of a game of the given kind, for the players allowed by the colour.
inline void add_option(OptionLists& o, int kind, char colour, const Slot& x, const Slot& y) {
    const Slot s = sum(x, y);
    if (colour != 'B') o.side[kind][0].add(s);
    if (colour != 'A') o.side[kind][1].add(s);
}

// The game {left | right} of the options gathered in `left` and `right`.
inline Slot finish_game(SideOptions& left, SideOptions& right, OptionLists& o) {
    // A number, by the simplicity rule? The NUS options alone often show there is none.
    NumberBound lower = left.nus_bound(), upper = right.nus_bound();
    Fixed number = 0;
    if (may_hold_a_number(lower, upper) && left.tighten_by_stops(lower) && right.tighten_by_stops(upper) &&
        simplest_number_in(lower, upper, number))
        return Slot::of(CompactNus{number, 0, 0});
    left.prune();
    right.prune();
    o.key.clear();
    left.describe(o.key);
    right.describe(o.key);
    const std::size_t hash = hash_words(o.key);
    if (const Slot* known = o.cache.find(o.key, hash)) return *known;
    left.collect(o.left);
    right.collect(o.right);
    const Slot value = Slot::of(game_from_options(o.left, o.right));
    o.cache.put(o.key, hash, value);
    return value;
}

// colour(k): 'A', 'B' or 'C', the colour of u[k]; before(k): the Half of u[0, k);
// after(k): the Half of u[k+1, len). With only_p, X, Y and Z are left at 0 (a table's last level).
template <typename ColourAt, typename Before, typename After>
IntervalData interval_step(std::size_t len, ColourAt colour, Before before, After after, OptionLists& o,
                           bool only_p = false) {
    constexpr int P = 0, X = 1, Y = 2, Z = 3;
    IntervalData v; // X and Y of one vertex, Z of at most two: no legal move, 0
    if (len == 1) {
        const char c = colour(0);
        v.slot[P] = Slot::of(CompactNus{c == 'A' ? fixed_one : c == 'B' ? -fixed_one : 0, 0, c == 'C' ? 1U : 0U});
        return v;
    }
    const bool with_z = len >= 3 && !only_p;
    const int kinds = only_p ? 1 : with_z ? 4 : 3;
    for (int kind = 0; kind < kinds; ++kind) {
        for (SideOptions& side : o.side[kind]) {
            side.clear();
            side.reserve(len);
        }
    }
    for (std::size_t k = 0; k < len; ++k) {
        const Half& b = before(k);
        const Half& a = after(k);
        const char c = colour(k);
        if (c != 'C' && b.is_nus() && a.is_nus()) { // the common case: one side, words only
            const int side = c == 'B';
            const auto oriented = [side](const CompactNus& x) { return side ? negated(x) : x; };
            o.side[P][side].add_oriented(oriented(sum_unchecked(b.near.offset, a.near.offset)));
            if (only_p) continue;
            o.side[X][side].add_oriented(oriented(sum_unchecked(b.both.offset, a.near.offset)));
            o.side[Y][side].add_oriented(oriented(sum_unchecked(b.near.offset, a.both.offset)));
            if (with_z) o.side[Z][side].add_oriented(oriented(sum_unchecked(b.both.offset, a.both.offset)));
            continue;
        }
        add_option(o, P, c, b.near, a.near);
        if (only_p) continue;
        add_option(o, X, c, b.both, a.near);
        add_option(o, Y, c, b.near, a.both);
        if (with_z) add_option(o, Z, c, b.both, a.both);
    }
    for (int kind = 0; kind < kinds; ++kind) v.slot[kind] = finish_game(o.side[kind][0], o.side[kind][1], o);
    return v;
}

} // namespace cgt::domination::detail
