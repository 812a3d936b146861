#include "games/graph/graph_names.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"

namespace cgt {

namespace {

class NameParser {
public:
    explicit NameParser(std::string_view text) : text_(text) {}

    bool at_end() const { return pos_ == text_.size(); }
    bool accept(std::string_view word) {
        if (text_.substr(pos_).starts_with(word)) {
            pos_ += word.size();
            return true;
        }
        return false;
    }
    void expect(char c) {
        if (pos_ >= text_.size() || text_[pos_] != c)
            throw ParseError(fmt::format("graph {}: expected '{}' at offset {}", quote_excerpt(text_, pos_), c, pos_), pos_);
        ++pos_;
    }
    int number() {
        const std::size_t start = pos_;
        long long value = 0;
        while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
            value = value * 10 + (text_[pos_++] - '0');
            if (value > 1000000) throw InvalidArgument(fmt::format("graph {}: number at offset {} is too large", quote_excerpt(text_, start), start));
        }
        if (pos_ == start) throw ParseError(fmt::format("graph {}: expected a number at offset {}", quote_excerpt(text_, start), start), start);
        return static_cast<int>(value);
    }
    // "(a,b,...)" possibly empty when allow_empty.
    std::vector<int> list(bool allow_empty) {
        expect('(');
        std::vector<int> values;
        if (allow_empty && pos_ < text_.size() && text_[pos_] == ')') {
            ++pos_;
            return values;
        }
        values.push_back(number());
        while (pos_ < text_.size() && text_[pos_] == ',') {
            ++pos_;
            values.push_back(number());
        }
        expect(')');
        return values;
    }
    void finish() {
        if (!at_end())
            throw ParseError(fmt::format("graph {}: unexpected character at offset {}", quote_excerpt(text_, pos_), pos_), pos_);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

bool looks_like_family(std::string_view t) {
    if (t.empty()) return false;
    if (t == "petersen") return true;
    for (std::string_view prefix : {"star(", "S(", "bistar(", "caterpillar(", "grid(", "K("})
        if (t.starts_with(prefix)) return true;
    const char c = t[0];
    return (c == 'P' || c == 'C' || c == 'K' || c == 'E') && t.size() >= 2 &&
           std::all_of(t.begin() + 1, t.end(), [](char d) { return std::isdigit(static_cast<unsigned char>(d)); });
}

Graph parse_family(std::string_view t) {
    NameParser p(t);
    Graph g;
    if (p.accept("petersen")) {
        g = petersen_graph();
    } else if (p.accept("star")) {
        const auto v = p.list(false);
        if (v.size() != 1) throw InvalidArgument(fmt::format("graph {}: star(k) takes one number", quote_excerpt(t)));
        g = star_graph(v[0]);
    } else if (p.accept("bistar")) {
        const auto v = p.list(false);
        if (v.size() != 2) throw InvalidArgument(fmt::format("graph {}: bistar(a,b) takes two numbers", quote_excerpt(t)));
        g = bistar(v[0], v[1]);
    } else if (p.accept("caterpillar")) {
        g = caterpillar(p.list(false));
    } else if (p.accept("grid")) {
        const auto v = p.list(false);
        if (v.size() != 2) throw InvalidArgument(fmt::format("graph {}: grid(r,c) takes two numbers", quote_excerpt(t)));
        g = grid_graph(v[0], v[1]);
    } else if (t.starts_with("K(")) {
        p.accept("K");
        const auto v = p.list(false);
        if (v.size() != 2) throw InvalidArgument(fmt::format("graph {}: K(a,b) takes two numbers", quote_excerpt(t)));
        g = complete_bipartite(v[0], v[1]);
    } else if (p.accept("S")) {
        const auto first = p.list(true);
        if (p.at_end()) {
            g = subdivided_star(first);
        } else {
            p.expect('-');
            const int m = p.number();
            p.expect('-');
            if (!p.accept("S")) throw ParseError(fmt::format("graph {}: expected S(...) after the middle path", quote_excerpt(t)), 0);
            g = subdivided_bistar(first, m, p.list(true));
        }
    } else {
        const char kind = t[0];
        p.accept(std::string_view(&t[0], 1));
        const int n = p.number();
        switch (kind) {
        case 'P': g = path_graph(n); break;
        case 'C': g = cycle_graph(n); break;
        case 'K': g = complete_graph(n); break;
        default: g = empty_graph(n); break;
        }
    }
    p.finish();
    return g;
}


constexpr int max_nesting = 32;

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Parses a graph name without recursing per '+' of a sum: recursion only enters the arguments
// of product(...) and loops(...), at most max_nesting deep.
class NotationParser {
public:
    explicit NotationParser(std::string_view text) : text_(text) {}

    Multigraph sum(std::size_t begin, std::size_t end, int depth) {
        trim(begin, end);
        if (begin == end) throw InvalidArgument(empty_message(begin));
        Multigraph result;
        bool first = true;
        int open = 0;
        std::size_t start = begin;
        for (std::size_t i = begin; i <= end; ++i) {
            const char c = i < end ? text_[i] : '+';
            if (c == '(') ++open;
            else if (c == ')' && --open < 0)
                throw ParseError(fmt::format("graph {}: unmatched ')' at offset {}", quote_excerpt(text_, i), i), i);
            else if (c == '+' && open == 0) {
                Multigraph part = term(start, i, depth);
                if (first) result = std::move(part);
                else if (part.vertex_count() > 0) result = disjoint_union(result, part);
                else if (part.directed() && !result.directed()) result = result.as_directed();
                // (empty parts are skipped, so at most 64 unions copy edges, whatever the length)
                first = false;
                start = i + 1;
            }
        }
        if (open > 0) throw ParseError(fmt::format("graph {}: expected ')' at offset {}", quote_excerpt(text_, end), end), end);
        return result;
    }

private:
    void trim(std::size_t& begin, std::size_t& end) const {
        while (begin < end && is_space(text_[begin])) ++begin;
        while (end > begin && is_space(text_[end - 1])) --end;
    }

    std::string empty_message(std::size_t at) const {
        if (text_.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return "empty graph description (write P0 for the empty graph)";
        return fmt::format("graph {}: a graph is missing at offset {} (write P0 for the empty graph)", quote_excerpt(text_, at), at);
    }

    // "name(" ... ")" spanning the whole term: the offsets of the inside, or nothing.
    bool call(std::size_t begin, std::size_t end, std::string_view name, std::size_t& inner_begin, std::size_t& inner_end) const {
        const std::string_view t = text_.substr(begin, end - begin);
        if (!t.starts_with(name) || t.size() <= name.size() || t[name.size()] != '(') return false;
        if (t.back() != ')')
            throw ParseError(fmt::format("graph {}: expected ')' at offset {} to close {}(", quote_excerpt(text_, end), end, name), end);
        inner_begin = begin + name.size() + 1;
        inner_end = end - 1;
        return true;
    }

    // The two arguments of product(...), split at the comma outside parentheses.
    std::size_t comma(std::size_t begin, std::size_t end) const {
        int open = 0;
        std::size_t found = std::string_view::npos;
        for (std::size_t i = begin; i < end; ++i) {
            if (text_[i] == '(') ++open;
            else if (text_[i] == ')') --open;
            else if (text_[i] == ',' && open == 0) {
                if (found != std::string_view::npos)
                    throw ParseError(fmt::format("graph {}: product(G,H) takes two graphs; a third starts at offset {}", quote_excerpt(text_, i + 1), i + 1), i + 1);
                found = i;
            }
        }
        if (found == std::string_view::npos)
            throw ParseError(fmt::format("graph {}: product(G,H) takes two graphs separated by ',' (offset {})", quote_excerpt(text_, begin), begin), begin);
        return found;
    }

    // The single number inside name(...).
    int small_number(std::size_t begin, std::size_t end, std::string_view name) const {
        long long value = 0;
        for (std::size_t i = begin; i < end; ++i) {
            if (!std::isdigit(static_cast<unsigned char>(text_[i])))
                throw ParseError(fmt::format("graph {}: {}(n) takes one number; unexpected character at offset {}",
                                             quote_excerpt(text_, i), name, i), i);
            value = std::min(value * 10 + (text_[i] - '0'), 1000000LL);
        }
        if (begin == end)
            throw ParseError(fmt::format("graph {}: {}(n) takes one number (offset {})", quote_excerpt(text_, begin), name, begin), begin);
        return static_cast<int>(value);
    }

    Multigraph term(std::size_t begin, std::size_t end, int depth) {
        trim(begin, end);
        if (begin == end) throw InvalidArgument(empty_message(begin));
        const std::string_view t = text_.substr(begin, end - begin);
        std::size_t a = 0, b = 0;
        if (call(begin, end, "product", a, b) || call(begin, end, "loops", a, b)) {
            if (depth >= max_nesting)
                throw ParseError(fmt::format("graph {}: product(...) and loops(...) nest more than {} deep (offset {})", quote_excerpt(text_, begin),
                                             max_nesting, begin), begin);
            if (t.starts_with("loops")) return with_loops(sum(a, b, depth + 1));
            const std::size_t c = comma(a, b);
            const Multigraph first = sum(a, c, depth + 1);
            return cartesian_product(first, sum(c + 1, b, depth + 1));
        }
        if (call(begin, end, "dcycle", a, b)) return directed_cycle(small_number(a, b, "dcycle"));
        if (call(begin, end, "opath", a, b)) return oriented_path(text_.substr(a, b - a));
        if (call(begin, end, "Q", a, b)) return Multigraph(hypercube(small_number(a, b, "Q")));
        if (looks_like_family(t)) return Multigraph(parse_family(t));
        if (t.front() == '&' || t.starts_with(">>digraph6<<")) return parse_digraph6(t);
        if (!t.starts_with(">>graph6<<") && t.front() != ':' &&
            t.find_first_of("->:") != std::string_view::npos)
            return parse_arc_list(t);
        try {
            return Multigraph(parse_graph6(t));
        } catch (const ParseError& e) {
            throw ParseError(fmt::format("{} is neither a named graph (P5, C7, K4, S(1,2), grid(3,4), petersen, dcycle(3), "
                                         "...), an edge list (0-1 1-2), an arc list (0>1 1>2) nor valid graph6 ({})",
                                         quote_excerpt(t), e.what()), begin + e.position());
        }
    }

    std::string_view text_;
};

// Plain graph6 (every character in '?'..'~', so no sum, call, edge or arc list) parsed straight
// into a Graph: the form nauty-geng streams, where going through a Multigraph and back cost
// several times the parse itself.
bool is_plain_graph6(std::string_view t) {
    return !t.empty() && t != "petersen" && std::all_of(t.begin(), t.end(), [](char c) { return c >= '?' && c <= '~'; });
}

} // namespace

Multigraph parse_multigraph(std::string_view text) {
    return NotationParser(text).sum(0, text.size(), 0);
}

Graph parse_graph(std::string_view text) {
    if (is_plain_graph6(text)) {
        try {
            return parse_graph6(text);
        } catch (const ParseError&) {
            // the general parser below says what is wrong, in its own words
        }
    }
    const Multigraph g = parse_multigraph(text);
    if (g.directed())
        throw InvalidArgument(fmt::format("graph {} is directed; an undirected graph is needed here", quote_excerpt(text)));
    if (g.has_loops())
        throw InvalidArgument(fmt::format("graph {} has a loop; a graph without loops is needed here", quote_excerpt(text)));
    return g.underlying_graph();
}

} // namespace cgt
