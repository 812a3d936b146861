// Sided values: sides simplified separately, sums side by side, the stopper properties that
// need sides (degree, varieties).

#include "cgt/loopy/sided_value.hpp"

#include "cgt/errors.hpp"
#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/loopy/node_builder.hpp"

namespace cgt::loopy {

std::string_view to_string(LoopyOutcome o) noexcept {
    switch (o) {
    case LoopyOutcome::L: return "L";
    case LoopyOutcome::R: return "R";
    case LoopyOutcome::N: return "N";
    case LoopyOutcome::P: return "P";
    case LoopyOutcome::D: return "D";
    case LoopyOutcome::NHat: return "NHat";
    case LoopyOutcome::PHat: return "PHat";
    case LoopyOutcome::NCheck: return "NCheck";
    case LoopyOutcome::PCheck: return "PCheck";
    }
    return "?";
}

SidedValue::Side SidedValue::side_of(Stopper s) {
    // The graph of an interned stopper lives as long as the process: no ownership needed.
    return Side{std::shared_ptr<const Graph>(std::shared_ptr<const Graph>(), &s.graph()), s};
}

SidedValue::Side SidedValue::side_from(const Graph& graph, Vertex start, Convention side) {
    detail::SideGraph simplified = detail::simplify_side(graph, start, side);
    if (simplified.stopper) return side_of(detail::intern(simplified.graph));
    return Side{std::make_shared<const Graph>(std::move(simplified.graph)), std::nullopt};
}

void SidedValue::settle() { stopper_ = on_.stopper.has_value() && off_.stopper.has_value(); }

SidedValue::SidedValue() : SidedValue(Stopper()) {}

SidedValue::SidedValue(Stopper s) : on_(side_of(s)), off_(side_of(s)) {}

SidedValue SidedValue::from_graph(const Graph& graph, Vertex start) {
    if (loopy::is_stopper(graph, start)) return SidedValue(Stopper::from_graph(graph, start));
    SidedValue out;
    out.on_ = side_from(graph, start, Convention::onside);
    out.off_ = side_from(graph, start, Convention::offside);
    out.settle();
    return out;
}

SidedValue SidedValue::sidle(Stopper onside, Stopper offside) {
    if (!(offside <= onside)) throw InvalidArgument("loopy: the offside of a sided value must be <= its onside");
    SidedValue out(onside);
    out.off_ = side_of(offside);
    return out;
}

SidedValue SidedValue::from_sides(const Graph& onside, Vertex on_start, const Graph& offside, Vertex off_start) {
    SidedValue out;
    out.on_ = side_from(onside, on_start, Convention::onside);
    out.off_ = side_from(offside, off_start, Convention::offside);
    out.settle();
    return out;
}

SidedValue SidedValue::from_options(std::span<const SidedValue> left, std::span<const SidedValue> right,
                                    bool left_pass, bool right_pass) {
    NodeBuilder b;
    const auto v = b.add_node();
    for (const SidedValue& x : left) b.add_value(Player::left, v, x);
    for (const SidedValue& x : right) b.add_value(Player::right, v, x);
    if (left_pass) b.add_option(Player::left, v, v);
    if (right_pass) b.add_option(Player::right, v, v);
    return b.value(v);
}

SidedValue SidedValue::dud() { return sidle(Stopper::on(), Stopper::off()); }

std::optional<Stopper> SidedValue::as_stopper() const {
    if (is_stopper()) return on_.stopper;
    return std::nullopt;
}

bool operator<=(const SidedValue& a, const SidedValue& b) {
    if (a.stopper_ && b.stopper_) return *a.on_.stopper <= *b.on_.stopper && *a.off_.stopper <= *b.off_.stopper;
    return leq(*a.on_.graph, 0, *b.on_.graph, 0, Convention::onside) &&
           leq(*a.off_.graph, 0, *b.off_.graph, 0, Convention::offside);
}

bool operator==(const SidedValue& a, const SidedValue& b) {
    if (a.stopper_ && b.stopper_) return *a.on_.stopper == *b.on_.stopper && *a.off_.stopper == *b.off_.stopper;
    return a <= b && b <= a;
}

SidedValue operator+(const SidedValue& a, const SidedValue& b) {
    if (a.is_stopper() && b.is_stopper()) {
        const Graph s = sum(*a.on_.graph, 0, *b.on_.graph, 0);
        if (is_stopper(s, 0)) return SidedValue(Stopper::from_graph(s, 0));
    }
    SidedValue out;
    out.on_ = SidedValue::side_from(sum(*a.on_.graph, 0, *b.on_.graph, 0), 0, Convention::onside);
    out.off_ = SidedValue::side_from(sum(*a.off_.graph, 0, *b.off_.graph, 0), 0, Convention::offside);
    out.settle();
    return out;
}

SidedValue SidedValue::operator-() const {
    auto negated = [](const Side& s) {
        if (s.stopper) return side_of(-*s.stopper);
        return Side{std::make_shared<const Graph>(negate(*s.graph)), std::nullopt};
    };
    SidedValue out;
    out.on_ = negated(off_);
    out.off_ = negated(on_);
    out.settle();
    return out;
}

Outcome SidedValue::side_outcome(Convention c) const {
    const Side& s = side(c);
    if (s.stopper) return s.stopper->outcome();
    GraphBuilder zero_builder;
    zero_builder.add_vertex();
    const Graph zero = zero_builder.build();
    const bool ge = leq(zero, 0, *s.graph, 0, c), le = leq(*s.graph, 0, zero, 0, c);
    if (ge && le) return Outcome::P;
    if (ge) return Outcome::L;
    if (le) return Outcome::R;
    return Outcome::N;
}

LoopyOutcome SidedValue::outcome() const {
    const Outcome on = side_outcome(Convention::onside), off = side_outcome(Convention::offside);
    using O = Outcome;
    if (on == off) {
        switch (on) {
        case O::L: return LoopyOutcome::L;
        case O::R: return LoopyOutcome::R;
        case O::N: return LoopyOutcome::N;
        case O::P: return LoopyOutcome::P;
        }
    }
    if (on == O::L && off == O::N) return LoopyOutcome::NHat;
    if (on == O::L && off == O::P) return LoopyOutcome::PHat;
    if (on == O::L && off == O::R) return LoopyOutcome::D;
    if (on == O::N && off == O::R) return LoopyOutcome::NCheck;
    if (on == O::P && off == O::R) return LoopyOutcome::PCheck;
    // The offside is never better for Left than the onside.
    throw std::logic_error("loopy: onside outcome below the offside outcome");
}

// ---- stoppers ----

namespace {

Stopper side_of_sum(Stopper g, Stopper h, Convention c) {
    const Graph s = sum(g.graph(), 0, h.graph(), 0);
    if (is_stopper(s, 0)) return Stopper::from_graph(s, 0);
    detail::SideGraph side = detail::simplify_side(s, 0, c);
    if (!side.stopper)
        throw OutOfRange(c == Convention::onside ? "loopy: the onside of that sum of stoppers was not reduced to a stopper"
                                                 : "loopy: the offside of that sum of stoppers was not reduced to a stopper");
    return detail::intern(side.graph);
}

} // namespace

Stopper upsum(Stopper g, Stopper h) { return side_of_sum(g, h, Convention::onside); }
Stopper downsum(Stopper g, Stopper h) { return side_of_sum(g, h, Convention::offside); }
SidedValue operator+(Stopper g, Stopper h) { return SidedValue(g) + SidedValue(h); }
SidedValue operator-(Stopper g, Stopper h) { return SidedValue(g) + SidedValue(-h); }

} // namespace cgt::loopy
