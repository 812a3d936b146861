#pragma once
// Wythoff's game (Wythoff 1907; CGSuite's game.heap.Wythoff and GenWythoff): two heaps; a move
// takes any number of tokens from one heap, or k from one and l from the other with |k - l| < r
// (r = 1: the same number from both, Wythoff's game; r > 1: Fraenkel's r-Wythoff, CGSuite's
// GenWythoff(x -> x + r)). Positions "5,3" or "(5,3)"; moves name the position reached, "(2,3)".
//
// No split (the heaps interact). Key: the heaps in either order are the same game.

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/labelled_moves.hpp"

namespace cgt::impartial {

struct Heaps {
    std::uint32_t first = 0;
    std::uint32_t second = 0;
    friend bool operator==(const Heaps&, const Heaps&) = default;
};
std::string to_string(const Heaps& heaps); // "(5,3)"

struct Wythoff : ImpartialOptionsFromMoves<Wythoff> {
    using Position = Heaps;
    using Move = Heaps; // the heaps left
    static constexpr std::string_view name = "wythoff";
    static constexpr std::uint32_t max_heap = 1U << 20;
    std::uint32_t r = 1;

    explicit Wythoff(std::uint32_t diagonal = 1) noexcept : r(diagonal) {}

    static Position parse(std::string_view text);

    template <typename Visit>
    void for_each_option_with_move(Heaps p, Visit&& visit) const {
        const auto go = [&](std::uint32_t a, std::uint32_t b) { return visit_then_stop(visit, Heaps{a, b}, Heaps{a, b}); };
        for (std::uint32_t a = 0; a < p.first; ++a)
            if (go(a, p.second)) return;
        for (std::uint32_t b = 0; b < p.second; ++b)
            if (go(p.first, b)) return;
        for (std::uint32_t k = 1; k <= p.first; ++k)
            for (std::uint32_t l = k + 1 > r ? k + 1 - r : 1; l <= p.second && l < k + r; ++l)
                if (go(p.first - k, p.second - l)) return;
    }
    std::array<std::uint32_t, 3> key(Heaps p) const noexcept {
        return {std::min(p.first, p.second), std::max(p.first, p.second), r};
    }
    std::string_view rules_key() const noexcept { return {}; } // r is in every key
};

} // namespace cgt::impartial
