#pragma once
// Values of the domination game on any coloured graph by memoised search: the slow, obviously
// correct twin of the interval DP (it never calls the DP), and the way to solve trees, stars,
// grids and other graphs.
//
// A position is reduced to what still matters: the undominated vertices ("points") and, per
// selectable vertex, its colour and the points in its closed neighbourhood. Points linked by a
// common move form a component; components are independent games whose values are summed. Each
// component is renumbered (points in increasing order, moves sorted), so equal components, in
// one graph or across graphs, share one memo entry.

#include <cstddef>
#include <cstdint>
#include <memory>

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

private:
    struct Memo;
    std::unique_ptr<Memo> memo_;
};

} // namespace cgt::domination
