#pragma once
// The checks behind the expression language's work limit (cgt/lang/work_limit.hpp). Each bounds
// a number the text can make large; the core's sums and comparisons on the games it asks for are
// superlinear in it, so a request past the bound is refused before the work starts, with
// WorkLimitExceeded saying what was asked, what the limit allows and which limit would do.

#include <cstdint>
#include <string_view>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt::detail {

// The bounds at work limit 1; at work limit N each is N times as large.
//
// ^<n>, ^[n], G.Pow(n), G.PowTo(n) and G:H build games this many levels deep; sums, atomic
// weights and companions of such games take about a second at 128 levels and grow like n^3.
inline constexpr std::uint64_t chain_levels_per_unit = 128;
// x:H for a number x adds up to birthday(H) bits to x's denominator; every later operation on
// x:H works on a number that long (190000 bits: 1.8 s for `120*91+-(1606938000000:-190034)`,
// 54 Mbit: seconds a level). 2^16 bits keep every number the language prints (33218 bits).
inline constexpr std::uint64_t number_levels_per_unit = std::uint64_t{1} << 16;
// Heating-like operations on *k visit every *j and build games whose size grows fast with k
// (*64.Heat(1) takes 1 s, *128.Heat(1) minutes).
inline constexpr std::uint64_t heated_nimber_per_unit = 64;
// n copies of a game that keeps growing when doubled: refused once a doubling has more than this
// many subgames that are not number+up+star values (256 copies of {3||2|1} have 897).
inline constexpr std::uint64_t copied_subgames_per_unit = 64;
// An up-multiple m.^ that meets a game that is not a number+up+star value (in a sum, as an
// option, in an ordinal sum, heated): the core's work is linear in m (^100000 + {1|0}: 1 s).
inline constexpr std::uint64_t ups_with_general_per_unit = std::uint64_t{1} << 17;
// Games built and comparisons made by one evaluation (cgt::StepLimit's steps): 2^24 take 5 to
// 40 seconds, depending on the games.
inline constexpr std::uint64_t steps_per_unit = std::uint64_t{1} << 24;

// The bounds at the current work limit.
struct Bounds {
    std::uint64_t limit = 1; // the work limit N
    std::uint64_t chain_levels = 0;
    std::uint64_t number_levels = 0;
    std::uint64_t heated_nimber = 0;
    std::uint64_t copied_subgames = 0;
    std::uint64_t ups_with_general = 0;
    std::uint64_t steps = 0;
};
Bounds bounds_at_work_limit();

// Each check names the operation in its message (`operation`, may be empty).
// A game `levels` levels deep (^<n>, ^[n], G.Pow(n), G.PowTo(n)).
void check_chain_levels(const BigInt& levels, std::string_view operation);
// n copies of g (n * G, and the integers that Norton products, overheating and Conway products
// turn into copies).
void check_copies(const BigInt& n, Game g, std::string_view operation);
// The integers among g's followers become copies of `copied`: checks the largest of them.
void check_integer_followers(Game g, Game copied, std::string_view operation);
// No follower of g is a number+up+star value with a nimber part above the heated-nimber bound.
void check_heated_nimbers(Game g, std::string_view operation);
// G:H with G not a number: as many levels deep as G and H together; with G a number, H's levels
// are bits of the number G:H (unless G and H are integers of one sign: G + H).
void check_ordinal_levels(Game g, Game h);
// No follower of g (g itself included) is a number+up+star value with more ups than the bound;
// for operations that meet g with games that are not number+up+star values.
void check_up_multiples(Game g, std::string_view operation);
// The same for an up-multiple about to be added to such a game.
void check_up_multiple(std::int64_t ups, std::string_view operation);

} // namespace cgt::detail
