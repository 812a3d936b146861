#include "tools/cli/solve/mcgs_input.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::cli::mcgs {
namespace {

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

// Whitespace-separated words.
std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_space(s[i])) ++i;
        const std::size_t start = i;
        while (i < s.size() && !is_space(s[i])) ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

class Reader {
public:
    Reader(std::string_view text, std::string_view source) : text_(text), source_(source) {}

    // MCGS reads whitespace-separated tokens: "/*", "[", "(" and "{" open a comment, a section
    // title, a bracketed game and a command block when a token starts with them, which end at the
    // first token that ends with "*/", "]", ")" or "}" (so "'*/'," inside a comment does not end it).
    std::vector<Case> read() {
        for (;;) {
            skip_space();
            if (at_ >= text_.size()) break;
            const std::size_t line = line_, start = at_;
            const std::string_view token = next_token();
            if (token.starts_with("/*")) {
                enclosed(token, start, "*/", "a comment '/*'");
                continue; // a comment may come before {version ...}
            }
            if (token.starts_with("[")) {
                section_ = std::string(trimmed(enclosed(token, start, "]", "a section title '['")));
                if (section_.empty()) fail(line, "an empty section title '[]'");
            } else if (token.starts_with("(")) {
                add_game(std::string(trimmed(enclosed(token, start, ")", "a bracketed game '('"))), line);
            } else if (token.starts_with("{")) {
                const std::string_view inside = enclosed(token, start, "}", "a command block '{'");
                block(inside, static_cast<std::size_t>(inside.data() - text_.data()), line);
            } else if (token.starts_with("]") || token.starts_with(")") || token.starts_with("}")) {
                fail(line, fmt::format("{} without its opening bracket", quote_excerpt(token)));
            } else {
                add_game(std::string(token), line);
            }
            first_token_ = false;
        }
        return std::move(cases_);
    }

private:
    [[noreturn]] void fail(std::size_t line, const std::string& what) const {
        throw ParseError(fmt::format("{}:{}: {}", source_, line, what), 0);
    }

    void skip_space() {
        while (at_ < text_.size() && is_space(text_[at_])) {
            if (text_[at_] == '\n') ++line_;
            ++at_;
        }
    }
    std::string_view next_token() {
        const std::size_t start = at_;
        while (at_ < text_.size() && !is_space(text_[at_])) ++at_;
        return text_.substr(start, at_ - start);
    }
    // The text inside an enclosure that starts with `first` (at `start`): tokens up to the first
    // that ends with `close` (first itself may, if it is long enough).
    std::string_view enclosed(std::string_view first, std::size_t start, std::string_view close, std::string_view what) {
        const std::size_t line = line_, open = close == "*/" ? 2 : 1;
        std::string_view token = first;
        while (!(token.size() >= (token.data() == first.data() ? open + close.size() : close.size()) &&
                 token.ends_with(close))) {
            skip_space();
            if (at_ >= text_.size()) fail(line, fmt::format("{} is never closed with '{}'", what, close));
            token = next_token();
        }
        return text_.substr(start + open, at_ - close.size() - start - open);
    }

    void add_game(std::string text, std::size_t line) {
        if (section_.empty()) fail(line, fmt::format("the game {} comes before any [section] names its type", quote_excerpt(text)));
        if (text.empty()) fail(line, "an empty game '()'");
        sum_.push_back({section_, std::move(text), line});
    }

    // A command block: commands separated by commas (outside parentheses).
    void block(std::string_view inside, std::size_t start, std::size_t line) {
        const std::string_view content = trimmed(inside);
        if (content.substr(0, 7) == "version") {
            const auto v = words(content);
            if (v.size() != 2 || v[1] != "1.7")
                fail(line, fmt::format("this reads MCGS's input language version 1.7, not {}", quote_excerpt(content)));
            if (!first_token_) fail(line, "{version ...} must come first in a file");
            return;
        }
        std::size_t depth = 0, from = 0;
        for (std::size_t i = 0; i <= inside.size(); ++i) {
            if (i < inside.size() && inside[i] == '(') ++depth;
            if (i < inside.size() && inside[i] == ')' && depth > 0) --depth;
            if (i == inside.size() || (inside[i] == ',' && depth == 0)) {
                const std::string_view item = inside.substr(from, i - from);
                // The line of the command's first word (an item may start with blank lines).
                const std::size_t lead = std::min(item.find_first_not_of(" \t\r\n"), item.size());
                const std::size_t item_line =
                    line + static_cast<std::size_t>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(start),
                                                               text_.begin() + static_cast<std::ptrdiff_t>(start + from + lead), '\n'));
                const std::string_view command = trimmed(item);
                if (command.empty()) {
                    if (i < inside.size() || from > 0) fail(item_line, "an empty command between commas");
                } else {
                    cases_.push_back({sum_, parse_command(command, item_line)});
                }
                from = i + 1;
            }
        }
        sum_.clear();
    }

    Command parse_command(std::string_view text, std::size_t line) const {
        Command c;
        c.line = line;
        const auto w = words(text);
        const auto player = [&](std::string_view word) {
            if (word == "B" || word == "W" || word == "N") return word[0];
            fail(line, fmt::format("{} is not a player: B (Black, Left), W (White, Right) or N (impartial)", quote_excerpt(word)));
        };
        if (w[0] == "B" || w[0] == "W") {
            c.player = w[0][0];
            if (w.size() > 2) fail(line, fmt::format("the command {} has too many words", quote_excerpt(text)));
            if (w.size() == 2) {
                if (w[1] != "win" && w[1] != "loss")
                    fail(line, fmt::format("{}: the expected result is 'win' or 'loss', not {}", w[0], quote_excerpt(w[1])));
                c.expect_win = w[1] == "win";
            }
        } else if (w[0] == "N") {
            c.kind = CommandKind::nim_value;
            c.player = 'N';
            if (w.size() > 2) fail(line, fmt::format("the command {} has too many words", quote_excerpt(text)));
            if (w.size() == 2) {
                std::uint64_t n = 0;
                const auto [end, error] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), n);
                if (error != std::errc() || end != w[1].data() + w[1].size())
                    fail(line, fmt::format("N: the expected nim value {} is not a whole number", quote_excerpt(w[1])));
                c.expect_nim = n;
            }
        } else if (w[0] == "winning") {
            if (w.size() < 3 || w[1] != "moves") fail(line, "write 'winning moves B|W|N [moves]'");
            c.kind = CommandKind::winning_moves;
            c.player = player(w[2]);
            if (w.size() > 3) {
                std::vector<std::string> moves;
                if (!(w.size() == 4 && w[3] == "None"))
                    for (std::size_t k = 3; k < w.size(); ++k) moves.emplace_back(w[k]);
                c.expect_moves = std::move(moves);
            }
        } else if (w[0] == "thermograph") {
            c.kind = CommandKind::thermograph;
            c.player = '-';
            const std::string_view rest = trimmed(text.substr(std::string_view("thermograph").size()));
            if (!rest.empty()) c.expect_thermograph = parse_thermograph(rest, line);
        } else {
            fail(line, fmt::format("unknown command {} (the commands are B, W, N, winning moves, thermograph)",
                                   quote_excerpt(text)));
        }
        return c;
    }

    ThermographText parse_thermograph(std::string_view text, std::size_t line) const {
        ThermographText t;
        std::vector<ThermographText::Point>* wall = nullptr;
        std::size_t i = 0;
        while (i < text.size()) {
            if (is_space(text[i])) {
                ++i;
            } else if (text.substr(i, 2) == "L:" || text.substr(i, 2) == "R:") {
                wall = text[i] == 'L' ? &t.left : &t.right;
                i += 2;
            } else if (text[i] == '(' && wall != nullptr) {
                const std::size_t end = text.find(')', i);
                const std::string_view inside = text.substr(i + 1, end - i - 1);
                const std::size_t comma = inside.find(',');
                if (end == std::string_view::npos || comma == std::string_view::npos)
                    fail(line, fmt::format("thermograph: {} is not a point (value, temperature)", quote_excerpt(text, i)));
                try {
                    wall->push_back({basic::parse_fraction(inside.substr(0, comma), "thermograph"),
                                     basic::parse_fraction(inside.substr(comma + 1), "thermograph")});
                } catch (const ParseError& e) {
                    fail(line, e.what());
                }
                i = end + 1;
            } else {
                fail(line, fmt::format("thermograph: expected 'L:', 'R:' or a point (value, temperature) at {}",
                                       quote_excerpt(text, i)));
            }
        }
        if (t.left.empty() || t.right.empty()) fail(line, "thermograph: give both walls, 'L: (v, t) ...' and 'R: (v, t) ...'");
        return t;
    }

    std::string_view text_;
    std::string_view source_;
    std::size_t at_ = 0;
    std::size_t line_ = 1;
    bool first_token_ = true;
    std::string section_;
    std::vector<GameText> sum_;
    std::vector<Case> cases_;
};

} // namespace

std::vector<Case> read_mcgs(std::string_view text, std::string_view source) { return Reader(text, source).read(); }

std::string to_string(const ThermographText& t) {
    std::string out = "L:";
    for (const auto& p : t.left) out += fmt::format(" ({}, {})", basic::to_string(p.value), basic::to_string(p.temperature));
    out += " R:";
    for (const auto& p : t.right) out += fmt::format(" ({}, {})", basic::to_string(p.value), basic::to_string(p.temperature));
    return out;
}

} // namespace cgt::cli::mcgs
