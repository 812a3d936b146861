// Atomic weights and companions (see cgt/all_small.hpp).
#include "cgt/all_small.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/detail/subgame_map.hpp"
#include "cgt/errors.hpp"
#include "cgt/invariants.hpp"
#include "cgt/products.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {
namespace {

using detail::SubgameValues;

// One more than the largest nimber among g's subgames (at least 1): the "far star" index.
// Closed form for x + u.^ + *k: a number reaches only the nimber 0; *k reaches *(k-1); an
// up-chain reaches the nimbers of its base x + (+-1).^ + *j: 0 and * for j = 1, otherwise *(j^1).
std::uint64_t nus_far_star(Game g) {
    if (!g.number_part().is_zero()) return 1;
    if (g.up_part() == 0) return std::uint64_t{g.nim_part()} + 1;
    const std::int64_t u = g.up_part();
    const std::uint64_t levels = u > 0 ? static_cast<std::uint64_t>(u) - 1 : static_cast<std::uint64_t>(-(u + 1));
    const std::uint64_t j = g.nim_part() ^ (levels & 1);
    return j == 1 ? 2 : (j ^ 1) + 1;
}

std::uint64_t far_star(Game g) {
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto combine = [](Game h, const auto& value_of) {
        std::uint64_t m = 1;
        for (Game o : detail::all_options(h)) m = std::max(m, value_of(o));
        return m;
    };
    return detail::fold_subgames<std::uint64_t>(g, is_leaf, nus_far_star, combine);
}

// Least integer n with n not <= x, for every x in xs (the largest over xs).
Dyadic least_integer_above_all(const std::vector<Game>& xs) {
    std::optional<Dyadic> best;
    for (Game x : xs) {
        Dyadic n = x.right_stop().ceil();
        if (Game::number(n) <= x) n += Dyadic(1);
        if (!best || n > *best) best = n;
    }
    return *best;
}

// Greatest integer n with x not <= n, for every x in xs (the smallest over xs).
Dyadic greatest_integer_below_all(const std::vector<Game>& xs) {
    std::optional<Dyadic> best;
    for (Game x : xs) {
        Dyadic n = x.left_stop().floor();
        if (x <= Game::number(n)) n -= Dyadic(1);
        if (!best || n < *best) best = n;
    }
    return *best;
}

// CGSuite's atomic weight recursion, without the final check.
Game naive_atomic_weight(Game g) {
    thread_local detail::ResultCache cache;
    const Game two = Game::integer(2);
    const Game minus_two = Game::integer(-2);
    auto key = [](Game h) { return detail::result_key(h.id()); };
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) { return Game::integer(h.up_part()); };
    auto combine = [&](Game h, const SubgameValues& values) {
        std::vector<Game> left, right;
        for (Game gl : h.left_options()) left.push_back(values.at(gl) + minus_two);
        for (Game gr : h.right_options()) right.push_back(values.at(gr) + two);
        Game g0 = Game::from_options(left, right);
        if (!g0.is_integer()) return g0;
        const Game far = Game::nimber(far_star(h));
        const bool below = h <= far, above = far <= h;
        if (below && !above) return left.empty() ? Game() : Game::number(least_integer_above_all(left));
        if (above && !below) return right.empty() ? Game() : Game::number(greatest_integer_below_all(right));
        return g0;
    };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

} // namespace

std::optional<Game> atomic_weight_if_atomic(Game g) {
    if (!g.is_infinitesimal()) return std::nullopt;
    if (auto e = uptimal_expansion(g)) return Game::integer(e->coefficient(1)); // CGSuite's Uptimal
    const Game weight = naive_atomic_weight(g);
    if (is_all_small(g)) return weight;
    // Outside the all-small games, the weight is only valid when G - W.^ is within ^* plus the
    // "red kite" *2^j : -1 of zero, for the power of two 2^j >= the far star.
    const Game difference = g - norton_multiply(weight, Game::up());
    std::uint64_t power = 2;
    while (power < far_star(g)) power <<= 1;
    const Game red_kite = ordinal_sum(Game::nimber(power), Game::integer(-1));
    const Game epsilon = Game::nus(Dyadic(0), 1, 1) + red_kite;
    if (difference <= epsilon && -epsilon <= difference) return weight;
    return std::nullopt;
}

Game atomic_weight(Game g) {
    if (auto w = atomic_weight_if_atomic(g)) return *w;
    if (!g.is_infinitesimal())
        throw InvalidArgument(fmt::format("atomic weight: {} is not atomic (it is not infinitesimal)", g));
    throw InvalidArgument(fmt::format("atomic weight: {} is not atomic", g));
}

namespace detail {

// CGSuite's companion recursion. With nus_closed_forms, number+up+star subgames are leaves:
// x + n.^ + *k with x != 0 is its own companion (the recursion gives that, adding a 0 that a
// positive (negative) number already dominates), which keeps integers from being unfolded;
// without, only 0-based ones are (for the tests, on small games).
Game companion_by_recursion(Game g, bool nus_closed_forms) {
    thread_local detail::ResultCache cache;
    auto key = [&](Game h) { return detail::result_key(h.id(), nus_closed_forms ? 1 : 0); };
    auto is_leaf = [&](Game h) { return h.is_nus() && (nus_closed_forms || h.number_part().is_zero()); };
    auto leaf = [](Game h) {
        if (!h.number_part().is_zero() || h.nim_part() >= 2) return h;
        return Game::nus(Dyadic(0), h.up_part(), h.nim_part() ^ 1U);
    };
    auto combine = [](Game h, const SubgameValues& values) {
        std::vector<Game> left = values.map(h.left_options());
        std::vector<Game> right = values.map(h.right_options());
        if (Game() <= h) left.push_back(Game());
        if (h <= Game()) right.push_back(Game());
        return Game::from_options(left, right);
    };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

} // namespace detail

Game companion(Game g) {
    if (auto e = uptimal_expansion(g)) { // CGSuite's Uptimal.Companion
        if (e->number.is_zero() && e->nim <= 1) {
            e->nim ^= 1U;
            return from_uptimal(*e);
        }
        return g;
    }
    return detail::companion_by_recursion(g, true);
}

} // namespace cgt
