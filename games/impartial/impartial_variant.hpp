#pragma once
// The impartial variant of a partizan ruleset (CGSuite's ImpartialVariant, MCGS's
// [impartial NAME]): both players may make every move of either player. Cram is the impartial
// variant of Domineering, impartial Clobber lets a player move either colour's stones.
//
//   ImpartialSolver<ImpartialVariant<grid::Clobber>> solver;   // Grundy values
//
// Positions, keys, splits, canonical keys and move names are the partizan ruleset's: a region
// that is independent under each player's moves is independent under their union, and a symmetry
// of the board that keeps both players' moves keeps their union. (A symmetry that swaps the
// players would be one too here, but is not used: the partizan ruleset's canonical key does not
// know it.) A move open to both players is listed twice, which changes no Grundy value.

#include <string>
#include <string_view>
#include <utility>

#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt {

template <typename R>
class ImpartialVariant : public ImpartialOptionsFromMoves<ImpartialVariant<R>> {
public:
    using Position = typename R::Position;
    using Move = typename R::Move;

    ImpartialVariant() = default;
    explicit ImpartialVariant(R rules) : rules_(std::move(rules)) {}
    const R& rules() const noexcept { return rules_; }

    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        bool stopped = false;
        for (Player player : {Player::left, Player::right}) {
            if (stopped) return;
            rules_.for_each_option_with_move(p, player, [&](auto&& option, const auto& move) {
                stopped = stopped || visit_then_stop(visit, std::forward<decltype(option)>(option), move);
                return stopped;
            });
        }
    }

    template <typename Visit>
        requires HasSplit<R>
    void split(const Position& p, Visit&& visit) const {
        rules_.split(p, std::forward<Visit>(visit));
    }
    decltype(auto) key(const Position& p) const { return rules_.key(p); }
    std::string rules_key() const { return rules_key_bytes(rules_); }
    auto canonical_key(const Position& p) const
        requires HasCanonicalKey<R>
    {
        return rules_.canonical_key(p);
    }

private:
    R rules_;
};

} // namespace cgt
