#pragma once
// What `cgt play` prints for one position of a ruleset: the value (normal play), or the outcome
// (--outcome, or misère play), and with --moves every move with what it leads to. Text or JSON.
// The rulesets label their moves (for_each_option_with_move); `label` turns a move into text.

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/game.hpp"
#include "cgt/notation.hpp"
#include "cgt/outcome.hpp"
#include "tools/cli/detail/output.hpp"

namespace cgt::cli {

enum class PlayFormat { cgsuite, explicit_braces, json };

struct PlayOutput {
    Play play = Play::normal;
    bool outcome_only = false; // --outcome: the outcome class, found by search
    bool moves = false;
    PlayFormat format = PlayFormat::cgsuite;
    nlohmann::json description; // what was asked (ruleset, graphs, options), echoed in JSON
};

inline std::string show(Game g, PlayFormat f) {
    return to_string(g, f == PlayFormat::explicit_braces ? PrintStyle::explicit_braces : PrintStyle::cgsuite);
}

// One line of --moves: the move, what it leads to, and whether it wins for the mover.
struct MoveLine {
    std::string move;
    std::string after; // the option's value (normal play) or its outcome
    bool winning = false;
};

inline void print_report(const PlayOutput& out, const std::string& headline, const std::string& outcome,
                         const std::vector<std::pair<std::string, std::vector<MoveLine>>>& move_lists) {
    if (out.format == PlayFormat::json) {
        nlohmann::json j = out.description;
        j["play"] = out.play == Play::normal ? "normal" : "misere";
        if (!out.outcome_only && out.play == Play::normal) j["value"] = headline;
        j["outcome"] = outcome;
        if (out.moves)
            for (const auto& [who, lines] : move_lists) {
                nlohmann::json list = nlohmann::json::array();
                for (const MoveLine& m : lines) {
                    nlohmann::json item = {{"move", m.move}, {"winning", m.winning}};
                    item[out.outcome_only || out.play == Play::misere ? "outcome_after" : "value_after"] = m.after;
                    list.push_back(item);
                }
                j[who] = list;
            }
        write_line("", j.dump());
        return;
    }
    write_line("", headline); // no copy of a form that may be large
    if (!out.moves) return;
    for (const auto& [who, lines] : move_lists) {
        fmt::print("{} ({}):\n", who == "moves" ? "moves" : who == "left_moves" ? "Left moves" : "Right moves", lines.size());
        for (const MoveLine& m : lines) fmt::print("  {} -> {}{}\n", m.move, m.after, m.winning ? "  winning" : "");
    }
}

// An impartial ruleset: *k, or N/P.
template <typename R, typename Label>
void report_impartial(const R& rules, const typename R::Position& position, const PlayOutput& out, Label label) {
    search::ImpartialSolver<R> solver(rules);
    // The player to move wins under out.play (a search that stops at the first winning move; in
    // normal play of a sum of several parts the Grundy values of the parts are cheaper).
    auto wins = [&](const typename R::Position& p) {
        std::size_t parts = 0;
        if constexpr (HasSplit<R>) rules.split(p, [&](auto&&) { ++parts; });
        if (out.play == Play::normal && parts > 1) return solver.grundy(p) != 0;
        return solver.search_wins(p, out.play);
    };
    const bool values = out.play == Play::normal && !out.outcome_only;
    std::string headline, outcome;
    if (values) {
        const auto g = solver.grundy(position);
        headline = show(Game::nimber(g), out.format);
        outcome = g != 0 ? "N" : "P";
    } else {
        headline = outcome = wins(position) ? "N" : "P";
    }
    std::vector<MoveLine> lines;
    if (out.moves)
        rules.for_each_option_with_move(position, [&](auto&& option, const auto& move) {
            MoveLine line{label(move), "", false};
            if (values) {
                const auto g = solver.grundy(option);
                line.after = show(Game::nimber(g), out.format);
                line.winning = g == 0;
            } else {
                line.winning = !wins(option);
                line.after = line.winning ? "P" : "N";
            }
            lines.push_back(std::move(line));
        });
    print_report(out, headline, outcome, {{"moves", lines}});
}

// A partizan ruleset: the canonical form, or L/R/P/N.
template <typename R, typename Label>
void report_partizan(const R& rules, const typename R::Position& position, const PlayOutput& out, Label label) {
    search::PartizanSolver<R> solver(rules);
    const bool values = out.play == Play::normal && !out.outcome_only;
    auto outcome_of = [&](const typename R::Position& p) {
        return std::string(to_string(out.play == Play::normal ? solver.value(p).outcome() : solver.outcome(p, out.play)));
    };
    std::string headline, outcome;
    if (values) {
        const Game v = solver.value(position);
        headline = show(v, out.format);
        outcome = std::string(to_string(v.outcome()));
    } else {
        headline = outcome = outcome_of(position);
    }
    std::vector<std::pair<std::string, std::vector<MoveLine>>> lists;
    if (out.moves)
        for (Player player : {Player::left, Player::right}) {
            std::vector<MoveLine> lines;
            rules.for_each_option_with_move(position, player, [&](auto&& option, const auto& move) {
                MoveLine line{label(move), "", false};
                if (values) {
                    const Game v = solver.value(option);
                    line.after = show(v, out.format);
                    line.winning = player == Player::left ? v >= Game() : v <= Game();
                } else {
                    line.winning = !solver.wins_moving_first(option, opponent(player), out.play);
                    line.after = outcome_of(option);
                }
                lines.push_back(std::move(line));
            });
            lists.emplace_back(player == Player::left ? "left_moves" : "right_moves", std::move(lines));
        }
    print_report(out, headline, outcome, lists);
}

} // namespace cgt::cli
