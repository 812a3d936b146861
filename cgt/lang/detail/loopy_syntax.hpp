#pragma once
// The loopy part of the expression language's syntax (CGSuite's notation, docs/loopy.md):
// the names on, off, dud, over, under, upon and pass, labels, and the check that every pass and
// label is an option of the game it names or of a game inside it.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "cgt/lang/detail/syntax_tree.hpp"

namespace cgt::detail {

enum class LoopyConstant : std::uint8_t { on, off, dud, over, under, upon };

std::optional<LoopyConstant> find_loopy_constant(std::string_view name);
// Names that cannot label a game: the constants, pass, Tiny, Miny, cool, heat.
bool is_reserved_name(std::string_view name);
// over and under, written after a number: 5over, -3/2 under.
inline bool is_pseudonumber_suffix(std::string_view name) { return name == "over" || name == "under"; }

// SyntaxTree::loop_reach of a parsed tree (empty when it has no pass and no label). Throws
// ParseError when a game that a pass or label moves out of is not an option of a game, as in
// a{0|{1|a}+1} (a loopy game is a graph of games; sums and methods apply to whole values).
std::vector<std::uint32_t> loop_reach(const SyntaxTree& tree, std::string_view text);

} // namespace cgt::detail
