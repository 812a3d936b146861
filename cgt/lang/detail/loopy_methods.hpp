#pragma once
// The methods of loopy values (CGSuite's CanonicalStopper and SidedValue methods, docs/loopy.md):
// Onside, Offside, LeftStop, RightStop, Degree, Variety, IsStopper, IsPlumtree, Upsum,
// Downsum, Followers, ... A method whose receiver or argument is loopy is looked up here by
// name; the names that only loopy games have (Degree, Onside, ...) are also found by
// find_method, and give CGSuite's answers for short games too ({1|0}.Degree is 0).

#include <optional>
#include <span>
#include <string_view>

#include "cgt/lang/detail/methods.hpp"

namespace cgt::detail {

// The methods of loopy values, alphabetically.
std::span<const MethodInfo> loopy_methods();
// Calls the loopy method `name`; InvalidArgument when no such method applies to loopy games
// ("Mean applies to short games, not to on (a loopy game)").
Value call_loopy_method(std::string_view name, const Value& receiver, std::span<const Value> arguments);

} // namespace cgt::detail
