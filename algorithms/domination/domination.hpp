#pragma once
// The partizan domination game: the library's entry points.
//
//     using namespace cgt::domination;
//     cgt::Game g = value(path("AABA"));                 // 3/4
//     cgt::Game h = value({path("ABAAB"), cycle("AAB")}); // a disjoint union: the sum
//     cgt::Outcome o = outcome(path("BAABAAB"));        // L
//     for (const auto& m : moves({path("ABA")}, Player::right)) ...   // m.label "v2", m.value 0
//
// Paths and cycles use the interval DP (interval_dp.hpp), graphs the memoised search
// (graph_search.hpp). Each thread keeps its own memo, so repeated calls reuse earlier work; see
// clear_memos().

#include <cstddef>
#include <string_view>
#include <vector>

#include "algorithms/search/move_report.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"
#include "games/domination/components.hpp"
#include "games/domination/position.hpp"

namespace cgt::domination {

// Values.
Game value(const Component& component);
Game value(const std::vector<Component>& components); // the sum
Game value(const ColouredGraph& graph);
Game value(const Position& position);
inline Game path_value(std::string_view colours) { return value(path(colours)); }
inline Game cycle_value(std::string_view colours) { return value(cycle(colours)); }

template <typename T>
Outcome outcome(const T& position) { return value(position).outcome(); }

// A move: the vertex selected.
struct Move {
    std::size_t component = 0; // which component of a union (0 for a graph)
    int vertex = 0;            // 0-based, in the component's colour string / the graph
};
// The moves' reports (algorithms/search/move_report.hpp): the label is the vertex numbered from 1
// as in the seed paper, "v3", or "c2:v3" in a union of several components; the value is that
// of the whole position after the move.
using MoveReport = search::MoveReport<Move>;

// Every legal move of the player, in order (component, vertex).
std::vector<MoveReport> moves(const std::vector<Component>& components, Player player);
std::vector<MoveReport> moves(const Position& position, Player player);
// Only the winning ones.
std::vector<MoveReport> winning_moves(const std::vector<Component>& components, Player player);
std::vector<MoveReport> winning_moves(const Position& position, Player player);

// Forgets the values this thread has memoised.
void clear_memos();

// Progress reports of this thread's graph searches (value, moves and outcome of graphs and
// positions; search_tables.hpp); empty: none. The hook must outlive its use.
void set_graph_search_progress(search::ProgressHook hook);

} // namespace cgt::domination
