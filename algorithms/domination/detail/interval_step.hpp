#pragma once
// One step of the interval DP, shared by the trie engine (interval_dp.cpp) and the table engine
// (table.cpp): the four games of a colour string u of length len >= 1 (or those asked for) from
// the values of its proper prefixes and suffixes.
//
// Every value is held as base + offset: the offset a number+up+star value in words
// (compact_nus.hpp), the base a game of the core that is not one (0 for NUS values). Most
// options are NUS: they are added and compared in words, and never touch the global game table.
// An option with a base costs a core sum only when both parts have one. A game's value is found
// in words when the simplicity rule makes it a number; otherwise its pruned option lists go to
// a cache of canonical forms, and to the core when the cache does not know them.

#include <cstddef>
#include <vector>

#include "algorithms/domination/detail/finish_cache.hpp"
#include "algorithms/domination/detail/side_options.hpp"
#include "algorithms/domination/detail/slot.hpp"

namespace cgt::domination::detail {

// Scratch space of one thread, reused from step to step: the two sides of P, X, Y and Z.
struct OptionLists {
    SideOptions side[4][2] = {{SideOptions(true), SideOptions(false)}, {SideOptions(true), SideOptions(false)},
                              {SideOptions(true), SideOptions(false)}, {SideOptions(true), SideOptions(false)}};
    std::vector<Game> left, right;
    OptionKey key;
    FinishCache cache;
    StopCache stops;
};

// One option x + y of a game of the given kind, for the players allowed by the colour.
inline void add_option(OptionLists& o, int kind, char colour, const Slot& x, const Slot& y) {
    const Slot s = sum(x, y);
    if (colour != 'B') o.side[kind][0].add(s);
    if (colour != 'A') o.side[kind][1].add(s);
}

// The game {left | right} of the options gathered in `left` and `right`.
//
// First the simplicity rule, in words. Otherwise the game G is not a number, and by number
// translation G = x + {L - x | R - x} for its left stop x (the largest right stop of its Left
// options): the canonical form of the translated options, whose left stop is 0, is looked up in
// the cache (or computed by the core), and x goes to the offset. Every translate of one game
// shares one cache entry and one canonical form. When the simplicity rule could not decide
// (a stop ends the interval of numbers) and the game is in fact a number, the translated
// options may give another number: then the core computes the untranslated options.
inline Slot finish_game(SideOptions& left, SideOptions& right, OptionLists& o) {
    NumberBound lower = left.nus_bound(), upper = right.nus_bound();
    const bool stops_fit = left.read_stops(o.stops) && right.read_stops(o.stops);
    Fixed number = 0;
    if (stops_fit && may_hold_a_number(lower, upper)) {
        left.tighten_by_stops(lower);
        right.tighten_by_stops(upper);
        if (simplest_number_in(lower, upper, number)) return Slot::of(CompactNus{number, 0, 0});
    }
    Fixed shift = 0;
    if (stops_fit) {
        Fixed right_stop = 0;
        if (left.best_stop(shift)) left.prune_by_stop(shift);
        else shift = 0;
        if (right.best_stop(right_stop)) right.prune_by_stop(right_stop);
    }
    left.prune();
    right.prune();
    o.key.clear();
    left.describe(o.key, shift);
    right.describe(o.key, shift);
    const std::uint64_t hash = o.key.hash();
    const Slot* known = o.cache.find(o.key, hash);
    Slot translated; // the game of the translated options
    if (known) {
        translated = *known;
    } else {
        left.collect(o.left, shift);
        right.collect(o.right, shift);
        translated = Slot::of(Game::from_options(o.left, o.right));
        o.cache.put(o.key, hash, translated);
    }
    if (shift == 0) return translated;
    const bool is_number = translated.is_nus() ? translated.offset.ups == 0 && translated.offset.nim == 0
                                               : translated.base.is_number();
    if (is_number) { // the game is a number, and not necessarily this one plus the shift
        left.collect(o.left, 0);
        right.collect(o.right, 0);
        return Slot::of(Game::from_options(o.left, o.right));
    }
    CompactNus offset = translated.offset;
    offset.num += shift; // the translated game's left stop is 0: its number part is 0
    if (!Slot::storable(offset)) return Slot::of(Slot{offset, translated.base}.value());
    return Slot{offset, translated.base};
}

// The game of a cycle of n vertices: selecting vertex k leaves the other n-1 vertices, from k+1
// round to k-1, with both ends dominated. colour(k): the colour of vertex k; z_after(k): the
// Slot of Z of that path.
template <typename ColourAt, typename ZAfter>
Slot cycle_game(std::size_t n, ColourAt colour, ZAfter z_after, OptionLists& o) {
    SideOptions& left = o.side[0][0];
    SideOptions& right = o.side[0][1];
    left.clear();
    right.clear();
    for (std::size_t k = 0; k < n; ++k) {
        const Slot& option = z_after(k);
        const char c = colour(k);
        if (c != 'B') left.add(option);
        if (c != 'A') right.add(option);
    }
    return finish_game(left, right, o);
}

// The four games of an interval, as bits of a mask: a path needs P only of itself, Y of its
// prefixes, X of its suffixes and Z of everything (the callers ask for what they need).
enum Kind : int { P = 0, X = 1, Y = 2, Z = 3 };
constexpr unsigned kind_bit(Kind kind) { return 1U << kind; }
inline constexpr unsigned all_kinds = 0xF;

// colour(k): 'A', 'B' or 'C', the colour of u[k]; before(k): the Half of u[0, k);
// after(k): the Half of u[k+1, len). Writes the kinds in `wanted` to `out` and leaves its other
// slots as they are: the caller starts from zeros (X and Y of one vertex and Z of at most two
// have no legal move and stay 0), so that no temporary is cleared and copied per step.
// The halves only need the kinds the wanted ones read: P reads Y before and X after, X reads Z
// before and X after, Y reads Y before and Z after, Z reads Z on both sides.
template <typename ColourAt, typename Before, typename After>
void interval_step(std::size_t len, ColourAt colour, Before before, After after, OptionLists& o, IntervalData& out,
                   unsigned wanted = all_kinds) {
    if (len == 1) {
        const char c = colour(0);
        if (wanted & kind_bit(P))
            out.slot[P] = Slot::of(CompactNus{c == 'A' ? fixed_one : c == 'B' ? -fixed_one : 0, 0, c == 'C' ? 1U : 0U});
        return;
    }
    if (len < 3) wanted &= ~kind_bit(Z);
    const bool want_p = wanted & kind_bit(P), want_x = wanted & kind_bit(X), want_y = wanted & kind_bit(Y),
               want_z = wanted & kind_bit(Z);
    for (int kind = P; kind <= Z; ++kind) {
        if (!(wanted & kind_bit(static_cast<Kind>(kind)))) continue;
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
            if (want_p) o.side[P][side].add_oriented(oriented(sum_unchecked(b.near.offset, a.near.offset)));
            if (want_x) o.side[X][side].add_oriented(oriented(sum_unchecked(b.both.offset, a.near.offset)));
            if (want_y) o.side[Y][side].add_oriented(oriented(sum_unchecked(b.near.offset, a.both.offset)));
            if (want_z) o.side[Z][side].add_oriented(oriented(sum_unchecked(b.both.offset, a.both.offset)));
            continue;
        }
        if (want_p) add_option(o, P, c, b.near, a.near);
        if (want_x) add_option(o, X, c, b.both, a.near);
        if (want_y) add_option(o, Y, c, b.near, a.both);
        if (want_z) add_option(o, Z, c, b.both, a.both);
    }
    for (int kind = P; kind <= Z; ++kind)
        if (wanted & kind_bit(static_cast<Kind>(kind))) out.slot[kind] = finish_game(o.side[kind][0], o.side[kind][1], o);
}

} // namespace cgt::domination::detail
