// Properties of stoppers and sided values (CGSuite's definitions).

#include "cgt/loopy/properties.hpp"

#include <algorithm>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/loopy/graph.hpp"

namespace cgt::loopy {

bool is_pseudonumber(Stopper g) { return as_pseudonumber(g).has_value(); }

bool is_switch(Stopper g) { return g == -g; }

bool is_infinitesimal(Stopper g) {
    const Pseudonumber zero{Dyadic(0)};
    return strong_stop(g, Player::left) == zero && strong_stop(g, Player::right) == zero;
}

bool is_all_small(Stopper g) {
    for (const Stopper& f : g.followers())
        if (!is_infinitesimal(f)) return false;
    return true;
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

namespace {

bool contains(const std::vector<Stopper>& set, Stopper s) { return std::find(set.begin(), set.end(), s) != set.end(); }

// Can g be subordinated at this follower: every move of the base to bl (for Left) is answered
// by a Left option >= bl, or bl has a Right option <= g (mirrored for Right)?
bool answers_base(Stopper g, const std::vector<Stopper>& base_options, Player p) {
    const std::vector<Stopper> options = g.options(p);
    for (Stopper b : base_options) {
        const auto answered = [&](Stopper option) { return p == Player::left ? option >= b : option <= b; };
        const auto reverses = [&](Stopper reply) { return p == Player::left ? g >= reply : g <= reply; };
        const auto replies = b.options(opponent(p));
        if (std::none_of(options.begin(), options.end(), answered) &&
            std::none_of(replies.begin(), replies.end(), reverses))
            return false;
    }
    return true;
}

} // namespace

Stopper subordinate(Stopper g, Game base) {
    std::vector<Stopper> base_options[2];
    for (const Player p : {Player::left, Player::right})
        for (Game option : p == Player::left ? base.left_options() : base.right_options())
            base_options[static_cast<int>(p)].push_back(Stopper::from_game(option));
    // A walk over g's followers (one per vertex of its canonical graph): no recursion.
    const std::vector<Stopper> followers = g.followers();
    std::vector<std::int64_t> copy(followers.size(), -1);
    std::vector<Vertex> order{0};
    GraphBuilder builder;
    copy[0] = builder.add_vertex();
    for (std::size_t next = 0; next < order.size(); ++next) {
        const Vertex v = order[next];
        for (const Player p : {Player::left, Player::right}) {
            const auto& excluded = base_options[static_cast<int>(p)];
            if (!answers_base(followers[v], excluded, p))
                throw InvalidArgument("That game cannot be subordinated to the specified base.");
            for (const Vertex w : g.graph().options(p, v)) {
                if (contains(excluded, followers[w])) continue;
                if (copy[w] < 0) {
                    copy[w] = builder.add_vertex();
                    order.push_back(w);
                }
                builder.add_edge(p, static_cast<Vertex>(copy[v]), static_cast<Vertex>(copy[w]));
            }
        }
    }
    return Stopper::from_graph(builder.build(), 0);
}

Stopper pow_to(Stopper g, Stopper x) {
    if (!is_pseudonumber(x))
        throw InvalidArgument("the exponent must be a pseudonumber (a number, on, off, x over or x under)");
    if (x == Stopper()) return Stopper();
    try {
        return ordinal_sum(g, subordinate(x, Game::integer(1)));
    } catch (const InvalidArgument&) {
        throw InvalidArgument("Invalid exponent.");
    }
}

Stopper pow(Stopper g, Stopper x) {
    const auto left = g.left_options(), right = g.right_options();
    if (left.size() != 1 || left.front() != Stopper() || right.size() != 1)
        throw InvalidArgument("Invalid base for `Pow` operation (base must be of the form {0|H}).");
    const SidedValue option = SidedValue(right.front()) - SidedValue(pow_to(g, x + Game::integer(-1)));
    const auto stopper = option.as_stopper();
    if (!stopper) throw InvalidArgument("Pow: H - G.PowTo(x - 1) is not a stopper");
    const Stopper zero;
    return Stopper::from_options({&zero, 1}, {&*stopper, 1});
}

bool is_infinitesimal(const SidedValue& v) {
    return v.onside() && v.offside() && is_infinitesimal(*v.onside()) && is_infinitesimal(*v.offside());
}

bool is_all_small(const SidedValue& v) {
    return v.onside() && v.offside() && is_all_small(*v.onside()) && is_all_small(*v.offside());
}

bool is_numberish(const SidedValue& v) {
    if (!v.onside() || !v.offside()) return false;
    const Pseudonumber l = strong_stop(*v.onside(), Player::left);
    return !l.is_on() && !l.is_off() && l == strong_stop(*v.offside(), Player::right);
}

} // namespace cgt::loopy
