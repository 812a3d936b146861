#include "cgt/lang/detail/operators.hpp"

#include <vector>

#include <fmt/format.h>

#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/lang/detail/work_checks.hpp"
#include "cgt/errors.hpp"
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

Game uptimal_unit(std::int64_t n) {
    const Game g = up_power(n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n));
    return n < 0 ? -g : g;
}

Game uptimal_unit_sum(std::int64_t n) {
    const Game g = up_power_sum(n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n));
    return n < 0 ? -g : g;
}

} // namespace cgt::detail
