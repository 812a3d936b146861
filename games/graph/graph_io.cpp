#include "games/graph/graph_io.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

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
        throw ParseError(fmt::format("graph6: the byte at offset {} ({}) is outside '?'..'~'", pos,
                                     quote_excerpt(text.substr(pos, 1))), pos);
    return c - 63;
}

struct SizeField {
    int vertices;
    std::size_t data; // offset of the first data character
};

// nauty's N(n): one character below 126, else '~' and three sextets, or "~~" and six.
SizeField read_size(std::string_view text, std::size_t pos, std::string_view format) {
    std::uint64_t n = 0;
    const int first = graph6_sextet(text, pos);
    if (first == 63) {
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
        throw ParseError(fmt::format("{}: {} vertices, but at most {} are supported", format, n, Graph::max_vertices), 0);
    return {static_cast<int>(n), pos};
}

void check_data_length(std::string_view text, std::size_t data, std::size_t bytes, int vertices, std::string_view format) {
    if (text.size() - data != bytes)
        throw ParseError(fmt::format("{}: a graph on {} vertices needs {} data characters, found {}", format, vertices,
                                     bytes, text.size() - data), std::min(text.size(), data + bytes));
}

// Every data character is in range and the bits after the last one used are zero.
void check_padding(std::string_view text, std::size_t data, std::size_t bits, std::size_t bytes, std::string_view format) {
    for (std::size_t i = 0; i < bytes; ++i) graph6_sextet(text, data + i);
    if (bits % 6 != 0) {
        const int last = graph6_sextet(text, data + bytes - 1);
        if (last & ((1 << (6 - bits % 6)) - 1))
            throw ParseError(fmt::format("{}: the padding bits of the last character are not zero", format), data + bytes - 1);
    }
}

std::string size_header(int n) {
    std::string out;
    if (n < 63) {
        out += static_cast<char>(63 + n);
    } else {
        out += '~';
        for (int shift = 12; shift >= 0; shift -= 6) out += static_cast<char>(63 + ((n >> shift) & 63));
    }
    return out;
}

void append_bits(std::string& out, const std::vector<bool>& bits) {
    int sextet = 0;
    int filled = 0;
    for (bool b : bits) {
        sextet = (sextet << 1) | (b ? 1 : 0);
        if (++filled == 6) {
            out += static_cast<char>(63 + sextet);
            sextet = filled = 0;
        }
    }
    if (filled > 0) out += static_cast<char>(63 + (sextet << (6 - filled)));
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
    const auto [vertices, data] = read_size(text, pos, "graph6");
    const std::size_t bits = static_cast<std::size_t>(vertices) * static_cast<std::size_t>(vertices > 0 ? vertices - 1 : 0) / 2;
    const std::size_t bytes = (bits + 5) / 6;
    check_data_length(text, data, bytes, vertices, "graph6");
    Graph graph(vertices);
    std::size_t bit = 0;
    // The upper triangle column by column: (0,1), (0,2), (1,2), (0,3), ...
    for (int v = 1; v < vertices; ++v)
        for (int u = 0; u < v; ++u, ++bit)
            if ((graph6_sextet(text, data + bit / 6) >> (5 - bit % 6)) & 1) graph.add_edge(u, v);
    check_padding(text, data, bits, bytes, "graph6");
    return graph;
}

std::string to_graph6(const Graph& graph) {
    const int n = graph.vertex_count();
    std::string out = size_header(n);
    std::vector<bool> bits;
    for (int v = 1; v < n; ++v)
        for (int u = 0; u < v; ++u) bits.push_back(graph.has_edge(u, v));
    append_bits(out, bits);
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

struct ListedEdge {
    int from;
    int to;
    bool arc; // written u>v
    std::size_t offset;
};

struct EdgeListText {
    int vertex_count; // the declared "N:" or 1 + the largest vertex
    std::vector<ListedEdge> edges;
};

// The common syntax of edge and arc lists: an optional "N:" then items u-v or u>v.
EdgeListText scan_edge_list(std::string_view text) {
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
    EdgeListText result{0, {}};
    int largest = -1;
    skip();
    while (pos < text.size()) {
        const std::size_t start = pos;
        const int u = parse_vertex(text, pos);
        if (pos >= text.size() || (text[pos] != '-' && text[pos] != '>'))
            throw ParseError(fmt::format("edge list: expected '-' or '>' after vertex {} at offset {} (edges are written "
                                         "u-v, arcs u>v)", u, pos), pos);
        const bool arc = text[pos++] == '>';
        const int v = parse_vertex(text, pos);
        if (pos < text.size() && !is_separator(text[pos]))
            throw ParseError(fmt::format("edge list: unexpected character at offset {} ({})", pos, quote_excerpt(text, pos)), pos);
        if (!result.edges.empty() && result.edges.front().arc != arc)
            throw ParseError(fmt::format("edge list: {} at offset {} mixes arcs (u>v) with edges (u-v); write all "
                                         "edges of a digraph as arcs", quote_excerpt(text.substr(start, pos - start)), start), start);
        if (result.edges.size() >= static_cast<std::size_t>(Multigraph::max_edges))
            throw ParseError(fmt::format("edge list: more than {} edges", Multigraph::max_edges), start);
        result.edges.push_back({u, v, arc, start});
        largest = std::max({largest, u, v});
        skip();
    }
    result.vertex_count = declared >= 0 ? declared : largest + 1;
    for (const ListedEdge& e : result.edges)
        if (e.from >= result.vertex_count || e.to >= result.vertex_count)
            throw ParseError(fmt::format("edge list: edge {}{}{} at offset {} uses a vertex >= the declared count {}", e.from,
                                         e.arc ? '>' : '-', e.to, e.offset, result.vertex_count), e.offset);
    return result;
}

} // namespace

Graph parse_edge_list(std::string_view text) {
    const EdgeListText list = scan_edge_list(text);
    Graph graph(list.vertex_count);
    for (const ListedEdge& e : list.edges) {
        if (e.arc)
            throw ParseError(fmt::format("edge list: arc {}>{} at offset {}, but this needs an undirected graph", e.from,
                                         e.to, e.offset), e.offset);
        if (e.from == e.to) throw ParseError(fmt::format("edge list: loop {}-{} at offset {}", e.from, e.to, e.offset), e.offset);
        graph.add_edge(e.from, e.to); // repeated edges are harmless
    }
    return graph;
}

Multigraph parse_arc_list(std::string_view text) {
    const EdgeListText list = scan_edge_list(text);
    Multigraph graph(list.vertex_count, !list.edges.empty() && list.edges.front().arc);
    for (const ListedEdge& e : list.edges) graph.add_edge(e.from, e.to);
    return graph;
}

std::string to_arc_list(const Multigraph& graph) {
    std::string out = fmt::format("{}:", graph.vertex_count());
    for (const Edge& e : graph.edges()) out += fmt::format(" {}{}{}", e.from, graph.directed() ? '>' : '-', e.to);
    return out;
}

Multigraph parse_digraph6(std::string_view text) {
    text = trim_line_end(text);
    std::size_t pos = 0;
    if (text.starts_with(">>digraph6<<")) pos = 12;
    if (pos >= text.size() || text[pos] != '&')
        throw ParseError("digraph6: a digraph6 line starts with '&'", pos);
    ++pos;
    const auto [vertices, data] = read_size(text, pos, "digraph6");
    const std::size_t bits = static_cast<std::size_t>(vertices) * static_cast<std::size_t>(vertices);
    const std::size_t bytes = (bits + 5) / 6;
    check_data_length(text, data, bytes, vertices, "digraph6");
    Multigraph graph(vertices, true);
    std::size_t bit = 0;
    // The adjacency matrix row by row: bit (i, j) is the arc i -> j.
    for (int i = 0; i < vertices; ++i)
        for (int j = 0; j < vertices; ++j, ++bit)
            if ((graph6_sextet(text, data + bit / 6) >> (5 - bit % 6)) & 1) graph.add_edge(i, j);
    check_padding(text, data, bits, bytes, "digraph6");
    return graph;
}

std::string to_digraph6(const Multigraph& graph) {
    const Multigraph d = graph.as_directed();
    if (d.has_parallel_edges()) throw InvalidArgument("digraph6 cannot hold repeated arcs");
    std::string out(1, '&');
    out += size_header(d.vertex_count());
    std::vector<bool> bits;
    for (int i = 0; i < d.vertex_count(); ++i)
        for (int j = 0; j < d.vertex_count(); ++j) bits.push_back((d.successors(i) >> j) & 1U);
    append_bits(out, bits);
    return out;
}

std::string to_edge_list(const Graph& graph) {
    std::string out = fmt::format("{}:", graph.vertex_count());
    for (const auto& [u, v] : graph.edges()) out += fmt::format(" {}-{}", u, v);
    return out;
}

} // namespace cgt
