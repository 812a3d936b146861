#pragma once
// The checks every ruleset test runs on its small positions: the generic solvers' values against
// the plain recursions (brute_force.hpp), and canonical keys that never join positions whose
// values or misère outcomes differ (a canonical key means "isomorphic": the same tables serve
// every search, so a symmetry that swapped the players would be caught here).

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <map>
#include <string_view>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/outcome.hpp"
#include "games/impartial/impartial_variant.hpp"
#include "games/ruleset.hpp"
#include "tests/rulesets/brute_force.hpp"

namespace cgt::testing {

// What a canonical key must keep apart, by the plain recursion: a partizan ruleset's value and
// misère outcome (who wins moving first); an impartial ruleset's (`impartial`) Grundy value and
// misère outcome.
inline std::string invariants(NaiveGame& naive, const std::string& text, bool impartial) {
    const auto win = [](bool w) { return w ? "wins" : "loses"; };
    if (impartial)
        return fmt::format("*{}, misère: the player to move {}", naive.grundy(text), win(naive.misere_wins_impartial(text)));
    return fmt::format("value {}, misère: Left first {}, Right first {}", to_string(naive.value(text)),
                       win(naive.misere_wins(text, Player::left)), win(naive.misere_wins(text, Player::right)));
}

// How many positions share a canonical key with an earlier position of other invariants; the
// first few are reported.
template <typename R>
int joined_by_canonical_key(const R& rules, NaiveGame& naive, const std::vector<std::string>& positions,
                            bool impartial = false) {
    std::map<std::string, std::pair<std::string, std::string>> first_with_key;
    int joined = 0;
    for (const std::string& text : positions) {
        const auto& key = rules.canonical_key(R::parse(text));
        std::string mine = invariants(naive, text, impartial);
        const auto [it, fresh] = first_with_key.try_emplace(std::string(key_bytes(key)), text, mine);
        if (!fresh && it->second.second != mine && ++joined <= 3)
            MESSAGE(R::name, " ", text, " (", mine, ") has the canonical key of ", it->second.first, " (", it->second.second, ")");
    }
    return joined;
}

// Reads a position with R::parse and compares the solver's canonical form with the plain
// recursion's, for every position; the first few mismatches are reported.
template <typename R>
void check_values(const R& rules, NaiveGame& naive, const std::vector<std::string>& positions) {
    search::PartizanSolver<R> solver(rules);
    int wrong = 0;
    for (const std::string& text : positions) {
        const auto position = R::parse(text);
        const Game expected = naive.value(text), got = solver.value(position);
        if (got != expected && ++wrong <= 3)
            MESSAGE(R::name, " ", text, ": solver ", to_string(got), ", plain recursion ", to_string(expected));
    }
    CHECK_MESSAGE(wrong == 0, R::name, ": ", wrong, " of ", positions.size(), " values differ");
    if constexpr (HasNegative<R>) {
        // The negative's value is minus the plain recursion's value.
        int not_negated = 0;
        for (const std::string& text : positions) {
            const Game expected = -naive.value(text), got = solver.value(rules.negative(R::parse(text)));
            if (got != expected && ++not_negated <= 3)
                MESSAGE(R::name, " ", text, ": the negative's value ", to_string(got), ", minus the plain recursion's ",
                        to_string(expected));
        }
        CHECK_MESSAGE(not_negated == 0, R::name, ": ", not_negated, " of ", positions.size(), " negatives' values are not negated");
    }
    if constexpr (HasCanonicalKey<R>) {
        const int joined = joined_by_canonical_key(rules, naive, positions);
        CHECK_MESSAGE(joined == 0, R::name, ": ", joined, " canonical keys join positions of different values, misère "
                      "outcomes or Grundy values");
    }
}

// The same for the impartial variant: Grundy values.
template <typename R>
void check_grundy(const R& rules, NaiveGame& naive, const std::vector<std::string>& positions) {
    search::ImpartialSolver<ImpartialVariant<R>> solver{ImpartialVariant<R>(rules)};
    int wrong = 0;
    for (const std::string& text : positions) {
        const unsigned expected = naive.grundy(text), got = solver.grundy(R::parse(text));
        if (got != expected && ++wrong <= 3)
            MESSAGE("impartial ", R::name, " ", text, ": solver *", got, ", plain recursion *", expected);
    }
    CHECK_MESSAGE(wrong == 0, "impartial ", R::name, ": ", wrong, " of ", positions.size(), " Grundy values differ");
}

// Every board of every shape with at most `cells` cells (and at least one), over `letters`.
inline std::vector<std::string> boards_up_to(int cells, std::string_view letters, int max_rows = 8) {
    std::vector<std::string> out;
    for (int rows = 1; rows <= max_rows; ++rows)
        for (int columns = 1; rows * columns <= cells; ++columns)
            for (std::string& b : all_boards(rows, columns, letters)) out.push_back(std::move(b));
    return out;
}

// Cases of MCGS's test files, as written there: "XOX|O.X|OXO {B loss, W loss}" (does Black,
// Left, or White, Right, moving first win? by the solver's win search) or "..|.. {N 2}" (the Grundy value of the impartial
// variant; for an impartial R, of R). In MCGS's [impartial NAME] sections (`impartial`), "B win"
// and "W win" say that the player to move wins the impartial variant. `file` names the MCGS file.
enum class Section { partizan, impartial };
template <typename R>
void check_mcgs(const R& rules, std::initializer_list<std::string_view> cases, std::string_view file,
                Section section = Section::partizan) {
    const auto trimmed = [](std::string_view s) {
        while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
        while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
        return s;
    };
    for (std::string_view line : cases) {
        const std::size_t brace = line.find('{');
        REQUIRE(brace != std::string_view::npos);
        const auto position = R::parse(trimmed(line.substr(0, brace)));
        std::string_view commands = line.substr(brace + 1, line.find('}') - brace - 1);
        while (!commands.empty()) {
            const std::size_t comma = std::min(commands.find(','), commands.size());
            const std::string_view command = trimmed(commands.substr(0, comma));
            commands.remove_prefix(std::min(comma + 1, commands.size()));
            INFO(file, ": ", line);
            if (command[0] == 'N' || section == Section::impartial) {
                unsigned grundy = 0;
                if constexpr (ImpartialRuleset<R>) {
                    grundy = search::ImpartialSolver<R>(rules).grundy(position);
                } else {
                    grundy = search::ImpartialSolver<ImpartialVariant<R>>(ImpartialVariant<R>(rules)).grundy(position);
                }
                if (command[0] == 'N') CHECK(grundy == static_cast<unsigned>(std::stoi(std::string(command.substr(1)))));
                else CHECK((grundy != 0) == (command.substr(2) == "win"));
            } else if constexpr (PartizanRuleset<R>) {
                const Player first = command[0] == 'B' ? Player::left : Player::right;
                const bool wins = command.substr(2) == "win";
                CHECK(search::PartizanSolver<R>(rules).wins_moving_first(position, first, Play::normal) == wins);
            }
        }
    }
}

// The names of `player`'s winning moves (normal play), sorted, as MCGS's "{winning moves B ...}".
template <typename R>
std::vector<std::string> winning_moves(const R& rules, const typename R::Position& position, Player player) {
    search::PartizanSolver<R> solver(rules);
    std::vector<std::string> names;
    rules.for_each_option_with_move(position, player, [&](const auto& option, const auto& move) {
        const Game v = solver.value(option);
        if (player == Player::left ? v >= Game() : v <= Game()) names.push_back(to_string(move));
        return false;
    });
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace cgt::testing
