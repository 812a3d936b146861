// cgt grundy: Grundy values of octal heap games and of impartial games on graphs.
//
//   cgt grundy octal 0.137 --count 20 [--period] [--no-values]
//   cgt grundy node-kayles P5 C7 petersen 'S(1,2)-2-S(1,1)'
//   nauty-geng 7 | cgt grundy node-kayles            (graph6 or edge lists, one per line, on stdin)
//   cgt grundy domination --misere P4
//   cgt grundy octal:0.33 'S(1,1,3,4)'
#include <chrono>
#include <cstdio>
#include <iostream>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_misere.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/octal_sequence_run.hpp"
#include "algorithms/impartial/sequence_svg.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "games/graph/families.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/search_progress.hpp"
#include "tools/cli/svg_output.hpp"
#include "tools/cli/detail/line_reader.hpp"
#include "tools/cli/detail/long_run.hpp"
#include "tools/cli/detail/messages.hpp"

namespace cgt::cli {

namespace {

struct GrundyArgs {
    std::string game;
    std::vector<std::string> rest;
    std::size_t count = 100;
    bool period = false;
    bool no_values = false;
    bool misere = false;
    bool stats = false;
    unsigned threads = 2;
    std::string svg; // --svg FILE: the sequence's picture
    LongRunOptions long_run;
};

// Misère outcomes of single heaps 0..N-1, by search: "N" (the player to move wins) or "P".
void run_octal_misere(const impartial::OctalCode& code, std::size_t count) {
    if (count > 200) throw InvalidArgument("misère heap search is limited to --count 200 (it is exponential)");
    if (code.max_parts() > 2)
        throw InvalidArgument(fmt::format("misère search needs moves that leave at most two heaps; {} leaves up to {}",
                                          code.to_string(), code.max_parts()));
    impartial::OctalMisereSearch search(code);
    SearchProgressLine progress; // long searches report on stderr when it is a terminal
    search.set_progress(progress.hook());
    std::string line;
    for (std::size_t n = 0; n < count; ++n) {
        progress.set_label(fmt::format("misère {} heap {} of {}", code.to_string(), n, count));
        if (n > 0) line += ' ';
        line += search.first_player_wins({n}) ? 'N' : 'P';
    }
    progress.clear();
    fmt::print("{}\n", line);
}

void print_periodicity(const impartial::OctalCode& code, std::span<const Grundy> values) {
    const char* theorem = impartial::periodicity_theorem_name(code);
    if (*theorem == '\0') {
        fmt::print("no period certified: cgt has no periodicity theorem for {} (codes with '=', repeated parts longer "
                   "than one digit or with splits)\n", code.to_string());
        return;
    }
    const auto p = impartial::find_periodicity(code, values);
    if (!p)
        fmt::print("no period found up to n = {}\n", values.size());
    else if (p->saltus == 0)
        fmt::print("preperiod {} period {} (G(n+{}) = G(n) for all n >= {}; certified by {})\n", p->preperiod, p->period,
                   p->period, p->preperiod, theorem);
    else
        fmt::print("preperiod {} period {} saltus {} (G(n+{}) = G(n) + {} for all n >= {}; certified by {})\n",
                   p->preperiod, p->period, p->saltus, p->period, p->saltus, p->preperiod, theorem);
}

void print_stats(const impartial::OctalSequenceRun& sequence) {
    const auto stats = sequence.stats();
    fmt::print("largest G({}) = {}", stats.largest_at, stats.largest);
    if (stats.mask == 0 && !stats.mask_has_parity) fmt::print("; no rare-value mask in use\n");
    else
        fmt::print("; rare mask {:x}{}, {} rare heaps, last rare {}\n", stats.mask, stats.mask_has_parity ? "+parity" : "",
                   stats.rare_heaps, stats.last_rare);
}

void run_octal_sequence(const GrundyArgs& args) {
    if (args.rest.size() != 1)
        throw InvalidArgument("usage: cgt grundy octal CODE --count N [--period] (one take-and-break code, e.g. 0.137 or 4!.0)");
    const auto code = impartial::OctalCode::parse(args.rest[0]);
    if (args.misere) {
        if (args.period || args.stats || !args.svg.empty())
            throw InvalidArgument("--period, --stats and --svg apply to Grundy values, not to --misere");
        if (!args.long_run.checkpoint.empty() || !args.long_run.resume.empty())
            throw InvalidArgument("--checkpoint and --resume apply to Grundy values, not to --misere");
        run_octal_misere(code, args.count);
        return;
    }
    if (args.no_values && !args.period && !args.stats && args.svg.empty())
        throw InvalidArgument("--no-values alone would print nothing: add --period or --stats");
    const auto method = impartial::octal_method(code);
    if (method == impartial::OctalMethod::mex_loop)
        print_message(fmt::format("note: {} is computed by {}", code.to_string(), impartial::describe(method)));
    if (args.stats && (!args.long_run.checkpoint.empty() || !args.long_run.resume.empty()))
        throw InvalidArgument("--stats describes one run of the engine: it does not go with --checkpoint or --resume");
    impartial::check_octal_sequence_memory(code, args.count);
    // G(0..N-1) streamed as the engine computes them: SIGINT/SIGTERM stop cleanly, --checkpoint
    // saves every value so far, --resume continues from them (tools/cli/detail/long_run.hpp).
    LongRun run(fmt::format("grundy octal {} --count {}{}{}", code.to_string(), args.count, args.period ? " --period" : "",
                            args.no_values ? " --no-values" : ""),
                args.long_run);
    std::vector<Grundy> prefix;
    if (const auto& saved = run.resumed()) prefix = impartial::parse_octal_sequence_state(saved->state, args.count);
    impartial::OctalSequenceOptions options;
    options.threads = args.threads;
    const std::size_t printed_before = prefix.size();
    impartial::OctalSequenceRun sequence(code, options, std::move(prefix));
    MemoryCharge state_charge(MemoryUse::sequences);
    Output out;
    std::size_t printed = printed_before;
    using Clock = std::chrono::steady_clock;
    auto pause_at = Clock::now();
    const auto pause = [&] { // between blocks: stop a fifth of a second to print, report and save
        return run.stop_requested() || Clock::now() >= pause_at;
    };
    for (;;) {
        pause_at = Clock::now() + std::chrono::milliseconds(200);
        const bool done = sequence.extend(args.count, pause);
        const auto& values = sequence.values();
        if (!args.no_values)
            for (; printed < values.size(); ++printed) out.print("{}{}", printed == 0 ? "" : " ", values[printed]);
        if (done) break;
        run.progress(static_cast<double>(values.size()) / static_cast<double>(args.count),
                     fmt::format("{}/{} values", values.size(), args.count));
        if (run.checkpoint_due()) run.save(out, impartial::octal_sequence_state(values, state_charge));
        if (run.stop_requested()) run.stop(out, impartial::octal_sequence_state(values, state_charge));
        state_charge.resize(0);
    }
    const auto& values = sequence.values();
    if (!args.no_values) out.print("\n");
    run.finish(out); // clears the progress line before the last lines
    if (args.period) print_periodicity(code, values);
    if (args.stats) print_stats(sequence);
    if (!args.svg.empty()) {
        impartial::GrundySvgOptions picture;
        picture.title = code.to_string();
        write_svg_file(args.svg, impartial::grundy_sequence_svg(values, impartial::find_periodicity(code, values), picture));
    }
}

void analyse(impartial::GraphGrundySolver& solver, SearchProgressLine& progress, const std::string& label,
             const Graph& g, bool misere) {
    progress.set_label(fmt::format("{} {}", solver.game_name(), label));
    std::string result = misere ? (solver.misere_first_player_wins(g) ? "N" : "P") : fmt::format("{}", solver.grundy(g));
    progress.clear();
    fmt::print("{} {}\n", label, result);
}

void run_graph_game(const GrundyArgs& args) {
    auto solver = impartial::GraphGrundySolver::from_name(args.game);
    // Long searches (grid(8,8)) report on stderr when it is a terminal.
    SearchProgressLine progress;
    solver.set_progress(progress.hook());
    if (!args.rest.empty()) {
        for (const auto& text : args.rest) analyse(solver, progress, text, parse_graph(text), args.misere);
        return;
    }
    LineReader input("-");
    std::string line;
    while (input.next(line)) {
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        at_line(input, [&] { analyse(solver, progress, line, parse_graph(line), args.misere); });
    }
}

} // namespace

void add_grundy_commands(CLI::App& app) {
    auto args = std::make_shared<GrundyArgs>();
    auto* cmd = app.add_subcommand(
        "grundy",
        "Grundy values of impartial games.\n"
        "  cgt grundy octal CODE --count N [--period]   G(0..N-1) of the heap game CODE: an octal code (0.137)\n"
        "      or any take-and-break code in CGSuite's syntax: hexadecimal and base-32 digits (0.3F), d_0 before\n"
        "      the point (4.0), ! ? = after a digit (4!.0 is Grundy's game), [..] repeats (0.[3] is Nim)\n"
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
    cmd->add_option("--svg", args->svg, "octal: also draw the sequence into FILE (SVG; the period marked when certified)");
    cmd->add_flag("--stats", args->stats, "octal: print the largest value and the rare-value mask, rare heaps, last rare heap");
    cmd->add_option("--threads", args->threads, "octal: threads for long pair loops (default 2)")
        ->check(CLI::Range(1U, 64U));
    cmd->add_flag("--misere", args->misere, "misère play: outcomes N/P by search (graphs, or octal heaps)");
    add_long_run_options(cmd, args->long_run);
    cmd->callback([args, cmd] {
        if (args->game == "octal") {
            if (args->misere && cmd->count("--threads") > 0)
                throw InvalidArgument("--threads applies to Grundy values, not to --misere");
            run_octal_sequence(*args);
        } else {
            if (args->period || args->no_values || args->stats || !args->svg.empty() || cmd->count("--count") > 0 ||
                cmd->count("--threads") > 0)
                throw InvalidArgument("--count, --period, --no-values, --stats, --svg and --threads apply to 'cgt grundy "
                                      "octal CODE'");
            if (!args->long_run.checkpoint.empty() || !args->long_run.resume.empty())
                throw InvalidArgument("--checkpoint and --resume apply to 'cgt grundy octal CODE --count N'");
            run_graph_game(*args);
        }
    });
}

} // namespace cgt::cli
