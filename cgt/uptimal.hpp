#pragma once
// Uptimals: games x + *m + a_1.^ + a_2.^<2> + ... + a_k.^<k>, where ^<n> = ^.Pow(n) is the n-th
// power of up ({0 | v* - ^[n-1]}, with ^<1> = ^) and ^[n] = ^.PowTo(n) = ^ + ^<2> + ... + ^<n>.
// CGSuite prints a unit expansion (a single coefficient +-1) as ^<n> / v<n> and a unit sum
// (all coefficients +1, or all -1) as ^[n] / v[n]; see docs/operations.md.
//
//   cgt::Game g = cgt::from_uptimal({cgt::Dyadic(0), 1, {0, 1}});   // ^<2>*
//   auto e = cgt::uptimal_expansion(g);                              // {0, 1, {0, 1}}

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

struct UptimalExpansion {
    Dyadic number;                          // x
    std::uint32_t nim = 0;                  // m
    std::vector<std::int64_t> coefficients; // a_1, ..., a_k; a_k != 0 (empty when k = 0)

    std::size_t length() const { return coefficients.size(); }
    std::int64_t coefficient(std::size_t n) const { return n >= 1 && n <= length() ? coefficients[n - 1] : 0; }
    // One coefficient, +1 or -1 (CGSuite prints ^<n>, v<n>); a_1 alone also counts.
    bool is_unit() const;
    // Every coefficient +1, or every one -1 (CGSuite prints ^[n], v[n]).
    bool is_unit_sum() const;
    friend bool operator==(const UptimalExpansion&, const UptimalExpansion&) = default;
};

// The expansion of g when g is an uptimal (every number+up+star value is one), else nullopt.
std::optional<UptimalExpansion> uptimal_expansion(Game g);
inline bool is_uptimal(Game g) { return uptimal_expansion(g).has_value(); }

// The game of an expansion (trailing zero coefficients are allowed and ignored). Throws
// InvalidArgument for a nim part or length the table cannot hold.
Game from_uptimal(const UptimalExpansion& e);

// For a base G = {0 | H} (CGSuite's Pow and PowTo; InvalidArgument for other bases):
//   pow(G, n)    = G^n   = { 0 | H - G^[n-1] } for n >= 1 (G^1 = G);
//   pow_to(G, n) = G^[n] = { G^[n-1] | H } for n >= 0 (G^[0] = 0), the sum G^1 + ... + G^n.
Game pow(Game base, std::uint64_t n);
Game pow_to(Game base, std::uint64_t n);
Game up_power(std::uint64_t n);     // ^<n> = pow(^, n)
Game up_power_sum(std::uint64_t n); // ^[n] = pow_to(^, n)

// Tiny(G) = {0 || 0 | -G} and Miny(G) = {G | 0 || 0}: for G > 0 large, tiny infinitesimals.
Game tiny(Game g);
Game miny(Game g);

} // namespace cgt
