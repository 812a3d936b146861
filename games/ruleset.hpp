#pragma once
// What a game must provide for the generic solvers of algorithms/search/ (canonical form, Grundy
// value, outcome, misère outcome, winning and sensible moves). docs/rulesets.md is the guide.
//
// A ruleset is a small type (cheap to copy) with a nested Position type and a few members:
//
//   struct Domineering {                                  // a partizan ruleset
//       using Position = Board;
//       template <typename Visit>                         // every option of `player`
//       void for_each_option(const Position&, cgt::Player player, Visit&& visit) const;
//       Key key(const Position&) const;                   // identifies the position exactly
//       RulesKey rules_key() const;                       // what the object itself adds (below)
//       // optional:
//       template <typename Visit>                         // independent parts: value = sum
//       void split(const Position&, Visit&& visit) const;
//       Key2 canonical_key(const Position&) const;        // equal for isomorphic positions
//   };
//
// * Options: visit(option) once per option (a Position, by value or reference). The solvers'
//   visitors return bool: true means no more options are needed (a win search found a winning
//   move), and a ruleset may stop listing then (visit_then_stop below) or ignore it. Instead of
//   for_each_option a partizan ruleset may give for_each_move(position, visit), calling
//   visit(option, cgt::Movers) once per move with the players who may make it, so a move open to
//   both is generated once. An impartial ruleset gives for_each_option(position, visit).
// * Moves: a ruleset names its moves with a type `Move` and for_each_option_with_move (see
//   games/labelled_moves.hpp); one without gets the default, its options numbered from 1.
// * Keys: a key identifies a position completely, given the ruleset object: two positions with
//   equal keys (and equal rules keys) are the same game. A key is a std::string, a contiguous
//   container of plain values (std::vector<std::uint64_t>, std::array), or one plain value
//   without padding (an integer, a struct of integers); see key_bytes below.
// * rules_key: the bytes of everything the ruleset object contributes to its positions' games
//   that their keys do not say (the board size, when a position is a mask of empty cells; the
//   graph, when it is a set of vertices). A ruleset whose keys say everything returns an empty
//   key (std::string_view{}); a ruleset type without data members needs none. Solvers tag their
//   tables with the ruleset type and this key: new rules with another rules key (set_rules, or
//   other solvers on the same tables) never see the old entries, so a key can never be read
//   under rules it was not made for. A ruleset object with data and no rules_key is a compile
//   error.
// * split: the position as a disjoint sum of independent parts (each visited once; none for a
//   position without moves), each keyed and memoised on its own. Without it the position is one
//   part. Misère play does not split (sums do not decompose there), so the misère solvers key
//   and memoise whole positions.
// * canonical_key: a second, more expensive key under which isomorphic positions meet (a
//   graph's canonical labelling, the least image of a board under its symmetries). It means
//   "the same game", not "equal value": the same tables serve canonical forms, Grundy values
//   and the win/loss searches of normal and misère play, so two positions with equal canonical
//   keys must have the same game tree up to renaming positions, each player keeping their own
//   moves. A symmetry that swaps the players (turning a Domineering board a quarter, swapping
//   Clobber's colours) negates the value and is never a key symmetry. The solvers look it up
//   only when the plain key misses.
//
// A type that does not fit is rejected at compile time by a static_assert naming the missing
// member (check_partizan_ruleset / check_impartial_ruleset, called by every solver).

#include <concepts>
#include <cstdint>
#include <ranges>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "cgt/player.hpp"

namespace cgt {

// Who may make a move (for for_each_move).
enum class Movers : std::uint8_t { left = 1, right = 2, both = 3 };

constexpr bool may_move(Movers m, Player p) noexcept {
    return (static_cast<unsigned>(m) & (p == Player::left ? 1U : 2U)) != 0;
}
constexpr Movers movers_of(Player p) noexcept { return p == Player::left ? Movers::left : Movers::right; }

// ---- keys as bytes ----

// A plain value whose bytes are its identity (no padding, no pointers to follow).
template <typename K>
concept PlainKey = std::is_trivially_copyable_v<K> && std::has_unique_object_representations_v<K>;

template <typename K>
concept ByteKey =
    PlainKey<K> || (std::ranges::contiguous_range<const K&> && std::ranges::sized_range<const K&> &&
                    PlainKey<std::ranges::range_value_t<const K&>>);

// The bytes that identify a key. The view lives as long as `key`.
template <ByteKey K>
std::string_view key_bytes(const K& key) noexcept {
    if constexpr (std::ranges::contiguous_range<const K&>) {
        return {reinterpret_cast<const char*>(std::ranges::data(key)),
                std::ranges::size(key) * sizeof(std::ranges::range_value_t<const K&>)};
    } else {
        return {reinterpret_cast<const char*>(&key), sizeof(K)};
    }
}

// Calls visit(args...) and says whether the visitor asks to stop (visitors returning void never
// do): `if (visit_then_stop(visit, option)) return;` in a ruleset that can stop early.
template <typename Visit, typename... Args>
constexpr bool visit_then_stop(Visit& visit, Args&&... args) {
    if constexpr (std::is_same_v<std::invoke_result_t<Visit&, Args&&...>, bool>) {
        return visit(std::forward<Args>(args)...);
    } else {
        visit(std::forward<Args>(args)...);
        return false;
    }
}

namespace ruleset_detail {

// Stand-ins for the solvers' visitors, to check that a ruleset's members accept them.
template <typename P>
struct OptionSink {
    bool operator()(const P&) const;
    bool operator()(P&&) const;
};
template <typename P>
struct MoveSink {
    bool operator()(const P&, Movers) const;
    bool operator()(P&&, Movers) const;
};

} // namespace ruleset_detail

// ---- the concepts ----

template <typename R>
concept HasPosition = requires { typename R::Position; } && std::copy_constructible<typename R::Position> &&
                      std::move_constructible<typename R::Position>;

template <typename R>
concept HasKey = HasPosition<R> && requires(const R& rules, const typename R::Position& p) {
    { rules.key(p) } -> ByteKey;
};

template <typename R>
concept HasPlayerOptions =
    HasPosition<R> && requires(const R& rules, const typename R::Position& p,
                               ruleset_detail::OptionSink<typename R::Position> visit) {
        rules.for_each_option(p, Player::left, visit);
    };

template <typename R>
concept HasMoves = HasPosition<R> && requires(const R& rules, const typename R::Position& p,
                                              ruleset_detail::MoveSink<typename R::Position> visit) {
    rules.for_each_move(p, visit);
};

template <typename R>
concept HasImpartialOptions =
    HasPosition<R> && requires(const R& rules, const typename R::Position& p,
                               ruleset_detail::OptionSink<typename R::Position> visit) {
        rules.for_each_option(p, visit);
    };

template <typename R>
concept HasSplit = HasPosition<R> && requires(const R& rules, const typename R::Position& p,
                                              ruleset_detail::OptionSink<typename R::Position> visit) {
    rules.split(p, visit);
};

// What the ruleset object contributes (see rules_key above).
template <typename R>
concept HasRulesKey = requires(const R& rules) {
    { rules.rules_key() } -> ByteKey;
};
template <typename R>
concept KnowsItsRules = std::is_empty_v<R> || HasRulesKey<R>;

// The bytes of rules.rules_key(); empty for a ruleset type without data.
template <KnowsItsRules R>
std::string rules_key_bytes(const R& rules) {
    if constexpr (HasRulesKey<R>) {
        const auto& k = rules.rules_key();
        return std::string(key_bytes(k));
    } else {
        return {};
    }
}

template <typename R>
concept HasCanonicalKey = HasPosition<R> && requires(const R& rules, const typename R::Position& p) {
    { rules.canonical_key(p) } -> ByteKey;
};

// Optional: the position with the players' roles swapped (Left's moves become Right's), whose
// value is minus this one's. Searches use it to answer "Right moving first in G" from "Left moving
// first in -G" (algorithms/sums/); it is never a key (CGSuite: G.Negative).
template <typename R>
concept HasNegative = HasPosition<R> && requires(const R& rules, const typename R::Position& p) {
    { rules.negative(p) } -> std::convertible_to<typename R::Position>;
};

// Optional: `static constexpr bool moves_best_first = true` says the ruleset lists a position's
// likely best moves first, so the sum search plays them in that order instead of its own (those
// that leave the opponent the fewest replies first, then from the middle of the list outwards,
// MCGS's "play in the middle"; right for most games, docs/solve.md).
template <typename R>
constexpr bool moves_best_first() {
    if constexpr (requires { R::moves_best_first; }) return R::moves_best_first;
    else return false;
}

template <typename R>
concept PartizanRuleset = HasKey<R> && (HasPlayerOptions<R> || HasMoves<R>);

template <typename R>
concept ImpartialRuleset = HasKey<R> && HasImpartialOptions<R>;

// ---- readable errors ----

// The checks every ruleset passes: a Position type, a key, and a rules key if it has data.
template <typename R>
constexpr bool check_position_and_key() {
    static_assert(HasPosition<R>, "cgt: a ruleset needs a nested type `Position` (copyable and movable)");
    static_assert(!HasPosition<R> || HasKey<R>,
                  "cgt: a ruleset needs `key(const Position&) const` returning a key: an integer, a struct of "
                  "integers without padding, or a contiguous container of them (std::string, std::vector)");
    static_assert(!HasKey<R> || KnowsItsRules<R>,
                  "cgt: a ruleset object with data members needs `rules_key() const` returning a key of what the "
                  "object contributes that positions' keys do not say (e.g. the board size), or an empty key "
                  "(std::string_view{}) when the keys say everything");
    return HasKey<R> && KnowsItsRules<R>;
}

// Fails to compile, with a message naming what is missing, unless R is a partizan ruleset.
template <typename R>
constexpr bool check_partizan_ruleset() {
    check_position_and_key<R>();
    static_assert(!HasPosition<R> || HasPlayerOptions<R> || HasMoves<R>,
                  "cgt: a partizan ruleset needs `template <class Visit> void for_each_option(const Position&, "
                  "cgt::Player, Visit&&) const` (or for_each_move(const Position&, Visit&&) calling "
                  "visit(option, cgt::Movers))");
    return PartizanRuleset<R> && KnowsItsRules<R>;
}

template <typename R>
constexpr bool check_impartial_ruleset() {
    check_position_and_key<R>();
    static_assert(!HasPosition<R> || HasImpartialOptions<R>,
                  "cgt: an impartial ruleset needs `template <class Visit> void for_each_option(const Position&, "
                  "Visit&&) const` calling visit(option) once per option");
    return ImpartialRuleset<R> && KnowsItsRules<R>;
}

} // namespace cgt
