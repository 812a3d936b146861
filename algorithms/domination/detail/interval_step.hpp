#pragma once
// One step of the interval DP, shared by the trie engine (interval_dp.cpp) and the table engine
// (table.cpp): the four games of a colour string u of length len >= 1 from the values of its
// proper prefixes and suffixes.

#include <cstddef>
#include <vector>

#include "algorithms/domination/detail/options.hpp"
#include "algorithms/domination/interval_dp.hpp"

namespace cgt::domination::detail {

// Scratch option lists of the four games (P, X, Y, Z), reused from step to step.
struct OptionLists {
    std::vector<Game> left[4], right[4];
};

// colour(k): 'A', 'B' or 'C', the colour of u[k]; before(k): values of u[0, k);
// after(k): values of u[k+1, len). With only_p, X, Y and Z are left at 0 (a table's last level).
template <typename ColourAt, typename Before, typename After>
IntervalValues interval_step(std::size_t len, ColourAt colour, Before before, After after, OptionLists& o,
                             bool only_p = false) {
    IntervalValues v; // X and Y of one vertex, Z of at most two: no legal move, 0
    if (len == 1) {
        char c = colour(0);
        v.p = c == 'A' ? Game::integer(1) : c == 'B' ? Game::integer(-1) : Game::star();
        return v;
    }
    for (int kind = 0; kind < 4; ++kind) {
        o.left[kind].clear();
        o.right[kind].clear();
    }
    const bool with_z = len >= 3 && !only_p;
    const int kinds = only_p ? 1 : with_z ? 4 : 3;
    for (std::size_t k = 0; k < len; ++k) {
        const IntervalValues& b = before(k);
        const IntervalValues& a = after(k);
        Game options[4] = {b.y + a.x};
        if (!only_p) {
            options[1] = b.z + a.x;
            options[2] = b.y + a.z;
            if (with_z) options[3] = b.z + a.z;
        }
        const char c = colour(k);
        for (int kind = 0; kind < kinds; ++kind) {
            if (c != 'B') o.left[kind].push_back(options[kind]);
            if (c != 'A') o.right[kind].push_back(options[kind]);
        }
    }
    v.p = game_from_options(o.left[0], o.right[0]);
    if (only_p) return v;
    v.x = game_from_options(o.left[1], o.right[1]);
    v.y = game_from_options(o.left[2], o.right[2]);
    if (with_z) v.z = game_from_options(o.left[3], o.right[3]);
    return v;
}

} // namespace cgt::domination::detail
