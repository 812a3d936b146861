#include "cgt/detail/svg.hpp"

#include <cmath>
#include <iterator>

#include <fmt/format.h>

namespace cgt::detail {

namespace {

// Coordinates to two decimals, without "-0".
std::string coordinate(double v) {
    if (!std::isfinite(v)) v = 0;
    double rounded = std::round(v * 100) / 100;
    if (rounded == 0) rounded = 0;
    return fmt::format("{:g}", rounded);
}

} // namespace

std::string xml_escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') break;
            out.push_back(c);
        }
    }
    return out;
}

SvgWriter::SvgWriter(double width, double height, std::string_view title) {
    fmt::format_to(std::back_inserter(out_),
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                   "font-family=\"sans-serif\" font-size=\"12\">\n<title>{2}</title>\n"
                   "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n",
                   coordinate(width), coordinate(height), xml_escaped(title));
}

void SvgWriter::line(SvgPoint from, SvgPoint to, std::string_view attributes) {
    fmt::format_to(std::back_inserter(out_), "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {}/>\n", coordinate(from.x),
                   coordinate(from.y), coordinate(to.x), coordinate(to.y), attributes);
}

void SvgWriter::polyline(const std::vector<SvgPoint>& points, std::string_view attributes) {
    out_ += "<polyline points=\"";
    for (std::size_t i = 0; i < points.size(); ++i)
        fmt::format_to(std::back_inserter(out_), "{}{},{}", i ? " " : "", coordinate(points[i].x), coordinate(points[i].y));
    fmt::format_to(std::back_inserter(out_), "\" fill=\"none\" {}/>\n", attributes);
}

void SvgWriter::rect(SvgPoint corner, double width, double height, std::string_view attributes) {
    fmt::format_to(std::back_inserter(out_), "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {}/>\n",
                   coordinate(corner.x), coordinate(corner.y), coordinate(width), coordinate(height), attributes);
}

void SvgWriter::circle(SvgPoint centre, double radius, std::string_view attributes) {
    fmt::format_to(std::back_inserter(out_), "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {}/>\n", coordinate(centre.x),
                   coordinate(centre.y), coordinate(radius), attributes);
}

void SvgWriter::text(SvgPoint at, std::string_view text, std::string_view attributes) {
    fmt::format_to(std::back_inserter(out_), "<text x=\"{}\" y=\"{}\" {}>{}</text>\n", coordinate(at.x), coordinate(at.y),
                   attributes, xml_escaped(text));
}

void SvgWriter::raw(std::string_view markup) {
    out_ += markup;
    out_ += '\n';
}

void SvgWriter::open_group(std::string_view attributes) {
    fmt::format_to(std::back_inserter(out_), "<g {}>\n", attributes);
    ++open_groups_;
}

void SvgWriter::close_group() {
    if (open_groups_ == 0) return;
    out_ += "</g>\n";
    --open_groups_;
}

std::string SvgWriter::finish() {
    while (open_groups_ > 0) close_group();
    out_ += "</svg>\n";
    return std::move(out_);
}

} // namespace cgt::detail
