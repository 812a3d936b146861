// cgt dom path|cycle|batch|graph|table: the partizan domination game (docs/domination.md).
#include <cstdio>
#include <algorithm>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/table.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/line_reader.hpp"
#include "tools/cli/detail/long_run.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/detail/output_format.hpp"
#include "tools/cli/search_progress.hpp"

namespace cgt::cli {

namespace {

using namespace cgt::domination;

// Printing a value is much slower than looking one up: tables repeat values, so remember them.
// The texts are charged to the memory budget (at most a quarter of the limit); when that is
// refused, the cache starts again empty: it only saves time.
class ValuePrinter {
public:
    explicit ValuePrinter(OutputFormat f) : format_(f) {}
    OutputFormat format() const noexcept { return format_; }
    const std::string& operator()(Game g) {
        // Most rows repeat a recent value: a direct-mapped front finds its text without hashing.
        Recent& recent = recent_[g.id() % recent_.size()];
        if (recent.text && recent.id == g.id()) return *recent.text;
        if (auto it = cache_.find(g.id()); it != cache_.end()) return *(recent = {g.id(), &it->second}).text;
        std::string text = show(g, format_);
        const std::size_t bytes = sizeof(std::pair<const std::uint32_t, std::string>) + 32 + text.capacity();
        if (!charge_.try_resize(charge_.bytes() + bytes, caches_share)) {
            cache_.clear();
            std::ranges::fill(recent_, Recent{});
            charge_.resize(0);
            if (!charge_.try_resize(bytes, caches_share)) {
                uncached_ = std::move(text);
                return uncached_;
            }
        }
        return *(recent = {g.id(), &cache_.emplace(g.id(), std::move(text)).first->second}).text;
    }

private:
    struct Recent {
        std::uint32_t id = 0;
        const std::string* text = nullptr; // into cache_ (its nodes never move)
    };
    OutputFormat format_;
    std::unordered_map<std::uint32_t, std::string> cache_;
    std::vector<Recent> recent_ = std::vector<Recent>(std::size_t{1} << 12);
    MemoryCharge charge_{MemoryUse::caches};
    std::string uncached_;
};

struct ValueOptions {
    std::vector<std::string> colours;
    bool outcome = false;
    bool moves = false;
    OutputFormat format = OutputFormat::cgsuite;
};

void add_common_flags(CLI::App* cmd, ValueOptions& o) {
    cmd->add_flag("--outcome", o.outcome, "also print the outcome (L, R, P or N)");
    cmd->add_flag("--moves", o.moves, "also list each player's moves, their values, which win, which are canonical");
    add_format_option(cmd, o.format, "cgsuite (default), explicit (braces only) or json");
}

nlohmann::json moves_json(const std::vector<MoveReport>& list, std::size_t components, OutputFormat f) {
    nlohmann::json out = nlohmann::json::array();
    for (const MoveReport& m : list) {
        // Vertices are numbered from 1 in the output, as v1..vn in the seed paper.
        nlohmann::json j = {{"vertex", m.move.vertex + 1}, {"value_after", show(*m.value, f)},
                            {"winning", m.winning}, {"canonical", m.canonical}};
        if (components > 1) j["component"] = m.move.component + 1;
        out.push_back(j);
    }
    return out;
}

// Prints a value with the requested extras; moves_of(player) lists the moves.
template <typename MovesOf>
void print_value(Game value, const ValueOptions& o, std::size_t components, nlohmann::json description, MovesOf moves_of) {
    if (o.format == OutputFormat::json) {
        nlohmann::json j = std::move(description);
        j["value"] = show(value, OutputFormat::cgsuite);
        j["outcome"] = std::string(to_string(value.outcome()));
        if (o.moves) {
            j["left_moves"] = moves_json(moves_of(Player::left), components, OutputFormat::cgsuite);
            j["right_moves"] = moves_json(moves_of(Player::right), components, OutputFormat::cgsuite);
        }
        write_line("", j.dump());
        return;
    }
    write_line("", show(value, o.format));
    if (o.outcome) fmt::print("{}\n", to_string(value.outcome()));
    if (o.moves) {
        for (Player p : {Player::left, Player::right}) {
            std::vector<MoveReport> list = moves_of(p);
            fmt::print("{} moves ({}):\n", p == Player::left ? "Left" : "Right", list.size());
            for (const MoveReport& m : list)
                fmt::print("  {} -> {}{}{}\n", m.label, show(*m.value, o.format), m.winning ? "  winning" : "",
                           m.canonical ? "  canonical" : "");
        }
    }
}

// The value of a sum of paths or cycles: the sum of many hot components can take minutes (the
// canonical form grows with every part), so it is added up part by part with a progress line.
void run_components(const ValueOptions& o, Shape shape) {
    std::vector<Component> parts;
    for (const std::string& s : o.colours) parts.push_back(shape == Shape::path ? path(s) : cycle(s));
    nlohmann::json description = {{"shape", shape == Shape::path ? "path" : "cycle"}, {"colours", o.colours}};
    SearchProgressLine progress; // on a terminal; Ctrl-C stops cleanly
    progress.set_label(fmt::format("dom {}", shape == Shape::path ? "path" : "cycle"));
    Game total;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (parts.size() > 1) progress.step(fmt::format("adding part {} of {}", i + 1, parts.size()));
        total += value(parts[i]);
    }
    progress.clear();
    print_value(total, o, parts.size(), description, [&](Player p) { return moves(parts, p); });
}

// ---- batch ----

void run_batch(OutputFormat format) {
    ValuePrinter printer(format);
    Output out;
    LineReader input("-");
    std::string line;
    while (input.next(line)) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        at_line(input, [&] {
            const Component c = parse_component(line);
            const Game v = value(c);
            if (format == OutputFormat::json) {
                nlohmann::json j = {{"shape", c.shape == Shape::path ? "path" : "cycle"},
                                    {"colours", c.colours},
                                    {"value", printer(v)},
                                    {"outcome", std::string(to_string(v.outcome()))}};
                out.print("{}\n", j.dump());
            } else {
                out.print("{} {} {}\n", c.shape == Shape::path ? 'P' : 'C', c.colours, printer(v));
            }
        });
    }
    out.flush();
}

// ---- graph ----

// The graph searches of this thread report on `line` while it lives.
class GraphSearchProgress {
public:
    explicit GraphSearchProgress(SearchProgressLine& line) { set_graph_search_progress(line.hook()); }
    ~GraphSearchProgress() { set_graph_search_progress({}); }
    GraphSearchProgress(const GraphSearchProgress&) = delete;
    GraphSearchProgress& operator=(const GraphSearchProgress&) = delete;
};

void run_graph(const ValueOptions& o, const std::string& file) {
    LineReader input(file);
    SearchProgressLine progress; // long searches report on stderr when it is a terminal
    const GraphSearchProgress reporting(progress);
    std::size_t graphs = 0;
    std::string line;
    while (input.next(line)) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        ++graphs;
        progress.set_label(fmt::format("dom graph, {} line {}", input.name(), input.line_number()));
        at_line(input, [&] {
            const ColouredGraph g = parse_coloured_graph(line);
            nlohmann::json description = {{"graph", line.substr(first)}};
            const Game v = value(g);
            progress.clear(); // before each piece of output
            print_value(v, o, 1, description, [&](Player p) {
                std::vector<MoveReport> list = moves(Position(g), p);
                progress.clear();
                return list;
            });
        });
    }
    if (graphs == 0)
        throw InvalidArgument(fmt::format("no graph given in {}: expected lines \"GRAPH COLOURS\"", input.name()));
}

// ---- table ----

struct TableOptions {
    int n = 0;
    bool cycle = false;
    bool classes = false;
    bool with_c = false;
    unsigned jobs = 0;
    OutputFormat format = OutputFormat::cgsuite;
    LongRunOptions long_run;
};

void print_table_row(Output& out, ValuePrinter& printer, RowColours& colours, const TableRequest& r,
                     const TableRow& row) {
    if (r.classes) {
        if (printer.format() == OutputFormat::json)
            out.print("{}\n", nlohmann::json({{"colours", colours(row.code)},
                                              {"value", printer(row.value)},
                                              {"class_size", row.class_size}})
                                  .dump());
        else
            out.print("{} {} {}\n", colours(row.code), printer(row.value), row.class_size);
    } else if (printer.format() == OutputFormat::json) {
        out.print("{}\n", nlohmann::json({{"colours", colours(row.code)}, {"value", printer(row.value)}}).dump());
    } else {
        out.append(colours(row.code)); // the commonest line, without a format string
        out.append(" ");
        out.append(printer(row.value));
        out.append("\n");
    }
}

void print_table_summary(Output& out, OutputFormat format, const TableRequest& r, const TableSummary& s) {
    const std::string what = fmt::format("{} of {} vertices, colours {}", r.cycle ? "cycles" : "paths", r.n,
                                         r.with_c ? "A B C" : "A B");
    if (format == OutputFormat::json) {
        nlohmann::json j = {{"summary",
                             {{"what", what},
                              {"rows", s.rows},
                              {"numbers", s.numbers},
                              {"nus_not_numbers", s.nus},
                              {"other", s.other},
                              {"largest_denominator_exponent", s.largest_denominator_exponent},
                              {"largest_denominator_at", table_colours(r, s.largest_denominator_code)},
                              {"largest_birthday", s.largest_birthday.str()},
                              {"largest_birthday_at", table_colours(r, s.largest_birthday_code)},
                              {"most_options", s.most_options},
                              {"most_options_at", table_colours(r, s.most_options_code)}}}};
        out.print("{}\n", j.dump());
        return;
    }
    out.print("# {} {}: {}\n", s.rows, r.classes ? "classes" : "colourings", what);
    out.print("# numbers {}, number+up+star (not numbers) {}, other {}\n", s.numbers, s.nus, s.other);
    out.print("# largest denominator 2^{} ({})\n", s.largest_denominator_exponent,
              table_colours(r, s.largest_denominator_code));
    out.print("# largest canonical form: birthday {} ({}), {} options ({})\n", s.largest_birthday.str(),
              table_colours(r, s.largest_birthday_code), s.most_options, table_colours(r, s.most_options_code));
}

// Rows stream out as they are computed; the summary comes last. With --checkpoint the run can be
// stopped (Ctrl-C) and resumed; the resumed output continues the first byte for byte.
void run_table(const TableOptions& o) {
    TableRequest r;
    r.n = o.n;
    r.cycle = o.cycle;
    r.classes = o.classes;
    r.with_c = o.with_c;
    r.jobs = o.jobs;
    const std::string identity = fmt::format("dom table {}{}{}{} --format {}", o.n, o.cycle ? " --cycle" : "",
                                             o.classes ? " --classes" : "", o.with_c ? " --with-c" : "",
                                             format_name(o.format));
    LongRun run(identity, o.long_run);
    TableSummary summary;
    if (const auto& saved = run.resumed()) r.first_code = parse_table_state(saved->state, r, summary);
    std::uint64_t next_code = r.first_code;
    r.progress = [&](double done) { run.progress(done); };
    r.stop = [&] { return run.stop_requested(); };

    ValuePrinter printer(o.format);
    RowColours colours(r);
    Output out;
    const bool complete = stream_table(r, [&](std::span<const TableRow> rows, std::uint64_t next) {
        for (const TableRow& row : rows) {
            print_table_row(out, printer, colours, r, row);
            summary.add(row);
        }
        next_code = next;
        if (run.checkpoint_due()) run.save(out, table_state(next_code, summary));
    });
    if (!complete) run.stop(out, table_state(next_code, summary));
    print_table_summary(out, o.format, r, summary);
    run.finish(out);
}

} // namespace

void add_dom_commands(CLI::App& app) {
    CLI::App* dom = app.add_subcommand("dom", "partizan domination game on coloured paths, cycles and graphs");
    dom->require_subcommand(1);

    auto path_options = std::make_shared<ValueOptions>();
    CLI::App* path_cmd = dom->add_subcommand("path", "value of coloured paths (the sum of several), e.g. AABA");
    path_cmd->add_option("COLOURS", path_options->colours, "colour strings of A (Left), B (Right), C (both)")->required();
    add_common_flags(path_cmd, *path_options);
    path_cmd->callback([path_options] { run_components(*path_options, Shape::path); });

    auto cycle_options = std::make_shared<ValueOptions>();
    CLI::App* cycle_cmd = dom->add_subcommand("cycle", "value of coloured cycles (the sum of several), e.g. ABB");
    cycle_cmd->add_option("COLOURS", cycle_options->colours, "colour strings, at least 3 vertices each")->required();
    add_common_flags(cycle_cmd, *cycle_options);
    cycle_cmd->callback([cycle_options] { run_components(*cycle_options, Shape::cycle); });

    auto batch_format = std::make_shared<OutputFormat>(OutputFormat::cgsuite);
    CLI::App* batch = dom->add_subcommand("batch", "read lines \"P COLOURS\" / \"C COLOURS\" from stdin, print each value");
    add_format_option(batch, *batch_format,
                      "cgsuite (default), explicit or json (one object per line)");
    batch->callback([batch_format] { run_batch(*batch_format); });

    auto graph_options = std::make_shared<ValueOptions>();
    auto graph_file = std::make_shared<std::string>();
    CLI::App* graph = dom->add_subcommand(
        "graph", "coloured graphs, one per line \"GRAPH COLOURS\" (graph6, edge list or family name), from FILE or stdin");
    graph->add_option("FILE", *graph_file, "input file (default: stdin)");
    add_common_flags(graph, *graph_options);
    graph->callback([graph_options, graph_file] { run_graph(*graph_options, *graph_file); });

    auto table_options = std::make_shared<TableOptions>();
    CLI::App* table = dom->add_subcommand("table", "values of all colourings of P_N (or C_N), then a summary");
    table->add_option("N", table_options->n, "number of vertices")->required();
    table->add_flag("--cycle", table_options->cycle, "cycles C_N instead of paths");
    table->add_flag("--classes", table_options->classes,
                    "one colouring per class under reversal (and rotation) and A/B swap; the class size is the last column");
    table->add_flag("--with-c", table_options->with_c, "also colour C (3^N colourings)");
    table->add_option("--jobs,-j", table_options->jobs, fmt::format("threads, 1 to {} (default: all cores)", max_table_jobs))
        ->check(CLI::Range(1U, max_table_jobs));
    add_long_run_options(table, table_options->long_run);
    add_format_option(table, table_options->format, "cgsuite (default), explicit or json");
    table->callback([table_options] { run_table(*table_options); });
}

} // namespace cgt::cli
