#include "cgt/thermograph_svg.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/svg.hpp"

namespace cgt {

namespace {

using detail::SvgPoint;

// For drawing only (exact values are printed as text).
double approximate(const Dyadic& x) {
    if (const auto small = x.small_numerator())
        return std::ldexp(static_cast<double>(*small), -static_cast<int>(std::min<std::uint64_t>(x.exponent(), 4000)));
    const double numerator = x.numerator().convert_to<double>();
    return std::ldexp(numerator, -static_cast<int>(std::min<std::uint64_t>(x.exponent(), 4000)));
}

// A wall's points up to temperature `top` (its vertical part above the last breakpoint included).
std::vector<std::pair<double, double>> wall_points(const Trajectory& wall, const Dyadic& top) {
    std::vector<std::pair<double, double>> points; // (value, temperature)
    for (const Trajectory::Point& p : wall.points) {
        if (p.temperature > top) break;
        points.emplace_back(approximate(p.value), approximate(p.temperature));
    }
    if (points.empty() || points.back().second < approximate(top))
        points.emplace_back(approximate(wall.value_at(top)), approximate(top));
    return points;
}

struct Tick {
    double at;
    std::string label;
};

// Ticks whose labels would overlap a kept one are dropped; the first ticks of the list win. Along
// the value axis a label is about 7 pixels a character wide (12-pixel sans-serif) and centred on
// its tick; along the temperature axis each is one line, `line_height` pixels.
std::vector<Tick> spaced(std::vector<Tick> ticks, const detail::SvgScale& scale, bool horizontal) {
    constexpr double char_width = 7, padding = 6, line_height = 14;
    const auto extent = [&](const Tick& t) { return horizontal ? char_width * static_cast<double>(t.label.size()) : line_height; };
    std::vector<Tick> kept;
    for (Tick& t : ticks) {
        bool clear = true;
        for (const Tick& k : kept)
            clear = clear && std::abs(scale(k.at) - scale(t.at)) >= (extent(k) + extent(t)) / 2 + (horizontal ? padding : 0);
        if (clear) kept.push_back(std::move(t));
    }
    return kept;
}

} // namespace

std::string thermograph_svg(const Thermograph& th, const ThermographSvgOptions& options) {
    const double width = std::max(options.width, 200.0), height = std::max(options.height, 160.0);
    const double left = 64, right = width - 24, top = 44, bottom = height - 52;

    // The mast starts at the temperature (-1 for an integer); draw some of it above.
    const Dyadic mast_from = th.temperature < Dyadic(-1) ? Dyadic(-1) : th.temperature;
    const double t_mast = approximate(mast_from);
    const double t_top = std::max(t_mast, 0.0) + std::max(1.0, 0.3 * (std::max(t_mast, 0.0) + 1));
    const auto left_wall = wall_points(th.left_wall, mast_from);
    const auto right_wall = wall_points(th.right_wall, mast_from);

    double lo = approximate(th.mean), hi = lo;
    for (const auto* wall : {&left_wall, &right_wall})
        for (const auto& [v, t] : *wall) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const double pad = std::max((hi - lo) * 0.12, 0.5);
    // Larger values on the left (Left's side), as thermographs are drawn.
    const detail::SvgScale x{hi + pad, lo - pad, left, right};
    const detail::SvgScale y{-1, t_top, bottom, top};

    const std::string caption =
        fmt::format("{}mean {}, temperature {}", options.title.empty() ? "" : options.title + ": ", th.mean.to_string(),
                    th.temperature.to_string());
    detail::SvgWriter svg(width, height, "Thermograph of " + (options.title.empty() ? std::string("a game") : options.title));
    svg.text({width / 2, 22}, caption, "class=\"label caption\" text-anchor=\"middle\" font-size=\"14\"");

    // Axes: temperature on the left edge, values along t = -1, and the line t = 0 dashed.
    svg.open_group("class=\"axis\" stroke=\"#444\" stroke-width=\"1\"");
    svg.line({left, bottom}, {right, bottom}, "class=\"axis value-axis\"");
    svg.line({left, bottom}, {left, top}, "class=\"axis temperature-axis\"");
    svg.line({left, y(0)}, {right, y(0)}, "class=\"axis zero-temperature\" stroke-dasharray=\"3 3\" stroke=\"#aaa\"");
    svg.close_group();

    std::vector<Tick> value_ticks{{approximate(th.mean), th.mean.to_string()}};
    const Dyadic zero;
    if (mast_from > zero) {
        value_ticks.push_back({approximate(th.left_wall.value_at(zero)), th.left_wall.value_at(zero).to_string()});
        value_ticks.push_back({approximate(th.right_wall.value_at(zero)), th.right_wall.value_at(zero).to_string()});
    }
    std::vector<Tick> temperature_ticks{{t_mast, mast_from.to_string()}, {0, "0"}, {-1, "-1"}};
    svg.open_group("class=\"ticks\" stroke=\"#444\"");
    for (const Tick& t : spaced(value_ticks, x, true)) {
        svg.line({x(t.at), bottom}, {x(t.at), bottom + 5}, "class=\"tick\"");
        svg.text({x(t.at), bottom + 18}, t.label, "class=\"label value-label\" text-anchor=\"middle\" stroke=\"none\"");
    }
    for (const Tick& t : spaced(temperature_ticks, y, false)) {
        svg.line({left - 5, y(t.at)}, {left, y(t.at)}, "class=\"tick\"");
        svg.text({left - 8, y(t.at) + 4}, t.label, "class=\"label temperature-label\" text-anchor=\"end\" stroke=\"none\"");
    }
    svg.close_group();
    svg.text({(left + right) / 2, height - 12}, "value  (Left: larger, on the left)",
             "class=\"label axis-title\" text-anchor=\"middle\" fill=\"#444\"");
    svg.text({16, (top + bottom) / 2}, "temperature",
             fmt::format("class=\"label axis-title\" text-anchor=\"middle\" fill=\"#444\" transform=\"rotate(-90 16 {})\"",
                         (top + bottom) / 2));

    auto to_pixels = [&](const std::vector<std::pair<double, double>>& wall) {
        std::vector<SvgPoint> points;
        for (const auto& [v, t] : wall) points.push_back({x(v), y(t)});
        return points;
    };
    svg.polyline(to_pixels(right_wall), "class=\"right-wall\" stroke=\"#c0392b\" stroke-width=\"2.5\"");
    svg.polyline(to_pixels(left_wall), "class=\"left-wall\" stroke=\"#1f5fbf\" stroke-width=\"2.5\"");
    svg.line({x(approximate(th.mean)), y(t_mast)}, {x(approximate(th.mean)), y(t_top)},
             "class=\"mast\" stroke=\"black\" stroke-width=\"2.5\"");
    return svg.finish();
}

} // namespace cgt
