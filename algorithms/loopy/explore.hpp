#pragma once
// The loopy game graph of a ruleset's position: every position reachable from the start, found
// once each by its key, with the moves between them. A move to a position already found closes
// a cycle on it (CGSuite's Game.loopyGameValue builds its graph the same way). Any ruleset of
// the generic layer (games/ruleset.hpp) will do: partizan (for_each_option(position, player,
// visit) or for_each_move) or impartial (for_each_option(position, visit): every move is both
// players'). Short rulesets give loop-free graphs.
//
//   auto found = cgt::loopy::explore(rules, std::span(&start, 1));
//   found.graph;        // vertex v is found.positions[v]; found.starts[0] is the start's vertex
//
// A ruleset may know the value of some positions without a search: a member
//   std::optional<cgt::loopy::Stopper> known_value(const Position&) const;
// (CGSuite's Decomposition returning a value: in Fox and Geese a fox that has escaped the geese
// is `off`, and the board beyond is never explored). Such a position's moves are not listed; its
// vertex is the start of a copy of the value's graph.
//
// The search is breadth-first with an explicit queue (no recursion); the graph, the keys and the
// positions are charged to the memory budget, and LoopySearchOptions::max_positions bounds the
// positions found (OutOfRange past it). Valuing the graph is component_values.hpp's job.

#include <algorithm>
#include <concepts>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "algorithms/loopy/position_index.hpp"
#include "algorithms/loopy/search_options.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/stopper.hpp"
#include "cgt/memory.hpp"
#include "games/ruleset.hpp"

namespace cgt::loopy {

// A ruleset that knows the values of some positions (see above).
template <typename R>
concept HasKnownValue = HasPosition<R> && requires(const R& rules, const typename R::Position& p) {
    { rules.known_value(p) } -> std::convertible_to<std::optional<Stopper>>;
};

template <typename Position>
struct RulesetGraph {
    Graph graph;                     // vertex v < positions.size() is positions[v]; the vertices after
                                     // them belong to the copies of known values
    std::vector<Position> positions; // in the order found (breadth-first from the starts)
    std::vector<Vertex> starts;      // the vertex of each start position, in the order given
    MemoryCharge charge{MemoryUse::searches}; // the positions' memory
};

namespace detail {

// Calls f(option, movers) for every move of the position.
template <typename R, typename F>
void for_each_loopy_move(const R& rules, const typename R::Position& p, F&& f) {
    using Position = typename R::Position;
    if constexpr (HasMoves<R>) {
        rules.for_each_move(p, [&](auto&& option, Movers m) {
            f(Position(std::forward<decltype(option)>(option)), m);
            return false;
        });
    } else if constexpr (HasPlayerOptions<R>) {
        for (Player player : {Player::left, Player::right})
            rules.for_each_option(p, player, [&](auto&& option) {
                f(Position(std::forward<decltype(option)>(option)), movers_of(player));
                return false;
            });
    } else {
        rules.for_each_option(p, [&](auto&& option) {
            f(Position(std::forward<decltype(option)>(option)), Movers::both);
            return false;
        });
    }
}

} // namespace detail

template <typename R>
RulesetGraph<typename R::Position> explore(const R& rules, std::span<const typename R::Position> starts,
                                           const LoopySearchOptions& options = {}) {
    static_assert(PartizanRuleset<R> || ImpartialRuleset<R>,
                  "cgt: a loopy search needs a partizan or an impartial ruleset (games/ruleset.hpp)");
    using Position = typename R::Position;
    RulesetGraph<Position> out;
    detail::PositionIndex index(options.max_positions);
    GraphBuilder builder;
    auto vertex_of = [&](Position&& p) {
        const auto [v, fresh] = index.insert(key_bytes(rules.key(p)));
        if (fresh) {
            builder.add_vertex();
            if (out.positions.size() == out.positions.capacity()) {
                const std::size_t grown = std::max<std::size_t>(64, 2 * out.positions.capacity());
                out.charge.resize(grown * sizeof(Position));
                out.positions.reserve(grown);
            }
            out.positions.push_back(std::move(p));
        }
        return v;
    };
    for (const Position& s : starts) out.starts.push_back(vertex_of(Position(s)));
    std::vector<std::pair<Vertex, Stopper>> known;
    for (std::size_t i = 0; i < out.positions.size(); ++i) {
        const auto from = static_cast<Vertex>(i);
        const Position current = out.positions[i]; // a copy: the vector grows below
        if constexpr (HasKnownValue<R>) {
            if (std::optional<Stopper> value = rules.known_value(current)) {
                known.emplace_back(from, *value);
                continue;
            }
        }
        detail::for_each_loopy_move(rules, current, [&](Position&& option, Movers movers) {
            const Vertex to = vertex_of(std::move(option));
            if (may_move(movers, Player::left)) builder.add_left_edge(from, to);
            if (may_move(movers, Player::right)) builder.add_right_edge(from, to);
        });
        if (options.progress && (i + 1) % options.progress_interval == 0) options.progress({out.positions.size(), 0, 0});
    }
    for (const auto& [at, value] : known) detail::copy_value_at(builder, at, value.graph());
    out.graph = builder.build();
    return out;
}

} // namespace cgt::loopy
