#pragma once
// Helpers shared by the compound tests: multiset enumeration and an independent mex loop.

#include <cstdint>
#include <functional>
#include <set>
#include <string_view>
#include <vector>

#include "games/compound/compound_move.hpp"
#include "games/compound/component_rules.hpp"
#include "games/impartial/octal_heaps.hpp"
#include "games/compound/compound_version.hpp"
#include "algorithms/compound/path_sequences.hpp"

namespace cgt::compound::testing {

// The bounds of the exhaustive searches, smaller under the sanitizers (several times slower):
// the largest total of the path multisets compared with the theory, the largest path whose
// losing status the search finds for a version with a theory, and for the open disjunctive misere.
#ifdef CGT_SANITIZED
inline constexpr Order max_union_total = 14, max_search_path = 24, max_open_search_path = 40;
#else
inline constexpr Order max_union_total = 28, max_search_path = 40, max_open_search_path = 60;
#endif

inline const std::vector<Version> all_versions{Version::disjunctive, Version::diminished,
                                               Version::conjunctive, Version::continued,
                                               Version::selective, Version::shortened};

// Calls visit on every multiset of positive orders (sorted) with total <= max_total, the
// empty one included.
inline void for_each_multiset(Order max_total, const std::function<void(const Position&)>& visit) {
    Position current;
    std::function<void(Order, Order)> extend = [&](Order min_part, Order budget) {
        visit(current);
        for (Order p = min_part; p <= budget; ++p) {
            current.push_back(p);
            extend(p, budget - p);
            current.pop_back();
        }
    };
    extend(1, max_total);
}

// An octal game on heaps, as a heap ruleset of the compounds.
inline impartial::OctalHeaps octal_heaps(std::string_view code) { return impartial::OctalHeaps(impartial::OctalCode::parse(code)); }

// Grundy values of heaps 0..count-1 for any heap ruleset: a plain mex over the options,
// an option's value being the xor of its parts'. Independent of path_sequences.cpp.
template <HeapRuleset R>
std::vector<std::int32_t> plain_grundy(const R& rules, Order count) {
    std::vector<std::int32_t> g(count, 0);
    for (Order n = 1; n < count; ++n) {
        std::set<std::int32_t> seen;
        for (const Parts& o : heap_options(rules, n)) {
            std::int32_t x = 0;
            for (Order p : o) x ^= g[p];
            seen.insert(x);
        }
        std::int32_t m = 0;
        while (seen.count(m)) ++m;
        g[n] = m;
    }
    return g;
}

// The sequences of path_sequences.hpp by their defining recursion (eq. (1) of the seed), the
// twin of the library's octal-engine copies: values[n] for n = 0..count-1 with
//   v(n) = mex({v(n-2), v(n-3)} U {v(i) xor v(j) : i, j >= 1, i + j = n - 3}) for n >= 4,
// undefined values (undefined_value) left out of the mex set.
enum class MexSequence { grundy, foreclosed_normal, foreclosed_misere };
inline std::vector<std::int32_t> mex_sequence(MexSequence kind, std::size_t count) {
    constexpr std::int32_t u = undefined_value;
    const std::vector<std::int32_t> start = kind == MexSequence::grundy              ? std::vector<std::int32_t>{0, 1, 1, 2}
                                            : kind == MexSequence::foreclosed_normal ? std::vector<std::int32_t>{u, u, u, u}
                                                                                     : std::vector<std::int32_t>{u, 0, 0, 1};
    std::vector<std::int32_t> v(count, u);
    std::vector<std::size_t> seen(8, 0); // seen[x] == n: x is the value of an option of P_n
    for (std::size_t n = 0; n < count; ++n) {
        if (n < 4) {
            v[n] = start[n];
            continue;
        }
        for_each_path_option(n, [&](std::size_t a, std::size_t b) {
            const std::int32_t x = b == 0 ? v[a] : v[a] < 0 || v[b] < 0 ? u : v[a] ^ v[b];
            if (x >= 0) seen[static_cast<std::size_t>(x)] = n;
        });
        std::size_t m = 0;
        while (seen[m] == n) ++m;
        v[n] = static_cast<std::int32_t>(m);
        if (2 * m >= seen.size()) seen.resize(4 * seen.size(), 0); // room for every xor of values
    }
    return v;
}

// Single path orders n <= max_n whose outcome satisfies the predicate.
inline std::vector<Order> orders_where(Order max_n, const std::function<bool(Order)>& p) {
    std::vector<Order> result;
    for (Order n = 0; n <= max_n; ++n)
        if (p(n)) result.push_back(n);
    return result;
}

} // namespace cgt::compound::testing
