// Integer multiples, Norton products, ordinal sums, Conway products and nim products (see
// cgt/products.hpp). The recursive ones are bottom-up maps over subgames (no recursion on the
// call stack); integers are leaves, never unfolded into their n options.
#include "cgt/products.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/subgame_map.hpp"
#include "cgt/detail/up_chain.hpp"
#include "cgt/errors.hpp"
#include "cgt/incentives.hpp"

namespace cgt {
namespace {

using detail::SubgameValues;

std::int64_t checked_up_multiple(std::int64_t ups, const BigInt& n) {
    BigInt product = BigInt(ups) * n;
    if (product > std::numeric_limits<std::int64_t>::max() || product < std::numeric_limits<std::int64_t>::min())
        throw OutOfRange(fmt::format("{} copies of {} ups: the up-multiple does not fit in 64 bits", n.str(), ups));
    return static_cast<std::int64_t>(product);
}

Dyadic product(const Dyadic& a, const Dyadic& b) {
    return Dyadic::from_fraction(a.numerator() * b.numerator(), a.exponent() + b.exponent());
}

std::uint64_t nim_product_bits(std::uint64_t a, std::uint64_t b, unsigned bits) {
    if (a == 0 || b == 0) return 0;
    if (bits == 1) return a & b;
    const unsigned h = bits / 2; // a = a1.F + a0 with F = 2^h a Fermat 2-power
    const std::uint64_t mask = (std::uint64_t{1} << h) - 1;
    const std::uint64_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    const std::uint64_t high = nim_product_bits(a1, b1, h);
    const std::uint64_t cross = nim_product_bits(a1, b0, h) ^ nim_product_bits(a0, b1, h);
    // F.F = F + F/2 (the sesquimultiple), so a1b1.F.F = a1b1.F + a1b1.(F/2).
    return ((high ^ cross) << h) ^ nim_product_bits(a0, b0, h) ^ nim_product_bits(high, std::uint64_t{1} << (h - 1), h);
}

// x:n for a number x and an integer n > 0, in closed form: the level-by-level loop would take
// n steps (numbers do not grow the table, so nothing else stops a huge n). A non-negative
// integer counts up (m:n = m + n); any other number moves halfway towards its right option at
// each level, so x:n = x + d - d/2^n where d is the gap to that option (1 for a negative
// integer, 2^-e for a denominator 2^e).
Dyadic number_ordinal_sum(const Dyadic& x, const BigInt& n) {
    if (x.is_integer() && x.sign() >= 0) return x + Dyadic(n);
    const std::uint64_t e = x.exponent();
    if (n > BigInt(Dyadic::max_exponent - e))
        throw OutOfRange(fmt::format("the ordinal sum of a number and an integer of {} digits needs a denominator beyond "
                                     "the supported 2^{}",
                                     n.str().size(), Dyadic::max_exponent));
    const auto levels = static_cast<std::uint64_t>(n);
    return x + Dyadic::from_fraction((BigInt(1) << levels) - 1, e + levels);
}

} // namespace

std::uint64_t nim_product(std::uint64_t a, std::uint64_t b) { return nim_product_bits(a, b, 64); }

Game multiple(const BigInt& n, Game g) {
    if (n == 0 || g.is_zero()) return Game();
    if (g.is_nus())
        return Game::nus(detail::times(g.number_part(), n), checked_up_multiple(g.up_part(), n),
                         (n & 1) != 0 ? g.nim_part() : 0);
    BigInt count = n < 0 ? BigInt(-n) : n;
    Game power = n < 0 ? -g : g; // g times 2^i
    Game total;
    while (true) {
        if ((count & 1) != 0) total += power;
        count >>= 1;
        if (count == 0) break;
        power += power;
    }
    return total;
}

Game norton_multiply(Game g, Game u) {
    thread_local detail::ResultCache cache;
    std::vector<Game> units; // U + I for the incentives I of U
    for (Game i : incentives(u)) units.push_back(u + i);
    const bool positive_unit = Game() < u;
    auto key = [&](Game h) { return detail::result_key(h.id(), u.id()); };
    // For U > 0 the product is additive in G, so a long up-chain x + n.^ + *k is
    // x.U + n.(^.U) + (*k).U.
    auto is_leaf = [&](Game h) {
        if (!positive_unit) detail::check_generic_chain(h, "norton_multiply"); // before walking down the chain
        return h.is_integer() || (positive_unit && detail::is_long_up_chain(h));
    };
    auto leaf = [&](Game h) -> Game {
        if (h.is_integer()) return multiple(h.number_part().numerator(), u);
        Game up_times_u = norton_multiply(Game::up(), u);
        if (!up_times_u.is_nus()) detail::check_generic_chain(h, "norton_multiply"); // n copies of a hot game
        return norton_multiply(Game::number(h.number_part()), u) + multiple(BigInt(h.up_part()), up_times_u) +
               norton_multiply(Game::nimber(h.nim_part()), u);
    };
    auto combine = [&](Game h, const SubgameValues& values) {
        std::vector<Game> left, right;
        for (Game gl : h.left_options())
            for (Game unit : units) left.push_back(values.at(gl) + unit);
        for (Game gr : h.right_options())
            for (Game unit : units) right.push_back(values.at(gr) - unit);
        return Game::from_options(left, right);
    };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

Game ordinal_sum(Game g, Game h) {
    if (g.is_nus() && g.up_part() == 0 && h.is_nimber()) {
        const std::uint64_t nim = std::uint64_t{g.nim_part()} + h.nim_part();
        return Game::nus(g.number_part(), 0, nim); // throws when past the largest nimber
    }
    thread_local detail::ResultCache cache;
    const std::vector<Game> g_left = g.left_options();
    const std::vector<Game> g_right = g.right_options();
    auto key = [&](Game k) { return detail::result_key(k.id(), g.id()); };
    auto combine_with = [&](const std::vector<Game>& h_left, const std::vector<Game>& h_right) {
        std::vector<Game> left = g_left, right = g_right;
        left.insert(left.end(), h_left.begin(), h_left.end());
        right.insert(right.end(), h_right.begin(), h_right.end());
        return Game::from_options(left, right);
    };
    // G:n for an integer n != 0 is { G^L, G:(n-1) | G^R } (mirrored for n < 0): a closed form
    // for a number G, otherwise a loop, since the result is n levels deep anyway.
    auto is_leaf = [&](Game k) { return k.is_integer() && !k.is_zero(); };
    auto leaf = [&](Game k) {
        const BigInt n = k.number_part().numerator();
        if (g.is_number())
            return Game::number(n > 0 ? number_ordinal_sum(g.number_part(), n) : -number_ordinal_sum(-g.number_part(), -n));
        const BigInt count = n < 0 ? BigInt(-n) : n;
        Game result = g;
        for (BigInt i = 0; i < count; ++i) result = n > 0 ? combine_with({result}, {}) : combine_with({}, {result});
        return result;
    };
    auto combine = [&](Game k, const SubgameValues& values) {
        return combine_with(values.map(k.left_options()), values.map(k.right_options()));
    };
    return detail::map_subgames(h, cache, key, is_leaf, leaf, combine);
}

Game subordinate(Game g, Game base) {
    const std::vector<Game> base_left = base.left_options(), base_right = base.right_options();
    auto in = [](const std::vector<Game>& list, Game x) { return std::find(list.begin(), list.end(), x) != list.end(); };
    // B's options, each kept in h: some option of h is at least as good, or B's option reverses
    // through h.
    auto keeps_base = [&](Game h) {
        const std::vector<Game> left = h.left_options(), right = h.right_options();
        for (Game bl : base_left) {
            const bool kept = std::any_of(left.begin(), left.end(), [&](Game hl) { return bl <= hl; });
            const std::vector<Game> blr = bl.right_options();
            if (!kept && std::none_of(blr.begin(), blr.end(), [&](Game x) { return x <= h; })) return false;
        }
        for (Game br : base_right) {
            const bool kept = std::any_of(right.begin(), right.end(), [&](Game hr) { return hr <= br; });
            const std::vector<Game> brl = br.left_options();
            if (!kept && std::none_of(brl.begin(), brl.end(), [&](Game x) { return h <= x; })) return false;
        }
        return true;
    };
    auto own = [&](const std::vector<Game>& options, const std::vector<Game>& of_base) {
        std::vector<Game> out;
        for (Game o : options)
            if (!in(of_base, o)) out.push_back(o);
        return out;
    };
    std::unordered_map<std::uint32_t, Game> result;
    auto children = [&](Game h) {
        std::vector<Game> out = own(h.left_options(), base_left), right = own(h.right_options(), base_right);
        out.insert(out.end(), right.begin(), right.end());
        return out;
    };
    detail::post_order(g, children, [&](Game h) {
        if (!keeps_base(h))
            throw InvalidArgument(fmt::format("{} cannot be subordinated to the base {} (its subgame {} lacks an "
                                              "option of the base)",
                                              g, base, h));
        std::vector<Game> left, right;
        for (Game o : own(h.left_options(), base_left)) left.push_back(result.at(o.id()));
        for (Game o : own(h.right_options(), base_right)) right.push_back(result.at(o.id()));
        result.emplace(h.id(), Game::from_options(left, right));
    });
    return result.at(g.id());
}

Game conway_product(Game g, Game h) {
    // Closed forms first; the definition is symmetric, so the order of the pair never matters.
    auto closed_form = [](Game a, Game b) -> std::optional<Game> {
        if (a.is_nimber() && b.is_nimber()) return Game::nimber(nim_product(a.nim_part(), b.nim_part()));
        if (a.is_number() && b.is_number()) return Game::number(product(a.number_part(), b.number_part()));
        if (a.is_integer()) return multiple(a.number_part().numerator(), b);
        if (b.is_integer()) return multiple(b.number_part().numerator(), a);
        return std::nullopt;
    };
    if (auto known = closed_form(g, h)) return *known;

    // The definition needs the products of every pair (G', H') of subgames reached through
    // options: the core's walk (detail/dag_walk.hpp) computes them children first.
    thread_local detail::ResultCache cache;
    using Pair = std::pair<Game, Game>;
    std::unordered_map<Pair, Game, detail::WalkKeyHash> values;
    auto find = [&](Game a, Game b) -> std::optional<Game> {
        if (auto it = values.find({a, b}); it != values.end()) return it->second;
        if (auto hit = cache.find(detail::result_key(a.id(), b.id()))) return Game::from_id(*hit);
        if (auto known = closed_form(a, b)) return *known;
        return std::nullopt;
    };
    // The pairs (G', H), (G', H') and (G, H') for options G' of G and H' of H.
    auto children = [&](const Pair& p) {
        std::vector<Pair> out;
        if (find(p.first, p.second)) return out;
        detail::check_generic_chain(p.first, "conway_product"); // before walking down a chain
        detail::check_generic_chain(p.second, "conway_product");
        const std::vector<Game> as = detail::all_options(p.first), bs = detail::all_options(p.second);
        for (Game x : as) {
            out.emplace_back(x, p.second);
            for (Game y : bs) out.emplace_back(x, y);
        }
        for (Game y : bs) out.emplace_back(p.first, y);
        return out;
    };
    auto visit = [&](const Pair& p) {
        const Game a = p.first, b = p.second;
        if (find(a, b)) return;
        auto term = [&](Game x, Game y) { return *find(x, b) + *find(a, y) - *find(x, y); };
        const std::vector<Game> al = a.left_options(), ar = a.right_options();
        const std::vector<Game> bl = b.left_options(), br = b.right_options();
        std::vector<Game> left, right;
        for (Game x : al) {
            for (Game y : bl) left.push_back(term(x, y));
            for (Game y : br) right.push_back(term(x, y));
        }
        for (Game x : ar) {
            for (Game y : br) left.push_back(term(x, y));
            for (Game y : bl) right.push_back(term(x, y));
        }
        Game result = Game::from_options(left, right);
        values.emplace(p, result);
        cache.put(detail::result_key(a.id(), b.id()), result.id());
    };
    detail::post_order(Pair{g, h}, children, visit);
    return *find(g, h);
}

} // namespace cgt
