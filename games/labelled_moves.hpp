#pragma once
// Rulesets that name their moves write one move generator,
//
//   for_each_option_with_move(position, player, visit)   // partizan
//   for_each_option_with_move(position, visit)           // impartial
//
// calling visit(option, move) once per move, where `move` is the ruleset's Move (a small value;
// to_string(move) names it, e.g. "a1-b1" as MCGS writes it). A ruleset that stops early when the
// visitor asks (games/ruleset.hpp: visit_then_stop) returns as soon as visit(...) says true.
//
// These bases derive the solvers' for_each_option from that one generator (the label is dropped).

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

} // namespace cgt
