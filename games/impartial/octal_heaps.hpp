#pragma once
// Octal games on heaps, and any take-and-break code (octal_code.hpp), as a ruleset of the generic solvers (games/ruleset.hpp):
// a position is the multiset of heap sizes, sorted, without empty heaps. Each heap is an
// independent part, so the normal-play solver gives Grundy values heap by heap (the generic
// twin of octal_sequence.hpp's fast engine) and the misère search works on whole positions.

#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "games/impartial/octal_code.hpp"
#include "games/ruleset.hpp"

namespace cgt::impartial {

class OctalHeaps {
public:
    using Position = std::vector<std::size_t>;

    explicit OctalHeaps(OctalCode code) : code_(std::move(code)) {}
    const OctalCode& code() const noexcept { return code_; }

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
            impartial::for_each_option(code_, heaps[k], [&](std::span<const std::size_t> parts) {
                if (stop) return;
                Position next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
                for (std::size_t h : parts) next.insert(std::upper_bound(next.begin(), next.end(), h), h);
                stop = cgt::visit_then_stop(visit, std::move(next));
            });
        }
    }
    template <typename Visit>
    void split(const Position& heaps, Visit&& visit) const {
        for (std::size_t h : heaps) visit(Position{h});
    }
    const Position& key(const Position& heaps) const { return heaps; }
    std::string rules_key() const { return code_.to_string(); }

private:
    OctalCode code_;
};

} // namespace cgt::impartial
