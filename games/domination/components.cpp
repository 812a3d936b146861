#include "games/domination/components.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/graph/graph_names.hpp"

namespace cgt::domination {

Component path(std::string_view colours) {
    check_colour_string(colours);
    return Component{Shape::path, std::string(colours)};
}

void check_cycle_colours(std::string_view colours) {
    check_colour_string(colours);
    if (colours.size() < 3)
        throw InvalidArgument(fmt::format("cycle \"{}\": a cycle has at least 3 vertices, not {}", colours,
                                          colours.size())); // colours are checked: printable
}

Component cycle(std::string_view colours) {
    check_cycle_colours(colours);
    return Component{Shape::cycle, std::string(colours)};
}

std::string to_string(const Component& c) {
    return fmt::format("{} {}", c.shape == Shape::path ? 'P' : 'C', c.colours);
}

Component parse_component(std::string_view text) {
    auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    std::size_t i = 0;
    while (i < text.size() && is_space(text[i])) ++i;
    if (i == text.size()) throw InvalidArgument("empty line: expected \"P COLOURS\" or \"C COLOURS\"");
    char kind = text[i++];
    if ((kind != 'P' && kind != 'C') || (i < text.size() && !is_space(text[i])))
        throw InvalidArgument(fmt::format("{}: a line starts with P (path) or C (cycle), then the colours", quote_excerpt(text)));
    while (i < text.size() && is_space(text[i])) ++i;
    std::size_t end = i;
    while (end < text.size() && !is_space(text[end])) ++end;
    std::string_view colours = text.substr(i, end - i);
    for (std::size_t rest = end; rest < text.size(); ++rest)
        if (!is_space(text[rest]))
            throw InvalidArgument(fmt::format("{}: unexpected text after the colours (offset {})", quote_excerpt(text, rest), rest));
    return kind == 'P' ? path(colours) : cycle(colours);
}

ColouredGraph::ColouredGraph(Graph g, std::vector<Movers> vertex_colours)
    : graph(std::move(g)), colours(std::move(vertex_colours)) {
    if (static_cast<int>(colours.size()) != graph.vertex_count())
        throw InvalidArgument(fmt::format("{} colours given for a graph with {} vertices", colours.size(),
                                          graph.vertex_count()));
}

ColouredGraph parse_coloured_graph(std::string_view line) {
    const std::size_t end = line.find_last_not_of(" \t\r");
    const std::size_t start = end == std::string_view::npos ? end : line.find_last_of(" \t", end);
    if (start == std::string_view::npos)
        throw InvalidArgument("expected a graph and then its colour string, e.g. \"Ch ABAB\"");
    Graph g = parse_graph(line.substr(0, start));
    std::vector<Movers> colours = parse_colours(line.substr(start + 1, end - start));
    if (static_cast<int>(colours.size()) != g.vertex_count())
        throw InvalidArgument(fmt::format("{} colours given for a graph with {} vertices", colours.size(), g.vertex_count()));
    return ColouredGraph(std::move(g), std::move(colours));
}

ColouredGraph to_graph(const std::vector<Component>& components) {
    std::size_t total = 0;
    for (const Component& c : components) total += c.size();
    if (total > static_cast<std::size_t>(Graph::max_vertices))
        throw InvalidArgument(fmt::format("a coloured graph has at most {} vertices, not {}", Graph::max_vertices, total));
    Graph g(static_cast<int>(total));
    std::vector<Movers> colours;
    int first = 0;
    for (const Component& c : components) {
        int n = static_cast<int>(c.size());
        for (int v = 0; v + 1 < n; ++v) g.add_edge(first + v, first + v + 1);
        if (c.shape == Shape::cycle) g.add_edge(first + n - 1, first);
        for (Movers col : parse_colours(c.colours)) colours.push_back(col);
        first += n;
    }
    return ColouredGraph(std::move(g), std::move(colours));
}

ColouredGraph to_graph(const Component& c) { return to_graph(std::vector<Component>{c}); }

} // namespace cgt::domination
