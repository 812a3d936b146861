#include "algorithms/domination/detail/compact_nus.hpp"

#include <limits>

namespace cgt::domination::detail {


CompactNus compact_of(Game g) {
    CompactNus c;
    if (!g.is_nus()) {
        c.valid = false;
        return c;
    }
    const Dyadic x = g.number_part();
    const std::int64_t ups = g.up_part();
    const std::uint64_t nim = g.nim_part();
    const BigInt num = x.numerator();
    if (x.exponent() > compact_max_exp || num >= compact_limit || num <= -compact_limit || ups > std::numeric_limits<std::int32_t>::max() ||
        ups < -std::numeric_limits<std::int32_t>::max() || nim > std::numeric_limits<std::uint32_t>::max()) {
        c.valid = false;
        return c;
    }
    c.num = static_cast<std::int64_t>(num);
    c.exp = static_cast<std::uint32_t>(x.exponent());
    c.ups = static_cast<std::int32_t>(ups);
    c.nim = static_cast<std::uint32_t>(nim);
    return c;
}

Game to_game(const CompactNus& c) { return Game::nus(Dyadic::from_fraction(c.num, c.exp), c.ups, c.nim); }

} // namespace cgt::domination::detail
