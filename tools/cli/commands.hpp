#pragma once
// Each group of subcommands registers itself on the top-level app. A subcommand's callback does
// its work and may throw: main() turns cgt::Error into a one-line message and exit code 2.

#include <string>

#include <CLI/CLI.hpp>

#include "cgt/errors.hpp"

namespace cgt::cli {

void add_value_commands(CLI::App& app);    // value, compare, outcome, info
void add_dom_commands(CLI::App& app);      // dom path|cycle|batch|graph|table
void add_grundy_commands(CLI::App& app);   // grundy octal|node-kayles|domination|octal:CODE
void add_compound_commands(CLI::App& app); // compound VERSION ...
void add_play_commands(CLI::App& app);     // play RULESET GRAPH... (the slides' games)
void add_solve_commands(CLI::App& app);    // solve FILE... (MCGS's input language)

inline constexpr const char* cgt_version = "0.1.0";

// A command that ran but whose check failed (cgt solve: a result differs from the file's): a
// one-line message and the exit code.
class CommandFailed : public Error {
public:
    CommandFailed(const std::string& message, int code) : Error(message), code_(code) {}
    int exit_code() const noexcept { return code_; }

private:
    int code_;
};

// Exit code for bad input (usage errors, malformed notation, bad colours, ...).
inline constexpr int exit_bad_input = 2;

} // namespace cgt::cli
