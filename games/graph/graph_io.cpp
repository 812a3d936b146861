#include "games/graph/graph_io.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt {

namespace {

std::string_view trim_line_end(std::string_view text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
    return text;
}

int graph6_sextet(std::string_view text, std::size_t pos) {
    if (pos >= text.size())
        throw ParseError(fmt::format("graph6: the line ends at offset {} but more data is needed", pos), pos);
    const int c = static_cast<unsigned char>(text[pos]);
    if (c < 63 || c > 126)
        throw ParseError(fmt::format("graph6: character '{}' at offset {} is outside '?'..'~'",
                                     static_cast<char>(c), pos), pos);
    return c - 63;
}

} // namespace

Graph parse_graph6(std::string_view text) {
    text = trim_line_end(text);
    std::size_t pos = 0;
    if (text.starts_with(">>graph6<<")) pos = 10;
    if (pos < text.size() && text[pos] == ':')
        throw ParseError("graph6: this is sparse6 (starts with ':'), not graph6", pos);
    if (pos < text.size() && text[pos] == '&')
        throw ParseError("graph6: this is digraph6 (starts with '&'), not graph6", pos);
    std::uint64_t n = 0;
    const int first = graph6_sextet(text, pos);
    if (first == 63) { // 126: n >= 63 in the next three (or, after a second 126, six) sextets
        ++pos;
        int words = 3;
        if (pos < text.size() && text[pos] == '~') {
            ++pos;
            words = 6;
        }
        for (int k = 0; k < words; ++k) n = (n << 6) | static_cast<std::uint64_t>(graph6_sextet(text, pos++));
    } else {
        n = static_cast<std::uint64_t>(first);
        ++pos;
    }
    if (n > static_cast<std::uint64_t>(Graph::max_vertices))
        throw ParseError(fmt::format("graph6: {} vertices, but at most {} are supported", n, Graph::max_vertices), 0);
    const int vertices = static_cast<int>(n);
    const std::size_t bits = static_cast<std::size_t>(vertices) * static_cast<std::size_t>(vertices > 0 ? vertices - 1 : 0) / 2;
    const std::size_t bytes = (bits + 5) / 6;
    if (text.size() - pos != bytes)
        throw ParseError(fmt::format("graph6: a graph on {} vertices needs {} data characters, found {}", vertices,
                                     bytes, text.size() - pos), std::min(text.size(), pos + bytes));
    Graph graph(vertices);
    std::size_t bit = 0;
    // The upper triangle column by column: (0,1), (0,2), (1,2), (0,3), ...
    for (int v = 1; v < vertices; ++v)
        for (int u = 0; u < v; ++u, ++bit) {
            const int sextet = graph6_sextet(text, pos + bit / 6);
            if ((sextet >> (5 - bit % 6)) & 1) graph.add_edge(u, v);
        }
    for (std::size_t i = 0; i < bytes; ++i) graph6_sextet(text, pos + i); // validate padding characters too
    if (bits % 6 != 0) {
        const int last = graph6_sextet(text, pos + bytes - 1);
        if (last & ((1 << (6 - bits % 6)) - 1))
            throw ParseError("graph6: the padding bits of the last character are not zero", pos + bytes - 1);
    }
    return graph;
}

std::string to_graph6(const Graph& graph) {
    const int n = graph.vertex_count();
    std::string out;
    if (n < 63) {
        out += static_cast<char>(63 + n);
    } else {
        out += '~';
        for (int shift = 12; shift >= 0; shift -= 6) out += static_cast<char>(63 + ((n >> shift) & 63));
    }
    int sextet = 0;
    int filled = 0;
    for (int v = 1; v < n; ++v)
        for (int u = 0; u < v; ++u) {
            sextet = (sextet << 1) | (graph.has_edge(u, v) ? 1 : 0);
            if (++filled == 6) {
                out += static_cast<char>(63 + sextet);
                sextet = filled = 0;
            }
        }
    if (filled > 0) out += static_cast<char>(63 + (sextet << (6 - filled)));
    return out;
}

namespace {

bool is_separator(char c) { return c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t' || c == ';'; }

int parse_vertex(std::string_view text, std::size_t& pos) {
    const std::size_t start = pos;
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + text.size(), value);
    if (ec != std::errc{} || end == text.data() + pos)
        throw ParseError(fmt::format("edge list: expected a vertex number at offset {}", start), start);
    pos = static_cast<std::size_t>(end - text.data());
    if (value < 0 || value >= Graph::max_vertices)
        throw ParseError(fmt::format("edge list: vertex {} at offset {} is outside 0..{}", value, start,
                                     Graph::max_vertices - 1), start);
    return value;
}

} // namespace

Graph parse_edge_list(std::string_view text) {
    std::size_t pos = 0;
    auto skip = [&] { while (pos < text.size() && is_separator(text[pos])) ++pos; };
    skip();
    int declared = -1;
    // An optional "N:" prefix: look for a ':' right after the first number.
    {
        std::size_t probe = pos;
        while (probe < text.size() && std::isdigit(static_cast<unsigned char>(text[probe]))) ++probe;
        if (probe > pos && probe < text.size() && text[probe] == ':') {
            int count = 0;
            const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + probe, count);
            if (ec != std::errc{} || end != text.data() + probe || count > Graph::max_vertices)
                throw ParseError(fmt::format("edge list: the vertex count at offset {} must be 0..{}", pos,
                                             Graph::max_vertices), pos);
            declared = count;
            pos = probe + 1;
        }
    }
    std::vector<std::pair<int, int>> edges;
    std::vector<std::size_t> offsets;
    int largest = -1;
    skip();
    while (pos < text.size()) {
        const std::size_t start = pos;
        const int u = parse_vertex(text, pos);
        if (pos >= text.size() || text[pos] != '-')
            throw ParseError(fmt::format("edge list: expected '-' after vertex {} at offset {} (edges are written u-v)",
                                         u, pos), pos);
        ++pos;
        const int v = parse_vertex(text, pos);
        if (pos < text.size() && !is_separator(text[pos]))
            throw ParseError(fmt::format("edge list: unexpected character '{}' at offset {}", text[pos], pos), pos);
        if (u == v) throw ParseError(fmt::format("edge list: loop {}-{} at offset {}", u, v, start), start);
        edges.emplace_back(u, v);
        offsets.push_back(start);
        largest = std::max({largest, u, v});
        skip();
    }
    const int n = declared >= 0 ? declared : largest + 1;
    Graph graph(n);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const auto [u, v] = edges[i];
        if (u >= n || v >= n)
            throw ParseError(fmt::format("edge list: edge {}-{} at offset {} uses a vertex >= the declared count {}", u,
                                         v, offsets[i], n), offsets[i]);
        graph.add_edge(u, v); // repeated edges are harmless
    }
    return graph;
}

std::string to_edge_list(const Graph& graph) {
    std::string out = fmt::format("{}:", graph.vertex_count());
    for (const auto& [u, v] : graph.edges()) out += fmt::format(" {}-{}", u, v);
    return out;
}

} // namespace cgt
