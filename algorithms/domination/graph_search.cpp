#include "algorithms/domination/graph_search.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include <absl/container/flat_hash_map.h>

namespace cgt::domination {

namespace {

// A selectable vertex reduced to what matters: who may select it and which points it dominates.
struct Move {
    std::uint64_t points;
    Colour colour;
    friend bool operator<(const Move& a, const Move& b) {
        return a.colour != b.colour ? a.colour < b.colour : a.points < b.points;
    }
    friend bool operator==(const Move&, const Move&) = default;
};

// A component in normal form: its points renumbered 0..m-1 in increasing order, moves sorted and
// without repeats, flattened as [m, colour, points, colour, points, ...].
using Key = std::vector<std::uint64_t>;

// The bits of x at the positions set in mask, packed to the low end (as the BMI2 pext).
std::uint64_t compress(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    int out = 0;
    for (std::uint64_t m = mask; m; m &= m - 1, ++out)
        if (x & (m & (~m + 1))) result |= std::uint64_t{1} << out;
    return result;
}

// Groups moves (each with at least one point) into independent components and returns each in
// normal form.
std::vector<Key> components(const std::vector<Move>& moves) {
    std::vector<std::uint64_t> groups; // disjoint point sets
    for (const Move& mv : moves) {
        std::uint64_t merged = mv.points;
        std::erase_if(groups, [&](std::uint64_t g) {
            if ((g & merged) == 0) return false;
            merged |= g;
            return true;
        });
        groups.push_back(merged);
    }
    std::vector<Key> keys;
    keys.reserve(groups.size());
    std::vector<Move> local;
    for (std::uint64_t group : groups) {
        local.clear();
        for (const Move& mv : moves)
            if (mv.points & group) local.push_back(Move{compress(mv.points, group), mv.colour});
        std::sort(local.begin(), local.end());
        local.erase(std::unique(local.begin(), local.end()), local.end());
        Key key{static_cast<std::uint64_t>(std::popcount(group))};
        for (const Move& mv : local) {
            key.push_back(static_cast<std::uint64_t>(mv.colour));
            key.push_back(mv.points);
        }
        keys.push_back(std::move(key));
    }
    return keys;
}

} // namespace

struct GraphSearch::Memo {
    absl::flat_hash_map<Key, Game> values;

    Game value(const Key& key) {
        if (auto it = values.find(key); it != values.end()) return it->second;
        std::vector<Move> moves;
        for (std::size_t i = 1; i + 1 < key.size(); i += 2) moves.push_back(Move{key[i + 1], static_cast<Colour>(key[i])});
        std::vector<Game> left, right;
        std::vector<Move> rest;
        for (const Move& chosen : moves) {
            rest.clear();
            for (const Move& mv : moves)
                if (std::uint64_t p = mv.points & ~chosen.points) rest.push_back(Move{p, mv.colour});
            Game option;
            for (const Key& part : components(rest)) option += value(part);
            if (may_select(Player::left, chosen.colour)) left.push_back(option);
            if (may_select(Player::right, chosen.colour)) right.push_back(option);
        }
        Game result = Game::from_options(left, right);
        values.emplace(key, result);
        return result;
    }
};

GraphSearch::GraphSearch() : memo_(std::make_unique<Memo>()) {}
GraphSearch::~GraphSearch() = default;

std::size_t GraphSearch::memo_size() const noexcept { return memo_->values.size(); }
void GraphSearch::clear() { memo_->values.clear(); }

Game GraphSearch::value(const Position& position) {
    const ColouredGraph& g = position.graph();
    const VertexMask undominated = position.undominated();
    std::vector<Move> moves;
    for (int v = 0; v < g.vertex_count(); ++v)
        if (VertexMask p = g.graph.closed_neighbourhood(v) & undominated) moves.push_back(Move{p, g.colours[v]});
    Game total;
    for (const Key& part : components(moves)) total += memo_->value(part);
    return total;
}

} // namespace cgt::domination
