#include "cgt/lang/detail/loopy_values.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/lang/detail/work_checks.hpp"
#include "cgt/lang/work_limit.hpp"
#include "cgt/loopy/node_builder.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"

namespace cgt::detail {
namespace {

using loopy::SidedValue;
using loopy::Stopper;

// n * G copies at work limit 1 (each sum of loopy games simplifies a graph).
constexpr std::uint64_t loopy_copies_per_unit = 256;
// Positions of a loopy game to simplify at work limit 1: the comparison tables are quadratic
// in them ({pass|0,1,...,5999}, 6000 positions, takes 10 s).
constexpr std::uint64_t loopy_positions_per_unit = 4096;

// The positions of a loopy game that the work limit allows simplifying.
std::uint64_t loopy_positions_allowed() { return loopy_positions_per_unit * bounds_at_work_limit().limit; }

// A loopy game of `positions` positions is about to be simplified: refused past the work limit.
// `at_least`: `positions` is only a lower bound (a walk stopped at the bound), said so as "more than".
void check_loopy_positions(const BigInt& positions, std::string_view what, bool at_least = false) {
    const std::uint64_t allowed = loopy_positions_allowed();
    if (positions <= allowed) return;
    const BigInt needed = (positions + (loopy_positions_per_unit - 1)) / loopy_positions_per_unit;
    const std::string count = at_least ? fmt::format("more than {}", allowed) : positions.str();
    throw WorkLimitExceeded(fmt::format("{} with {} positions to simplify; work limit {} allows at most {}", what,
                                        count, work_limit(), allowed),
                            needed <= maximum_work_limit ? static_cast<std::uint64_t>(needed)
                                                         : WorkLimitExceeded::beyond_every_limit);
}

// The positions of a short game (itself and its subgames), counted only up to cap + 1: the
// walk stops there, so 100000001, with as many positions, costs no more than the cap.
std::uint64_t positions_up_to(Game g, std::uint64_t cap) {
    std::uint64_t seen = 0;
    detail::post_order(
        g, [&](Game h) { return ++seen > cap ? std::vector<Game>{} : detail::all_options(h); }, [](Game) {});
    return seen;
}

std::uint64_t position_count(const SidedValue& v) {
    return std::max(v.onside_graph().vertex_count(), v.offside_graph().vertex_count());
}

std::string described(const Value& v) {
    std::string text = cgt::to_string(v);
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    return fmt::format("{} ({})", text, kind_name(v));
}

// {0 | 0, pass}: the Right option of ^<on> = {0 || 0 | 0, pass}.
Stopper uponth() {
    static const Stopper u = [] {
        const Stopper zero;
        const Stopper inner = Stopper::from_options({&zero, 1}, {&zero, 1}, false, true);
        return Stopper::from_options({&zero, 1}, {&inner, 1});
    }();
    return u;
}

} // namespace

SidedValue loopy_sum(const SidedValue& a, const SidedValue& b) {
    check_loopy_positions(BigInt(position_count(a)) * position_count(b), "a sum of loopy games");
    return a + b;
}

bool is_loopy(const Value& v) { return std::holds_alternative<SidedValue>(v); }

Value loopy_result(const SidedValue& v) {
    if (const auto s = v.as_stopper()) {
        if (const auto g = s->as_game()) return *g;
    }
    return v;
}

Stopper short_stopper(Game g) {
    // Counted before its graph is built (the graph of 100000001 alone would take gigabytes), by a
    // walk that stops past the bound; the birthday is then a lower bound for the limit to suggest.
    const std::uint64_t allowed = loopy_positions_allowed();
    if (positions_up_to(g, allowed) > allowed)
        check_loopy_positions(std::max(g.birthday() + 1, BigInt(allowed + 1)), "a short game in a loopy expression",
                              true);
    return Stopper::from_game(g);
}

SidedValue sided_value(const Value& v, std::string_view what) {
    if (const Game* g = std::get_if<Game>(&v)) return SidedValue(short_stopper(*g));
    if (const SidedValue* s = std::get_if<SidedValue>(&v)) return *s;
    throw InvalidArgument(fmt::format("{} must be a game, got {}", what, described(v)));
}

Stopper stopper_value(const Value& v, std::string_view what) {
    const SidedValue s = sided_value(v, what);
    if (const auto stopper = s.as_stopper()) return *stopper;
    throw InvalidArgument(fmt::format("{} must be a stopper (a game with no infinite alternating play), got {}", what,
                                      described(v)));
}

SidedValue loopy_constant(LoopyConstant c) {
    switch (c) {
    case LoopyConstant::on: return Stopper::on();
    case LoopyConstant::off: return Stopper::off();
    case LoopyConstant::dud: return SidedValue::dud();
    case LoopyConstant::over: return Stopper::over();
    case LoopyConstant::under: return Stopper::under();
    case LoopyConstant::upon: return Stopper::upon();
    }
    return SidedValue();
}

Stopper upon_literal(bool unit, int sign, const Dyadic& number, std::uint64_t nim) {
    Stopper s = unit ? uponth() : Stopper::upon();
    if (sign < 0) s = -s;
    return s + Game::nus(number, 0, nim);
}

SidedValue loopy_game(const SyntaxTree& tree, std::uint32_t root, const std::function<Value(std::uint32_t)>& take) {
    loopy::NodeBuilder builder;
    std::unordered_map<std::uint32_t, loopy::NodeBuilder::Node> node_of; // game node -> builder node
    node_of[root] = builder.add_node();
    std::vector<std::uint32_t> stack{root}; // explicit: no recursion, whatever the nesting
    while (!stack.empty()) {
        const std::uint32_t g = stack.back();
        stack.pop_back();
        const SyntaxNode& n = tree.nodes[g];
        const auto from = node_of.at(g);
        for (std::uint32_t k = 0; k < n.child_count; ++k) {
            const Player player = k < n.count ? Player::left : Player::right;
            const std::uint32_t c = tree.child(n, k);
            const SyntaxNode& child = tree.nodes[c];
            if (child.kind == NodeKind::loop_ref) {
                builder.add_option(player, from, node_of.at(child.count)); // the target encloses it
            } else if (child.kind == NodeKind::game && tree.loop_reach[c] > c) { // a game that loops out
                const auto to = builder.add_node();
                node_of[c] = to;
                builder.add_option(player, from, to);
                stack.push_back(c);
            } else {
                builder.add_value(player, from, sided_value(take(c), "an option"));
                check_loopy_positions(builder.vertex_count(), "a loopy game"); // before the next copy
            }
        }
    }
    check_loopy_positions(builder.vertex_count(), "a loopy game");
    return builder.value(node_of.at(root));
}

SidedValue loopy_options(std::span<const Value> left, std::span<const Value> right) {
    std::vector<SidedValue> l, r;
    std::uint64_t total = 1;
    for (const auto& [from, into] : {std::pair{left, &l}, std::pair{right, &r}})
        for (const Value& v : from) {
            into->push_back(sided_value(v, "an option"));
            total += position_count(into->back()); // counts shared positions again: a bound
            check_loopy_positions(total, "a loopy game");
        }
    return SidedValue::from_options(l, r);
}

Value sidle(const Value& onside, const Value& offside) {
    const SidedValue a = sided_value(onside, "the onside of G & H"), b = sided_value(offside, "the offside of G & H");
    if (!a.onside() || !b.offside())
        throw InvalidArgument(fmt::format("G & H joins two stopper sides, and {} has none",
                                          a.onside() ? described(offside) : described(onside)));
    if (!(*b.offside() <= *a.onside()))
        throw InvalidArgument(fmt::format("in G & H the offside H must be <= the onside G, and {} is not <= {}",
                                          loopy::to_string(*b.offside()), loopy::to_string(*a.onside())));
    return loopy_result(SidedValue::sidle(*a.onside(), *b.offside()));
}

bool compare(const Value& a, const Value& b, Comparison c) {
    bool le = false, ge = false;
    const Game* ga = std::get_if<Game>(&a);
    const Game* gb = std::get_if<Game>(&b);
    if (ga && gb) {
        if (c == Comparison::equal) return *ga == *gb;
        le = *ga <= *gb;
        ge = *gb <= *ga;
    } else {
        const SidedValue x = sided_value(a, "the left side of a comparison"),
                         y = sided_value(b, "the right side of a comparison");
        if (c == Comparison::equal) return x == y;
        le = x <= y;
        ge = y <= x;
    }
    switch (c) {
    case Comparison::equal: return le && ge;
    case Comparison::less_equal: return le;
    case Comparison::less: return le && !ge;
    case Comparison::greater_equal: return ge;
    case Comparison::greater: return ge && !le;
    case Comparison::confused: return !le && !ge;
    }
    return false;
}

Value loopy_product(const Value& a, const Value& b) {
    const bool count_first = !is_loopy(a);
    const Value& count = count_first ? a : b;
    const SidedValue g = sided_value(count_first ? b : a, "a factor of n * G");
    const std::int64_t n = integer_value(count, "n in n * G (G loopy)", std::numeric_limits<std::int64_t>::min() + 1,
                                         std::numeric_limits<std::int64_t>::max());
    const std::uint64_t copies = n < 0 ? std::uint64_t(-n) : std::uint64_t(n);
    const Bounds bounds = bounds_at_work_limit();
    const std::uint64_t allowed = loopy_copies_per_unit * bounds.limit;
    if (copies > allowed)
        throw WorkLimitExceeded(
            fmt::format("{} copies of a loopy game; work limit {} allows at most {}", copies, bounds.limit, allowed),
            (copies + loopy_copies_per_unit - 1) / loopy_copies_per_unit);
    SidedValue total, power = n < 0 ? -g : g;
    for (std::uint64_t k = copies; k != 0; k >>= 1) { // by doubling: log2(n) sums of doublings
        if (k & 1) total = loopy_sum(total, power);
        if (k > 1) power = loopy_sum(power, power);
    }
    return loopy_result(total);
}

Value loopy_ordinal_sum(const Value& g, const Value& h) {
    return loopy_result(loopy::ordinal_sum(stopper_value(g, "G in G:H"), stopper_value(h, "H in G:H")));
}

Value loopy_tiny(const Dyadic& x, const Value& g, bool tiny) {
    const Stopper s = stopper_value(g, tiny ? "the argument of Tiny" : "the argument of Miny");
    const Stopper zero;
    Stopper result;
    if (tiny) { // {0 || 0 | -G}
        const Stopper minus = -s;
        const Stopper inner = Stopper::from_options({&zero, 1}, {&minus, 1});
        result = Stopper::from_options({&zero, 1}, {&inner, 1});
    } else { // {G | 0 || 0}
        const Stopper inner = Stopper::from_options({&s, 1}, {&zero, 1});
        result = Stopper::from_options({&inner, 1}, {&zero, 1});
    }
    return loopy_result(result + Game::number(x));
}

} // namespace cgt::detail
