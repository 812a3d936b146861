#pragma once
// The arguments of `cgt compound`, parsed (and fuzzed: tests/fuzz/fuzz_compound_args.cpp):
// counts such as "--losing 200" and the path orders of a union such as "3 13 15". The CLI's
// reading of its words, not the library's: the library takes a compound::Position.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "games/compound/compound_move.hpp"

namespace cgt::cli {

// A whole non-negative decimal number at most `max`; `what` names it in the message
// ("--losing"). Throws InvalidArgument for anything else (signs, spaces, overflow).
std::uint64_t parse_count(std::string_view text, std::string_view what, std::uint64_t max);

// Path orders, each 0..max_order; a single 0 is the empty start; at most max_paths of them.
inline constexpr std::size_t max_paths = 100'000;
compound::Position parse_position(std::span<const std::string> orders);

} // namespace cgt::cli
