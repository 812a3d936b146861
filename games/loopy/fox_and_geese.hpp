#pragma once
// Fox and Geese (Winning Ways, ch. 20), in CGSuite's coordinates and conventions
// (game.grid.FoxAndGeese and GenFoxAndGeese): a loopy partizan ruleset.
//
// The board has `board_width` columns (8 traditionally) and as many rows as needed; squares
// are (row, col), row 1 at the bottom, col 1 at the left, and only squares with row + col even
// are used. Left plays the geese: a goose moves one square diagonally downwards, (-1, -1) or
// (-1, +1), to an empty square. Right plays the fox: it moves diagonally in any of the four
// directions, up to `fox_range` squares in a straight line (1 traditionally; 2 is the Ceylonese
// variant), never onto or over a goose. The player who cannot move loses. The geese only go
// down, the fox may go back and forth: positions repeat.
//
// A fox on or above the highest goose's row, or one row below it with a free square up-left or
// up-right, has escaped: the geese can never catch it and it can move forever, so the position
// is `off` (CGSuite's Decomposition; known_value gives it, and the unbounded board above is never
// explored).
//
//   FoxAndGeese rules;                                             // 8 wide, fox range 1
//   auto p = rules.position({{4, 2}, {4, 4}, {4, 6}, {4, 8}}, {1, 1});
//   cgt::loopy::loopy_value(rules, p);                              // {4*|7/2} (CGSuite)

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/loopy/stopper.hpp"
#include "cgt/player.hpp"

namespace cgt::loopy {

class FoxAndGeese {
public:
    static constexpr int max_width = 255;     // columns
    static constexpr int max_row = 128;       // of a goose or the fox in a position given
    static constexpr int max_fox_range = 64;  // (so the fox never leaves rows 1..255)

    struct Square {
        int row = 1;
        int col = 1;
        friend auto operator<=>(const Square&, const Square&) = default;
    };
    struct Position {
        std::vector<Square> geese; // sorted, all different
        Square fox;
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Key = std::vector<std::uint16_t>;

    // Throws InvalidArgument unless 2 <= board_width <= max_width and 1 <= fox_range <= max_fox_range.
    explicit FoxAndGeese(int board_width = 8, int fox_range = 1);
    int board_width() const noexcept { return width_; }
    int fox_range() const noexcept { return range_; }

    // A position; the geese in any order (repeats merged, as CGSuite's set). Throws
    // InvalidArgument for squares off the board or not of the playing colour (row + col odd),
    // rows above max_row, or the fox on a goose.
    Position position(std::vector<Square> geese, Square fox) const;
    // A position drawn as rows from the top down, separated by '|': 'x' a goose, 'o' the fox,
    // '.' anything else, each row board_width characters; the bottom row is row 1
    // ("x.x.x.x.|........|o......." has the geese on row 3 and the fox on (1,1)).
    Position parse(std::string_view text) const;
    // The same drawing (CGSuite's ToOutput characters), from the highest piece down.
    std::string to_string(const Position& p) const;

    template <typename Visit>
    void for_each_option(const Position& p, Player player, Visit&& visit) const {
        if (player == Player::right) {
            static constexpr int directions[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
            for (const auto& d : directions)
                for (int k = 1; k <= range_; ++k) {
                    const Square next{p.fox.row + d[0] * k, p.fox.col + d[1] * k};
                    if (!on_board(next) || is_goose(p, next)) break;
                    visit(Position{p.geese, next});
                }
            return;
        }
        for (std::size_t i = 0; i < p.geese.size(); ++i)
            for (int dc : {-1, 1}) {
                const Square next{p.geese[i].row - 1, p.geese[i].col + dc};
                if (!on_board(next) || next == p.fox || is_goose(p, next)) continue;
                Position option{p.geese, p.fox};
                option.geese[i] = next;
                std::sort(option.geese.begin(), option.geese.end());
                visit(std::move(option));
            }
    }
    Key key(const Position& p) const;
    // `off` when the fox has escaped (see above), else nothing known.
    std::optional<Stopper> known_value(const Position& p) const;

    // CGSuite's ValuesTable(geese): the fox on each square of the playing colour that has no
    // goose, rows from the highest goose's down to 1, columns left to right.
    std::vector<Position> values_table(const std::vector<Square>& geese) const;

private:
    int width_;
    int range_;
    bool on_board(Square s) const noexcept { return s.row >= 1 && s.row <= 255 && s.col >= 1 && s.col <= width_; }
    static bool is_goose(const Position& p, Square s) noexcept {
        return std::binary_search(p.geese.begin(), p.geese.end(), s);
    }
};

} // namespace cgt::loopy
