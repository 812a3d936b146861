#include "cgt/detail/up_chain.hpp"

#include <cstdlib>

namespace cgt::detail {

Dyadic times(const Dyadic& x, const BigInt& n) { return Dyadic::from_fraction(x.numerator() * n, x.exponent()); }

bool is_long_up_chain(Game g) { return g.is_nus() && (g.up_part() >= 2 || g.up_part() <= -2); }

Game up_chain_base(Game g) {
    const std::int64_t u = g.up_part();
    const bool odd_steps = ((u > 0 ? u - 1 : -(u + 1)) & 1) != 0; // levels between g and c_1
    return Game::nus(g.number_part(), u > 0 ? 1 : -1, g.nim_part() ^ (odd_steps ? 1U : 0U));
}

namespace {

Game translated(Game g, const Dyadic& s) { return s.is_zero() ? g : g + Game::number(s); }

} // namespace

Game map_up_chain(Game g, Game f_of_number_part, Game f_of_base, const Dyadic& a, const Dyadic& b) {
    const std::int64_t u = g.up_part();
    const bool positive = u > 0;
    // |u| - 1 further levels above c_1; the shift per level is b (Right moves down the chain)
    // for a positive chain and a (Left moves down) for a negative one.
    const BigInt levels = positive ? BigInt(u) - 1 : -BigInt(u) - 1;
    const Dyadic& step = positive ? b : a;
    const Game fixed = translated(f_of_number_part, positive ? a : b); // F(x) + a (or + b)
    Dyadic s = times(step, levels);
    Game w = translated(f_of_base, s); // W_1
    for (BigInt m = 0; m < levels; ++m) {
        s -= step; // (|u| - level).step for the level being built
        Game outer = translated(fixed, s);
        Game k = positive ? Game::from_options({outer}, {w}) : Game::from_options({w}, {outer});
        if (k.is_number()) { // the level is a number: no translation shortcut; compute it as is
            Game inner = translated(w, -s);
            Game v = positive ? Game::from_options({fixed}, {inner}) : Game::from_options({inner}, {fixed});
            k = translated(v, s);
        }
        w = k;
    }
    return w;
}

} // namespace cgt::detail
