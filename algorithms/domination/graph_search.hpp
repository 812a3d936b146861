#pragma once
// Values of the domination game on any coloured graph by memoised search: the slow, obviously
// correct twin of the interval DP (it never calls the DP), and the way to solve trees, stars,
// grids and other graphs.
//
// The generic solver (algorithms/search/) on the ruleset ReducedDomination
// (games/domination/reduced_game.hpp): a position is reduced to its undominated vertices and,
// per selectable vertex, its colour and the undominated vertices it would dominate; independent
// parts are valued once each, in a normal form shared across graphs, and summed.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "games/domination/position.hpp"

namespace cgt::domination {

class GraphSearch {
public:
    GraphSearch();
    ~GraphSearch();
    GraphSearch(const GraphSearch&) = delete;
    GraphSearch& operator=(const GraphSearch&) = delete;

    Game value(const Position& position);
    Game value(const ColouredGraph& graph) { return value(Position(graph)); }

    std::size_t memo_size() const noexcept;
    void clear();
    // Reports of long searches (search_tables.hpp); empty: none.
    void set_progress(search::ProgressHook hook);

private:
    struct Memo;
    std::unique_ptr<Memo> memo_;
};

} // namespace cgt::domination
