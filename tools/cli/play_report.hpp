#pragma once
// What `cgt play` prints for one position of a ruleset: the value (normal play), or the outcome
// (--outcome, or misère play), and with --moves every move with what it leads to. Text or JSON.
// The solvers report the moves (algorithms/search/move_report.hpp); `label` names a move as the
// position was written (vertex 2 of the third graph of a sum: "2:v2"; graphs count from 0, as
// in every sum of cgt play).

#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "tools/cli/detail/long_run.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/detail/output_format.hpp"
#include "tools/cli/game_info.hpp"
#include "tools/cli/search_progress.hpp"

namespace cgt::cli {

struct PlayOutput {
    Play play = Play::normal;
    bool outcome_only = false; // --outcome: the outcome class, found by search
    bool moves = false;
    bool info = false; // --info: cgt info's fields of the value (normal play, values only)
    OutputFormat format = OutputFormat::cgsuite;
    nlohmann::json description; // what was asked (ruleset, graphs, options), echoed in JSON
    SearchProgressLine* progress = nullptr; // the searches' progress on a terminal
    // The loopy rulesets' values are long runs (tools/cli/detail/long_run.hpp): checkpoints and
    // resumes, under this identity (the command as given).
    LongRunOptions long_run;
    std::string identity;
};

// The hook to give a solver: progress on the line, if there is one.
inline search::ProgressHook progress_hook(const PlayOutput& out) {
    return out.progress ? out.progress->hook() : search::ProgressHook{};
}

// The moves of each player ("moves", "left_moves", "right_moves"), as the solvers report them,
// and how `cgt play` names them (the label that fits the position as the user wrote it).
template <typename Move>
using MoveLists = std::vector<std::pair<std::string, std::vector<search::MoveReport<Move>>>>;

// One move as printed: its label, what it leads to (a value, or else an outcome) and whether it
// wins. The report of the solvers (search::MoveReport) and of the loopy rulesets, whose values
// are not short games, both print through it.
struct PrintedMove {
    std::string label;
    std::string after;
    bool after_is_value = true;
    bool winning = false;
};
using PrintedMoveLists = std::vector<std::pair<std::string, std::vector<PrintedMove>>>;

// `value`: the position's value, whose cgt info fields --info prints (null without --info).
inline void print_report(const PlayOutput& out, const std::string& headline, const std::string& outcome,
                         const PrintedMoveLists& move_lists, const Game* value = nullptr) {
    if (out.progress) out.progress->clear(); // the report starts on a clean line
    std::optional<GameInfo> info;
    if (out.info && value) info = game_info(*value);
    if (out.format == OutputFormat::json) {
        nlohmann::json j = out.description;
        if (info) j["info"] = game_info_json(*value, *info);
        j["play"] = out.play == Play::normal ? "normal" : "misere";
        if (!out.outcome_only && out.play == Play::normal) j["value"] = headline;
        j["outcome"] = outcome;
        if (out.moves)
            for (const auto& [who, moves] : move_lists) {
                nlohmann::json list = nlohmann::json::array();
                for (const PrintedMove& m : moves) {
                    nlohmann::json item = {{"move", m.label}, {"winning", m.winning}};
                    item[m.after_is_value ? "value_after" : "outcome_after"] = m.after;
                    list.push_back(item);
                }
                j[who] = list;
            }
        write_line("", j.dump());
        return;
    }
    if (info) print_game_info(*value, *info);
    else write_line("", headline); // no copy of a form that may be large
    if (!out.moves) return;
    for (const auto& [who, moves] : move_lists) {
        fmt::print("{} ({}):\n", who == "moves" ? "moves" : who == "left_moves" ? "Left moves" : "Right moves", moves.size());
        for (const PrintedMove& m : moves) fmt::print("  {} -> {}{}\n", m.label, m.after, m.winning ? "  winning" : "");
    }
}

template <typename Move, typename Label>
void print_report(const PlayOutput& out, const std::string& headline, const std::string& outcome,
                  const MoveLists<Move>& move_lists, Label label, const Game* value = nullptr) {
    PrintedMoveLists printed;
    // What a move leads to: the option's value when values were asked, else its outcome.
    for (const auto& [who, reports] : move_lists) {
        std::vector<PrintedMove> moves;
        for (const auto& m : reports)
            moves.push_back({label(m.move), m.value ? show(*m.value, out.format) : std::string(to_string(m.outcome)),
                             m.value.has_value(), m.winning});
        printed.emplace_back(who, std::move(moves));
    }
    print_report(out, headline, outcome, printed, value);
}

// An impartial ruleset: *k, or N/P.
template <typename R, typename Label>
void report_impartial(const R& rules, const typename R::Position& position, const PlayOutput& out, Label label) {
    search::ImpartialSolver<R> solver(rules);
    solver.set_progress(progress_hook(out));
    const bool values = out.play == Play::normal && !out.outcome_only;
    std::string headline, outcome;
    std::optional<Game> value;
    if (values) {
        const auto g = solver.grundy(position);
        value = Game::nimber(g);
        headline = show(*value, out.format);
        outcome = g != 0 ? "N" : "P";
    } else {
        headline = outcome = solver.wins_by_search(position, out.play) ? "N" : "P";
    }
    MoveLists<MoveOf<R>> lists;
    if (out.moves) lists.emplace_back("moves", values ? solver.moves(position) : solver.moves(position, out.play));
    print_report(out, headline, outcome, lists, label, value ? &*value : nullptr);
}

// A partizan ruleset: the canonical form, or L/R/P/N.
template <typename R, typename Label>
void report_partizan(const R& rules, const typename R::Position& position, const PlayOutput& out, Label label) {
    search::PartizanSolver<R> solver(rules);
    solver.set_progress(progress_hook(out));
    const bool values = out.play == Play::normal && !out.outcome_only;
    std::string headline, outcome;
    std::optional<Game> value;
    if (values) {
        value = solver.value(position);
        headline = show(*value, out.format);
        outcome = std::string(to_string(value->outcome()));
    } else {
        headline = outcome = std::string(to_string(solver.outcome(position, out.play)));
    }
    MoveLists<MoveOf<R>> lists;
    if (out.moves)
        for (Player player : {Player::left, Player::right})
            lists.emplace_back(player == Player::left ? "left_moves" : "right_moves",
                               values ? solver.moves(position, player) : solver.moves(position, player, out.play));
    print_report(out, headline, outcome, lists, label, value ? &*value : nullptr);
}

} // namespace cgt::cli
