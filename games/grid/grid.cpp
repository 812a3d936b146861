#include "games/grid/grid.hpp"

#include <cctype>
#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::grid {

namespace {

bool in_set(std::string_view set, char c) {
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return set.find(lower) != std::string_view::npos;
}

// "'.', 'x' or 'o'": the letters a ruleset accepts, for messages.
std::string accepted(const Alphabet& a) {
    std::string letters;
    for (std::string_view set : {a.empty, a.black, a.white, a.blocked})
        for (char c : set) letters += fmt::format("{}'{}'", letters.empty() ? "" : ", ", c);
    return letters;
}

} // namespace

Grid parse_grid(std::string_view text, const Alphabet& alphabet, std::string_view game) {
    Grid grid;
    if (text.empty()) return grid;
    int row = 0, column = 0, width = -1, cell = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '|') {
            if (width < 0) width = column;
            if (column != width)
                throw ParseError(fmt::format("{} position {}: row {} has {} cells, row 1 has {}", game,
                                             quote_excerpt(text, i), row + 1, column, width),
                                 i);
            ++row;
            column = 0;
            continue;
        }
        const char c = text[i];
        Cell kind;
        if (in_set(alphabet.empty, c)) kind = Cell::empty;
        else if (in_set(alphabet.black, c)) kind = Cell::black;
        else if (in_set(alphabet.white, c)) kind = Cell::white;
        else if (in_set(alphabet.blocked, c)) kind = Cell::blocked;
        else
            throw ParseError(fmt::format("{} position: '{}' at row {}, column {} is not a cell; write {} (rows "
                                         "separated by '|')",
                                         game, input_excerpt(text.substr(i, 1), 0, 1), row + 1, column + 1,
                                         accepted(alphabet)),
                             i);
        if (cell == max_cells)
            throw ParseError(fmt::format("{} position {}: more than {} cells", game, quote_excerpt(text, i),
                                         max_cells),
                             i);
        grid.set(cell, kind);
        ++cell;
        ++column;
    }
    grid.rows = static_cast<std::uint32_t>(width == 0 ? 0 : row);
    grid.columns = static_cast<std::uint32_t>(width);
    return grid;
}

Grid parse_strip(std::string_view text, const Alphabet& alphabet, std::string_view game) {
    if (const std::size_t bar = text.find('|'); bar != std::string_view::npos)
        throw ParseError(fmt::format("{} position {}: a strip has one row (no '|')", game, quote_excerpt(text, bar)),
                         bar);
    return parse_grid(text, alphabet, game);
}

std::string to_string(const Grid& grid, const Alphabet& alphabet) {
    std::string out;
    const auto letter = [](std::string_view set, char fallback) { return set.empty() ? fallback : set[0]; };
    for (int r = 0; r < static_cast<int>(grid.rows); ++r) {
        if (r > 0) out += '|';
        for (int c = 0; c < static_cast<int>(grid.columns); ++c) {
            switch (grid.at(grid.cell_at(r, c))) {
            case Cell::empty: out += letter(alphabet.empty, '.'); break;
            case Cell::black: out += letter(alphabet.black, 'x'); break;
            case Cell::white: out += letter(alphabet.white, 'o'); break;
            case Cell::blocked: out += letter(alphabet.blocked, '#'); break;
            }
        }
    }
    return out;
}

} // namespace cgt::grid
