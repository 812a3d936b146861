#pragma once
// The components of Conway's compounds: heaps of an ordinary impartial heap ruleset
// (games/impartial/heap_game.hpp: impartial::OctalHeaps for any octal code, PathNodeKayles below),
// a component of size n moving to a list of parts.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <set>
#include <span>
#include <type_traits>
#include <vector>

#include "games/impartial/heap_game.hpp"
#include "games/ruleset.hpp"

namespace cgt::compound {

using Order = std::uint32_t;
// The components a move leaves in place of the one it was made in: sizes >= 1, sorted
// ascending. An empty list means the component has ended (it became P_0, an empty heap).
using Parts = std::vector<Order>;

// Largest component size the library accepts anywhere (larger sizes are rejected as absurd).
inline constexpr Order max_order = 1'000'000'000;

// Node-Kayles on the path P_n (octal 0.137), the one statement of its rule (eq. (1) of Guignard
// and Sopena): choosing an end vertex leaves P_{n-2}, the second vertex P_{n-3}, a vertex at
// distance >= 2 from both ends P_i + P_{n-3-i} (1 <= i <= (n-3)/2). Calls visit(a, b) once per
// option, in that order, with the orders of the paths left, 0 for none: (0, 0) leaves nothing,
// (a, 0) one path, 1 <= a <= b two paths. If visit returns bool, true stops the enumeration;
// returns whether it was stopped. Every Node-Kayles-on-paths computation goes through here.
template <std::unsigned_integral N, typename Visit>
constexpr bool for_each_path_option(N n, Visit&& visit) {
    const auto call = [&](N a, N b) {
        if constexpr (std::is_same_v<std::invoke_result_t<Visit&, N, N>, bool>) return visit(a, b);
        else {
            visit(a, b);
            return false;
        }
    };
    if (n == 0) return false;
    if (n <= 2) return call(0, 0);
    if (call(n - 2, 0) || call(n - 3, 0)) return true;
    for (N i = 1; 2 * i <= n - 3; ++i)
        if (call(i, n - 3 - i)) return true;
    return false;
}

// The parts of an option (a, b) of for_each_path_option, as a sorted list.
inline Parts path_option_parts(Order a, Order b) {
    if (a == 0) return {};
    if (b == 0) return {a};
    return {a, b};
}

// Node-Kayles on paths (for_each_path_option) as a heap ruleset: a heap of size n is P_n.
struct PathNodeKayles : impartial::HeapGame<PathNodeKayles> {
    template <typename Visit>
    void for_each_heap_option(std::size_t n, Visit&& visit) const {
        for_each_path_option(n, [&](std::size_t a, std::size_t b) {
            const std::size_t parts[2] = {a, b};
            visit(std::span<const std::size_t>(parts, a == 0 ? 0 : b == 0 ? 1 : 2));
        });
    }
};

// A heap ruleset: an impartial ruleset on heaps (impartial::HeapGame).
template <typename R>
concept HeapRuleset = std::same_as<typename R::Position, std::vector<std::size_t>> && ImpartialRuleset<R>;

// The distinct options of a component of size n >= 1 under `rules`, each a sorted list of parts,
// in the ruleset's order (a repeated option is kept where it first appears).
template <HeapRuleset R>
std::vector<Parts> heap_options(const R& rules, Order n) {
    std::vector<Parts> result;
    std::set<Parts> seen;
    rules.for_each_option(typename R::Position{n}, [&](const std::vector<std::size_t>& option) {
        Parts parts(option.begin(), option.end());
        if (seen.insert(parts).second) result.push_back(std::move(parts));
    });
    return result;
}

} // namespace cgt::compound
