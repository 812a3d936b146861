#pragma once
// Values of impartial games on graphs: Node-Kayles, the impartial domination game and octal
// games on graphs, in normal play (Grundy values) and misère play (outcomes).
//
//   auto solver = GraphGrundySolver::node_kayles();
//   Grundy g = solver.grundy(parse_graph("petersen"));
//   cgt::Game v = solver.value(path_graph(5));            // *3, addable to any cgt::Game
//
// A solver keeps its memo (keyed by nauty canonical forms of components) between calls: reuse one
// solver for many graphs. Graphs have at most 64 vertices; the search is exponential in the worst
// case (these games are PSPACE-complete), so large dense inputs can take long: set_progress
// reports on them, and a search whose tables reach the memory limit throws MemoryLimitExceeded.
// The solver is the generic one (algorithms/search/) on the rulesets of
// games/impartial/graph_games.hpp.

#include <cstdint>
#include <memory>
#include <string_view>

#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "games/graph/graph.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

class GraphGrundySolver {
public:
    static GraphGrundySolver node_kayles();
    static GraphGrundySolver domination();
    static GraphGrundySolver octal(const OctalCode& code);
    // "node-kayles", "domination" or "octal:0.33"; throws InvalidArgument otherwise.
    static GraphGrundySolver from_name(std::string_view name);

    GraphGrundySolver(GraphGrundySolver&&) noexcept;
    GraphGrundySolver& operator=(GraphGrundySolver&&) noexcept;
    ~GraphGrundySolver();

    // Normal play. `marked`: for domination, vertices already dominated (ignored otherwise).
    Grundy grundy(const Graph& g, VertexMask marked = 0);
    Game value(const Graph& g, VertexMask marked = 0) { return Game::nimber(grundy(g, marked)); }
    // Misère play: does the player to move win?
    bool misere_first_player_wins(const Graph& g, VertexMask marked = 0);

    std::size_t memo_size() const; // distinct components whose value is memoised
    std::string_view game_name() const;
    // Progress reports of long searches (see algorithms/search/search_tables.hpp).
    void set_progress(search::ProgressHook hook);

    class Impl;

private:
    explicit GraphGrundySolver(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

// The value *G as a cgt::Game, so impartial components add to partizan ones.
inline Game nimber_value(Grundy g) { return Game::nimber(g); }

} // namespace cgt::impartial
