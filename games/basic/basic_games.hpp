#pragma once
// MCGS's basic games (its sections integer_game, dyadic_rational, switch_game, up_star, nimber
// and kayles), as rulesets with MCGS's moves and move names. Their values are the familiar ones
// (an integer, a number, {a | b}, n.^ + *, *k, a Kayles row), but their moves are MCGS's, which
// matters for their winning moves and for their impartial variants ([impartial integer_game] 7
// is a chain of seven moves, *1):
//
//   integer_game   "5", "-3": Left moves n -> n-1 when n > 0, Right n -> n+1 when n < 0   "INT"
//   dyadic_rational "5/4", "-3 / 8" (denominator a power of 2): Left p/q -> (p-1)/q, Right
//                  (p+1)/q, both reduced; an integer moves as integer_game   "DEC", "INC"
//   switch_game    "21, 7/8" (two numbers, comma or space): Left moves to the first, Right to
//                  the second, which then move as dyadic_rational   "SWITCH_L", "SWITCH_R"
//   up_star        "3", "-2 *", "*" (at most one integer: the ups, and at most one star): the
//                  player the ups favour moves to 0 (and from ^* also to *), the other one up
//                  towards 0 toggling the star; * moves to 0   named by the result: "0", "-2*"
//   nimber         "5": *k -> *j, j < k   "*j"
//   kayles         "6": a row of pins; a move takes one or two adjacent pins   "1-1-4" (taken,
//                  then the two rows left, smaller first)
//
// Rulesets with a closed form give it (exact_value, exact_grundy); the tests check each against
// the generic solvers.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt::basic {

// A move named as MCGS names it.
struct BasicMove {
    std::string name;
};
inline std::string to_string(const BasicMove& m) { return m.name; }

// A dyadic number numerator / 2^exponent, reduced (numerator odd, or exponent 0).
struct Fraction {
    std::int64_t numerator = 0;
    std::int64_t exponent = 0;
    friend bool operator==(const Fraction&, const Fraction&) = default;
};
Fraction reduced(std::int64_t numerator, std::int64_t exponent) noexcept;
Game to_game(const Fraction& f);
std::string to_string(const Fraction& f); // "5", "-3/8"

// Numbers as MCGS writes them: "5", "-3/8", "-3 / 8"; numerators and denominators of at most
// 2^31 in size, denominators powers of 2. Throws ParseError naming `game`.
Fraction parse_fraction(std::string_view text, std::string_view game);
// A list of items separated by commas and/or spaces ("1, -1/2 3"); spaces around '/' belong to
// a fraction. Throws ParseError for an empty item or a trailing comma.
std::vector<std::string> parse_list(std::string_view text, std::string_view game);

// The moves of a number as dyadic_rational makes them (integers: only towards 0).
template <typename Visit, typename Make>
bool visit_number_moves(const Fraction& f, Player player, Visit& visit, Make make) {
    const bool left = player == Player::left;
    if (f.exponent == 0 && (left ? f.numerator <= 0 : f.numerator >= 0)) return false;
    return visit_then_stop(visit, make(reduced(f.numerator + (left ? -1 : 1), f.exponent)),
                           BasicMove{left ? "DEC" : "INC"});
}

struct IntegerGame : PartizanOptionsFromMoves<IntegerGame> {
    struct Position {
        std::int64_t value = 0;
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Move = BasicMove;
    static constexpr std::string_view name = "integer_game";

    static Position parse(std::string_view text);
    static std::string print(const Position& p) { return std::to_string(p.value); }

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        const bool left = player == Player::left;
        if (left ? p.value > 0 : p.value < 0) visit_then_stop(visit, Position{p.value + (left ? -1 : 1)}, BasicMove{"INT"});
    }
    Position key(const Position& p) const noexcept { return p; }
    static Game exact_value(const Position& p) { return Game::integer(p.value); }
};

struct DyadicRational : PartizanOptionsFromMoves<DyadicRational> {
    using Position = Fraction;
    using Move = BasicMove;
    static constexpr std::string_view name = "dyadic_rational";

    static Position parse(std::string_view text) { return parse_fraction(text, name); }
    static std::string print(const Position& p) { return to_string(p); }

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        visit_number_moves(p, player, visit, [](const Fraction& f) { return f; });
    }
    Position key(const Position& p) const noexcept { return p; }
    static Game exact_value(const Position& p) { return to_game(p); }
};

struct SwitchGame : PartizanOptionsFromMoves<SwitchGame> {
    struct Position {
        Fraction left;            // once played: the number it became
        Fraction right;           // (zero once played)
        std::int64_t played = 0;  // 1 once a player has switched
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Move = BasicMove;
    static constexpr std::string_view name = "switch_game";

    static Position parse(std::string_view text);
    static std::string print(const Position& p);

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        if (p.played != 0) {
            visit_number_moves(p.left, player, visit, [](const Fraction& f) { return Position{f, {}, 1}; });
            return;
        }
        const bool left = player == Player::left;
        visit_then_stop(visit, Position{left ? p.left : p.right, {}, 1}, BasicMove{left ? "SWITCH_L" : "SWITCH_R"});
    }
    Position key(const Position& p) const noexcept { return p; }
    static Game exact_value(const Position& p);
};

struct UpStar : PartizanOptionsFromMoves<UpStar> {
    struct Position {
        std::int64_t ups = 0;  // negative: downs
        std::int64_t star = 0; // 0 or 1
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Move = BasicMove;
    static constexpr std::string_view name = "up_star";

    static Position parse(std::string_view text);
    static std::string print(const Position& p) { return fmt::format("{}{}", p.ups, p.star != 0 ? "*" : ""); }

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        const auto go = [&](Position next) { return visit_then_stop(visit, next, BasicMove{print(next)}); };
        if (p.ups == 0) {
            if (p.star != 0) go(Position{0, 0});
            return;
        }
        const bool favoured = (p.ups > 0) == (player == Player::left);
        if (!favoured) {
            go(Position{p.ups + (p.ups > 0 ? -1 : 1), 1 - p.star}); // one up towards 0, star toggled
            return;
        }
        if (go(Position{0, 0})) return;
        if ((p.ups == 1 || p.ups == -1) && p.star != 0) go(Position{0, 1}); // ^* -> *, v* -> *
    }
    Position key(const Position& p) const noexcept { return p; }
    static Game exact_value(const Position& p) { return Game::nus(Dyadic(0), p.ups, static_cast<std::uint64_t>(p.star)); }
};

struct Nimber : ImpartialOptionsFromMoves<Nimber> {
    struct Position {
        std::int64_t heap = 0;
        friend bool operator==(const Position&, const Position&) = default;
    };
    using Move = BasicMove;
    static constexpr std::string_view name = "nimber";

    static Position parse(std::string_view text);
    static std::string print(const Position& p) { return std::to_string(p.heap); }

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (std::int64_t j = p.heap - 1; j >= 0; --j)
            if (visit_then_stop(visit, Position{j}, BasicMove{fmt::format("*{}", j)})) return;
    }
    Position key(const Position& p) const noexcept { return p; }
    static Grundy exact_grundy(const Position& p) { return static_cast<Grundy>(p.heap); }
};

// Rows of pins, sorted, without empty rows (a position as entered is one row).
struct Kayles : ImpartialOptionsFromMoves<Kayles> {
    using Position = std::vector<std::uint32_t>;
    using Move = BasicMove;
    static constexpr std::string_view name = "kayles";

    static Position parse(std::string_view text);
    static std::string print(const Position& p);

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (std::size_t r = 0; r < p.size(); ++r) {
            if (r > 0 && p[r] == p[r - 1]) continue; // an equal row: the same moves
            const std::uint32_t n = p[r];
            for (std::uint32_t take = 1; take <= 2; ++take)
                for (std::uint32_t smaller = 0; take + 2 * smaller <= n; ++smaller) {
                    const std::uint32_t larger = n - take - smaller;
                    if (visit_then_stop(visit, replaced(p, r, smaller, larger),
                                        BasicMove{fmt::format("{}-{}-{}", take, smaller, larger)}))
                        return;
                }
        }
    }
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        for (std::uint32_t row : p) visit(Position{row});
    }
    const Position& key(const Position& p) const noexcept { return p; }

private:
    static Position replaced(const Position& p, std::size_t r, std::uint32_t a, std::uint32_t b);
};

} // namespace cgt::basic
