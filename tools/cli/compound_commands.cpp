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
#include "tools/cli/commands.hpp"

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
};

std::uint64_t parse_count(const std::string& text, std::string_view what, std::uint64_t max) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec == std::errc::invalid_argument || ptr != end)
        throw InvalidArgument(fmt::format("{} '{}' is not a non-negative integer", what, text));
    if (ec == std::errc::result_out_of_range || value > max)
        throw InvalidArgument(fmt::format("{} {} is too large (at most {})", what, text, max));
    return value;
}

Position parse_paths(const std::vector<std::string>& texts) {
    Position position;
    for (const std::string& text : texts) {
        const auto n = static_cast<Order>(parse_count(text, "path order", max_order));
        position.push_back(n);
    }
    if (position.size() > 1 && std::find(position.begin(), position.end(), 0) != position.end())
        throw InvalidArgument("path order 0 (the empty start) is only allowed alone");
    if (position.size() == 1 && position[0] == 0) position.clear();
    if (position.size() > 100'000) throw InvalidArgument("more than 100000 paths");
    return make_position(std::move(position));
}

void run(const CompoundArgs& args) {
    const Version version = parse_version(args.version);
    const Play play = parse_play(args.play);
    const int modes = (args.paths.empty() ? 0 : 1) + (args.losing.empty() ? 0 : 1) +
                      (args.sequence.empty() ? 0 : 1) + (args.stats.empty() ? 0 : 1);
    if (modes != 1)
        throw InvalidArgument("give exactly one of: PATHS..., --losing N, --sequence N, --stats N");
    if (args.move && args.paths.empty()) throw InvalidArgument("--move needs PATHS");
    const bool dim_misere = version == Version::diminished && play == Play::misere;

    if (!args.paths.empty()) {
        const Position position = parse_paths(args.paths);
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
        const std::uint64_t limit = dim_misere ? std::uint64_t{max_foreclosed_misere_order} + 1 : max_listing;
        const auto count = parse_count(args.sequence, "--sequence", limit);
        const auto values = CompoundTheory(version, play).sequence(count);
        std::string line;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (i > 0) line.push_back(' ');
            line += values[i] == undefined_value ? std::string("*") : std::to_string(values[i]);
        }
        fmt::print("{}\n", line);
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
    cmd->callback([args] { run(*args); });
}

} // namespace cgt::cli
