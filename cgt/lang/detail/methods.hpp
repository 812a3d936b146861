#pragma once
// The methods of the expression language (G.Mean, G.Heat(t), ...): CGSuite's names, what each
// takes, and the library function it calls. docs/notation.md lists them all.
//
// The parser looks methods up by name and checks the argument count, so that a misspelt or
// malformed call fails before any evaluation; the evaluator then calls them with the values.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "cgt/lang/expression.hpp"

namespace cgt::detail {

struct MethodInfo {
    std::string_view name;     // as CGSuite spells it
    std::size_t min_arguments = 0;
    std::size_t max_arguments = 0;
    std::string_view usage;    // "G.Heat(t)"
    std::string_view takes;    // "t, the temperature (a game)": what the arguments are
    Value (*call)(const Value& receiver, std::span<const Value> arguments) = nullptr;
};

std::optional<std::uint32_t> find_method(std::string_view name);
const MethodInfo& method_info(std::uint32_t index);
std::size_t method_count();

// Function forms of methods: cool(G, t) is G.Cool(t) and heat(G, t) is G.Heat(t). Returns the
// index of the method that name(G, ...) calls.
std::optional<std::uint32_t> find_function(std::string_view name);
// "heat takes 2 arguments (G, then t, the temperature (a game)), got 1: write heat(G, t)"
std::string function_arity_message(const MethodInfo& method, std::size_t given);

// "Heat takes 1 argument (t, the temperature (a game)), got 0: write G.Heat(t)"
std::string arity_message(const MethodInfo& method, std::size_t given);
// "unknown method 'heat' (did you mean Heat?)"
std::string unknown_method_message(std::string_view name);

} // namespace cgt::detail
