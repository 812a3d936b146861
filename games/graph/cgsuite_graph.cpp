#include "games/graph/cgsuite_graph.hpp"

#include <cctype>
#include <map>
#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/graph/graph.hpp"

namespace cgt {

namespace {

// One pass over the text with an explicit stack of branch points (no recursion: parentheses may
// nest as deep as the text is long).
class Parser {
public:
    Parser(std::string_view text, std::string_view labels, std::string_view game)
        : text_(text), labels_(labels), game_(game) {}

    LabelledGraph run() {
        std::vector<int> branch_points;
        int current = vertex();
        bool closed = false; // just after ')': only ';', ')' or the end may follow
        while (skip_spaces()) {
            const char c = text_[at_];
            if (c == '(') {
                if (closed) fail("a ')' must be followed by ';', ')' or the end");
                ++at_;
                branch_points.push_back(current);
            } else if (c == ';') {
                ++at_;
                closed = false;
                current = branch_points.empty() ? vertex() : branch_points.back();
            } else if (c == ')') {
                if (branch_points.empty()) fail("')' without '('");
                ++at_;
                current = branch_points.back();
                branch_points.pop_back();
                closed = true;
            } else {
                if (closed) fail("a ')' must be followed by ';', ')' or the end");
                const char label = edge_label();
                const int next = vertex();
                if (graph_.edges.size() == max_labelled_edges)
                    fail(fmt::format("more than {} edges", max_labelled_edges));
                graph_.edges.push_back({current, next, label});
                current = next;
            }
        }
        if (!branch_points.empty()) fail("'(' without ')'");
        return graph_;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw ParseError(fmt::format("{} position {}: {}", game_, quote_excerpt(text_, at_), what), at_);
    }
    bool skip_spaces() {
        while (at_ < text_.size() && text_[at_] == ' ') ++at_;
        return at_ < text_.size();
    }
    char edge_label() {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text_[at_])));
        if (c != '-' && labels_.find(c) == std::string_view::npos) {
            std::string accepted;
            for (char l : labels_) accepted += fmt::format("'{}', ", l);
            fail(fmt::format("'{}' is not an edge; write {}'(', ';', ')' or ':NAME'",
                             input_excerpt(text_.substr(at_, 1), 0, 1), accepted));
        }
        if (c == '-' && labels_.find('-') == std::string_view::npos)
            fail(fmt::format("every edge of {} has a colour (write one of '{}', not '-')", game_, labels_));
        ++at_;
        return c;
    }
    // An optional '.', then an optional ":A" or ":{name}": the vertex (new or named before).
    int vertex() {
        skip_spaces();
        if (at_ < text_.size() && text_[at_] == '.') ++at_;
        skip_spaces();
        std::string name;
        if (at_ < text_.size() && text_[at_] == ':') {
            ++at_;
            if (at_ < text_.size() && text_[at_] == '{') {
                const std::size_t close = text_.find('}', at_);
                if (close == std::string_view::npos) fail("'{' without '}'");
                name = std::string(text_.substr(at_ + 1, close - at_ - 1));
                at_ = close + 1;
            } else if (at_ < text_.size() && text_[at_] != ' ') {
                name = std::string(1, text_[at_++]);
            } else {
                fail("':' must be followed by a name (one character, or {name})");
            }
        }
        if (!name.empty())
            if (const auto it = names_.find(name); it != names_.end()) return it->second;
        if (graph_.vertex_count == Graph::max_vertices) fail(fmt::format("more than {} vertices", Graph::max_vertices));
        const int v = graph_.vertex_count++;
        if (!name.empty()) names_[name] = v;
        return v;
    }

    std::string_view text_, labels_, game_;
    std::size_t at_ = 0;
    LabelledGraph graph_;
    std::map<std::string, int> names_;
};

} // namespace

LabelledGraph parse_cgsuite_graph(std::string_view text, std::string_view labels, std::string_view game) {
    return Parser(text, labels, game).run();
}

} // namespace cgt
