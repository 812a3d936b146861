#include "games/loopy/fox_and_geese.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::loopy {

FoxAndGeese::FoxAndGeese(int board_width, int fox_range) : width_(board_width), range_(fox_range) {
    if (fox_range < 1 || fox_range > max_fox_range)
        throw InvalidArgument(fmt::format("Fox and Geese: the fox's range must be from 1 to {} (not {})", max_fox_range,
                                          fox_range));
    if (board_width < 2 || board_width > max_width)
        throw InvalidArgument(fmt::format("Fox and Geese: the board width must be from 2 to {} (not {})", max_width,
                                          board_width));
}

FoxAndGeese::Position FoxAndGeese::position(std::vector<Square> geese, Square fox) const {
    auto valid = [&](Square s) { return s.row >= 1 && s.row <= max_row && s.col >= 1 && s.col <= width_ && (s.row + s.col) % 2 == 0; };
    const std::string rule = fmt::format("1 <= col <= {}; 1 <= row <= {}; row + col even", width_, max_row);
    for (Square g : geese)
        if (!valid(g))
            throw InvalidArgument(fmt::format("Fox and Geese: the goose at ({},{}) is not on a square of the board ({})",
                                              g.row, g.col, rule));
    if (!valid(fox))
        throw InvalidArgument(
            fmt::format("Fox and Geese: the fox at ({},{}) is not on a square of the board ({})", fox.row, fox.col, rule));
    std::sort(geese.begin(), geese.end());
    geese.erase(std::unique(geese.begin(), geese.end()), geese.end());
    if (std::binary_search(geese.begin(), geese.end(), fox))
        throw InvalidArgument(fmt::format("Fox and Geese: the fox and a goose are both at ({},{})", fox.row, fox.col));
    return {std::move(geese), fox};
}

FoxAndGeese::Position FoxAndGeese::parse(std::string_view text) const {
    std::vector<std::string_view> rows;
    for (std::size_t start = 0;;) {
        const std::size_t bar = text.find('|', start);
        rows.push_back(text.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start));
        if (bar == std::string_view::npos) break;
        start = bar + 1;
    }
    if (rows.size() > static_cast<std::size_t>(max_row))
        throw InvalidArgument(fmt::format("Fox and Geese: more than {} rows", max_row));
    std::vector<Square> geese;
    std::optional<Square> fox;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].size() != static_cast<std::size_t>(width_))
            throw InvalidArgument(fmt::format("Fox and Geese: row {} from the top has {} squares, not {} (the board width)",
                                              i + 1, rows[i].size(), width_));
        const int row = static_cast<int>(rows.size() - i);
        for (std::size_t c = 0; c < rows[i].size(); ++c) {
            const Square s{row, static_cast<int>(c) + 1};
            switch (rows[i][c]) {
            case '.': break;
            case 'x': geese.push_back(s); break;
            case 'o':
                if (fox) throw InvalidArgument("Fox and Geese: more than one fox ('o')");
                fox = s;
                break;
            default:
                throw InvalidArgument(fmt::format("Fox and Geese: unexpected '{}' in a position (only x, o, . and |)",
                                                  input_excerpt(rows[i].substr(c, 1), 0)));
            }
        }
    }
    if (!fox) throw InvalidArgument("Fox and Geese: no fox ('o') in the position");
    return position(std::move(geese), *fox);
}

std::string FoxAndGeese::to_string(const Position& p) const {
    int top = p.fox.row;
    for (Square g : p.geese) top = std::max(top, g.row);
    std::string out;
    for (int row = top; row >= 1; --row) {
        if (row != top) out += '|';
        for (int col = 1; col <= width_; ++col) {
            const Square s{row, col};
            out += s == p.fox ? 'o' : is_goose(p, s) ? 'x' : '.';
        }
    }
    return out;
}

FoxAndGeese::Key FoxAndGeese::key(const Position& p) const {
    Key k;
    k.reserve(p.geese.size() + 1);
    auto packed = [](Square s) { return static_cast<std::uint16_t>((s.row << 8) | s.col); };
    for (Square g : p.geese) k.push_back(packed(g));
    k.push_back(packed(p.fox));
    return k;
}

std::optional<Stopper> FoxAndGeese::known_value(const Position& p) const {
    if (p.geese.empty()) return Stopper::off();
    const int top = p.geese.back().row; // sorted by row first
    const Square up_left{p.fox.row + 1, p.fox.col - 1}, up_right{p.fox.row + 1, p.fox.col + 1};
    const bool escaped =
        p.fox.row >= top || (p.fox.row == top - 1 && ((p.fox.col > 1 && !is_goose(p, up_left)) ||
                                                      (p.fox.col < width_ && !is_goose(p, up_right))));
    if (escaped) return Stopper::off();
    return std::nullopt;
}

std::vector<FoxAndGeese::Position> FoxAndGeese::values_table(const std::vector<Square>& geese) const {
    if (geese.empty()) throw InvalidArgument("Fox and Geese: a values table needs at least one goose");
    int top = 1;
    for (Square g : geese) top = std::max(top, g.row);
    std::vector<Position> out;
    for (int row = top; row >= 1; --row)
        for (int col = 1; col <= width_; ++col) {
            const Square s{row, col};
            if ((row + col) % 2 == 0 && std::find(geese.begin(), geese.end(), s) == geese.end())
                out.push_back(position(geese, s));
        }
    return out;
}

} // namespace cgt::loopy
