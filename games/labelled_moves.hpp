#pragma once
// Moves have names. A ruleset that names its moves has a type `Move` and one move generator,
//
//   for_each_option_with_move(position, player, visit)   // partizan
//   for_each_option_with_move(position, visit)           // impartial
//
// calling visit(option, move) once per move, where `move` is the ruleset's Move (a small value;
// to_string(move), found by argument-dependent lookup, names it, e.g. "a1-b1" as MCGS writes
// it). A ruleset that stops early when the visitor asks (games/ruleset.hpp: visit_then_stop)
// returns as soon as visit(...) says true. The bases below derive the solvers' for_each_option
// from that one generator (the name is dropped), so the rules are written once.
//
// A ruleset without names gets the default: its moves are numbered 1, 2, ... in the order its
// for_each_option (or for_each_move) lists them (OptionNumber). for_each_labelled_option lists
// every ruleset's moves with their Move, named or numbered: what the solvers' move reports
// (algorithms/search/move_report.hpp) and the registry use.

#include <cstddef>
#include <string>
#include <utility>

#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt {

template <typename Derived>
struct PartizanOptionsFromMoves {
    template <typename Position, typename Visit>
    void for_each_option(const Position& position, Player player, Visit&& visit) const {
        static_cast<const Derived&>(*this).for_each_option_with_move(
            position, player, [&](auto&& option, const auto&) {
                return visit_then_stop(visit, std::forward<decltype(option)>(option));
            });
    }
};

template <typename Derived>
struct ImpartialOptionsFromMoves {
    template <typename Position, typename Visit>
    void for_each_option(const Position& position, Visit&& visit) const {
        static_cast<const Derived&>(*this).for_each_option_with_move(position, [&](auto&& option, const auto&) {
            return visit_then_stop(visit, std::forward<decltype(option)>(option));
        });
    }
};

// The default Move: the option's number in the ruleset's order, from 1.
struct OptionNumber {
    std::size_t number = 0;
    friend bool operator==(const OptionNumber&, const OptionNumber&) = default;
};
inline std::string to_string(OptionNumber n) { return std::to_string(n.number); }

// A move's name: to_string(move), found by argument-dependent lookup.
template <typename Move>
std::string move_name(const Move& move) {
    using cgt::to_string;
    return std::string(to_string(move));
}

namespace ruleset_detail {

template <typename P, typename M>
struct LabelledSink {
    bool operator()(const P&, const M&) const;
    bool operator()(P&&, const M&) const;
};

template <typename R>
struct MoveType {
    using type = OptionNumber;
};
template <typename R>
    requires requires { typename R::Move; }
struct MoveType<R> {
    using type = typename R::Move;
};

} // namespace ruleset_detail

// R::Move, or OptionNumber for a ruleset that does not name its moves.
template <typename R>
using MoveOf = typename ruleset_detail::MoveType<R>::type;

template <typename R>
concept HasPartizanLabels =
    HasPosition<R> && requires { typename R::Move; } &&
    requires(const R& rules, const typename R::Position& p,
             ruleset_detail::LabelledSink<typename R::Position, typename R::Move> visit) {
        rules.for_each_option_with_move(p, Player::left, visit);
    };

template <typename R>
concept HasImpartialLabels =
    HasPosition<R> && requires { typename R::Move; } &&
    requires(const R& rules, const typename R::Position& p,
             ruleset_detail::LabelledSink<typename R::Position, typename R::Move> visit) {
        rules.for_each_option_with_move(p, visit);
    };

// visit(option, move) once per move of `player`, in the ruleset's order (options as the ruleset
// gives them: a Position or something it converts from). A visitor returning true stops the
// listing where the ruleset allows it.
template <typename R, typename Visit>
    requires PartizanRuleset<R>
void for_each_labelled_option(const R& rules, const typename R::Position& position, Player player, Visit&& visit) {
    if constexpr (HasPartizanLabels<R>) {
        rules.for_each_option_with_move(position, player, [&](auto&& option, const auto& move) {
            return visit_then_stop(visit, std::forward<decltype(option)>(option), move);
        });
    } else if constexpr (HasMoves<R>) {
        OptionNumber n;
        rules.for_each_move(position, [&](auto&& option, Movers movers) {
            if (!may_move(movers, player)) return false;
            ++n.number;
            return visit_then_stop(visit, std::forward<decltype(option)>(option), n);
        });
    } else {
        OptionNumber n;
        rules.for_each_option(position, player, [&](auto&& option) {
            ++n.number;
            return visit_then_stop(visit, std::forward<decltype(option)>(option), n);
        });
    }
}

// The same for an impartial ruleset.
template <typename R, typename Visit>
    requires ImpartialRuleset<R>
void for_each_labelled_option(const R& rules, const typename R::Position& position, Visit&& visit) {
    if constexpr (HasImpartialLabels<R>) {
        rules.for_each_option_with_move(position, [&](auto&& option, const auto& move) {
            return visit_then_stop(visit, std::forward<decltype(option)>(option), move);
        });
    } else {
        OptionNumber n;
        rules.for_each_option(position, [&](auto&& option) {
            ++n.number;
            return visit_then_stop(visit, std::forward<decltype(option)>(option), n);
        });
    }
}

} // namespace cgt
