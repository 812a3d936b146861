#pragma once
// The fast theory of Node-Kayles compounds on paths: the outcome of any union of paths and a
// winning move, from per-path values (spec sections 3 and 4), for the eleven versions it solves.
// Disjunctive misere play is open: CompoundTheory refuses it (use CompoundSearch).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

// A value listing (`cgt compound --sequence N`) cut short, saved as a checkpoint's text: the next
// n and, when `foreclosed` is given (diminished misere play: F-(P_n) needs every earlier value),
// the F- values before it: "next 3\nvalues -1 0 1\n".
std::string sequence_state(std::size_t next, const std::vector<std::int32_t>* foreclosed);
// Reads sequence_state's text back: returns the next n (at most `count`, the listing's length)
// and, when `foreclosed` is given, fills it with the F- values before it. Throws InvalidArgument
// when the text is not such a state.
std::size_t parse_sequence_state(std::string_view state, std::size_t count, std::vector<std::int32_t>* foreclosed);

} // namespace cgt::compound
