#pragma once
// cgt play's loopy rulesets (docs/loopy.md): sliding tokens on graphs with cycles (Smith's loopy
// nim values), Fox and Geese and Backsliding Toads and Frogs (CGSuite's loopy values).
//
//   cgt play token 'dcycle(5)' --start 0           ∞ (D: the token goes round forever)
//   cgt play fox-and-geese 'x.x.x.x.|........|o.......'
//   cgt play backsliding-toads-and-frogs 'ttt..fff'

#include <string>
#include <vector>

#include "games/graph/multigraph.hpp"
#include "tools/cli/play_report.hpp"

namespace cgt::cli {

// One token per board, on its start vertex: the sum of Smith's values and its outcome (P, N
// or D); --moves lists each slide with the value after it.
void play_tokens(const std::vector<Multigraph>& boards, const std::vector<int>& starts, const PlayOutput& out);
// The position drawn as rows from the top, '|' between rows ('x' geese, 'o' the fox); the
// board is as wide as the rows.
void play_fox_and_geese(const std::string& drawing, const PlayOutput& out);
void play_backsliding_toads_and_frogs(const std::string& position, const PlayOutput& out);

} // namespace cgt::cli
