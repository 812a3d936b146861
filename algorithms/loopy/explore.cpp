// The position index of the loopy searches and the copy of known values into their graphs.

#include "algorithms/loopy/position_index.hpp"

#include <vector>

#include <fmt/format.h>

#include "cgt/detail/step_counter.hpp"
#include "cgt/errors.hpp"

namespace cgt::loopy::detail {

std::pair<Vertex, bool> PositionIndex::insert(std::string_view key) {
    Key stored(key.data(), key.size());
    if (auto it = map_.find(stored); it != map_.end()) return {it->second, false};
    if (map_.size() >= max_)
        throw OutOfRange(fmt::format("loopy search: more than {} positions are reachable (the position limit)", max_));
    cgt::detail::count_step();
    const auto v = static_cast<Vertex>(map_.size());
    map_.emplace(std::move(stored), v);
    return {v, true};
}

void copy_value_at(GraphBuilder& builder, Vertex at, const Graph& value) {
    std::vector<Vertex> copy(value.vertex_count(), at);
    for (std::size_t v = 1; v < value.vertex_count(); ++v) copy[v] = builder.add_vertex();
    for (std::size_t v = 0; v < value.vertex_count(); ++v)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : value.options(p, static_cast<Vertex>(v))) builder.add_edge(p, copy[v], copy[w]);
}

} // namespace cgt::loopy::detail
