#include "tools/cli/loopy_play.hpp"

#include <charconv>
#include <limits>
#include <memory>
#include <string_view>
#include <variant>

#include <fmt/format.h>

#include "algorithms/loopy/ruleset_values.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/loopy/nim_value.hpp"
#include "cgt/loopy/notation.hpp"
#include "games/loopy/backsliding_toads_and_frogs.hpp"
#include "games/loopy/fox_and_geese.hpp"
#include "games/loopy/sliding_token.hpp"

namespace cgt::cli {
namespace {

void normal_play_only(const PlayOutput& out) {
    if (out.play != Play::normal)
        throw InvalidArgument("misère play of loopy games is not defined here: drop --misere");
}

std::string prefix(std::size_t boards, std::size_t i) { return boards > 1 ? fmt::format("{}:", i) : ""; }

// A checkpoint's state: "COMPONENTS COUNT", then a line "VERTEX VALUE" per value, each value in
// CGSuite's notation (canonical stoppers print canonically, so they read back as the same value).
std::string snapshot_text(const loopy::LoopySnapshot& s) {
    std::string out = fmt::format("{} {}\n", s.components_valued, s.values.size());
    for (const auto& [v, x] : s.values) out += fmt::format("{} {}\n", v, loopy::to_string(x));
    return out;
}

loopy::LoopySnapshot parse_snapshot(std::string_view text) {
    const auto bad = [](std::string_view why) {
        return InvalidArgument(fmt::format("the checkpoint's loopy search state is malformed ({})", why));
    };
    const auto number = [&](std::string_view field) {
        std::uint64_t n = 0;
        const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), n);
        if (ec != std::errc() || end != field.data() + field.size() || field.empty()) throw bad("a count");
        return n;
    };
    const auto next_line = [&](std::string_view& rest) {
        const std::size_t eol = rest.find('\n');
        if (eol == std::string_view::npos) throw bad("a line without its end");
        const std::string_view line = rest.substr(0, eol);
        rest.remove_prefix(eol + 1);
        return line;
    };
    std::string_view rest = text;
    const std::string_view head = next_line(rest);
    const std::size_t space = head.find(' ');
    if (space == std::string_view::npos) throw bad("its first line");
    loopy::LoopySnapshot s;
    s.components_valued = number(head.substr(0, space));
    const std::uint64_t count = number(head.substr(space + 1));
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::string_view line = next_line(rest);
        const std::size_t sep = line.find(' ');
        if (sep == std::string_view::npos) throw bad("a value line");
        const std::uint64_t v = number(line.substr(0, sep));
        if (v > std::numeric_limits<loopy::Vertex>::max()) throw bad("a position number");
        const Value x = evaluate(line.substr(sep + 1));
        if (const Game* g = std::get_if<Game>(&x)) s.values.emplace_back(static_cast<loopy::Vertex>(v), loopy::SidedValue(loopy::Stopper::from_game(*g)));
        else if (const auto* sided = std::get_if<loopy::SidedValue>(&x)) s.values.emplace_back(static_cast<loopy::Vertex>(v), *sided);
        else throw bad("a value that is not a game");
    }
    if (!rest.empty()) throw bad("lines after the values");
    return s;
}

// A search's options for a long run: progress on the line, checkpoints, a stop at SIGINT or
// SIGTERM (after the next component, with a checkpoint), and the resumed state.
loopy::LoopySearchOptions long_run_options(LongRun& run, Output& out, std::string& last_state) {
    loopy::LoopySearchOptions o;
    if (const auto& saved = run.resumed()) {
        o.resume = std::make_shared<const loopy::LoopySnapshot>(parse_snapshot(saved->state));
        last_state = saved->state;
    }
    o.progress_interval = 1024;
    o.progress = [&run, &out, &last_state](const loopy::LoopyProgress& p) {
        if (run.stop_requested()) run.stop(out, last_state); // while exploring: the state it started from
        if (p.components == 0) run.progress(0, fmt::format("{} positions found", p.positions));
        else run.progress(static_cast<double>(p.components_valued) / static_cast<double>(p.components),
                          fmt::format("{}/{} components valued", p.components_valued, p.components));
    };
    o.checkpoint_due = [&run] { return run.checkpoint_due() || run.stop_requested(); };
    o.checkpoint = [&run, &out, &last_state](const loopy::LoopySnapshot& s) {
        last_state = snapshot_text(s);
        if (run.stop_requested()) run.stop(out, last_state);
        run.save(out, last_state);
    };
    return o;
}

// The value and, in text, its outcome after it ("∞ (D)"): a loopy value does not show it.
std::string with_outcome(const PlayOutput& out, const std::string& value, const std::string& outcome) {
    return out.format == OutputFormat::json ? value : fmt::format("{} ({})", value, outcome);
}

// A partizan loopy ruleset: the value (or the loopy outcome) of the position, and with --moves
// each option's value, all from one search.
template <typename R>
void report_loopy(const R& rules, const typename R::Position& position, const PlayOutput& out,
                  std::string (*show)(const R&, const typename R::Position&)) {
    normal_play_only(out);
    std::vector<typename R::Position> positions{position};
    std::vector<std::pair<Player, std::size_t>> owners; // positions[k + 1]: whose option
    if (out.moves)
        for (Player p : {Player::left, Player::right})
            rules.for_each_option(position, p, [&](auto&& option) {
                owners.emplace_back(p, positions.size());
                positions.push_back(option);
            });
    if (out.outcome_only) {
        const std::string o(loopy::to_string(loopy::loopy_outcome(rules, position)));
        print_report(out, o, o, PrintedMoveLists{});
        return;
    }
    LongRun run(out.identity, out.long_run);
    Output checkpointed; // nothing is printed before the report: a checkpoint records 0 bytes
    std::string state = snapshot_text({});
    const auto values =
        loopy::loopy_values(rules, std::span<const typename R::Position>(positions), long_run_options(run, checkpointed, state));
    run.finish(checkpointed);
    std::vector<PrintedMove> left, right;
    for (const auto& [player, k] : owners) {
        const bool wins = loopy::mover_loses(values[k].outcome(), opponent(player));
        (player == Player::left ? left : right).push_back(PrintedMove{show(rules, positions[k]), loopy::to_string(values[k]), true, wins});
    }
    const std::string outcome(loopy::to_string(values[0].outcome()));
    print_report(out, with_outcome(out, loopy::to_string(values[0]), outcome), outcome,
                 {{"left_moves", left}, {"right_moves", right}});
}

} // namespace

void play_tokens(const std::vector<Multigraph>& boards, const std::vector<int>& starts, const PlayOutput& out) {
    normal_play_only(out);
    std::vector<std::vector<loopy::NimValue>> values; // per board, per vertex
    std::vector<loopy::NimValue> at_start;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const loopy::SlidingToken game(boards[i]);
        if (starts[i] < 0 || starts[i] >= game.vertex_count())
            throw InvalidArgument(fmt::format("--start {}: the board has vertices 0 to {}", starts[i], game.vertex_count() - 1));
        std::vector<loopy::SlidingToken::Position> positions;
        for (int v = 0; v < game.vertex_count(); ++v) positions.push_back(game.start({v}));
        values.push_back(loopy::loopy_nim_values(game, std::span<const loopy::SlidingToken::Position>(positions)));
        at_start.push_back(values.back()[static_cast<std::size_t>(starts[i])]);
    }
    loopy::NimValue total;
    for (const auto& v : at_start) total += v;
    const std::string outcome(loopy::to_string(loopy::outcome_of_sum(at_start)));
    const std::string headline = out.outcome_only ? outcome : with_outcome(out, loopy::to_string(total), outcome);
    std::vector<PrintedMove> lines;
    if (out.moves)
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const loopy::SlidingToken game(boards[i]);
            game.for_each_option(game.start({starts[i]}), [&](const loopy::SlidingToken::Position& option) {
                std::vector<loopy::NimValue> after = at_start;
                after[i] = values[i][option[0]];
                loopy::NimValue sum;
                for (const auto& v : after) sum += v;
                const loopy::LoopyOutcome o = loopy::outcome_of_sum(after);
                lines.push_back(PrintedMove{fmt::format("{}to v{}", prefix(boards.size(), i), option[0]),
                                            out.outcome_only ? std::string(loopy::to_string(o)) : loopy::to_string(sum),
                                            !out.outcome_only, o == loopy::LoopyOutcome::P});
            });
        }
    print_report(out, headline, outcome, {{"moves", lines}});
}

void play_fox_and_geese(const std::string& drawing, const PlayOutput& out) {
    const std::size_t bar = drawing.find('|');
    const std::size_t width = bar == std::string::npos ? drawing.size() : bar;
    if (width < 2 || width > static_cast<std::size_t>(loopy::FoxAndGeese::max_width))
        throw InvalidArgument(fmt::format("fox-and-geese: a row of {} squares; the board is 2 to {} squares wide (draw "
                                          "rows from the top, '|' between them: x.x.x.x.|........|o.......)",
                                          width, loopy::FoxAndGeese::max_width));
    const loopy::FoxAndGeese rules(static_cast<int>(width));
    report_loopy<loopy::FoxAndGeese>(rules, rules.parse(drawing), out,
                                     [](const loopy::FoxAndGeese& r, const loopy::FoxAndGeese::Position& p) {
                                         return r.to_string(p);
                                     });
}

void play_backsliding_toads_and_frogs(const std::string& position, const PlayOutput& out) {
    const loopy::BackslidingToadsAndFrogs rules;
    report_loopy<loopy::BackslidingToadsAndFrogs>(
        rules, loopy::BackslidingToadsAndFrogs::parse(position), out,
        [](const loopy::BackslidingToadsAndFrogs&, const std::string& p) { return p; });
}

} // namespace cgt::cli
