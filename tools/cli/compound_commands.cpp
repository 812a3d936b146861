// cgt compound VERSION --play normal|misere PATHS... [--move]
// cgt compound VERSION --play ... --losing N | --sequence N
// cgt compound diminished --play misere --stats N
#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_solver.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/compound_arguments.hpp"
#include "tools/cli/detail/long_run.hpp"

namespace cgt::cli {
namespace {

using namespace cgt::compound;

// Largest N for --losing and --sequence on the versions with closed forms or periods.
constexpr std::uint64_t max_listing = 10'000'000;

struct CompoundArgs {
    std::string version;
    std::string play;
    std::vector<std::string> paths;
    bool move = false;
    std::string losing;
    std::string sequence;
    std::string stats;
    LongRunOptions long_run;
};

// --sequence N: the values for n = 0..N-1 on one line, streamed piece by piece. F- (diminished
// misere) is Theta(N^2), hours for 10^7 values, so a run can be stopped and resumed.
void run_sequence(const CompoundArgs& args, Version version, Play play, std::size_t count) {
    const bool foreclosed_misere = version == Version::diminished && play == Play::misere;
    LongRun run(fmt::format("compound {} --play {} --sequence {}", to_string(version), to_string(play), count),
                args.long_run);
    std::vector<std::int32_t> foreclosed; // F- values so far, charged below
    MemoryCharge charge(MemoryUse::sequences);
    std::size_t next = 0;
    if (const auto& saved = run.resumed())
        next = parse_sequence_state(saved->state, count, foreclosed_misere ? &foreclosed : nullptr);
    const CompoundTheory theory(version, play);
    const std::vector<std::int32_t>* state_values = foreclosed_misere ? &foreclosed : nullptr;
    Output out;
    while (next < count) {
        // Pieces of about a tenth of a second: F-(P_n) costs n/2 steps.
        const std::size_t piece = foreclosed_misere ? std::clamp<std::size_t>(600'000'000 / (next + 1), 256, 16384) : 65536;
        const std::size_t end = std::min(count, next + piece);
        std::vector<std::int32_t> values;
        if (foreclosed_misere) {
            charge.resize(std::max(end, foreclosed.capacity()) * sizeof(std::int32_t) * 2); // room to grow
            extend_foreclosed_misere(foreclosed, end);
            values.assign(foreclosed.begin() + static_cast<std::ptrdiff_t>(next), foreclosed.end());
        } else {
            values = theory.sequence(next, end);
        }
        for (std::size_t i = 0; i < values.size(); ++i)
            out.print("{}{}", next + i == 0 ? "" : " ",
                      values[i] == undefined_value ? std::string("*") : std::to_string(values[i]));
        next = end;
        run.progress(static_cast<double>(next) / static_cast<double>(count), fmt::format("{}/{} values", next, count));
        if (next < count && run.checkpoint_due()) run.save(out, sequence_state(next, state_values));
        if (next < count && run.stop_requested()) run.stop(out, sequence_state(next, state_values));
    }
    out.print("\n");
    run.finish(out);
}

void run(const CompoundArgs& args) {
    const Version version = parse_version(args.version);
    const Play play = parse_play(args.play);
    const int modes = (args.paths.empty() ? 0 : 1) + (args.losing.empty() ? 0 : 1) +
                      (args.sequence.empty() ? 0 : 1) + (args.stats.empty() ? 0 : 1);
    if (modes != 1)
        throw InvalidArgument("give exactly one of: PATHS..., --losing N, --sequence N, --stats N");
    if (args.move && args.paths.empty()) throw InvalidArgument("--move needs PATHS");
    if (args.sequence.empty() && (!args.long_run.checkpoint.empty() || !args.long_run.resume.empty()))
        throw InvalidArgument("--checkpoint and --resume apply to --sequence N");
    const bool dim_misere = version == Version::diminished && play == Play::misere;

    if (!args.paths.empty()) {
        const compound::Position position = parse_position(args.paths);
        fmt::print("{}\n", solve_outcome(version, play, position));
        if (args.move) {
            const auto move = solve_winning_move(version, play, position);
            if (move) fmt::print("move {} leaves {}\n", format_move(*move), format_result(*move));
            else fmt::print("no winning move\n");
        }
        return;
    }
    if (!args.losing.empty()) {
        const std::uint64_t limit = dim_misere ? max_foreclosed_misere_order
                                    : theory_solves(version, play) ? max_listing
                                                                   : max_search_total;
        const auto n = static_cast<Order>(parse_count(args.losing, "--losing", limit));
        fmt::print("{}\n", fmt::join(solve_losing_orders(version, play, n), " "));
        return;
    }
    if (!args.sequence.empty()) {
        if (!theory_solves(version, play))
            throw InvalidArgument("disjunctive misere play has no known value sequence (open problem); use --losing N");
        run_sequence(args, version, play, parse_count(args.sequence, "--sequence", max_listing));
        return;
    }
    if (!dim_misere) throw InvalidArgument("--stats is only defined for: compound diminished --play misere");
    const auto n = parse_count(args.stats, "--stats", max_foreclosed_misere_order);
    if (n == 0) throw InvalidArgument("--stats needs N >= 1");
    const auto& values = foreclosed_misere_values(n + 1);
    fmt::print("NbZ Max Mean MAD FreqV %FreqV MaxZ PosMax\n{}\n", format_stats_row(foreclosed_stats(values, n)));
}

} // namespace

void add_compound_commands(CLI::App& app) {
    auto args = std::make_shared<CompoundArgs>();
    CLI::App* cmd = app.add_subcommand(
        "compound", "Node-Kayles on unions of paths under Conway's compounds (normal or misere play)");
    cmd->add_option("version", args->version,
                    "disjunctive, diminished, conjunctive, continued, selective or shortened")
        ->required();
    cmd->add_option("paths", args->paths, "path orders of the union");
    cmd->add_option("--play", args->play, "normal or misere")->required();
    cmd->add_flag("--move", args->move, "also print a winning move");
    cmd->add_option("--losing", args->losing, "list the orders n <= N with P_n a P-position");
    cmd->add_option("--sequence", args->sequence, "the version's value of P_n for n = 0..N-1 (G, F, R, S or sigma)");
    cmd->add_option("--stats", args->stats, "diminished misere only: the seed's Table 2 row for [1, N]");
    add_long_run_options(cmd, args->long_run);
    cmd->callback([args] { run(*args); });
}

} // namespace cgt::cli
