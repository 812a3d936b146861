#include "cgt/detail/language_ops.hpp"

#include <limits>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/value_checks.hpp"
#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

Dyadic times(const Dyadic& a, const Dyadic& b) {
    return Dyadic::from_fraction(a.numerator() * b.numerator(), a.exponent() + b.exponent());
}

// n copies of g (n may be negative).
Game multiple(const Dyadic& n, Game g) {
    if (g.is_number()) return Game::number(times(n, g.number_part()));
    BigInt count = n.numerator();
    bool negative = count < 0;
    if (negative) count = -count;
    if (g.is_nus()) {
        // n.(x + u.^ + *k) = nx + (nu).^ + (*k if n is odd).
        BigInt ups = BigInt(g.up_part()) * n.numerator();
        if (ups > BigInt(std::numeric_limits<std::int64_t>::max()) || ups < BigInt(std::numeric_limits<std::int64_t>::min()))
            throw OutOfRange(fmt::format("the up multiple of the product does not fit in 64 bits"));
        return Game::nus(times(n, g.number_part()), ups.convert_to<std::int64_t>(), (count & 1) != 0 ? g.nim_part() : 0);
    }
    if (count > BigInt(std::numeric_limits<std::int64_t>::max()))
        throw OutOfRange("n * G: n is too large for a game that is not a number+up+star value (at most 2^63 - 1)");
    // Doubling: O(log n) sums.
    std::uint64_t k = count.convert_to<std::uint64_t>();
    Game total, power = g;
    while (k != 0) {
        if (k & 1) total += power;
        k >>= 1;
        if (k != 0) power += power;
    }
    return negative ? -total : total;
}

} // namespace

Game plus_minus(Game g) { return Game::from_options({g}, {-g}); }

Game plus_minus(std::span<const Game> games) {
    std::vector<Game> negated;
    negated.reserve(games.size());
    for (Game g : games) negated.push_back(-g);
    return Game::from_options(games, negated);
}

Game tiny(Game g) { return Game::from_options({Game()}, {Game::from_options({Game()}, {-g})}); }
Game miny(Game g) { return Game::from_options({Game::from_options({g}, {Game()})}, {Game()}); }

Game ordinal_sum(Game g, Game h) {
    std::vector<Game> gl = g.left_options(), gr = g.right_options();
    std::unordered_map<std::uint32_t, Game> done; // h' -> g:h' for the followers h' of h
    post_order(h, all_options, [&](Game f) {
        std::vector<Game> left = gl, right = gr;
        for (Game o : f.left_options()) left.push_back(done.at(o.id()));
        for (Game o : f.right_options()) right.push_back(done.at(o.id()));
        done.emplace(f.id(), Game::from_options(left, right));
    });
    return done.at(h.id());
}

Value product(const Value& a, const Value& b) {
    Game x = game_value(a, "the left operand of '*'");
    Game y = game_value(b, "the right operand of '*'");
    if (x.is_integer()) return multiple(x.number_part(), y);
    if (y.is_integer()) return multiple(y.number_part(), x);
    if (x.is_number() && y.is_number()) return Game::number(times(x.number_part(), y.number_part()));
    throw InvalidArgument(fmt::format("'*' multiplies a game by an integer (3 * G) or two numbers; for other "
                                      "products write G.ConwayProduct(H) or G.NortonMultiply(U)"));
}

Game uptimal_unit_sum(std::int64_t n) {
    std::uint64_t order = n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n);
    Game g = Game::up();
    for (std::uint64_t k = 2; k <= order; ++k) g = Game::from_options({g}, {Game::star()});
    return n < 0 ? -g : g;
}

Game uptimal_unit(std::int64_t n) {
    std::uint64_t order = n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n);
    Game g = order == 1 ? Game::up() : Game::from_options({Game()}, {Game::star() - uptimal_unit_sum(std::int64_t(order - 1))});
    return n < 0 ? -g : g;
}

} // namespace cgt::detail
