// cgt value | compare | outcome | info: canonical forms and invariants of game expressions.
// (Synopsis and examples: docs/cli.md.)

#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "cgt/notation.hpp"
#include "tools/cli/commands.hpp"

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

} // namespace

void add_value_commands(CLI::App& app) {
    // Global: bound the game table (cgt::set_memory_limit); exceeding it is exit code 2.
    app.add_option_function<std::size_t>(
           "--memory-limit",
           [](std::size_t mb) {
               if (mb == 0 || mb > (std::size_t{1} << 40)) throw CLI::ValidationError("--memory-limit", "must be 1..2^40 MB");
               cgt::set_memory_limit(mb << 20);
           },
           "Memory limit for the game table, in MB (default 8192 or CGT_MEMORY_LIMIT_MB)")
        ->type_name("MB");

    {
        auto* cmd = app.add_subcommand("value", "Print the canonical form of a game expression");
        auto format = std::make_shared<std::string>("cgsuite");
        auto words = std::make_shared<std::vector<std::string>>();
        cmd->add_option("--format", *format, "Output notation: cgsuite ({3||2*|1*}) or explicit ({3|{2*|1*}})")
            ->check(CLI::IsMember({"cgsuite", "explicit"}));
        cmd->add_option("expression", *words, "Game expression, e.g. '{3||2+*|1+*}' or '^ + *'")->required();
        cmd->callback([format, words] {
            Notation style = *format == "explicit" ? Notation::explicit_braces : Notation::cgsuite;
            fmt::print("{}\n", to_string(parse_game(joined(*words)), style));
        });
    }
    {
        auto* cmd = app.add_subcommand("compare", "Compare two games: prints <, >, = or || (confused)");
        auto g = std::make_shared<std::string>();
        auto h = std::make_shared<std::string>();
        cmd->add_option("G", *g, "First game")->required();
        cmd->add_option("H", *h, "Second game")->required();
        cmd->callback([g, h] {
            Game a = parse_game(*g), b = parse_game(*h);
            bool le = a <= b, ge = b <= a;
            fmt::print("{}\n", le && ge ? "=" : le ? "<" : ge ? ">" : "||");
        });
    }
    {
        auto* cmd = app.add_subcommand("outcome", "Outcome class: L, R, P (second player wins) or N (first player)");
        auto words = std::make_shared<std::vector<std::string>>();
        cmd->add_option("expression", *words, "Game expression")->required();
        cmd->callback([words] { fmt::print("{}\n", parse_game(joined(*words)).outcome()); });
    }
    {
        auto* cmd = app.add_subcommand("info", "Canonical form, birthday, stops, mean, temperature, outcome");
        auto words = std::make_shared<std::vector<std::string>>();
        cmd->add_option("expression", *words, "Game expression")->required();
        cmd->callback([words] {
            Game g = parse_game(joined(*words));
            fmt::print("value:         {}\n", g);
            fmt::print("explicit:      {:e}\n", g);
            fmt::print("birthday:      {}\n", g.birthday().str());
            fmt::print("left stop:     {}\n", g.left_stop());
            fmt::print("right stop:    {}\n", g.right_stop());
            fmt::print("mean:          {}\n", g.mean());
            fmt::print("temperature:   {}\n", g.temperature());
            fmt::print("outcome:       {}\n", g.outcome());
            fmt::print("number:        {}\n", yes_no(g.is_number()));
            fmt::print("nus:           {}\n", yes_no(g.is_nus()));
            fmt::print("infinitesimal: {}\n", yes_no(g.is_infinitesimal()));
            fmt::print("options:       {} left, {} right\n", g.left_option_count(), g.right_option_count());
        });
    }
}

} // namespace cgt::cli
