#include "games/grid/grid_move.hpp"

#include <fmt/format.h>

namespace cgt::grid {

GridMove grid_move(const Grid& board, Layout layout, std::initializer_list<int> cells, std::string_view suffix) noexcept {
    GridMove m;
    m.columns = static_cast<std::uint8_t>(board.columns);
    m.layout = layout;
    for (int cell : cells)
        if (m.length < m.cells.size()) m.cells[m.length++] = static_cast<std::uint8_t>(cell);
    for (std::size_t i = 0; i < suffix.size() && i + 1 < m.suffix.size(); ++i) m.suffix[i] = suffix[i];
    return m;
}

std::string square_name(int cell, int columns) {
    const int row = cell / columns, column = cell % columns;
    std::string letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26) letters.insert(letters.begin(), static_cast<char>('a' + (c - 1) % 26));
    return fmt::format("{}{}", letters, row + 1);
}

std::string to_string(const GridMove& move) {
    std::string out;
    for (std::size_t i = 0; i < move.length; ++i) {
        if (i > 0) out += '-';
        const int cell = move.cells[i];
        out += move.layout == Layout::strip ? std::to_string(cell + 1) : square_name(cell, move.columns);
    }
    return out + move.suffix.data();
}

} // namespace cgt::grid
