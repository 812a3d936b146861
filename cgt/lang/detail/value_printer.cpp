#include "cgt/lang/detail/value_printer.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/game_table.hpp"
#include "cgt/detail/option_order.hpp"
#include "cgt/loopy/notation.hpp"
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

// open a,b,c close, in CGSuite's order (the order options are printed in).
std::string list_text(const std::vector<Game>& games, PrintStyle style, std::string_view open, std::string_view close) {
    OptionOrder order;
    for (Game g : games) {
        post_order(g, [](Game h) { return h.is_nus() ? std::vector<Game>{} : all_options(h); },
                   [&](Game h) { order.add(h); });
    }
    std::vector<Game> sorted = games;
    std::sort(sorted.begin(), sorted.end(), [&](Game a, Game b) { return order.compare(a, b) < 0; });
    // Each form is charged while it is built (to_string); the list of them is charged as it grows.
    MemoryCharge charge(MemoryUse::printing);
    std::string out(open);
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        const std::string text = to_string(sorted[k], style);
        const std::size_t needed = out.size() + text.size() + 1 + close.size();
        if (needed > out.capacity()) {
            const std::size_t grown = std::max(needed, 2 * out.capacity());
            charge.resize(grown);
            out.reserve(grown);
        }
        if (k) out += ',';
        out += text;
    }
    out += close;
    return out;
}

std::string set_text(const GameSet& set, PrintStyle style) { return list_text(set.games, style, "{", "}"); }

// {a,b,c}: the members' printed forms, short ones first, then by length and text (a fixed
// order; CGSuite's depends on hash codes).
std::string loopy_set_text(const LoopySet& set) {
    std::vector<std::pair<bool, std::string>> members;
    for (const loopy::SidedValue& v : set.values) {
        const auto s = v.as_stopper();
        members.emplace_back(!(s && s->is_loopfree()), loopy::to_string(v));
    }
    std::sort(members.begin(), members.end(), [](const auto& a, const auto& b) {
        if (a.first != b.first) return b.first;
        if (a.second.size() != b.second.size()) return a.second.size() < b.second.size();
        return a.second < b.second;
    });
    std::string out = "{";
    for (const auto& m : members) out += (out.size() > 1 ? "," : "") + m.second;
    return out + "}";
}

// The explicit style shows the braces of a number+up+star value itself, one level deep
// (^^^ is {0|^^*}, 3 is {2|}), so that a form can be checked by hand; its options, and nimbers
// past *256 (whose options are not listed), print as tokens.
std::string explicit_text(Game g) {
    if (!g.is_nus() || g.nim_part() > max_listed_nimber)
        return to_string(g, PrintStyle::explicit_braces);
    return list_text(g.left_options(), PrintStyle::explicit_braces, "{", "|") +
           list_text(g.right_options(), PrintStyle::explicit_braces, "", "}");
}

} // namespace

// CGSuite's UptimalExpansion.toOutput: x*m.d1d2...dk, the number omitted when zero unless there
// is no nimber; digits 0-9, A-Z for 10-35, (d) above; a negative digit is followed by '-'.
std::string print_uptimal_expansion(const UptimalExpansion& e) {
    std::string out;
    if (e.nim == 0 || !e.number.is_zero()) out += e.number.to_string();
    if (e.nim != 0) out += e.nim > 1 ? fmt::format("*{}", e.nim) : std::string("*");
    out += '.';
    if (e.coefficients.empty()) out += '0';
    for (std::int64_t a : e.coefficients) {
        const std::uint64_t d = a < 0 ? std::uint64_t(0) - std::uint64_t(a) : std::uint64_t(a);
        if (d < 10) out += char('0' + d);
        else if (d < 36) out += char('A' + (d - 10));
        else out += fmt::format("({})", d);
        if (a < 0) out += '-';
    }
    return out;
}

std::string print_thermograph(const Thermograph& th) {
    return fmt::format("Thermograph({},{})", trajectory_text(th.left_wall), trajectory_text(th.right_wall));
}

std::string print_value(const Value& value, PrintStyle style) {
    struct Printer {
        PrintStyle style;
        std::string operator()(Game g) const {
            return style == PrintStyle::explicit_braces ? explicit_text(g) : to_string(g, style);
        }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(Outcome o) const { return std::string(to_string(o)); }
        std::string operator()(const GameSet& s) const { return set_text(s, style); }
        std::string operator()(const Thermograph& th) const { return print_thermograph(th); }
        std::string operator()(MisereGame g) const { return to_string(g); }
        std::string operator()(const Genus& g) const { return g.to_string(); }
        std::string operator()(const UptimalExpansion& e) const { return print_uptimal_expansion(e); }
        std::string operator()(const loopy::SidedValue& v) const { return loopy::to_string(v); }
        std::string operator()(loopy::LoopyOutcome o) const { return std::string(loopy::to_string(o)); }
        std::string operator()(const LoopySet& s) const { return loopy_set_text(s); }
        std::string operator()(Player p) const { return std::string(to_string(p)); }
    };
    return std::visit(Printer{style}, value);
}

} // namespace cgt::detail
