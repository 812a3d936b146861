#pragma once
// Options that take one of a few names, such as --format cgsuite|explicit|json: only those
// names are accepted (in any case), and anything else is refused with the choices by name.
// (CLI11's enum transformers also accept the enum's numbers, "--format 2", and answer a bad
// name with their internals, "{cgsuite->0,explicit->1,json->2} OR {0,1,2}".)

#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

namespace cgt::cli {

template <typename T>
CLI::Option* add_choice_option(CLI::App* cmd, const std::string& flag, T& target,
                               std::vector<std::pair<std::string, T>> choices, const std::string& help) {
    std::string names;
    for (const auto& [name, value] : choices) names += (names.empty() ? "" : "|") + name;
    return cmd
        ->add_option_function<std::string>(
            flag,
            [&target, choices, flag](const std::string& text) {
                std::string lower;
                for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                std::string list;
                for (const auto& [name, value] : choices) {
                    if (name == lower) {
                        target = value;
                        return;
                    }
                    list += (list.empty() ? "" : ", ") + name;
                }
                throw CLI::ValidationError(flag, "'" + text.substr(0, 40) + "' is not one of " + list);
            },
            help)
        ->type_name(names);
}

} // namespace cgt::cli
