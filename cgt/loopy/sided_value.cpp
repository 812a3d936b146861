// Sided values: sides simplified separately, sums side by side, the stopper properties that
// need sides (degree, varieties).

#include "cgt/loopy/sided_value.hpp"

#include <algorithm>
#include <unordered_set>

#include "cgt/errors.hpp"
#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/loopy/node_builder.hpp"

namespace cgt::loopy {

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

namespace {

// G + H (start vertex returned) with its pairs (g, h) numbered in the order of g |H| + h, as
// CGSuite numbers the vertices of a sum (Bigraph.directSum): the side simplifier's choices
// among equal options follow that order.
std::pair<Graph, Vertex> sum_in_pair_order(const Graph& g, const Graph& h) {
    const std::uint64_t width = h.vertex_count();
    using Keys = std::vector<std::uint64_t, BudgetAllocator<std::uint64_t, MemoryUse::other>>;
    Keys keys{0}; // the pairs reachable from (0, 0)
    std::unordered_set<std::uint64_t, std::hash<std::uint64_t>, std::equal_to<>,
                       BudgetAllocator<std::uint64_t, MemoryUse::other>>
        seen{0};
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const auto gv = static_cast<Vertex>(keys[i] / width), hv = static_cast<Vertex>(keys[i] % width);
        for (Player p : {Player::left, Player::right}) {
            for (Vertex w : g.options(p, gv))
                if (seen.insert(w * width + hv).second) keys.push_back(w * width + hv);
            for (Vertex w : h.options(p, hv))
                if (seen.insert(gv * width + w).second) keys.push_back(gv * width + w);
        }
    }
    seen = {};
    std::sort(keys.begin(), keys.end());
    auto number = [&](std::uint64_t key) {
        return static_cast<Vertex>(std::lower_bound(keys.begin(), keys.end(), key) - keys.begin());
    };
    GraphBuilder b;
    for (std::size_t i = 0; i < keys.size(); ++i) b.add_vertex();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const auto gv = static_cast<Vertex>(keys[i] / width), hv = static_cast<Vertex>(keys[i] % width);
        const auto v = static_cast<Vertex>(i);
        for (Player p : {Player::left, Player::right}) {
            for (Vertex w : g.options(p, gv)) b.add_edge(p, v, number(w * width + hv));
            for (Vertex w : h.options(p, hv)) b.add_edge(p, v, number(gv * width + w));
        }
    }
    return {b.build(), number(0)};
}

} // namespace

SidedValue operator+(const SidedValue& a, const SidedValue& b) {
    if (a.is_stopper() && b.is_stopper()) {
        const Graph s = sum(*a.on_.graph, 0, *b.on_.graph, 0);
        if (is_stopper(s, 0)) return SidedValue(Stopper::from_graph(s, 0));
    }
    SidedValue out;
    const auto [on, on_start] = sum_in_pair_order(*a.on_.graph, *b.on_.graph);
    const auto [off, off_start] = sum_in_pair_order(*a.off_.graph, *b.off_.graph);
    out.on_ = SidedValue::side_from(on, on_start, Convention::onside);
    out.off_ = SidedValue::side_from(off, off_start, Convention::offside);
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
    return loopy::side_outcome(*s.graph, 0, c);
}

LoopyOutcome SidedValue::outcome() const {
    return loopy_outcome(side_outcome(Convention::onside), side_outcome(Convention::offside));
}

LoopyOutcome outcome_of_sum(const SidedValue& g, std::span<const Game> short_games) {
    if (short_games.empty()) return g.outcome();
    Game total;
    for (Game h : short_games) total += h;
    auto side_of_sum = [&](const Graph& side, Convention c) {
        GraphBuilder b;
        const Vertex gv = b.add_graph(side, 0);
        const Vertex hv = b.add_game(total);
        const Graph both = b.build();
        return side_outcome(sum(both, gv, both, hv), 0, c);
    };
    return loopy_outcome(side_of_sum(g.onside_graph(), Convention::onside),
                         side_of_sum(g.offside_graph(), Convention::offside));
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
