// Invariants and predicates (see cgt/invariants.hpp).
#include "cgt/invariants.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/subgame_map.hpp"
#include "cgt/errors.hpp"

namespace cgt {
namespace {

using detail::fold_subgames;

bool all_options(Game g, const auto& value_of, bool wanted) {
    for (Game o : detail::all_options(g))
        if (value_of(o) != wanted) return false;
    return true;
}

// Stop count of x + u.^ + *k in closed form. A number is one stop; x*k has options x*j
// (j < k) on both sides, so SC(x*k) = 2 (SC(x) + ... + SC(x*(k-1))) = 2.3^(k-1). Each level of
// an up-chain {x | x + (u-1).^ + *(k xor 1)} adds the stop x; x^* = {x, x* | x} has 1 + 2 + 1.
BigInt nus_stop_count(Game g) {
    auto nimber_count = [](std::uint64_t k) -> BigInt {
        if (k == 0) return 1;
        if (k > (std::uint64_t{1} << 20))
            throw OutOfRange(fmt::format("stop_count: the stop count of *{} has too many digits to compute", k));
        return 2 * boost::multiprecision::pow(BigInt(3), static_cast<unsigned>(k - 1));
    };
    const std::int64_t u = g.up_part();
    if (u == 0) return nimber_count(g.nim_part());
    // Walk down the chain without a loop: |u| - 1 levels to the u = +-1 base, with the nimber
    // flipped at each level.
    const BigInt levels = u > 0 ? BigInt(u) - 1 : -BigInt(u) - 1;
    const std::uint64_t base_nim = g.nim_part() ^ static_cast<std::uint64_t>(levels & 1);
    // Base x + (+-1).^ + *j: x^* (j = 1) has 4 stops; otherwise {x | x*(j xor 1)}.
    const BigInt base = base_nim == 1 ? BigInt(4) : 1 + nimber_count(base_nim ^ 1U);
    return levels + base;
}

// Parity of x + u.^ + *k (CGSuite): only integers and integers + * are even or odd.
bool nus_parity_is(Game g, bool even) {
    if (g.up_part() != 0 || g.nim_part() > 1 || !g.number_part().is_integer()) return false;
    const bool odd_integer = (g.number_part().numerator() & 1) != 0;
    const bool odd = odd_integer != (g.nim_part() == 1);
    return even ? !odd : odd;
}

bool parity_is(Game g, bool even) {
    // Options of an even game must all be odd and vice versa: track both flags per subgame.
    struct Parity {
        bool even, odd;
    };
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) { return Parity{nus_parity_is(h, true), nus_parity_is(h, false)}; };
    auto combine = [](Game h, const auto& value_of) {
        bool all_odd = true, all_even = true;
        for (Game o : detail::all_options(h)) {
            all_odd = all_odd && value_of(o).odd;
            all_even = all_even && value_of(o).even;
        }
        return Parity{all_odd, all_even}; // a non-NUS game has options, so it is never 0
    };
    Parity p = fold_subgames<Parity>(g, is_leaf, leaf, combine);
    return even ? p.even : p.odd;
}

bool temper_is(Game g, bool even) {
    struct Temper {
        bool even, odd;
    };
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) {
        const bool plain = h.up_part() == 0;
        return Temper{plain && h.nim_part() == 0, plain && h.nim_part() == 1};
    };
    auto combine = [](Game h, const auto& value_of) {
        bool all_odd = true, all_even = true;
        for (Game o : detail::all_options(h)) {
            all_odd = all_odd && value_of(o).odd;
            all_even = all_even && value_of(o).even;
        }
        return Temper{all_odd, all_even}; // not a NUS, so not a number
    };
    Temper t = fold_subgames<Temper>(g, is_leaf, leaf, combine);
    return even ? t.even : t.odd;
}

} // namespace

std::vector<Game> followers(Game g, std::size_t max_count) {
    std::vector<Game> out;
    std::size_t reached = 0; // the walk asks for the options of each follower once
    auto options = [&](Game h) {
        // An integer n has the n + 1 followers n, n-1, ..., 0 (mirror for n < 0): refuse early.
        if (++reached > max_count ||
            (h.is_integer() && h.number_part().abs() >= Dyadic(static_cast<std::int64_t>(max_count))))
            throw OutOfRange(fmt::format("followers: {} has more than {} followers", g, max_count));
        return detail::all_options(h);
    };
    detail::post_order(g, options, [&out](Game h) { out.push_back(h); });
    std::ranges::sort(out, Game::IdLess{});
    return out;
}

BigInt stop_count(Game g) {
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) { return h.is_number() ? BigInt(1) : nus_stop_count(h); };
    auto combine = [](Game h, const auto& value_of) {
        BigInt total = 0;
        for (Game o : detail::all_options(h)) total += value_of(o);
        return total;
    };
    return fold_subgames<BigInt>(g, is_leaf, leaf, combine);
}

bool is_even(Game g) { return parity_is(g, true); }
bool is_odd(Game g) { return parity_is(g, false); }
bool is_even_tempered(Game g) { return temper_is(g, true); }
bool is_odd_tempered(Game g) { return temper_is(g, false); }

bool is_all_small(Game g) {
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) { return h.number_part().is_zero(); };
    auto combine = [](Game h, const auto& value_of) { return all_options(h, value_of, true); };
    return fold_subgames<bool>(g, is_leaf, leaf, combine);
}

bool is_numberish(Game g) { return g.left_stop() == g.right_stop(); }

bool is_number_tiny(Game g) {
    if (g.is_nus()) return g.is_number(); // CGSuite: numbers are number-tiny, other NUS are not
    const auto left = g.left_options();
    const auto right = g.right_options();
    if (left.size() != 1 || right.size() != 1) return false;
    // {x || x | z} with z's mean below x
    if (left[0].is_number()) {
        const auto rl = right[0].left_options();
        const auto rr = right[0].right_options();
        if (rl.size() == 1 && rr.size() == 1 && rl[0] == left[0] && rr[0].mean() < left[0].number_part()) return true;
    }
    // {z | x || x} with z's mean above x
    if (right[0].is_number()) {
        const auto ll = left[0].left_options();
        const auto lr = left[0].right_options();
        if (ll.size() == 1 && lr.size() == 1 && lr[0] == right[0] && ll[0].mean() > right[0].number_part()) return true;
    }
    return false;
}

} // namespace cgt
