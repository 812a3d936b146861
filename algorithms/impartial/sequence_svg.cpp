#include "algorithms/impartial/sequence_svg.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/svg.hpp"

namespace cgt::impartial {

namespace {

using cgt::detail::SvgPoint;
using cgt::detail::SvgScale;

// A step of 1, 2 or 5 times a power of ten giving at most `most` ticks over [0, span].
double tick_step(double span, int most) {
    double step = 1;
    while (span / step > most) {
        for (double m : {2.0, 2.5, 2.0}) { // 1 -> 2 -> 5 -> 10
            step *= m;
            if (span / step <= most) break;
        }
    }
    return step;
}

} // namespace

std::string grundy_sequence_svg(std::span<const Grundy> values, const std::optional<Periodicity>& periodicity,
                                const GrundySvgOptions& options) {
    const double width = std::max(options.width, 240.0), height = std::max(options.height, 160.0);
    const double left = 52, right = width - 16, top = 40, bottom = height - 44;
    const std::size_t n = values.size();
    const Grundy largest = n == 0 ? 0 : *std::max_element(values.begin(), values.end());
    const SvgScale x{-0.5, static_cast<double>(std::max<std::size_t>(n, 1)) - 0.5, left, right};
    const SvgScale y{-0.5, static_cast<double>(largest) + 0.5, bottom, top};

    std::string caption = fmt::format("{}G(n) for n = 0..{}", options.title.empty() ? "" : options.title + ": ",
                                      n == 0 ? 0 : n - 1);
    if (periodicity)
        caption += periodicity->saltus == 0
                       ? fmt::format(", preperiod {}, period {}", periodicity->preperiod, periodicity->period)
                       : fmt::format(", preperiod {}, period {}, saltus {}", periodicity->preperiod,
                                     periodicity->period, periodicity->saltus);
    cgt::detail::SvgWriter svg(width, height,
                               "Grundy sequence" + (options.title.empty() ? std::string() : " of " + options.title));
    svg.text({width / 2, 22}, caption, "class=\"label caption\" text-anchor=\"middle\" font-size=\"14\"");

    if (periodicity && periodicity->period > 0 && periodicity->preperiod <= n) {
        const double q = x(static_cast<double>(periodicity->preperiod) - 0.5);
        svg.rect({left, top}, std::max(q - left, 0.0), bottom - top, "class=\"preperiod\" fill=\"#f3e6c4\"");
        const double p_pixels = x(static_cast<double>(periodicity->period)) - x(0);
        svg.open_group("class=\"period-marks\" stroke=\"#b07d12\" stroke-dasharray=\"4 3\"");
        for (std::size_t k = periodicity->preperiod; k <= n; k += periodicity->period) {
            const double at = x(static_cast<double>(k) - 0.5);
            svg.line({at, top}, {at, bottom}, "class=\"period-mark\"");
            if (p_pixels < 6 && k > periodicity->preperiod) break; // too dense: mark the first period only
        }
        svg.close_group();
    }

    // Axes and ticks.
    svg.open_group("class=\"axis\" stroke=\"#444\"");
    svg.line({left, bottom}, {right, bottom}, "class=\"axis n-axis\"");
    svg.line({left, bottom}, {left, top}, "class=\"axis value-axis\"");
    const double n_step = tick_step(static_cast<double>(std::max<std::size_t>(n, 1)), 8);
    for (double t = 0; t < static_cast<double>(std::max<std::size_t>(n, 1)); t += n_step) {
        svg.line({x(t), bottom}, {x(t), bottom + 5}, "class=\"tick\"");
        svg.text({x(t), bottom + 18}, fmt::format("{}", static_cast<std::uint64_t>(t)),
                 "class=\"label\" text-anchor=\"middle\" stroke=\"none\"");
    }
    const double g_step = tick_step(static_cast<double>(std::max<Grundy>(largest, 1)), 6);
    for (double t = 0; t <= static_cast<double>(largest); t += g_step) {
        svg.line({left - 5, y(t)}, {left, y(t)}, "class=\"tick\"");
        svg.text({left - 8, y(t) + 4}, fmt::format("{}", static_cast<std::uint64_t>(t)),
                 "class=\"label\" text-anchor=\"end\" stroke=\"none\"");
    }
    svg.close_group();
    svg.text({(left + right) / 2, height - 10}, "heap size n", "class=\"label axis-title\" text-anchor=\"middle\" fill=\"#444\"");
    svg.text({14, (top + bottom) / 2}, "G(n)",
             fmt::format("class=\"label axis-title\" text-anchor=\"middle\" fill=\"#444\" transform=\"rotate(-90 14 {})\"",
                         (top + bottom) / 2));

    svg.open_group("class=\"values\" fill=\"#1f5fbf\"");
    const double columns = right - left;
    if (static_cast<double>(n) <= columns) { // a dot per value, at least a pixel apart
        const double r = std::clamp(columns / std::max<double>(static_cast<double>(n), 1) / 2, 1.8, 4.0);
        for (std::size_t i = 0; i < n; ++i) svg.circle({x(static_cast<double>(i)), y(values[i])}, r, "class=\"value\"");
    } else {
        // One pixel column at a time: the values present, as runs of consecutive values.
        const std::size_t column_count = static_cast<std::size_t>(columns);
        std::vector<Grundy> present;
        for (std::size_t c = 0; c < column_count; ++c) {
            const std::size_t first = c * n / column_count, last = (c + 1) * n / column_count;
            if (first >= last) continue;
            present.assign(values.begin() + static_cast<std::ptrdiff_t>(first), values.begin() + static_cast<std::ptrdiff_t>(last));
            std::sort(present.begin(), present.end());
            present.erase(std::unique(present.begin(), present.end()), present.end());
            const double x0 = left + static_cast<double>(c);
            for (std::size_t i = 0; i < present.size();) {
                std::size_t j = i;
                while (j + 1 < present.size() && present[j + 1] == present[j] + 1) ++j;
                const double y_top = y(present[j]) - 1.5, y_bottom = y(present[i]) + 1.5;
                svg.rect({x0, y_top}, 1, y_bottom - y_top, "class=\"value\"");
                i = j + 1;
            }
        }
    }
    svg.close_group();
    return svg.finish();
}

} // namespace cgt::impartial
