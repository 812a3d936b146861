#pragma once
// MCGS's input language, version 1.7 (MCGS's input/info.test is the reference; docs/solve.md
// summarises it): what `cgt solve` reads.
//
//   {version 1.7}
//   /* a comment */
//   [clobber_1xn] XOXO (XO.OX)          a section names the game type; games are plain tokens or (bracketed)
//   [integer_game] -5
//   {B win, W loss}                     commands on the sum of the games since the last block
//   [impartial clobber_1xn] XOXO {N 3, winning moves N 1-2}
//   [nogo] ..X|.O. {thermograph L: (1, -1) (0, 0) R: (-1, -1) (0, 0)}
//
// Each command of a block becomes one Case (the block's sum and the command), in input order.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/basic/basic_games.hpp"

namespace cgt::cli::mcgs {

// One game of a sum as written: its section ("clobber_1xn", "impartial nogo") and its text.
struct GameText {
    std::string section;
    std::string text;
    std::size_t line = 0;
};

enum class CommandKind { solve, nim_value, winning_moves, thermograph };

// A thermograph's walls as MCGS writes them: (value, temperature) points from t = -1 up to
// where the mast begins.
struct ThermographText {
    struct Point {
        basic::Fraction value;
        basic::Fraction temperature;
        friend bool operator==(const Point&, const Point&) = default;
    };
    std::vector<Point> left;
    std::vector<Point> right;
};

struct Command {
    CommandKind kind = CommandKind::solve;
    char player = 'B'; // 'B' (Black, Left), 'W' (White, Right), 'N' (impartial); thermograph: '-'
    std::optional<bool> expect_win;                       // solve: "win" / "loss"
    std::optional<std::uint64_t> expect_nim;              // nim value
    std::optional<std::vector<std::string>> expect_moves; // winning moves ("None": empty)
    std::optional<ThermographText> expect_thermograph;
    std::size_t line = 0;
};

struct Case {
    std::vector<GameText> sum;
    Command command;
};

// The cases of a text in MCGS's language. `source` names it in messages. Throws ParseError
// with a message "SOURCE:LINE: what is wrong" for anything it cannot read (an unclosed
// comment, bracket or block, a game before any section, an unknown command, another version).
std::vector<Case> read_mcgs(std::string_view text, std::string_view source);

// "L: (1, -1) (0, 0) R: (-1, -1) (0, 0)".
std::string to_string(const ThermographText& t);

} // namespace cgt::cli::mcgs
