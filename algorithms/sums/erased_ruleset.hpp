#pragma once
// A ruleset behind virtual calls, for the searches over sums whose components come from several
// rulesets at once (MCGS's `[clobber_1xn] XOXO [elephants] X.O [integer_game] 5 {B}`).
//
// Positions are interned: each ruleset object numbers the positions it has seen (PositionId),
// once per position up to the ruleset's symmetries (its canonical key), so a component of a sum is
// a pair (ruleset, id) and a sum is a short sorted list of integers. TypedRuleset<R>
// (typed_ruleset.hpp) implements this for any ruleset of games/ruleset.hpp.
//
// The ruleset registry (algorithms/registry/registry.hpp) makes one of these for every ruleset
// that reads positions as text.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/player.hpp"

namespace cgt::sums {

using PositionId = std::uint32_t;

// The options of a position for one player, each as its independent parts (interned, without
// the parts that have no move for anyone): option i is parts[begin(i) .. ends[i]).
struct OptionParts {
    std::vector<PositionId> parts;
    std::vector<std::uint32_t> ends;

    void clear() noexcept {
        parts.clear();
        ends.clear();
    }
    std::size_t size() const noexcept { return ends.size(); }
    std::span<const PositionId> option(std::size_t i) const noexcept {
        const std::uint32_t begin = i == 0 ? 0 : ends[i - 1];
        return {parts.data() + begin, ends[i] - begin};
    }
};

// A move of a position, for reports: its name as the ruleset writes it ("a1-b1", "INT") and the
// position it leads to (unsplit).
struct NamedMove {
    std::string name;
    PositionId option;
};

// Called now and then inside long computations (a value, a Grundy value); it may throw to stop
// them (a time limit, an interrupt). The tables stay consistent.
using StopCheck = std::function<void()>;

class ErasedRuleset {
public:
    virtual ~ErasedRuleset() = default;

    virtual bool impartial() const noexcept = 0;
    // The ruleset lists likely best moves first (games/ruleset.hpp: moves_best_first).
    virtual bool moves_best_first() const noexcept = 0;

    // A position as written (unsplit). Throws ParseError.
    virtual PositionId parse(std::string_view text) = 0;
    virtual std::string print(PositionId position) const = 0;

    // The independent parts of a position (those without moves for anyone left out).
    virtual void split(PositionId position, std::vector<PositionId>& parts) = 0;
    // The options of a part for `player` (either player's, for an impartial ruleset), appended.
    virtual void options(PositionId part, Player player, OptionParts& out) = 0;
    // The parts of the negative of a part (games/ruleset.hpp: HasNegative), appended; false, with
    // nothing appended, when the ruleset has no negative.
    virtual bool negative(PositionId part, std::vector<PositionId>& parts) = 0;
    // How many moves Left and Right have together (impartial: the options, twice): a cheap size.
    virtual std::size_t move_count(PositionId part) = 0;
    // How many moves `player` has (impartial: the options).
    virtual std::size_t move_count_of(PositionId part, Player player) = 0;
    // The moves of a position with their names (impartial: `player` is ignored).
    virtual void named_moves(PositionId position, Player player, std::vector<NamedMove>& out) = 0;

    // The canonical form of a part (impartial: *its Grundy value) if it has at most `max_moves`
    // moves (move_count) and the generic solver finds it valuing at most `budget` new positions,
    // else nothing (max_moves 0: known values and closed forms only, such as Kayles'). Known
    // values and failures are remembered: a part that failed is tried again only with a larger
    // budget.
    virtual std::optional<Game> value(PositionId part, std::uint64_t budget, std::size_t max_moves) = 0;
    // Whether value(part, budget) is known without work: the value, or nothing.
    virtual std::optional<Game> known_value(PositionId part) const = 0;
    // Records a Grundy value found otherwise (by a search) as the position's value.
    virtual void remember_grundy(PositionId position, Grundy g) = 0;

    // Called inside value() every few positions.
    virtual void set_stop_check(StopCheck check) = 0;

    // Positions held now.
    virtual std::size_t size() const noexcept = 0;
    // Every id given so far is below this (ids freed by collect() are given again).
    virtual std::size_t id_bound() const noexcept = 0;

    // Positions interned while collecting is on (during a search) may be freed by collect();
    // an id handed out with it off (parsed, named for a caller), even one a search interned
    // first, stays until forget().
    virtual void set_collecting(bool on) noexcept = 0;
    // Frees every position interned while collecting that `live` (sorted ids) does not name,
    // except those whose value the generic solver has worked on (found or not: that work is
    // kept). A freed id may name a new position from then on. Returns how many were freed.
    virtual std::size_t collect(std::span<const PositionId> live) = 0;
    // Forgets every position and every value found, freeing their memory: every PositionId given
    // so far becomes invalid (for long runs of independent questions, such as cgt solve's).
    virtual void forget() = 0;
};

} // namespace cgt::sums
