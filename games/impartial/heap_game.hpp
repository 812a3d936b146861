#pragma once
// What every impartial ruleset played on heaps shares: a position is the multiset of heap
// sizes, sorted, without empty heaps; a move replaces one heap by the heaps its rule leaves;
// each heap is an independent part. A heap ruleset is then the rule for one heap:
//
//   struct Kayles : HeapGame<Kayles> {
//       template <class Visit>        // visit(std::span<const std::size_t> parts) once per option
//       void for_each_heap_option(std::size_t n, Visit&& visit) const;
//   };
//
// OctalHeaps (octal_heaps.hpp) and Node-Kayles on paths (games/compound/component_rules.hpp) are
// heap rulesets; Conway's compounds (games/compound/compound_game.hpp) take any of them.

#include <algorithm>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "games/ruleset.hpp"

namespace cgt::impartial {

template <typename Derived>
class HeapGame {
public:
    using Position = std::vector<std::size_t>;

    // Any list of heap sizes as a position (sorted, zeros dropped).
    static Position position(std::vector<std::size_t> heaps) {
        std::erase(heaps, std::size_t{0});
        std::sort(heaps.begin(), heaps.end());
        return heaps;
    }

    // Stops listing when visit returns true (a win search has found its winning move).
    template <typename Visit>
    void for_each_option(const Position& heaps, Visit&& visit) const {
        bool stop = false;
        for (std::size_t k = 0; k < heaps.size() && !stop; ++k) {
            if (k > 0 && heaps[k] == heaps[k - 1]) continue; // a heap of the same size: the same options
            static_cast<const Derived&>(*this).for_each_heap_option(heaps[k], [&](std::span<const std::size_t> parts) {
                if (stop) return;
                Position next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
                for (std::size_t h : parts)
                    if (h != 0) next.insert(std::upper_bound(next.begin(), next.end(), h), h);
                stop = cgt::visit_then_stop(visit, std::move(next));
            });
        }
    }
    template <typename Visit>
    void split(const Position& heaps, Visit&& visit) const {
        for (std::size_t h : heaps) visit(Position{h});
    }
    const Position& key(const Position& heaps) const { return heaps; }
};

} // namespace cgt::impartial
