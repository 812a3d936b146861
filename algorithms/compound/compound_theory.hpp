#pragma once
// The fast theory of Node-Kayles compounds on paths: the outcome of any union of paths and a
// winning move, from per-path values (spec sections 3 and 4), for the eleven versions it solves.
// Disjunctive misere play is open: CompoundTheory refuses it (use CompoundSearch).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/compound/compound_move.hpp"
#include "cgt/outcome.hpp"
#include "games/compound/compound_version.hpp"

namespace cgt::compound {

// Paths longer than this are refused by the diminished misere theory: F-(P_n) has no known
// period and is computed on demand in O(n^2) time (about 3 s for 10^5).
inline constexpr Order max_foreclosed_misere_order = 100'000;

// True for every version except disjunctive misere.
bool theory_solves(Version version, Play play) noexcept;

class CompoundTheory {
public:
    // Throws InvalidArgument for disjunctive misere play.
    CompoundTheory(Version version, Play play);

    // P or N. Throws InvalidArgument for orders beyond max_order (or, for diminished misere,
    // beyond max_foreclosed_misere_order).
    Outcome outcome(const Position& position) const;
    // A move to a P-position (checked with outcome()), or nothing when the position is P or
    // empty (terminal: under misere play the player to move has already won).
    std::optional<CompoundMove> winning_move(const Position& position) const;
    // The orders n <= max_order_asked for which P_n alone is a P-position.
    std::vector<Order> losing_orders(Order max_order_asked) const;
    // The version's value of P_n for n = 0..count-1: G, F+ / F- (undefined_value for "*"),
    // R+ / R-, S+ / S-, or sigma (1 for N, 0 for P) for the selective versions.
    std::vector<std::int32_t> sequence(std::size_t count) const { return sequence(0, count); }
    // The values for n = begin..end-1 only (a long listing in pieces). For diminished misere
    // play, F- needs every earlier value: use extend_foreclosed_misere (foreclosed_misere.hpp).
    std::vector<std::int32_t> sequence(std::size_t begin, std::size_t end) const;

    Version version() const { return version_; }
    Play play() const { return play_; }

private:
    std::int32_t value(Order n) const; // the version's value of P_n (n >= 1)
    void check_orders(const Position& position) const;

    Version version_;
    Play play_;
};

} // namespace cgt::compound
