// cgt: command-line front end of the cgt library.
#include <cstdio>
#include <exception>
#include <new>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "tools/cli/commands.hpp"

int main(int argc, char** argv) {
    CLI::App app{"cgt: canonical forms and values of combinatorial games"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "cgt 0.1.0");
    cgt::cli::add_value_commands(app);
    cgt::cli::add_dom_commands(app);
    cgt::cli::add_grundy_commands(app);
    cgt::cli::add_compound_commands(app);
    cgt::cli::add_play_commands(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return cgt::cli::exit_bad_input;
    } catch (const cgt::Error& e) {
        fmt::print(stderr, "cgt: {}\n", e.what());
        return cgt::cli::exit_bad_input;
    } catch (const std::bad_alloc&) {
        fmt::print(stderr, "cgt: out of memory (see CGT_MEMORY_LIMIT_MB)\n");
        return cgt::cli::exit_bad_input;
    } catch (const std::exception& e) {
        fmt::print(stderr, "cgt: internal error: {}\n", e.what());
        return 1;
    }
    return 0;
}
