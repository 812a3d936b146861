// Sheep (games/grid/sheep.hpp) against a plain recursion on herd grids written as text, and
// against MCGS's test files.
#include <doctest/doctest.h>

#include <sstream>

#include "games/grid/clobber.hpp"
#include "games/grid/sheep.hpp"
#include "tests/rulesets/compare.hpp"

using namespace cgt;
using namespace cgt::testing;
using cgt::grid::Sheep;

namespace {

using Herds = std::vector<std::vector<int>>;

Herds read(const std::string& text) {
    Herds rows(1);
    std::istringstream in(text);
    std::string token;
    while (in >> token) {
        if (token == "|") rows.emplace_back();
        else rows.back().push_back(std::stoi(token));
    }
    return rows;
}
std::string write(const Herds& rows) {
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            out += c > 0 ? " " : r > 0 ? " | " : "";
            out += std::to_string(rows[r][c]);
        }
    return out;
}

// The six neighbours of the parallelogram: up, up-right, right, down, down-left, left.
const std::vector<std::pair<int, int>> hex{{-1, 0}, {-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}};

// A herd of at least two sheep sends any part of itself, one to all but one sheep, in one of the
// six directions as far as the empty cells go (at least one cell).
std::vector<std::string> sheep_moves(const std::string& text, Player p) {
    const Herds b = read(text);
    const int sign = p == Player::left ? 1 : -1, rows = static_cast<int>(b.size());
    const auto at = [&](int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < static_cast<int>(b[0].size()) ? b[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] : 99;
    };
    std::vector<std::string> out;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
            const int herd = at(r, c) * sign;
            if (herd < 2) continue;
            for (auto [dr, dc] : hex) {
                int k = 0;
                while (at(r + (k + 1) * dr, c + (k + 1) * dc) == 0) ++k;
                if (k == 0) continue;
                for (int moved = 1; moved < herd; ++moved) {
                    Herds next = b;
                    next[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = sign * (herd - moved);
                    next[static_cast<std::size_t>(r + k * dr)][static_cast<std::size_t>(c + k * dc)] = sign * moved;
                    out.push_back(write(next));
                }
            }
        }
    return out;
}

// Every herd grid of up to `cells` cells with sizes from `sizes`.
std::vector<std::string> herd_grids(int cells, const std::vector<int>& sizes) {
    std::vector<std::string> out;
    for (int rows = 1; rows <= cells; ++rows)
        for (int columns = 1; rows * columns <= cells; ++columns) {
            std::vector<std::size_t> digit(static_cast<std::size_t>(rows * columns), 0);
            for (bool more = true; more;) {
                Herds h(static_cast<std::size_t>(rows), std::vector<int>(static_cast<std::size_t>(columns)));
                for (std::size_t i = 0; i < digit.size(); ++i) h[i / static_cast<std::size_t>(columns)][i % static_cast<std::size_t>(columns)] = sizes[digit[i]];
                out.push_back(write(h));
                more = false;
                for (std::size_t& d : digit) {
                    if (++d < sizes.size()) {
                        more = true;
                        break;
                    }
                    d = 0;
                }
            }
        }
    return out;
}

// Grids of up to `cells` empty cells but for a herd of 5 (Left's) and one of 3 (Right's).
std::vector<std::string> two_herds(int cells) {
    std::vector<std::string> out;
    for (int rows = 1; rows <= cells; ++rows)
        for (int columns = 1; rows * columns <= cells; ++columns)
            for (int left = 0; left < rows * columns; ++left)
                for (int right = 0; right < rows * columns; ++right) {
                    if (left == right) continue;
                    Herds h(static_cast<std::size_t>(rows), std::vector<int>(static_cast<std::size_t>(columns), 0));
                    h[static_cast<std::size_t>(left / columns)][static_cast<std::size_t>(left % columns)] = 5;
                    h[static_cast<std::size_t>(right / columns)][static_cast<std::size_t>(right % columns)] = -3;
                    out.push_back(write(h));
                }
    return out;
}

} // namespace

TEST_CASE("sheep: every small herd grid as the plain recursion says") {
    NaiveGame naive(sheep_moves);
    auto grids = herd_grids(5, {-2, -1, 0, 1, 3});
    for (std::string& g : herd_grids(6, {-2, 0, 2})) grids.push_back(std::move(g));
    for (std::string& g : two_herds(9)) grids.push_back(std::move(g));
    check_values(Sheep{}, naive, grids);
    check_grundy(Sheep{}, naive, herd_grids(4, {-2, -1, 0, 1, 3}));
}

TEST_CASE("sheep: parsing") {
    CHECK(Sheep::parse("(0, 0, 0 | 0, 3, 0)") == Sheep::parse("0 0 0 | 0 3 0"));
    CHECK(Sheep::print(Sheep::parse("(0,-2 | 5,0)")) == "0 -2 | 5 0");
    CHECK_THROWS_AS(Sheep::parse("0 0 | 0"), ParseError);
    CHECK_THROWS_AS(Sheep::parse("0 51"), ParseError);
    CHECK_THROWS_AS(Sheep::parse("0 x"), ParseError);
}

TEST_CASE("sheep: outcomes that MCGS states, and move names") {
    // MCGS input/autotests/sheep_autotests/sheep1.test (MCGS's own results)
    check_mcgs(Sheep{},
               {"(0, 0, 0, 1 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0) {B loss, W loss}",
                "(-4, 0, 8, 0 | 0, 0, -1, 0 | 0, 0, 0, -2 | 0, 0, 0, 0) {B win, W loss}",
                "(0, 0, -2, 2 | 0, 0, -1, 0 | 1, -1, -1, 0 | 0, 0, 0, 0) {B loss, W loss}",
                "(0, 0, 0, 0 | 0, 0, 0, 1 | 0, 0, 0, 0 | 0, 0, 0, 0) {B loss, W loss}",
                "(0, 0, 0, 0 | 0, 4, 0, 1 | 0, 0, 0, 0 | 1, 5, 0, 0) {B win, W loss}"},
               "sheep1.test");
    // MCGS input/autotests/winning_moves/winning_moves_all.test
    const auto p = Sheep::parse("(0 0 0 | 0 3 0 | 0 0 0)");
    CHECK(winning_moves(Sheep{}, p, Player::left) ==
          std::vector<std::string>{"b2-a2-1", "b2-a2-2", "b2-a3-1", "b2-a3-2", "b2-b1-1", "b2-b1-2", "b2-b3-1",
                                   "b2-b3-2", "b2-c1-1", "b2-c1-2", "b2-c2-1", "b2-c2-2"});
    CHECK(winning_moves(Sheep{}, p, Player::right).empty());
    // Listed with the moves of one sheep first (as MCGS lists them), and played in that order by
    // the sum search (moves_best_first).
    std::vector<std::string> listed;
    Sheep{}.for_each_option_with_move(p, Player::left, [&](const auto&, const auto& move) {
        listed.push_back(to_string(move));
        return false;
    });
    INFO(fmt::format("{}", fmt::join(listed, " ")));
    REQUIRE(listed.size() == 12); // 6 directions x 1 or 2 sheep
    for (std::size_t i = 0; i < listed.size(); ++i) CHECK(listed[i].ends_with(i < 6 ? "-1" : "-2"));
    static_assert(moves_best_first<Sheep>());
    static_assert(!moves_best_first<grid::Clobber>());
}
