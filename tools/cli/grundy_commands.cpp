// cgt grundy: Grundy values of octal heap games and of impartial games on graphs.
//
//   cgt grundy octal 0.137 --count 20 [--period] [--no-values]
//   cgt grundy node-kayles P5 C7 petersen 'S(1,2)-2-S(1,1)'
//   nauty-geng 7 | cgt grundy node-kayles            (graph6 or edge lists, one per line, on stdin)
//   cgt grundy domination --misere P4
//   cgt grundy octal:0.33 'S(1,1,3,4)'
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_misere.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/line_reader.hpp"

namespace cgt::cli {

namespace {

struct GrundyArgs {
    std::string game;
    std::vector<std::string> rest;
    std::size_t count = 100;
    bool period = false;
    bool no_values = false;
    bool misere = false;
    unsigned threads = 2;
};

// Misère outcomes of single heaps 0..N-1, by search: "N" (the player to move wins) or "P".
void run_octal_misere(const impartial::OctalCode& code, std::size_t count) {
    if (count > 200) throw InvalidArgument("misère heap search is limited to --count 200 (it is exponential)");
    impartial::OctalMisereSearch search(code);
    std::string line;
    for (std::size_t n = 0; n < count; ++n) {
        if (n > 0) line += ' ';
        line += search.first_player_wins({n}) ? 'N' : 'P';
    }
    fmt::print("{}\n", line);
}

void run_octal_sequence(const GrundyArgs& args) {
    if (args.rest.size() != 1)
        throw InvalidArgument("usage: cgt grundy octal CODE --count N [--period] (one octal code, e.g. 0.137)");
    const auto code = impartial::OctalCode::parse(args.rest[0]);
    if (args.no_values && !args.period)
        throw InvalidArgument("--no-values without --period would print nothing: add --period, or drop --no-values");
    if (args.misere) {
        if (args.period) throw InvalidArgument("--period applies to Grundy values, not to --misere");
        run_octal_misere(code, args.count);
        return;
    }
    impartial::OctalSequenceOptions options;
    options.threads = args.threads;
    const auto values = impartial::octal_grundy_sequence(code, args.count, options);
    if (!args.no_values) {
        std::string line;
        line.reserve(values.size() * 3);
        for (std::size_t n = 0; n < values.size(); ++n) {
            if (n > 0) line += ' ';
            line += fmt::format("{}", values[n]);
        }
        fmt::print("{}\n", line);
    }
    if (args.period) {
        if (const auto p = impartial::find_periodicity(code, values))
            fmt::print("preperiod {} period {} (G(n+{}) = G(n) for all n >= {}; certified by the Guy-Smith theorem)\n",
                       p->preperiod, p->period, p->period, p->preperiod);
        else
            fmt::print("no period found up to n = {}\n", values.size());
    }
}

void analyse(impartial::GraphGrundySolver& solver, const std::string& label, const Graph& g, bool misere) {
    if (misere) fmt::print("{} {}\n", label, solver.misere_first_player_wins(g) ? "N" : "P");
    else fmt::print("{} {}\n", label, solver.grundy(g));
}

void run_graph_game(const GrundyArgs& args) {
    auto solver = impartial::GraphGrundySolver::from_name(args.game);
    if (!args.rest.empty()) {
        for (const auto& text : args.rest) analyse(solver, text, parse_graph(text), args.misere);
        return;
    }
    LineReader input("-");
    std::string line;
    while (input.next(line)) {
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        at_line(input, [&] { analyse(solver, line, parse_graph(line), args.misere); });
    }
}

} // namespace

void add_grundy_commands(CLI::App& app) {
    auto args = std::make_shared<GrundyArgs>();
    auto* cmd = app.add_subcommand(
        "grundy",
        "Grundy values of impartial games.\n"
        "  cgt grundy octal CODE --count N [--period]   G(0..N-1) of the octal heap game CODE (e.g. 0.137)\n"
        "  cgt grundy octal CODE --count N --misere     misère outcomes (N or P) of heaps 0..N-1 (N <= 200), by search\n"
        "  cgt grundy GAME [--misere] [GRAPHS...]       GAME: node-kayles, domination or octal:CODE;\n"
        "      GRAPHS: P5 C7 K4 E3 star(3) S(1,2,3) S(1,1)-2-S(1,2) bistar(2,3) caterpillar(2,0,1)\n"
        "      petersen, G+H (disjoint union), graph6, or edge lists '0-1 1-2'; none: one graph per\n"
        "      line on stdin (e.g. from nauty-geng). Prints one line per graph: the graph and its\n"
        "      Grundy value, or with --misere its misère outcome (N: the player to move wins, P: loses).");
    cmd->add_option("game", args->game, "octal, node-kayles, domination or octal:CODE")->required();
    cmd->add_option("args", args->rest, "the octal code, or the graphs");
    cmd->add_option("--count,-n", args->count, "octal: how many values G(0..N-1) (default 100)")
        ->check(CLI::Range(std::size_t{0}, impartial::max_octal_sequence_length));
    cmd->add_flag("--period", args->period, "octal: also print the preperiod and period, when certified");
    cmd->add_flag("--no-values", args->no_values, "octal: do not print the values");
    cmd->add_option("--threads", args->threads, "octal: threads for long pair loops (default 2)")
        ->check(CLI::Range(1U, 64U));
    cmd->add_flag("--misere", args->misere, "misère play: outcomes N/P by search (graphs, or octal heaps)");
    cmd->callback([args] {
        if (args->game == "octal") {
            run_octal_sequence(*args);
        } else {
            if (args->period || args->no_values)
                throw InvalidArgument("--period and --no-values apply to 'cgt grundy octal CODE'");
            run_graph_game(*args);
        }
    });
}

} // namespace cgt::cli
