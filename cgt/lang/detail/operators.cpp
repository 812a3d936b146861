#include "cgt/lang/detail/operators.hpp"

#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/lang/detail/work_checks.hpp"
#include "cgt/products.hpp"
#include "cgt/uptimal.hpp"

namespace cgt::detail {
namespace {

Dyadic times(const Dyadic& a, const Dyadic& b) {
    return Dyadic::from_fraction(a.numerator() * b.numerator(), a.exponent() + b.exponent());
}

} // namespace

Game plus_minus(Game g) { return Game::from_options({g}, {-g}); }

Game plus_minus(std::span<const Game> games) {
    std::vector<Game> negated;
    negated.reserve(games.size());
    for (Game g : games) negated.push_back(-g);
    return Game::from_options(games, negated);
}

Value product(const Value& a, const Value& b) {
    Game x = game_value(a, "the left operand of '*'");
    Game y = game_value(b, "the right operand of '*'");
    if (x.is_integer()) {
        check_copies(x.number_part().numerator(), y, "n * G");
        return multiple(x.number_part().numerator(), y);
    }
    if (y.is_integer()) {
        check_copies(y.number_part().numerator(), x, "G * n");
        return multiple(y.number_part().numerator(), x);
    }
    if (x.is_number() && y.is_number()) return Game::number(times(x.number_part(), y.number_part()));
    if (x.is_nimber() && y.is_nimber()) return Game::nimber(nim_product(x.nim_part(), y.nim_part()));
    throw InvalidArgument(fmt::format("'*' multiplies a game by an integer (3 * G) or two numbers; for other "
                                      "products write G.ConwayProduct(H) or G.NortonMultiply(U)"));
}

namespace {

// The X with 1:X = x, x > 0 (CGSuite's x.Subordinate(1)): x's sign expansion without its first
// '+'. For x >= 1 that is x - 1. For 0 < x < 1, x lies in [2^-k, 2^-(k-1)) after the signs
// + and k times -, and X, after k times -, lies at the same place in [-k, -k + 1):
// X = -k + (x - 2^-k) 2^k. (1/8 -> -3, 3/4 -> -1/2, 1/2 -> -1.)
// With x = m/2^e (m odd), 2^-k <= x < 2^-(k-1) for k = e - msb(m), and X = m/2^(e-k) - k - 1.
Dyadic below_one_base(const Dyadic& x) {
    if (!(x < Dyadic(1))) return x - Dyadic(1);
    const std::uint64_t top_bit = boost::multiprecision::msb(x.numerator()); // below e, since x < 1
    const std::uint64_t k = x.exponent() - top_bit;
    return Dyadic::from_fraction(x.numerator(), top_bit) - Dyadic(BigInt(k) + 1);
}

} // namespace

Game pow_to_number(Game g, const Dyadic& x) {
    if (x.is_zero()) return Game();
    if (x.sign() < 0)
        throw InvalidArgument(fmt::format("invalid exponent {}: G.PowTo(x) is G:X with 1:X = x, so x must be at "
                                          "least 0",
                                          x));
    const Game levels = Game::number(below_one_base(x));
    check_up_multiples(g, "");
    check_ordinal_levels(g, levels);
    return ordinal_sum(g, levels);
}

Game pow_number(Game g, const Dyadic& x) {
    const std::vector<Game> left = g.left_options(), right = g.right_options();
    if (left.size() != 1 || !left[0].is_zero() || right.size() != 1)
        throw InvalidArgument(fmt::format("the base of Pow must be of the form {{0|H}}, not {}", g));
    if (x < Dyadic(1))
        throw InvalidArgument(fmt::format("invalid exponent {}: G.Pow(x) is {{0 | H - G.PowTo(x - 1)}}, so x must be "
                                          "at least 1",
                                          x));
    if (x.is_integer()) check_chain_levels(x.numerator(), "");
    return Game::from_options({Game()}, {right[0] - pow_to_number(g, x - Dyadic(1))});
}

Game uptimal_unit(std::int64_t n) {
    const Game g = up_power(n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n));
    return n < 0 ? -g : g;
}

Game uptimal_unit_sum(std::int64_t n) {
    const Game g = up_power_sum(n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n));
    return n < 0 ? -g : g;
}

} // namespace cgt::detail
