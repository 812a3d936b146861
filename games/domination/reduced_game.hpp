#pragma once
// The partizan domination game as a ruleset of the generic solvers (games/ruleset.hpp), on its
// positions reduced to what still matters: the undominated vertices ("points") and, per
// selectable vertex, who may select it (its colour) and which points it would dominate.
// Vertices that dominate no point are gone; so are the graph and the dominated vertices.
//
// A position is a flat vector [header, colour, points, colour, points, ...] (a colour is the
// cgt::Movers value of who may select the vertex, games/domination/colours.hpp). Points linked by a
// common move form a part; split() returns each part in normal form: its points renumbered
// 0..m-1 in increasing order, its moves sorted and without repeats, and the header m. Equal
// parts, in one graph or across graphs, are then equal vectors: the normal form is the key.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "games/domination/position.hpp"
#include "games/ruleset.hpp"

namespace cgt::domination {

struct ReducedDomination {
    using Position = std::vector<std::uint64_t>;

    // The reduced form of a position of the game on a coloured graph.
    static Position reduce(const domination::Position& position);

    // Each move once, with who may make it (a C vertex: both players).
    template <typename Visit>
    void for_each_move(const Position& p, Visit&& visit) const {
        for (std::size_t i = 1; i + 1 < p.size(); i += 2) {
            const std::uint64_t chosen = p[i + 1];
            Position option{0};
            option.reserve(p.size());
            for (std::size_t j = 1; j + 1 < p.size(); j += 2)
                if (const std::uint64_t left = p[j + 1] & ~chosen) {
                    option.push_back(p[j]);
                    option.push_back(left);
                }
            visit(std::move(option), static_cast<Movers>(p[i]));
        }
    }

    // The independent parts, each in normal form.
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        // Group the moves' point sets into disjoint unions (at most 64 moves: one per vertex).
        std::array<std::uint64_t, 64> groups;
        std::size_t group_count = 0;
        for (std::size_t i = 1; i + 1 < p.size(); i += 2) {
            std::uint64_t merged = p[i + 1];
            std::size_t kept = 0;
            for (std::size_t g = 0; g < group_count; ++g) {
                if (groups[g] & merged) merged |= groups[g];
                else groups[kept++] = groups[g];
            }
            groups[kept] = merged;
            group_count = kept + 1;
        }
        std::array<Move, 64> local;
        std::array<std::uint8_t, 64> rank; // rank[b]: the new number of point b in its part
        for (std::size_t g = 0; g < group_count; ++g) {
            std::uint8_t next = 0;
            for (std::uint64_t m = groups[g]; m; m &= m - 1) rank[static_cast<std::size_t>(std::countr_zero(m))] = next++;
            std::size_t count = 0;
            for (std::size_t i = 1; i + 1 < p.size(); i += 2)
                if (p[i + 1] & groups[g]) local[count++] = Move{p[i], renumber(p[i + 1], rank)};
            std::sort(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(count));
            const auto end = std::unique(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(count));
            Position part;
            part.reserve(1 + 2 * static_cast<std::size_t>(end - local.begin()));
            part.push_back(static_cast<std::uint64_t>(std::popcount(groups[g])));
            for (auto it = local.begin(); it != end; ++it) {
                part.push_back(it->colour);
                part.push_back(it->points);
            }
            visit(std::move(part));
        }
    }

    // Parts in normal form are their own keys.
    const Position& key(const Position& p) const { return p; }

private:
    struct Move {
        std::uint64_t colour;
        std::uint64_t points;
        friend bool operator<(const Move& a, const Move& b) {
            return a.colour != b.colour ? a.colour < b.colour : a.points < b.points;
        }
        friend bool operator==(const Move&, const Move&) = default;
    };

    // The points of x renumbered by rank (a move's points lie in one part, whose points are
    // numbered 0..m-1 in increasing order): a loop over x's few points, not over the part's.
    static std::uint64_t renumber(std::uint64_t x, const std::array<std::uint8_t, 64>& rank) {
        std::uint64_t result = 0;
        for (; x; x &= x - 1) result |= std::uint64_t{1} << rank[static_cast<std::size_t>(std::countr_zero(x))];
        return result;
    }
};

static_assert(PartizanRuleset<ReducedDomination>);

} // namespace cgt::domination
