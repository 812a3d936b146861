#pragma once
// One step of the interval DP, shared by the trie engine (interval_dp.cpp) and the table engine
// (table.cpp): the four games of a colour string u of length len >= 1 from the values of its
// proper prefixes and suffixes.
//
// Most options are number+up+star values. They are added and compared in machine words
// (compact_nus.hpp), and when what is left is a number game ({a | b} with numbers), its value
// is found in words too: such values never touch the global game table (a Slot then has no
// Game until one is asked for). Everything else goes to the core, after the dominated NUS
// options are gone.

#include <cstddef>
#include <vector>

#include "algorithms/domination/detail/compact_nus.hpp"
#include "algorithms/domination/detail/options.hpp"
#include "algorithms/domination/interval_dp.hpp"

namespace cgt::domination::detail {

// One game: its NUS parts in words when it is a (small enough) NUS, its Game when known. At
// least one of the two is there.
struct Slot {
    CompactNus parts;
    Game game;
    bool has_game = true; // the default Slot is 0, with both

    Game value() const { return has_game ? game : to_game(parts); }
    static Slot of(Game g) { return {compact_of(g), g, true}; }
    static Slot of(const CompactNus& c) { return {c, Game(), false}; }
};

// What the options of a longer interval need from one part of it: for the part before the
// selected vertex, Y and Z (its last vertex is now dominated); for the part after, X and Z.
struct Half {
    Slot near; // only the end next to the selected vertex dominated
    Slot both; // both ends dominated
};

inline Slot negated(const Slot& s) {
    Slot r = s;
    if (s.parts.valid) r.parts = negated(s.parts);
    if (s.has_game) r.game = -s.game;
    return r;
}
inline Half negated(const Half& h) { return {negated(h.near), negated(h.both)}; }

// The four games P, X, Y, Z of an interval.
struct IntervalData {
    Slot slot[4];

    IntervalValues values() const { return {slot[0].value(), slot[1].value(), slot[2].value(), slot[3].value()}; }
    Half as_before() const { return {slot[2], slot[3]}; }
    Half as_after() const { return {slot[1], slot[3]}; }
};

// The options of one side of one game, pruned as they arrive: of the NUS options only those
// with the best number part are kept (a NUS with a smaller number part is dominated).
class SideOptions {
public:
    void clear() {
        have_best_ = false;
        at_best_.clear();
        general_.clear();
    }
    void add(const CompactNus& c, bool left) {
        if (!have_best_) {
            have_best_ = true;
            best_ = c;
            at_best_.push_back(c);
            return;
        }
        int cmp = compare_numbers(c, best_);
        if (!left) cmp = -cmp;
        if (cmp < 0) return;
        if (cmp > 0) {
            best_ = c;
            at_best_.clear();
        }
        at_best_.push_back(c);
    }
    void add(Game g) { general_.push_back(g); }
    void add(const Slot& s, bool left) {
        if (s.parts.valid) add(s.parts, left);
        else add(s.game);
    }

    // The numbers z with every option of this side <| z (Left) or z <| every option (Right), as
    // a bound: first from the NUS options, where only those with the best number part matter.
    NumberBound nus_bound(bool left) const {
        if (!have_best_) return {};
        CompactNus x = best_;
        x.ups = 0;
        x.nim = 0;
        bool strict = true; // z = x is allowed when no option at x is >= x (Left), <= x (Right)
        for (const CompactNus& c : at_best_) strict = strict && !(left ? leq(x, c) : leq(c, x));
        return {true, x, strict ? Endpoint::closed : Endpoint::open};
    }
    // Then from the other games, whose stops bound z up to the stop itself (false if a stop does
    // not fit in words).
    bool tighten_by_stops(bool left, NumberBound& bound) const {
        for (Game g : general_) {
            CompactNus stop;
            if (!compact_number_of(left ? g.right_stop() : g.left_stop(), stop)) return false;
            tighten(bound, stop, Endpoint::unknown, left);
        }
        return true;
    }
    // Drops the NUS options dominated by another (Left: smaller, Right: larger) or repeated.
    void prune(bool left) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < at_best_.size(); ++i) {
            bool dominated = false;
            for (std::size_t j = 0; j < at_best_.size() && !dominated; ++j) {
                if (i == j) continue;
                const CompactNus& a = at_best_[i];
                const CompactNus& b = at_best_[j];
                if (a == b) dominated = j < i; // keep the first of equal ones
                else dominated = left ? leq(a, b) : leq(b, a);
            }
            if (!dominated) at_best_[kept++] = at_best_[i];
        }
        at_best_.resize(kept);
    }
    // After prune(): appends a description of the surviving options to key (false if a nimber is
    // too large to describe in the packed form).
    bool describe(std::vector<std::uint64_t>& key) const {
        key.push_back(at_best_.size() << 32 | general_.size());
        for (const CompactNus& c : at_best_) {
            if (c.nim >= (1U << 24)) return false;
            key.push_back(static_cast<std::uint64_t>(c.num));
            key.push_back(static_cast<std::uint64_t>(c.exp) << 56 | static_cast<std::uint64_t>(c.nim) << 32 |
                          static_cast<std::uint32_t>(c.ups));
        }
        for (Game g : general_) key.push_back(g.id());
        return true;
    }
    // After prune(): every surviving option as a Game.
    void collect(std::vector<Game>& out) const {
        out.clear();
        for (const CompactNus& c : at_best_) out.push_back(to_game(c));
        out.insert(out.end(), general_.begin(), general_.end());
    }

private:
    bool have_best_ = false;
    CompactNus best_;
    std::vector<CompactNus> at_best_;
    std::vector<Game> general_;
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

// Scratch space of one thread, reused from step to step.
struct OptionLists {
    SideOptions side[4][2];
    std::vector<Game> left, right;
    std::vector<std::uint64_t> key;
    FinishCache cache;
};

// One option x + y of a game of the given kind, for the players allowed by the colour.
inline void add_option(OptionLists& o, int kind, char colour, const Slot& x, const Slot& y) {
    const bool to_left = colour != 'B', to_right = colour != 'A';
    if (x.parts.valid && y.parts.valid) {
        CompactNus s = add(x.parts, y.parts);
        if (s.valid) {
            if (to_left) o.side[kind][0].add(s, true);
            if (to_right) o.side[kind][1].add(s, false);
            return;
        }
    }
    Game g = x.value() + y.value();
    if (to_left) o.side[kind][0].add(g);
    if (to_right) o.side[kind][1].add(g);
}

// The game {left | right} of the options gathered in `left` and `right`.
inline Slot finish_game(SideOptions& left, SideOptions& right, OptionLists& o) {
    // A number, by the simplicity rule? The NUS options alone often show there is none.
    NumberBound lower = left.nus_bound(true), upper = right.nus_bound(false);
    CompactNus number;
    if (may_hold_a_number(lower, upper) && left.tighten_by_stops(true, lower) && right.tighten_by_stops(false, upper) &&
        simplest_number_in(lower, upper, number))
        return Slot::of(number);
    left.prune(true);
    right.prune(false);
    o.key.clear();
    const bool cacheable = left.describe(o.key) && right.describe(o.key);
    const std::size_t hash = cacheable ? hash_words(o.key) : 0;
    if (cacheable)
        if (const Slot* known = o.cache.find(o.key, hash)) return *known;
    left.collect(o.left);
    right.collect(o.right);
    Slot value = Slot::of(game_from_options(o.left, o.right));
    if (cacheable) o.cache.put(o.key, hash, value);
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
        char c = colour(0);
        v.slot[P] = Slot::of(c == 'A' ? Game::integer(1) : c == 'B' ? Game::integer(-1) : Game::star());
        return v;
    }
    const bool with_z = len >= 3 && !only_p;
    const int kinds = only_p ? 1 : with_z ? 4 : 3;
    for (int kind = 0; kind < kinds; ++kind) {
        o.side[kind][0].clear();
        o.side[kind][1].clear();
    }
    for (std::size_t k = 0; k < len; ++k) {
        const Half& b = before(k);
        const Half& a = after(k);
        const char c = colour(k);
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
