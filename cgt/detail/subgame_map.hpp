#pragma once
// The engine under the recursive operations on games (heat, cool, Norton multiplication,
// atomic weight, ...): F(G) computed from F of G's options, for every subgame of G, children
// before parents, by an explicit-stack walk over the DAG of subgames, so that no operation
// recurses on the call stack however deep its argument is.
//
// An operation says which subgames are leaves (computed directly, their options never visited:
// numbers, long up-chains, values found in a cache) and how to combine the values of options.
// Results are kept per call in a complete memo (the walk needs every child's value; charged to
// the memory budget as it grows), and copied afterwards into the operation's ResultCache, so
// later calls start from them.

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/bounded_cache.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"

namespace cgt::detail {

// Values by game id, for one call; every allocation charged to the memory budget.
template <typename Value>
using IdMap = std::unordered_map<std::uint32_t, Value, std::hash<std::uint32_t>, std::equal_to<std::uint32_t>,
                                 BudgetAllocator<std::pair<const std::uint32_t, Value>, MemoryUse::caches>>;

// Values of F on subgames, by id.
class SubgameValues {
public:
    Game at(Game g) const { return values_.at(g.id()); }
    bool contains(Game g) const { return values_.contains(g.id()); }
    void set(Game g, Game value) { values_.insert_or_assign(g.id(), value); }
    const IdMap<Game>& all() const { return values_; }

    // F over a list of options.
    std::vector<Game> map(const std::vector<Game>& options) const {
        std::vector<Game> out;
        out.reserve(options.size());
        for (Game o : options) out.push_back(at(o));
        return out;
    }

private:
    IdMap<Game> values_;
};

// Computes F(root). cache holds F's earlier results for this operation's parameters (key_of(g)
// gives a subgame's key); is_leaf(g) says whether F(g) is computed directly by leaf(g);
// otherwise combine(g, values) computes F(g) from the values of g's options.
template <typename KeyOf, typename IsLeaf, typename Leaf, typename Combine>
Game map_subgames(Game root, ResultCache& cache, KeyOf&& key_of, IsLeaf&& is_leaf, Leaf&& leaf,
                  Combine&& combine) {
    SubgameValues values;
    auto known = [&](Game g) {
        if (values.contains(g)) return true;
        if (auto hit = cache.find(key_of(g))) {
            values.set(g, Game::from_id(*hit));
            return true;
        }
        return false;
    };
    post_order(
        root,
        [&](Game g) { return known(g) || is_leaf(g) ? std::vector<Game>{} : all_options(g); },
        [&](Game g) {
            if (values.contains(g)) return;
            values.set(g, is_leaf(g) ? leaf(g) : combine(g, values));
        });
    for (const auto& [id, value] : values.all()) cache.put(key_of(Game::from_id(id)), value.id());
    return values.at(root);
}

} // namespace cgt::detail

namespace cgt::detail {

// The same walk for values that are not games (predicates, counts): F(root) from F of the
// options, with leaves computed directly. No cache across calls.
template <typename Value, typename IsLeaf, typename Leaf, typename Combine>
Value fold_subgames(Game root, IsLeaf&& is_leaf, Leaf&& leaf, Combine&& combine) {
    IdMap<Value> values;
    auto value_of = [&](Game g) -> const Value& { return values.at(g.id()); };
    post_order(
        root, [&](Game g) { return is_leaf(g) ? std::vector<Game>{} : all_options(g); },
        [&](Game g) { values.emplace(g.id(), is_leaf(g) ? leaf(g) : combine(g, value_of)); });
    return values.at(root.id());
}

} // namespace cgt::detail
