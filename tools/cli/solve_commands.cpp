// cgt solve: files in MCGS's input language (its .test files), each command solved by the sum
// search (algorithms/sums/) and printed with whether it matches the file's expectation.
//
//   cgt solve input/autotests/clobber_autotests/*.test
//   cgt solve --format tsv --timeout 10000 FILE...      INDEX<TAB>PLAYER<TAB>RESULT<TAB>MILLISECONDS
//   echo '[clobber_1xn] XOXOXO {B, W}' | cgt solve
//
// Every file is read and every game parsed before the first command runs: a file that cannot be
// read stops the run with its line number (exit 2) before anything is printed. Exit 1 when a
// result differs from the expectation the file states.
#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "algorithms/sums/sum_search.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/thermograph.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/choice_option.hpp"
#include "tools/cli/detail/long_run.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/solve/mcgs_input.hpp"
#include "tools/cli/solve/sections.hpp"

namespace cgt::cli {
namespace {

enum class SolveFormat { text, tsv, json };

struct SolveArgs {
    std::vector<std::string> files;
    SolveFormat format = SolveFormat::text;
    double timeout_ms = 0;
    LongRunOptions long_run;
};

// A case ready to run: its components in the search, and where it was written.
struct Prepared {
    mcgs::Case source;
    std::vector<sums::Component> sum;
    std::string file;
};

struct CaseTimeout {};

std::string read_input(const std::string& file) {
    if (file == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InvalidArgument(fmt::format("cannot read {}", file));
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw InvalidArgument(fmt::format("cannot read {}", file));
    return text.str();
}

// Reads every file and parses every game (sections and positions), so that errors come first.
std::vector<Prepared> prepare(const std::vector<std::string>& files, sums::SumSearch& search) {
    std::map<std::string, std::uint32_t, std::less<>> rulesets; // by section title
    std::vector<Prepared> out;
    for (const std::string& file : files) {
        const std::string name = file == "-" ? "<stdin>" : file;
        const std::string text = read_input(file);
        for (mcgs::Case& c : mcgs::read_mcgs(text, name)) {
            Prepared p{std::move(c), {}, name};
            for (const mcgs::GameText& g : p.source.sum) {
                const auto where = fmt::format("{}:{}", name, g.line);
                auto it = rulesets.find(g.section);
                if (it == rulesets.end()) {
                    try {
                        it = rulesets.emplace(g.section, search.add_ruleset(mcgs::section_ruleset(g.section))).first;
                    } catch (const Error& e) {
                        throw InvalidArgument(fmt::format("{}: {}", where, e.what()));
                    }
                }
                try {
                    p.sum.push_back({it->second, search.ruleset(it->second).parse(g.text)});
                } catch (const Error& e) {
                    throw InvalidArgument(fmt::format("{}: [{}] {}: {}", where, g.section, quote_excerpt(g.text), e.what()));
                }
                const bool needs_impartial = p.source.command.player == 'N';
                if (needs_impartial && !search.ruleset(it->second).impartial())
                    throw InvalidArgument(fmt::format("{}: N (a nim value) needs impartial games; [{}] is not impartial "
                                                      "(write [impartial {}])",
                                                      where, g.section, g.section));
            }
            out.push_back(std::move(p));
        }
    }
    return out;
}

// ---- results ----

struct Outcome {
    std::string result;            // "win", "loss", "3", "0:a1-b1 1:2-3", "None", "L: ... R: ..."
    std::optional<bool> matches;   // empty: no expectation (or a timeout)
    std::string expected;
};

Player player_of(char p) { return p == 'W' ? Player::right : Player::left; }

using Wall = std::vector<std::pair<Dyadic, Dyadic>>; // (value, temperature), from t = -1 up

// A wall without repeated points and without points inside a straight segment, so that two
// ways of writing one wall compare equal.
Wall normalised(const Wall& wall) {
    Wall pts;
    for (const auto& p : wall)
        if (pts.empty() || pts.back() != p) pts.push_back(p);
    // Walls have slopes 0, +1 and -1 (and the mast above the last point).
    const auto slope = [](const std::pair<Dyadic, Dyadic>& a, const std::pair<Dyadic, Dyadic>& b) {
        const Dyadic dv = b.first - a.first, dt = b.second - a.second;
        return dv == Dyadic(0) ? 0 : dv == dt ? 1 : dv == -dt ? -1 : 2;
    };
    Wall out;
    for (std::size_t i = 0; i < pts.size(); ++i)
        if (i == 0 || i + 1 == pts.size() || slope(pts[i - 1], pts[i]) != slope(pts[i], pts[i + 1])) out.push_back(pts[i]);
    return out;
}

Wall wall_of(const std::vector<mcgs::ThermographText::Point>& points) {
    Wall w;
    for (const auto& p : points)
        w.emplace_back(Dyadic::from_fraction(p.value.numerator, static_cast<std::uint64_t>(p.value.exponent)),
                       Dyadic::from_fraction(p.temperature.numerator, static_cast<std::uint64_t>(p.temperature.exponent)));
    return normalised(w);
}

Wall wall_of(const Trajectory& t) {
    Wall w;
    for (const auto& p : t.points) w.emplace_back(p.value, p.temperature);
    return normalised(w);
}

std::string show(const Wall& left, const Wall& right) {
    std::string out = "L:";
    for (const auto& [v, t] : left) out += fmt::format(" ({}, {})", v, t);
    out += " R:";
    for (const auto& [v, t] : right) out += fmt::format(" ({}, {})", v, t);
    return out;
}

// What one case gives, and whether it is what the file expects.
Outcome run_case(const Prepared& p, sums::SumSearch& search) {
    const mcgs::Command& c = p.source.command;
    Outcome o;
    switch (c.kind) {
    case mcgs::CommandKind::solve: {
        const bool wins = search.wins(p.sum, player_of(c.player));
        o.result = wins ? "win" : "loss";
        if (c.expect_win) {
            o.expected = *c.expect_win ? "win" : "loss";
            o.matches = *c.expect_win == wins;
        }
        break;
    }
    case mcgs::CommandKind::nim_value: {
        const Grundy g = search.grundy(p.sum);
        o.result = std::to_string(g);
        if (c.expect_nim) {
            o.expected = std::to_string(*c.expect_nim);
            o.matches = *c.expect_nim == g;
        }
        break;
    }
    case mcgs::CommandKind::winning_moves: {
        const auto moves = c.player == 'N' ? search.impartial_winning_moves(p.sum)
                                           : search.winning_moves(p.sum, player_of(c.player));
        // MCGS prefixes each move with its game's index when the sum has two games or more.
        std::set<std::string> found;
        for (const auto& m : moves) found.insert(p.sum.size() >= 2 ? fmt::format("{}:{}", m.component, m.move) : m.move);
        o.result = found.empty() ? "None" : fmt::format("{}", fmt::join(found, " "));
        if (c.expect_moves) {
            const std::set<std::string> wanted(c.expect_moves->begin(), c.expect_moves->end());
            o.expected = wanted.empty() ? "None" : fmt::format("{}", fmt::join(wanted, " "));
            o.matches = wanted == found;
        }
        break;
    }
    case mcgs::CommandKind::thermograph: {
        const Thermograph t = thermograph(search.value(p.sum));
        const Wall left = wall_of(t.left_wall), right = wall_of(t.right_wall);
        o.result = show(left, right);
        if (c.expect_thermograph) {
            const Wall want_left = wall_of(c.expect_thermograph->left), want_right = wall_of(c.expect_thermograph->right);
            o.expected = show(want_left, want_right);
            o.matches = want_left == left && want_right == right;
        }
        break;
    }
    }
    return o;
}

// ---- printing ----

struct Tally {
    std::size_t cases = 0, matched = 0, differ = 0, unchecked = 0, timeouts = 0;
};

// The checkpoint's state: the next case and the tally so far ("NEXT CASES MATCHED DIFFER
// UNCHECKED TIMEOUTS"), so that a resumed run still reports (and exits 1 for) a result that
// differed before the interruption.
std::string solve_state(std::size_t next, const Tally& t) {
    return fmt::format("{} {} {} {} {} {}", next, t.cases, t.matched, t.differ, t.unchecked, t.timeouts);
}

std::pair<std::size_t, Tally> parse_solve_state(std::string_view text, std::size_t case_count) {
    std::size_t fields[6] = {};
    const char* at = text.data();
    const char* const end = text.data() + text.size();
    for (std::size_t k = 0; k < 6; ++k) {
        if (k > 0 && (at == end || *at++ != ' ')) throw InvalidArgument("the checkpoint does not name a case of these files");
        const auto [next, error] = std::from_chars(at, end, fields[k]);
        if (error != std::errc()) throw InvalidArgument("the checkpoint does not name a case of these files");
        at = next;
    }
    const Tally t{fields[1], fields[2], fields[3], fields[4], fields[5]};
    if (at != end || fields[0] > case_count || t.cases != fields[0] || t.matched + t.differ + t.unchecked + t.timeouts != t.cases)
        throw InvalidArgument("the checkpoint does not name a case of these files");
    return {fields[0], t};
}

// `unsolved`: why a command has no result ("timeout", "memory"), or null.
void print_case(Output& out, SolveFormat format, std::size_t index, const Prepared& p, const Outcome& o,
                const char* unsolved, double ms) {
    const char player = p.source.command.player;
    const bool no_result = unsolved != nullptr;
    const std::string result = no_result ? std::string(unsolved) : o.result;
    switch (format) {
    case SolveFormat::tsv:
        out.print("{}\t{}\t{}\t{:.3f}\n", index, player, result, ms);
        break;
    case SolveFormat::json: {
        nlohmann::json j{{"index", index},   {"player", std::string(1, player)}, {"result", result},
                         {"milliseconds", ms}, {"file", p.file},                 {"line", p.source.command.line}};
        if (!o.expected.empty()) j["expected"] = o.expected;
        if (o.matches && !no_result) j["matches"] = *o.matches;
        out.print("{}\n", j.dump());
        break;
    }
    case SolveFormat::text: {
        const std::string verdict = no_result                   ? std::string(unsolved)
                                    : !o.matches                ? "-"
                                    : *o.matches                ? "ok"
                                                                : fmt::format("DIFFERS (expected {})", o.expected);
        out.print("{}  {}:{}  {} {}  {}  {:.3f} ms\n", index, p.file, p.source.command.line, player,
                  no_result ? std::string("?") : result, verdict, ms);
        break;
    }
    }
}

void run_solve(const SolveArgs& args) {
    std::vector<std::string> files = args.files;
    if (files.empty()) files.push_back("-");
    sums::SumSearch search;
    std::vector<Prepared> cases = prepare(files, search);

    std::string identity = "solve";
    for (const std::string& f : files) identity += " " + f;
    identity += fmt::format(" --format {} --timeout {}", static_cast<int>(args.format), args.timeout_ms);
    LongRun run(identity, args.long_run);
    std::size_t first = 0;
    Tally tally;
    if (const auto& saved = run.resumed()) std::tie(first, tally) = parse_solve_state(saved->state, cases.size());

    using Clock = std::chrono::steady_clock;
    Clock::time_point deadline = Clock::time_point::max();
    search.set_stop([&] {
        if (run.stop_requested()) throw CaseTimeout{};
        if (Clock::now() > deadline) throw CaseTimeout{};
    });

    Output out;
    for (std::size_t i = first; i < cases.size(); ++i) {
        run.progress(static_cast<double>(i) / static_cast<double>(cases.size()), fmt::format("case {} of {}", i + 1, cases.size()));
        const auto start = Clock::now();
        deadline = args.timeout_ms > 0 ? start + std::chrono::microseconds(static_cast<std::int64_t>(args.timeout_ms * 1000))
                                       : Clock::time_point::max();
        // Positions of earlier commands are forgotten when they hold half the memory limit (the
        // ids of this command's games are made afresh: each command is independent).
        if (memory_usage(MemoryUse::searches) > memory_limit() / 2) search.forget_positions();
        Prepared& c = cases[i];
        for (std::size_t k = 0; k < c.sum.size(); ++k)
            c.sum[k].position = search.ruleset(c.sum[k].ruleset).parse(c.source.sum[k].text);
        Outcome o;
        const char* unsolved = nullptr;
        try {
            o = run_case(c, search);
        } catch (const CaseTimeout&) {
            if (run.stop_requested()) run.stop(out, solve_state(i, tally));
            unsolved = "timeout";
        } catch (const MemoryLimitExceeded&) {
            search.forget_positions(); // and the run goes on with the next command
            unsolved = "memory";
        }
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        ++tally.cases;
        if (unsolved) ++tally.timeouts;
        else if (!o.matches) ++tally.unchecked;
        else if (*o.matches) ++tally.matched;
        else ++tally.differ;
        print_case(out, args.format, i + 1, c, o, unsolved, ms);
        out.flush(); // each result as soon as it is known (a reader of a pipe sees the run advance)
        if (run.checkpoint_due()) run.save(out, solve_state(i + 1, tally));
    }
    if (args.format == SolveFormat::text)
        out.print("{} commands: {} as expected, {} differ, {} without an expectation, {} timed out\n", tally.cases,
                  tally.matched, tally.differ, tally.unchecked, tally.timeouts);
    run.finish(out);
    if (tally.differ > 0)
        throw CommandFailed(fmt::format("{} of {} results differ from the expected ones", tally.differ, tally.cases), 1);
}

} // namespace

void add_solve_commands(CLI::App& app) {
    auto args = std::make_shared<SolveArgs>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Solve files in MCGS's input language 1.7 (its .test files): who wins each sum, nim values, winning "
                 "moves, thermographs; one line per command with whether it matches the file (exit 1 if one differs)");
    cmd->add_option("files", args->files, "input files (none or '-': standard input)")->type_name("FILE");
    add_choice_option(cmd, "--format", args->format,
                      std::vector<std::pair<std::string, SolveFormat>>{
                          {"text", SolveFormat::text}, {"tsv", SolveFormat::tsv}, {"json", SolveFormat::json}},
                      "text (default); tsv: INDEX<TAB>PLAYER<TAB>RESULT<TAB>MILLISECONDS; json: one object per line");
    cmd->add_option("--timeout", args->timeout_ms, "time limit per command in milliseconds (0: none); a command past it "
                                                   "prints 'timeout'")
        ->type_name("MS")
        ->check(CLI::Range(0.0, 1e12));
    add_long_run_options(cmd, args->long_run);
    cmd->callback([args] { run_solve(*args); });
}

} // namespace cgt::cli
