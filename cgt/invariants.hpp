#pragma once
// Invariants and predicates of canonical games beyond those on cgt::Game (birthday, stops,
// mean, temperature, is_number, is_nimber, is_infinitesimal), with CGSuite's definitions. All
// are computed over the subgames without recursion on the call stack, and in closed form for
// number+up+star values (so ^50000 and 2^200 cost nothing).

#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt {

// Every subgame of g reachable through options, g included, sorted by id (CGSuite's
// Followers). Throws OutOfRange when there would be more than max_count of them (an integer n
// has n + 1 followers).
std::vector<Game> followers(Game g, std::size_t max_count = std::size_t{1} << 24);

// The number of stopping positions in g's game tree: 1 for a number, otherwise the sum over
// all options (a tree count, so it may be exponential in the birthday). Throws OutOfRange for
// *k with k > 2^20 (the count 2.3^(k-1) would have millions of digits).
BigInt stop_count(Game g);

// Even: 0, or every option odd. Odd: not 0, and every option even (on the canonical form).
bool is_even(Game g);
bool is_odd(Game g);
// Even-tempered: a number, or every option odd-tempered. Odd-tempered: not a number, and every
// option even-tempered.
bool is_even_tempered(Game g);
bool is_odd_tempered(Game g);

// All-small: every subgame with an option for one player has options for both (equivalently
// here: every number+up+star subgame has number part 0).
bool is_all_small(Game g);

// Numberish: infinitesimally close to a number (left stop = right stop).
bool is_numberish(Game g);

// Number-tiny: x + Tiny(G) or x + Miny(G) in CGSuite's sense, {x || x | z} with mean(z) < x
// (or the mirror {z | x || x} with mean(z) > x).
bool is_number_tiny(Game g);

} // namespace cgt
