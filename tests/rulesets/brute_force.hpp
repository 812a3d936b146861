#pragma once
// The second, plain implementation every ruleset test compares against: each test writes its
// game's rules again on positions as text ("xo.|.ox"), and these recursions read the definitions
// literally (value = {Left's options | Right's options}, Grundy value = mex of the options,
// misère play: the player without a move wins). No
// bitboards, keys, splits or symmetries; memoised by the text alone.

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/player.hpp"

namespace cgt::testing {

// A position's options for one player, as text.
using TextMoves = std::function<std::vector<std::string>(const std::string&, Player)>;

class NaiveGame {
public:
    explicit NaiveGame(TextMoves moves) : moves_(std::move(moves)) {}

    Game value(const std::string& position) {
        if (const auto it = values_.find(position); it != values_.end()) return it->second;
        std::vector<Game> left, right;
        for (const std::string& o : moves_(position, Player::left)) left.push_back(value(o));
        for (const std::string& o : moves_(position, Player::right)) right.push_back(value(o));
        return values_[position] = Game::from_options(left, right);
    }
    // Misère play: does `player`, to move, win? (No move: wins.)
    bool misere_wins(const std::string& position, Player player) {
        const auto at = std::pair{position, player};
        if (const auto it = misere_.find(at); it != misere_.end()) return it->second;
        bool any = false, wins = false;
        for (const std::string& o : moves_(position, player)) {
            any = true;
            wins = wins || !misere_wins(o, opponent(player));
        }
        return misere_[at] = wins || !any; // no move: wins
    }
    // The impartial variant in misère play: does the player to move win?
    bool misere_wins_impartial(const std::string& position) {
        if (const auto it = misere_impartial_.find(position); it != misere_impartial_.end()) return it->second;
        bool any = false, wins = false;
        for (Player p : {Player::left, Player::right})
            for (const std::string& o : moves_(position, p)) {
                any = true;
                wins = wins || !misere_wins_impartial(o);
            }
        return misere_impartial_[position] = wins || !any; // no move: wins
    }
    // The impartial variant: either player's moves, mex of the options' Grundy values.
    unsigned grundy(const std::string& position) {
        if (const auto it = grundy_.find(position); it != grundy_.end()) return it->second;
        std::vector<unsigned> seen;
        for (Player p : {Player::left, Player::right})
            for (const std::string& o : moves_(position, p)) seen.push_back(grundy(o));
        unsigned mex = 0;
        while (std::find(seen.begin(), seen.end(), mex) != seen.end()) ++mex;
        return grundy_[position] = mex;
    }

private:
    TextMoves moves_;
    std::map<std::string, Game> values_;
    std::map<std::string, unsigned> grundy_;
    std::map<std::pair<std::string, Player>, bool> misere_;
    std::map<std::string, bool> misere_impartial_;
};

// A board as rows of lower-case letters.
struct TextBoard {
    std::vector<std::string> rows;

    explicit TextBoard(std::string_view text) {
        rows.emplace_back();
        for (char c : text) {
            if (c == '|') rows.emplace_back();
            else rows.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    int height() const { return static_cast<int>(rows.size()); }
    int width() const { return rows.empty() ? 0 : static_cast<int>(rows[0].size()); }
    bool inside(int r, int c) const { return r >= 0 && r < height() && c >= 0 && c < width(); }
    char at(int r, int c) const { return inside(r, c) ? rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] : '\0'; }
    char& cell(int r, int c) { return rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; }
    // Calls visit(r, c) on every cell holding `letter`, row by row.
    template <typename Visit>
    void for_each_cell(char letter, Visit&& visit) const {
        for (int r = 0; r < height(); ++r)
            for (int c = 0; c < width(); ++c)
                if (at(r, c) == letter) visit(r, c);
    }
    std::string text() const {
        std::string out;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (r > 0) out += '|';
            out += rows[r];
        }
        return out;
    }
};

// Every board of `rows` x `columns` cells over `letters`.
inline std::vector<std::string> all_boards(int rows, int columns, std::string_view letters) {
    const int cells = rows * columns;
    std::size_t count = 1;
    for (int i = 0; i < cells; ++i) count *= letters.size();
    std::vector<std::string> out;
    out.reserve(count);
    for (std::size_t n = 0; n < count; ++n) {
        std::string board;
        std::size_t digits = n;
        for (int i = 0; i < cells; ++i) {
            if (i > 0 && i % columns == 0) board.push_back('|');
            board.push_back(letters[digits % letters.size()]);
            digits /= letters.size();
        }
        out.push_back(std::move(board));
    }
    return out;
}

// The orthogonal and the eight king directions, as (row, column) steps.
inline const std::vector<std::pair<int, int>> orthogonal{{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
inline const std::vector<std::pair<int, int>> eight{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

inline char own(Player p) { return p == Player::left ? 'x' : 'o'; }
inline char theirs(Player p) { return p == Player::left ? 'o' : 'x'; }

} // namespace cgt::testing
