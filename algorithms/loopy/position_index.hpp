#pragma once
// The vertex numbers of the positions a loopy search finds, by their keys' bytes (games/ruleset.hpp),
// charged to the memory budget, with the search's position limit; and the copy of a known value
// at a position's vertex. Used by the loopy searches (explore.hpp, a template, so this header is
// installed with it; namespace detail says it is not an API of its own).

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "cgt/loopy/graph.hpp"
#include "cgt/memory.hpp"

namespace cgt::loopy::detail {

class PositionIndex {
public:
    explicit PositionIndex(std::size_t max_positions) : max_(max_positions) {}
    // The vertex of the position with this key, and whether it is new (vertices are numbered in
    // the order positions are first found). Throws OutOfRange when a new position would pass
    // the limit, MemoryLimitExceeded past the budget.
    std::pair<Vertex, bool> insert(std::string_view key);
    std::size_t size() const noexcept { return map_.size(); }

private:
    using Key = std::basic_string<char, std::char_traits<char>, BudgetAllocator<char, MemoryUse::searches>>;
    struct Hash {
        std::size_t operator()(const Key& k) const noexcept {
            return std::hash<std::string_view>{}(std::string_view(k.data(), k.size()));
        }
    };
    std::unordered_map<Key, Vertex, Hash, std::equal_to<>, BudgetAllocator<std::pair<const Key, Vertex>, MemoryUse::searches>>
        map_;
    std::size_t max_;
};

// Copies the stopper graph `value` (start vertex 0) into the builder with its start vertex
// identified with `at`, so that the game at `at` is `value`.
void copy_value_at(GraphBuilder& builder, Vertex at, const Graph& value);

} // namespace cgt::loopy::detail
