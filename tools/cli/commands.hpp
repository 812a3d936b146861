#pragma once
// Each group of subcommands registers itself on the top-level app. A subcommand's callback does
// its work and may throw: main() turns cgt::Error into a one-line message and exit code 2.

#include <CLI/CLI.hpp>

namespace cgt::cli {

void add_value_commands(CLI::App& app);    // value, compare, outcome, info
void add_dom_commands(CLI::App& app);      // dom path|cycle|batch|graph|table
void add_grundy_commands(CLI::App& app);   // grundy octal|node-kayles|domination|octal:CODE
void add_compound_commands(CLI::App& app); // compound VERSION ...
void add_play_commands(CLI::App& app);     // play RULESET GRAPH... (the slides' games)

inline constexpr const char* cgt_version = "0.1.0";

// Exit code for bad input (usage errors, malformed notation, bad colours, ...).
inline constexpr int exit_bad_input = 2;

} // namespace cgt::cli
