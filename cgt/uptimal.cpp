// Uptimal expansions (see cgt/uptimal.hpp).
//
// Recognition: an uptimal that is not a number+up+star value has, when its last coefficient
// a_k is positive, exactly one Right option, itself an uptimal with the same number part
// (mirror for a_k < 0). As in CGSuite, G's expansion is then one of two increments of that
// option's expansion (a_k >= 2: add 1 to a_1..a_k; a_k = 1: add 1 to a_1..a_k for a longer k),
// each with the nimber part flipped. Unlike CGSuite, a candidate is accepted only when the game
// it builds is G itself (same id), so recognition can never return a wrong expansion.
#include "cgt/uptimal.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/detail/bounded_cache.hpp"
#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/subgame_map.hpp"
#include "cgt/errors.hpp"
#include "cgt/products.hpp"

namespace cgt {
namespace {

using Expansion = std::optional<UptimalExpansion>;

void trim(UptimalExpansion& e) {
    while (!e.coefficients.empty() && e.coefficients.back() == 0) e.coefficients.pop_back();
}

UptimalExpansion negated(UptimalExpansion e) {
    e.number = -e.number;
    for (std::int64_t& a : e.coefficients) a = -a;
    return e;
}

// Adds 1 to a_1..a_to_length (new positions become 1) and flips the nimber's last bit.
UptimalExpansion incremented(UptimalExpansion e, std::size_t to_length) {
    if (e.coefficients.size() < to_length) e.coefficients.resize(to_length, 0);
    for (std::size_t i = 0; i < to_length; ++i) e.coefficients[i] += 1;
    e.nim ^= 1U;
    trim(e);
    return e;
}

// G's expansion when its last coefficient is positive, from the expansions of its options
// (expansion_of(option)).
template <typename ExpansionOf>
Expansion positive_expansion(Game g, const ExpansionOf& expansion_of) {
    if (g.right_option_count() != 1) return std::nullopt;
    const Expansion right = expansion_of(g.right_options()[0]);
    if (!right) return std::nullopt;
    std::size_t longest_left = 0;
    for (Game gl : g.left_options()) {
        const Expansion e = expansion_of(gl);
        if (!e || e->number != right->number) return std::nullopt;
        longest_left = std::max(longest_left, e->length());
    }
    std::vector<UptimalExpansion> candidates;
    if (right->length() > 0 && right->coefficients.back() > 0) candidates.push_back(incremented(*right, right->length()));
    candidates.push_back(incremented(*right, std::max(right->length(), longest_left) + 1));
    for (const UptimalExpansion& c : candidates)
        if (from_uptimal(c) == g) return c;
    return std::nullopt;
}

Expansion nus_expansion(Game g) {
    UptimalExpansion e{g.number_part(), static_cast<std::uint32_t>(g.nim_part()), {}};
    if (g.up_part() != 0) e.coefficients.push_back(g.up_part());
    return e;
}

// A quick test that rules out most games: an uptimal is infinitesimally close to a number and
// has a single option on one side.
bool may_be_uptimal(Game g) {
    return g.left_stop() == g.right_stop() && (g.left_option_count() == 1 || g.right_option_count() == 1);
}

} // namespace

bool UptimalExpansion::is_unit() const {
    return std::ranges::count_if(coefficients, [](std::int64_t a) { return a != 0; }) == 1 &&
           (coefficients.back() == 1 || coefficients.back() == -1);
}

bool UptimalExpansion::is_unit_sum() const {
    if (coefficients.empty()) return true;
    const std::int64_t a = coefficients[0];
    return (a == 1 || a == -1) && std::ranges::all_of(coefficients, [a](std::int64_t c) { return c == a; });
}

namespace {

// G's expansion (G not a NUS, may_be_uptimal(G)) from its options' expansions: positive_expansion,
// or that of -G negated (-G has the options -G^R | -G^L, whose expansions are those of G's
// options negated).
template <typename ExpansionOf>
Expansion expansion_from_options(Game g, const ExpansionOf& expansion_of) {
    if (Expansion e = positive_expansion(g, expansion_of)) return e;
    const auto of_negated = [&](Game o) -> Expansion {
        const Expansion e = expansion_of(-o);
        return e ? Expansion(negated(*e)) : std::nullopt;
    };
    if (Expansion m = positive_expansion(-g, of_negated)) return negated(*m);
    return std::nullopt;
}

} // namespace

std::optional<UptimalExpansion> uptimal_expansion(Game g) {
    if (g.is_nus()) return nus_expansion(g);
    if (!may_be_uptimal(g)) return std::nullopt;
    thread_local detail::BoundedCache<std::uint32_t, Expansion> cache;
    if (const Expansion* hit = cache.find(g.id())) return *hit;
    const auto remember = [&](Game h, const Expansion& e) {
        cache.put(h.id(), e, e ? e->coefficients.capacity() * sizeof(std::int64_t) : 0);
    };
    // Expansions known without a walk: NUS values, games that cannot be uptimals, cached ones.
    const auto known_directly = [&](Game h) { return h.is_nus() || !may_be_uptimal(h) || cache.contains(h.id()); };
    const auto direct = [&](Game h) -> Expansion {
        if (h.is_nus()) return nus_expansion(h);
        if (!may_be_uptimal(h)) return std::nullopt;
        return *cache.find(h.id());
    };
    // The common case (a printer asks for every subgame, options first): no walk, no map.
    const std::vector<Game> options = detail::all_options(g);
    if (std::ranges::all_of(options, known_directly)) {
        Expansion e = expansion_from_options(g, direct);
        remember(g, e);
        return e;
    }
    // The expansions of this walk (complete: the cache may forget while it runs).
    detail::IdMap<Expansion> known;
    const auto of = [&](Game h) -> Expansion {
        if (const auto it = known.find(h.id()); it != known.end()) return it->second;
        return direct(h);
    };
    detail::post_order(
        g, [&](Game h) { return known_directly(h) || known.contains(h.id()) ? std::vector<Game>{} : detail::all_options(h); },
        [&](Game h) {
            if (!known.contains(h.id()))
                known.emplace(h.id(), known_directly(h) ? direct(h) : expansion_from_options(h, of));
        });
    const Expansion result = known.at(g.id());
    for (const auto& [id, e] : known)
        if (!Game::from_id(id).is_nus()) remember(Game::from_id(id), e);
    return result;
}

Game from_uptimal(const UptimalExpansion& e) {
    Game result = Game::nus(e.number, e.coefficient(1), e.nim);
    for (std::size_t n = 2; n <= e.length(); ++n)
        if (std::int64_t a = e.coefficient(n); a != 0) result += multiple(BigInt(a), up_power(n));
    return result;
}

namespace {

// H for a base {0 | H}.
Game base_right(Game base, const char* what) {
    const auto left = base.left_options();
    const auto right = base.right_options();
    if (left.size() != 1 || !left[0].is_zero() || right.size() != 1)
        throw InvalidArgument(fmt::format("{}: the base must be of the form {{0|H}}, not {}", what, base));
    return right[0];
}

Game pow_to_unchecked(Game h, std::uint64_t n) {
    Game result;
    for (std::uint64_t i = 0; i < n; ++i) result = Game::from_options({result}, {h});
    return result;
}

} // namespace

Game pow(Game base, std::uint64_t n) {
    Game h = base_right(base, "pow");
    if (n == 0) throw InvalidArgument("pow: the exponent must be at least 1");
    return Game::from_options({Game()}, {h - pow_to_unchecked(h, n - 1)});
}

Game pow_to(Game base, std::uint64_t n) { return pow_to_unchecked(base_right(base, "pow_to"), n); }

Game up_power(std::uint64_t n) { return pow(Game::up(), n); }
Game up_power_sum(std::uint64_t n) { return pow_to(Game::up(), n); }

Game tiny(Game g) { return Game::from_options({Game()}, {Game::from_options({Game()}, {-g})}); }
Game miny(Game g) { return -tiny(g); }

} // namespace cgt
