#include "games/graph/graph_svg.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <utility>

#include <fmt/format.h>

#include "cgt/detail/svg.hpp"

namespace cgt {

namespace {

using detail::SvgPoint;

constexpr double radius = 15;   // of a vertex
constexpr double spacing = 56;  // between neighbours on a path
constexpr double margin = 28;

// The vertices of each connected component (edges taken both ways), components in order of
// their smallest vertex.
std::vector<std::vector<int>> components(const Multigraph& g) {
    const int n = g.vertex_count();
    std::vector<int> component(static_cast<std::size_t>(n), -1);
    std::vector<std::vector<int>> result;
    for (int start = 0; start < n; ++start) {
        if (component[static_cast<std::size_t>(start)] >= 0) continue;
        result.emplace_back();
        std::vector<int> stack{start};
        component[static_cast<std::size_t>(start)] = static_cast<int>(result.size()) - 1;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            result.back().push_back(v);
            const VertexMask next = g.successors(v) | g.predecessors(v);
            for (int w = 0; w < n; ++w)
                if (((next >> w) & 1U) && component[static_cast<std::size_t>(w)] < 0) {
                    component[static_cast<std::size_t>(w)] = component[static_cast<std::size_t>(start)];
                    stack.push_back(w);
                }
        }
        std::sort(result.back().begin(), result.back().end());
    }
    return result;
}

// The component's vertices in path order when it is a path (at least two vertices), else empty.
std::vector<int> path_order(const Multigraph& g, const std::vector<int>& vertices) {
    const Graph simple = g.underlying_graph();
    std::size_t edges_inside = 0;
    int end = -1;
    for (int v : vertices) {
        const int degree = std::popcount(simple.neighbours(v));
        if (degree > 2) return {};
        if (degree == 1 && end < 0) end = v;
        edges_inside += static_cast<std::size_t>(degree);
    }
    if (vertices.size() < 2 || end < 0 || edges_inside / 2 + 1 != vertices.size()) return {};
    std::vector<int> order{end};
    int previous = -1, current = end;
    while (order.size() < vertices.size()) {
        const VertexMask next = simple.neighbours(current) & ~(previous >= 0 ? VertexMask{1} << previous : 0);
        previous = current;
        current = std::countr_zero(next);
        order.push_back(current);
    }
    return order;
}

// The component's vertices in cycle order when it is a cycle, else by number.
std::vector<int> circle_order(const Multigraph& g, const std::vector<int>& vertices) {
    const Graph simple = g.underlying_graph();
    for (int v : vertices)
        if (std::popcount(simple.neighbours(v)) != 2) return vertices;
    std::vector<int> order{vertices.front()};
    int previous = -1, current = vertices.front();
    while (order.size() < vertices.size()) {
        const VertexMask next = simple.neighbours(current) & ~(previous >= 0 ? VertexMask{1} << previous : 0);
        previous = current;
        current = std::countr_zero(next);
        if (current == vertices.front()) return vertices; // a shorter cycle: not one cycle
        order.push_back(current);
    }
    return order;
}

std::string at(const std::vector<std::string>& list, int i) {
    return static_cast<std::size_t>(i) < list.size() ? list[static_cast<std::size_t>(i)] : std::string();
}

} // namespace

std::string graph_svg(const Multigraph& g, const GraphPicture& picture) {
    const int n = g.vertex_count();
    std::vector<SvgPoint> where(static_cast<std::size_t>(n));
    double width = 2 * margin, y = picture.title.empty() ? margin : margin + 24;
    for (const std::vector<int>& vertices : components(g)) {
        if (const std::vector<int> path = path_order(g, vertices); !path.empty()) {
            for (std::size_t i = 0; i < path.size(); ++i)
                where[static_cast<std::size_t>(path[i])] = {margin + radius + spacing * static_cast<double>(i), y + radius + 12};
            width = std::max(width, 2 * (margin + radius) + spacing * static_cast<double>(path.size() - 1));
            y += 2 * radius + 36;
        } else if (vertices.size() == 1) {
            where[static_cast<std::size_t>(vertices[0])] = {margin + radius, y + radius + 12};
            y += 2 * radius + 36;
        } else {
            const std::vector<int> order = circle_order(g, vertices);
            const double k = static_cast<double>(order.size());
            const double circle = std::max(spacing * k / (2 * std::numbers::pi), 1.5 * spacing / 2);
            for (std::size_t i = 0; i < order.size(); ++i) {
                const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * static_cast<double>(i) / k;
                where[static_cast<std::size_t>(order[i])] = {margin + radius + circle + circle * std::cos(angle),
                                                             y + radius + 12 + circle + circle * std::sin(angle)};
            }
            width = std::max(width, 2 * (margin + radius + circle));
            y += 2 * circle + 2 * radius + 36;
        }
    }
    const double height = std::max(y + margin / 2, 2 * margin);

    detail::SvgWriter svg(width, height, picture.title.empty() ? std::string("A position") : picture.title);
    if (!picture.title.empty())
        svg.text({width / 2, 22}, picture.title, "class=\"label caption\" text-anchor=\"middle\" font-size=\"14\"");
    if (g.directed())
        svg.raw("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" "
                "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#333\"/></marker></defs>");

    // Edges: repeated ones drawn once with a count.
    std::map<std::pair<int, int>, int> copies;
    for (const Edge& e : g.edges()) ++copies[{e.from, e.to}];
    svg.open_group("class=\"edges\" stroke=\"#333\" stroke-width=\"1.6\"");
    for (std::size_t i = 0; i < g.edges().size(); ++i) {
        const Edge& e = g.edges()[i];
        int& count = copies[{e.from, e.to}];
        if (count < 0) continue; // a repeated edge, drawn with its first copy
        const SvgPoint a = where[static_cast<std::size_t>(e.from)], b = where[static_cast<std::size_t>(e.to)];
        std::string label = at(picture.edge_label, static_cast<int>(i));
        if (count > 1 && label.empty()) label = fmt::format("x{}", count);
        count = -1;
        SvgPoint middle{(a.x + b.x) / 2, (a.y + b.y) / 2 - 6};
        if (e.from == e.to) {
            svg.circle({a.x, a.y - radius - 7}, 8, "class=\"edge loop\" fill=\"none\"");
            middle = {a.x, a.y - radius - 19};
        } else {
            const double dx = b.x - a.x, dy = b.y - a.y, length = std::max(std::hypot(dx, dy), 1e-9);
            const SvgPoint from{a.x + dx / length * radius, a.y + dy / length * radius};
            const SvgPoint to{b.x - dx / length * radius, b.y - dy / length * radius};
            svg.line(from, to, g.directed() ? "class=\"edge arc\" marker-end=\"url(#arrow)\"" : "class=\"edge\"");
        }
        if (!label.empty())
            svg.text(middle, label, "class=\"edge-label\" text-anchor=\"middle\" stroke=\"none\" fill=\"#333\" font-size=\"11\"");
    }
    svg.close_group();

    svg.open_group("class=\"vertices\" stroke=\"#222\"");
    for (int v = 0; v < n; ++v) {
        const bool marked = (picture.marked >> v) & 1U, highlighted = (picture.highlighted >> v) & 1U;
        std::string fill = at(picture.vertex_fill, v);
        if (fill.empty()) fill = "#ffffff";
        svg.circle(where[static_cast<std::size_t>(v)], radius,
                   fmt::format("class=\"vertex{}{}\" fill=\"{}\" stroke-width=\"{}\"{}", marked ? " marked" : "",
                               highlighted ? " highlighted" : "", detail::xml_escaped(fill), highlighted ? 3.5 : 1.5,
                               marked ? " fill-opacity=\"0.3\" stroke-dasharray=\"3 2\"" : ""));
        const std::string label = static_cast<std::size_t>(v) < picture.vertex_label.size() ? picture.vertex_label[static_cast<std::size_t>(v)]
                                                                                        : fmt::format("{}", v);
        svg.text({where[static_cast<std::size_t>(v)].x, where[static_cast<std::size_t>(v)].y + 4}, label,
                 "class=\"vertex-label\" text-anchor=\"middle\" stroke=\"none\" fill=\"#111\"");
    }
    svg.close_group();
    return svg.finish();
}

std::string board_svg(const Multigraph& board, const BoardMarks& marks, std::string_view title) {
    GraphPicture picture;
    picture.title = std::string(title);
    for (char t : marks.tints) picture.vertex_fill.push_back(t == 'L' ? "#8fb3ea" : t == 'R' ? "#ee9d93" : "");
    for (int c : marks.vertex_counts) picture.vertex_label.push_back(fmt::format("{}", c));
    for (int c : marks.edge_counts) picture.edge_label.push_back(fmt::format("{}", c));
    picture.highlighted = marks.tokens;
    picture.marked = marks.dominated;
    return graph_svg(board, picture);
}

} // namespace cgt
