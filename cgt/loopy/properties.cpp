// Properties of stoppers and sided values (CGSuite's definitions).

#include "cgt/loopy/properties.hpp"

#include "cgt/errors.hpp"

namespace cgt::loopy {

bool is_pseudonumber(Stopper g) { return as_pseudonumber(g).has_value(); }

bool is_switch(Stopper g) { return g == -g; }

bool is_infinitesimal(Stopper g) {
    const Pseudonumber zero{Dyadic(0)};
    return strong_stop(g, Player::left) == zero && strong_stop(g, Player::right) == zero;
}

bool is_numberish(Stopper g) {
    const Pseudonumber l = strong_stop(g, Player::left);
    return !l.is_on() && !l.is_off() && l == strong_stop(g, Player::right);
}

bool is_number_tiny(Stopper s) {
    const auto lo = s.left_options(), ro = s.right_options();
    if (lo.size() != 1 || ro.size() != 1) return false;
    if (lo[0].is_number()) {
        const auto rlo = ro[0].left_options(), rro = ro[0].right_options();
        if (rlo.size() == 1 && rro.size() == 1 && lo[0] == rlo[0] && rro[0] - *lo[0].as_game() <= Stopper::under())
            return true;
    }
    if (ro[0].is_number()) {
        const auto llo = lo[0].left_options(), lro = lo[0].right_options();
        if (lro.size() == 1 && llo.size() == 1 && ro[0] == lro[0] && (-llo[0]) + *ro[0].as_game() <= Stopper::under())
            return true;
    }
    return false;
}

bool is_idempotent(Stopper g) { return SidedValue(g).is_idempotent(); }

Stopper degree(Stopper g) { return g.is_loopfree() ? Stopper() : upsum(g, -g); }

Stopper upsum_variety(Stopper g, Stopper deg) {
    if (!is_idempotent(deg)) throw InvalidArgument("Variety degree must be an idempotent.");
    return upsum(g, downsum(-g, -deg));
}

Stopper downsum_variety(Stopper g, Stopper deg) {
    if (!is_idempotent(deg)) throw InvalidArgument("Variety degree must be an idempotent.");
    return downsum(g, upsum(-g, deg));
}

bool is_stable(Stopper g) {
    const Stopper deg = degree(g);
    return upsum_variety(g, deg) == downsum_variety(g, deg);
}

Stopper variety(Stopper g) {
    const Stopper deg = degree(g);
    const Stopper v = upsum_variety(g, deg);
    if (v != downsum_variety(g, deg)) throw InvalidArgument("That game is not stable.");
    return v;
}

Stopper ordinal_sum(Stopper g, Stopper h) {
    return Stopper::from_graph(loopy::ordinal_sum(g.graph(), 0, h.graph(), 0), 0);
}

bool is_infinitesimal(const SidedValue& v) {
    return v.onside() && v.offside() && is_infinitesimal(*v.onside()) && is_infinitesimal(*v.offside());
}

bool is_numberish(const SidedValue& v) {
    if (!v.onside() || !v.offside()) return false;
    const Pseudonumber l = strong_stop(*v.onside(), Player::left);
    return !l.is_on() && !l.is_off() && l == strong_stop(*v.offside(), Player::right);
}

} // namespace cgt::loopy
