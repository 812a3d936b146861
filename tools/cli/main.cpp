// cgt: command-line front end of the cgt library.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/work_limit.hpp"
#include "cgt/memory.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/long_run.hpp"
#include "tools/cli/detail/messages.hpp"
#include "tools/cli/detail/output.hpp"

namespace {

constexpr std::size_t mib = std::size_t{1} << 20;

// --memory-limit MB, for every command: one budget for all of cgt's structures.
void add_memory_limit_option(CLI::App& app) {
    const std::size_t machine = cgt::machine_memory();
    app.add_option_function<std::string>(
           "--memory-limit",
           [](const std::string& text) { cgt::set_memory_limit(cgt::parse_memory_limit_mb(text, "--memory-limit")); },
           fmt::format("Memory limit in MiB for everything cgt holds: games, caches, memos, tables, every thread "
                       "(default: CGT_MEMORY_LIMIT_MB, else half of this machine's memory{}; at least {})",
                       machine > 0 ? fmt::format(", {} MiB here", machine / 2 / mib) : "",
                       cgt::minimum_memory_limit_mb))
        ->type_name("MB");
    // Without --memory-limit, a bad CGT_MEMORY_LIMIT_MB is reported before any work starts.
    app.parse_complete_callback([&app] {
        if (app.count("--memory-limit") == 0) (void)cgt::memory_limit();
    });
}

// --work-limit N, for every command that evaluates expressions: N times the expression
// language's bounds on the work a short text may ask for (docs/notation.md, work limit).
void add_work_limit_option(CLI::App& app) {
    app.add_option_function<std::string>(
           "--work-limit",
           [](const std::string& text) { cgt::set_work_limit(cgt::parse_work_limit(text, "--work-limit")); },
           fmt::format("Scale of the bounds on the work an expression may ask for (uptimal orders, levels of G:H, "
                       "heated nimbers, copies, up-multiples, steps): N allows N times the default "
                       "(default: CGT_WORK_LIMIT, else 1; at most {})",
                       cgt::maximum_work_limit))
        ->type_name("N");
    // Without --work-limit, a bad CGT_WORK_LIMIT is reported before any work starts.
    app.parse_complete_callback([&app] {
        if (app.count("--work-limit") == 0) (void)cgt::work_limit();
    });
}

// The innermost subcommand the user selected.
CLI::App* innermost(CLI::App& app) {
    CLI::App* at = &app;
    while (!at->get_subcommands().empty()) at = at->get_subcommands().front();
    return at;
}

// "cgt dom path": the words that select the innermost subcommand, for messages.
std::string command_path(CLI::App& app) {
    std::string path = "cgt";
    for (CLI::App* at = &app; !at->get_subcommands().empty();) {
        at = at->get_subcommands().front();
        path += " " + at->get_name();
    }
    return path;
}

// "cgt frob" and "cgt dom frob": name the unknown word and list the choices (CLI11 only says
// that a subcommand is required). Returns an empty string when that is not the problem.
std::string unknown_subcommand_message(CLI::App& app) {
    CLI::App* at = innermost(app);
    if (at->get_require_subcommand_min() == 0 || !at->get_subcommands().empty()) return {};
    std::string names;
    for (const CLI::App* sub : at->get_subcommands({}))
        names += fmt::format("{}{}", names.empty() ? "" : ", ", sub->get_name());
    const std::string command = command_path(app);
    for (const std::string& word : at->remaining())
        if (!word.empty() && word[0] != '-')
            return fmt::format("unknown command '{}'; the commands are: {} (see {} --help)", word.substr(0, 40),
                               names, command);
    return fmt::format("a command is required: {} (see {} --help)", names, command);
}

// A successful run ends here, its output flushed, without destroying the game table and the
// caches: the system takes their memory back at once, while freeing it block by block took
// about 5% of a large table's run (`dom table 12 --with-c`). Under the sanitizers the normal
// exit stays, for their leak and thread checks at exit.
void exit_without_teardown() {
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    std::fflush(stderr);
    std::_Exit(0);
#endif
}

int report(const std::string& message, int code) {
    std::fflush(stdout); // what was printed before the error stays (unchecked: the error is reported)
    cgt::cli::print_message(message);
    return code;
}

} // namespace

int main(int argc, char** argv) {
    // A closed pipe is then a failed write (EPIPE), reported like a full disk, not a silent death.
    std::signal(SIGPIPE, SIG_IGN);
    cgt::cli::hold_standard_descriptors();
    CLI::App app{"cgt: canonical forms and values of combinatorial games"};
    app.require_subcommand(1);
    app.set_version_flag("--version", fmt::format("cgt {}", cgt::cli::cgt_version));
    add_memory_limit_option(app);
    add_work_limit_option(app);
    cgt::cli::add_value_commands(app);
    cgt::cli::add_dom_commands(app);
    cgt::cli::add_grundy_commands(app);
    cgt::cli::add_compound_commands(app);
    cgt::cli::add_play_commands(app);
    cgt::cli::add_solve_commands(app);
    try {
        app.parse(argc, argv);
        cgt::cli::flush_stdout();
        exit_without_teardown();
    } catch (const CLI::Success& e) { // --help, --version
        // Through stdio like every other output, so that a failed write reports its cause.
        std::ostringstream out, err;
        const int code = app.exit(e, out, err);
        std::fputs(out.str().c_str(), stdout);
        cgt::cli::write_stderr(err.str());
        try {
            cgt::cli::flush_stdout();
        } catch (const cgt::cli::OutputError& error) {
            return report(error.what(), cgt::cli::exit_bad_input);
        }
        return code;
    } catch (const CLI::ParseError& e) {
        if (const std::string message = unknown_subcommand_message(app); !message.empty()) {
            cgt::cli::print_message(message, command_path(app) + ": ");
            return cgt::cli::exit_bad_input;
        }
        // One line, as every other error, naming where the help is.
        return report(fmt::format("{} (see {} --help)", e.what(), command_path(app)), cgt::cli::exit_bad_input);
    } catch (const cgt::cli::Interrupted& e) {
        return report(e.what(), e.exit_code());
    } catch (const cgt::cli::CommandFailed& e) {
        return report(e.what(), e.exit_code());
    } catch (const cgt::MemoryLimitExceeded& e) {
        if (e.limit() == 0) return report(e.what(), cgt::cli::exit_bad_input);
        const std::size_t machine = cgt::machine_memory();
        return report(fmt::format("{}; raise the limit with --memory-limit MB or CGT_MEMORY_LIMIT_MB{}", e.situation(),
                                  machine > 0 ? fmt::format(" (this machine has {} MiB)", machine / mib) : ""),
                      cgt::cli::exit_bad_input);
    } catch (const cgt::WorkLimitExceeded& e) {
        if (e.needed() == cgt::WorkLimitExceeded::beyond_every_limit)
            return report(fmt::format("{}; not even the largest work limit, --work-limit {}, allows that", e.what(),
                                      cgt::maximum_work_limit),
                          cgt::cli::exit_bad_input);
        return report(fmt::format("{}; raise the limit with --work-limit {} or CGT_WORK_LIMIT", e.what(),
                                  e.needed() != 0 ? fmt::format("{}", e.needed()) : "N"),
                      cgt::cli::exit_bad_input);
    } catch (const cgt::Error& e) {
        return report(e.what(), cgt::cli::exit_bad_input);
    } catch (const std::bad_alloc&) {
        return report("out of memory: the machine refused an allocation below the memory limit; lower "
                      "--memory-limit (MB) so that cgt stops cleanly first",
                      cgt::cli::exit_bad_input);
    } catch (const std::exception& e) {
        return report(fmt::format("internal error: {}", e.what()), 1);
    }
    return 0;
}
