// Misère outcomes and winning moves of sums of registered rulesets (algorithms/sums/misere_sum.hpp) against a plain
// misère recursion written here: Clobber and Domineering boards as text, a sum as a list of
// boards, no splits, no keys but the text, and against Bouton's misère rule for Nim.
#include <doctest/doctest.h>

#include <map>
#include <numeric>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "algorithms/registry/registry.hpp"
#include "algorithms/sums/misere_sum.hpp"
#include "algorithms/sums/sum_search.hpp"

using namespace cgt;

namespace {

// One board of a plain sum: rows of equal length.
struct PlainBoard {
    bool clobber; // else Domineering
    std::vector<std::string> rows;
};

std::string written(const PlainBoard& b) {
    std::string out;
    for (const std::string& row : b.rows) out += (out.empty() ? "" : "|") + row;
    return out;
}

// Every option of `b` for `left` (Clobber: x is Left's; Domineering: Left vertical).
std::vector<PlainBoard> plain_options(const PlainBoard& b, bool left) {
    std::vector<PlainBoard> out;
    const int h = static_cast<int>(b.rows.size()), w = static_cast<int>(b.rows[0].size());
    const int steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            for (const auto& s : steps) {
                const int r2 = r + s[0], c2 = c + s[1];
                if (r2 < 0 || r2 >= h || c2 < 0 || c2 >= w) continue;
                PlainBoard o = b;
                if (b.clobber) {
                    const char mine = left ? 'x' : 'o', theirs = left ? 'o' : 'x';
                    if (b.rows[r][c] != mine || b.rows[r2][c2] != theirs) continue;
                    o.rows[r][c] = '.';
                    o.rows[r2][c2] = mine;
                } else {
                    const bool vertical = s[1] == 0;
                    if (vertical != left || s[0] < 0 || s[1] < 0) continue; // each domino once
                    if (b.rows[r][c] != '.' || b.rows[r2][c2] != '.') continue;
                    o.rows[r][c] = o.rows[r2][c2] = '#';
                }
                out.push_back(std::move(o));
            }
    return out;
}

// Does the player to move (Left iff `left`) win the sum in misère play?
class PlainMisere {
public:
    bool wins(const std::vector<PlainBoard>& sum, bool left) {
        std::string key = left ? "L" : "R";
        for (const PlainBoard& b : sum) key += (b.clobber ? " c:" : " d:") + written(b);
        if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool any_move = false, win = false;
        for (std::size_t i = 0; i < sum.size() && !win; ++i)
            for (PlainBoard& o : plain_options(sum[i], left)) {
                any_move = true;
                std::vector<PlainBoard> next = sum;
                next[i] = std::move(o);
                if (!wins(next, !left)) {
                    win = true;
                    break;
                }
            }
        return memo_[key] = !any_move || win; // no move: the player to move wins
    }

private:
    std::map<std::string, bool> memo_;
};

PlainBoard random_board(std::mt19937& rng) {
    PlainBoard b;
    b.clobber = rng() % 2 == 0;
    const int h = 1 + static_cast<int>(rng() % 2), w = 1 + static_cast<int>(rng() % 4);
    const std::string cells = b.clobber ? "xo.xo" : "...#";
    for (int r = 0; r < h; ++r) {
        std::string row;
        for (int c = 0; c < w; ++c) row += cells[rng() % cells.size()];
        b.rows.push_back(row);
    }
    return b;
}

} // namespace

TEST_CASE("misère sums of Clobber and Domineering boards == a plain misère recursion") {
    std::mt19937 rng(2025);
    PlainMisere plain;
    int counts[4] = {0, 0, 0, 0};
    int wrong = 0;
    std::size_t winning_moves_seen = 0;
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<PlainBoard> boards;
        const int n = 1 + static_cast<int>(rng() % 3);
        for (int i = 0; i < n; ++i) boards.push_back(random_board(rng));
        sums::SumSearch search;
        const std::uint32_t clobber = search.add_ruleset(registry::find("clobber")->make());
        const std::uint32_t domineering = search.add_ruleset(registry::find("domineering")->make());
        std::vector<sums::Component> sum;
        std::string text;
        for (const PlainBoard& b : boards) {
            const std::uint32_t r = b.clobber ? clobber : domineering;
            sum.push_back({r, search.ruleset(r).parse(written(b))});
            text += fmt::format(" {}:{}", b.clobber ? "clobber" : "domineering", written(b));
        }
        const bool left = plain.wins(boards, true), right = plain.wins(boards, false);
        const Outcome expected = left && right ? Outcome::N : left ? Outcome::L : right ? Outcome::R : Outcome::P;
        ++counts[static_cast<int>(expected)];
        sums::MisereSearch misere(search);
        const Outcome found = misere.outcome(sum);
        if (found != expected) {
            ++wrong;
            MESSAGE(text, ": ", to_string(found), " instead of ", to_string(expected));
        }
        CHECK(misere.wins(sum, Player::left) == left);
        // Left's winning moves, counted per board: the options after which Right loses.
        std::vector<std::size_t> expected_moves(boards.size()), found_moves(boards.size());
        for (std::size_t i = 0; i < boards.size(); ++i)
            for (PlainBoard& o : plain_options(boards[i], true)) {
                std::vector<PlainBoard> next = boards;
                next[i] = std::move(o);
                expected_moves[i] += !plain.wins(next, false);
            }
        for (const sums::WinningMove& m : misere.winning_moves(sum, Player::left)) ++found_moves[m.component];
        CHECK(found_moves == expected_moves);
        winning_moves_seen += std::accumulate(expected_moves.begin(), expected_moves.end(), std::size_t{0});
    }
    CHECK(wrong == 0);
    for (int c : counts) CHECK(c > 0); // every outcome class was met
    CHECK(winning_moves_seen > 50);
}

TEST_CASE("misère Nim: Bouton's rule (P iff the nim sum is 0, or 1 when every heap is 0 or 1)") {
    for (int a = 0; a <= 4; ++a)
        for (int b = 0; b <= 4; ++b)
            for (int c = 0; c <= 3; ++c) {
                sums::SumSearch search;
                const std::uint32_t nim = search.add_ruleset(registry::find("nimber")->make());
                std::vector<sums::Component> sum;
                for (int h : {a, b, c}) sum.push_back({nim, search.ruleset(nim).parse(std::to_string(h))});
                const bool small = a <= 1 && b <= 1 && c <= 1;
                const bool p = small ? (a ^ b ^ c) == 1 : (a ^ b ^ c) == 0;
                CAPTURE(a);
                CAPTURE(b);
                CAPTURE(c);
                CHECK(sums::MisereSearch(search).outcome(sum) == (p ? Outcome::P : Outcome::N));
            }
}
