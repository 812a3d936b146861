#pragma once
// --format cgsuite|explicit|json, one type for every command that prints games: CGSuite's
// notation, braces only, or one JSON object per result (whose games are in CGSuite's notation).

#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "cgt/game.hpp"
#include "cgt/notation.hpp"
#include "tools/cli/detail/choice_option.hpp"

namespace cgt::cli {

enum class OutputFormat { cgsuite, explicit_braces, json };

inline const char* format_name(OutputFormat f) {
    return f == OutputFormat::json ? "json" : f == OutputFormat::explicit_braces ? "explicit" : "cgsuite";
}

// A game as text in format f (JSON documents hold CGSuite's notation).
inline std::string show(Game g, OutputFormat f) {
    return to_string(g, f == OutputFormat::explicit_braces ? PrintStyle::explicit_braces : PrintStyle::cgsuite);
}

inline CLI::Option* add_format_option(CLI::App* cmd, OutputFormat& target, const std::string& help) {
    return add_choice_option(cmd, "--format", target,
                             std::vector<std::pair<std::string, OutputFormat>>{
                                 {"cgsuite", OutputFormat::cgsuite},
                                 {"explicit", OutputFormat::explicit_braces},
                                 {"json", OutputFormat::json}},
                             help);
}

} // namespace cgt::cli
