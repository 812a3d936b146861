#include "games/partizan/cutcake.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::partizan {

std::string to_string(const CakeCut& cut) {
    return fmt::format("{}x{} -> {}x{}+{}x{}", cut.cake.rows, cut.cake.columns, cut.first.rows, cut.first.columns,
                       cut.second.rows, cut.second.columns);
}

Cutcake::Position Cutcake::normalised(Position cakes) {
    std::erase_if(cakes, [](const Cake& c) { return c.rows == 1 && c.columns == 1; });
    std::sort(cakes.begin(), cakes.end());
    return cakes;
}

Cutcake::Position Cutcake::parse(std::string_view text) {
    Position cakes;
    std::size_t at = 0;
    const auto fail = [&](std::size_t where) {
        throw ParseError(fmt::format("cutcake position {}: write cakes as ROWSxCOLUMNS or (ROWS,COLUMNS), 1 to {} "
                                     "each, joined by '+'",
                                     quote_excerpt(text, where), max_side),
                         where);
    };
    const auto number = [&](std::uint32_t& value) {
        while (at < text.size() && text[at] == ' ') ++at;
        const auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), value);
        if (ec != std::errc{} || end == text.data() + at || value < 1 || value > max_side) fail(at);
        at = static_cast<std::size_t>(end - text.data());
        while (at < text.size() && text[at] == ' ') ++at;
    };
    const auto expect = [&](char c) {
        if (at >= text.size() || text[at] != c) fail(at);
        ++at;
    };
    while (true) {
        while (at < text.size() && text[at] == ' ') ++at;
        Cake c;
        const bool bracketed = at < text.size() && text[at] == '(';
        if (bracketed) ++at;
        number(c.rows);
        if (bracketed) expect(',');
        else if (at < text.size() && (text[at] == 'x' || text[at] == 'X')) ++at;
        else fail(at);
        number(c.columns);
        if (bracketed) expect(')');
        while (at < text.size() && text[at] == ' ') ++at;
        cakes.push_back(c);
        if (at == text.size()) break;
        expect('+');
    }
    return normalised(std::move(cakes));
}

std::string Cutcake::print(const Position& p) {
    std::string out;
    for (const Cake& c : p) out += fmt::format("{}{}x{}", out.empty() ? "" : "+", c.rows, c.columns);
    return out.empty() ? "1x1" : out;
}

} // namespace cgt::partizan
