#pragma once
// Limits of the expression language on work that small text could make unbounded. A few
// characters can ask for a game whose size grows with a number in the text (1000000 * G,
// {1000000|0}.NortonMultiply(U), G:1000000, *200.Heat(1), ^<100000>); the core's sums and
// comparisons on such games are superlinear, so these are refused before the work starts with
// OutOfRange, saying what was asked and what the limit is. The library functions themselves are
// not limited (a program may want the big result and wait for it).

#include <cstdint>
#include <string_view>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt::detail {

// ^<n>, ^[n], G.Pow(n), G.PowTo(n), and the levels of G:n (G not a number): games this deep
// already take a second or more for some operations (^<256>.Companion), so n <= 128, about
// as deep as 256 characters of braces can write.
inline constexpr std::uint64_t max_chain_levels = 128;
// Heating-like operations on *k visit every *j and build games whose size grows fast with k
// (*64.Heat(1) 1 s, *128.Heat(1) minutes): nimbers in the argument up to *64.
inline constexpr std::uint64_t max_heated_nimber = 64;
// n copies of a game that keeps growing when doubled: refused once a doubling has more than
// this many subgames that are not number+up+star values (256 copies of {3||2|1} have 897).
inline constexpr std::size_t max_copied_subgames = 64;
// n copies of a game whose double is a number+up+star value with ups (2.{^|-1^} = -1 + ^^) end
// with a sum of m.^ and a game that is not: refused past 2^17 ups (the core's sum of ^m with a
// hot game takes time and memory linear in m).
inline constexpr std::uint64_t max_ups_with_general = std::uint64_t{1} << 17;

// n copies of g (n * G, and the integers that Norton products, overheating and Conway products
// turn into copies). `operation` names the operation in the message.
void check_copies(const BigInt& n, Game g, std::string_view operation);
// The integers among g's followers become copies of `copied`: checks the largest of them.
void check_integer_followers(Game g, Game copied, std::string_view operation);
// No follower of g is a number+up+star value with a nimber part above max_heated_nimber.
void check_heated_nimbers(Game g, std::string_view operation);
// G:H with G not a number is as many levels deep as the largest integer among H's followers.
void check_ordinal_levels(Game g, Game h);

} // namespace cgt::detail
