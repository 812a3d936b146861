// cgt value | compare | outcome | info: canonical forms and invariants of game expressions.
// (Synopsis and examples: docs/cli.md.)

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "cgt/game.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/thermograph_svg.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/choice_option.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/game_info.hpp"
#include "tools/cli/svg_output.hpp"

namespace cgt::cli {
namespace {

// An expression may arrive as several shell words (cgt value ^ + *): join them.
std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

const char* yes_no(bool b) { return b ? "yes" : "no"; }

// CLI11 takes a word such as "-^" or "-{1|0}" for an unknown option; the subcommands collect
// those as extras. Alone they are the expression; mixed with other words their order is lost,
// so the user is asked for "--".
std::vector<std::string> expression_words(const CLI::App& cmd, const std::vector<std::string>& positional) {
    std::vector<std::string> extras = cmd.remaining();
    // Words after "--" arrive as extras too, in order, after every word before "--".
    auto dashes = std::find(extras.begin(), extras.end(), std::string("--"));
    std::vector<std::string> before(extras.begin(), dashes);
    std::vector<std::string> after(dashes == extras.end() ? dashes : dashes + 1, extras.end());
    if (!before.empty() && !positional.empty())
        throw cgt::InvalidArgument(fmt::format(
            "put '--' before expressions that start with '-' (e.g. cgt {} -- {} ...)", cmd.get_name(), before.front()));
    std::vector<std::string> words = before.empty() ? positional : before;
    words.insert(words.end(), after.begin(), after.end());
    return words;
}

std::vector<std::string> required_words(const CLI::App& cmd, const std::vector<std::string>& positional) {
    auto words = expression_words(cmd, positional);
    if (words.empty()) throw cgt::InvalidArgument(fmt::format("cgt {}: an expression is required", cmd.get_name()));
    return words;
}

// A loopy game of an expression's value (a short game is one too).
loopy::SidedValue loopy_game(const Value& v, std::string_view what) {
    if (const Game* g = std::get_if<Game>(&v)) return loopy::SidedValue(loopy::Stopper::from_game(*g));
    if (const auto* s = std::get_if<loopy::SidedValue>(&v)) return *s;
    throw cgt::InvalidArgument(fmt::format("{} must be a game, and it is {} ({})", what, kind_name(v), to_string(v)));
}

// cgt info of a loopy game: its sides, stops and properties (CGSuite's, docs/loopy.md).
void print_loopy_info(const loopy::SidedValue& v) {
    write_line("value:         ", loopy::to_string(v));
    fmt::print("kind:          {}\n", v.is_stopper() ? "stopper" : v.is_stopper_sided() ? "stopper-sided" : "loopy (sides not stoppers)");
    if (!v.is_stopper() && v.is_stopper_sided()) {
        write_line("onside:        ", loopy::to_string(*v.onside()));
        write_line("offside:       ", loopy::to_string(*v.offside()));
    }
    fmt::print("outcome:       {}\n", loopy::to_string(v.outcome()));
    if (const auto s = v.as_stopper()) {
        fmt::print("left stop:     {}\n", loopy::to_string(loopy::left_stop(*s)));
        fmt::print("right stop:    {}\n", loopy::to_string(loopy::right_stop(*s)));
        write_line("degree:        ", loopy::to_string(loopy::degree(*s)));
        fmt::print("pseudonumber:  {}\n", yes_no(loopy::is_pseudonumber(*s)));
        fmt::print("plumtree:      {}\n", yes_no(s->is_plumtree()));
        fmt::print("positions:     {}\n", s->follower_count());
    }
    fmt::print("idempotent:    {}\n", yes_no(v.is_idempotent()));
}

} // namespace

void add_value_commands(CLI::App& app) {
    {
        auto* cmd = app.add_subcommand("value", "Print the value of an expression (a canonical form, or what a method gives)");
        auto format = std::make_shared<std::string>("cgsuite");
        auto words = std::make_shared<std::vector<std::string>>();
        add_choice_option(cmd, "--format", *format, {{"cgsuite", "cgsuite"}, {"explicit", "explicit"}},
                          "Output notation: cgsuite ({3||2*|1*}) or explicit ({3|{2*|1*}})");
        cmd->add_option("expression", *words, "Game expression, e.g. '{3||2+*|1+*}' or '^ + *'");
        cmd->allow_extras();
        cmd->callback([cmd, format, words] {
            PrintStyle style = *format == "explicit" ? PrintStyle::explicit_braces : PrintStyle::cgsuite;
            write_line("", to_string(evaluate(joined(required_words(*cmd, *words))), style));
        });
    }
    {
        auto* cmd = app.add_subcommand("compare", "Compare two games: prints <, >, = or || (confused)");
        auto words = std::make_shared<std::vector<std::string>>();
        cmd->add_option("G H", *words, "The two games (quote each one)");
        cmd->allow_extras();
        cmd->callback([cmd, words] {
            auto games = required_words(*cmd, *words);
            if (games.size() != 2)
                throw cgt::InvalidArgument(fmt::format("cgt compare: expected two games, got {} words (quote each game)",
                                                       games.size()));
            const Value a = evaluate(games[0]), b = evaluate(games[1]);
            bool le = false, ge = false;
            if (std::holds_alternative<Game>(a) && std::holds_alternative<Game>(b)) {
                le = std::get<Game>(a) <= std::get<Game>(b);
                ge = std::get<Game>(b) <= std::get<Game>(a);
            } else { // loopy: onsides and offsides compared (docs/loopy.md)
                const loopy::SidedValue x = loopy_game(a, "G"), y = loopy_game(b, "H");
                le = x <= y;
                ge = y <= x;
            }
            fmt::print("{}\n", le && ge ? "=" : le ? "<" : ge ? ">" : "||");
        });
    }
    {
        auto* cmd = app.add_subcommand("outcome", "Outcome class: L, R, P (second player wins) or N (first player)");
        auto words = std::make_shared<std::vector<std::string>>();
        cmd->add_option("expression", *words, "Game expression");
        cmd->allow_extras();
        cmd->callback([cmd, words] {
            const Value v = evaluate(joined(required_words(*cmd, *words)));
            if (const Game* g = std::get_if<Game>(&v)) fmt::print("{}\n", g->outcome());
            else fmt::print("{}\n", loopy_game(v, "the expression").outcome()); // L, R, N, P, D, NHat, ...
        });
    }
    {
        auto* cmd = app.add_subcommand("info", "Canonical form, birthday, stops, mean, temperature, outcome");
        auto words = std::make_shared<std::vector<std::string>>();
        auto svg = std::make_shared<std::string>();
        cmd->add_option("expression", *words, "Game expression");
        cmd->add_option("--svg", *svg, "also draw the thermograph into FILE (SVG)");
        cmd->allow_extras();
        cmd->callback([cmd, words, svg] {
            Value v = evaluate(joined(required_words(*cmd, *words)));
            if (!svg->empty() && !std::holds_alternative<Game>(v))
                throw cgt::InvalidArgument(fmt::format("--svg draws the thermograph of a game, and this is {}", kind_name(v)));
            if (const auto* loopy = std::get_if<loopy::SidedValue>(&v)) {
                if (!svg->empty()) throw cgt::InvalidArgument("--svg draws thermographs of short games, and this game is loopy");
                print_loopy_info(*loopy);
                return;
            }
            if (!std::holds_alternative<Game>(v)) { // a boolean, a set, a thermograph, ...
                fmt::print("value:         {}\n", to_string(v));
                fmt::print("kind:          {}\n", kind_name(v));
                return;
            }
            Game g = std::get<Game>(v);
            const GameInfo info = game_info(g);
            print_game_info(g, info);
            if (!svg->empty()) {
                ThermographSvgOptions picture;
                picture.title = to_string(g);
                write_svg_file(*svg, thermograph_svg(info.thermograph, picture));
            }
        });
    }
}

} // namespace cgt::cli
