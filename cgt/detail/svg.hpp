#pragma once
// A small SVG writer for cgt's pictures (thermographs, Grundy sequences, positions): elements are
// appended as text with fmt, attribute values and text escaped, coordinates rounded to 0.01.
// SVG is a handful of XML elements, so no drawing library is needed (docs/dependencies.md).

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cgt::detail {

struct SvgPoint {
    double x = 0, y = 0;
};

class SvgWriter {
public:
    // A picture of width x height pixels (the viewBox too), with an accessible title.
    SvgWriter(double width, double height, std::string_view title);

    // `attributes` are extra attributes written as given (`class="mast" stroke-dasharray="4 3"`);
    // they come from cgt's code, never from input.
    void line(SvgPoint from, SvgPoint to, std::string_view attributes);
    void polyline(const std::vector<SvgPoint>& points, std::string_view attributes);
    void rect(SvgPoint corner, double width, double height, std::string_view attributes);
    void circle(SvgPoint centre, double radius, std::string_view attributes);
    // Text is escaped (it may come from input: a colour string, a code).
    void text(SvgPoint at, std::string_view text, std::string_view attributes);
    // Markup written as given (cgt's own fixed definitions, such as arrow markers in <defs>).
    void raw(std::string_view markup);
    void open_group(std::string_view attributes);
    void close_group();

    // The document, closed.
    std::string finish();

private:
    std::string out_;
    int open_groups_ = 0;
};

// &, <, >, " and ' as XML entities; control characters other than tab and newline dropped.
std::string xml_escaped(std::string_view text);

// A linear map from a data interval onto a pixel interval (either may be reversed).
struct SvgScale {
    double from_lo, from_hi, to_lo, to_hi;
    double operator()(double v) const {
        if (from_hi == from_lo) return (to_lo + to_hi) / 2;
        return to_lo + (v - from_lo) * (to_hi - to_lo) / (from_hi - from_lo);
    }
};

} // namespace cgt::detail
