#include "cgt/detail/value_printer.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/option_order.hpp"
#include "cgt/memory.hpp"

namespace cgt::detail {
namespace {

// A wall as CGSuite writes a trajectory: mast value, critical points (decreasing), slopes.
std::string trajectory_text(const Trajectory& wall) {
    const auto& p = wall.points;
    // Slopes of the segments between consecutive points, bottom to top; the mast is vertical.
    std::vector<Dyadic> critical, slopes{Dyadic()};
    for (std::size_t k = p.size() - 1; k > 0; --k) {
        Dyadic dv = p[k].value - p[k - 1].value;
        Dyadic dt = p[k].temperature - p[k - 1].temperature;
        // Wall slopes are 0 or +-1.
        Dyadic slope = dv.is_zero() ? Dyadic() : (dv == dt ? Dyadic(1) : Dyadic(-1));
        if (slope != slopes.back()) {
            critical.push_back(p[k].temperature);
            slopes.push_back(slope);
        }
    }
    std::string out = p.back().value.to_string() + ",[";
    out += fmt::format("{}],[{}]", fmt::join(critical, ","), fmt::join(slopes, ","));
    return out;
}

// {a,b,c} in CGSuite's order (the order options are printed in).
std::string set_text(const GameSet& set, Notation style) {
    OptionOrder order;
    for (Game g : set.games) {
        post_order(g, [](Game h) { return h.is_nus() ? std::vector<Game>{} : all_options(h); },
                   [&](Game h) { order.add(h); });
    }
    std::vector<Game> sorted = set.games;
    std::sort(sorted.begin(), sorted.end(), [&](Game a, Game b) { return order.compare(a, b) < 0; });
    // Each form is charged while it is built (to_string); the list of them is charged as it grows.
    MemoryCharge charge(MemoryUse::printing);
    std::string out = "{";
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        const std::string text = to_string(sorted[k], style);
        const std::size_t needed = out.size() + text.size() + 2;
        if (needed > out.capacity()) {
            const std::size_t grown = std::max(needed, 2 * out.capacity());
            charge.resize(grown);
            out.reserve(grown);
        }
        if (k) out += ',';
        out += text;
    }
    out += '}';
    return out;
}

} // namespace

std::string print_thermograph(const Thermograph& th) {
    return fmt::format("Thermograph({},{})", trajectory_text(th.left_wall), trajectory_text(th.right_wall));
}

std::string print_value(const Value& value, Notation style) {
    struct Printer {
        Notation style;
        std::string operator()(Game g) const { return to_string(g, style); }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(Outcome o) const { return std::string(to_string(o)); }
        std::string operator()(const GameSet& s) const { return set_text(s, style); }
        std::string operator()(const Thermograph& th) const { return print_thermograph(th); }
    };
    return std::visit(Printer{style}, value);
}

} // namespace cgt::detail
