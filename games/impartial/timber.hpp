#pragma once
// Timber! (Sopena's slides; Nowakowski et al.): a digraph with a domino standing on every arc. A
// move chooses an arc x -> y and topples its domino towards y; the fall propagates whatever the
// orientations: every domino at y falls away from y onto its other end, and so on. So the move
// removes the arc and every arc of the component of y once the arc is gone (the whole component
// when the arc lies on a cycle of the underlying multigraph, a digon included).
//
// A position is the set of standing arcs (at most 64 arcs), numbered as the board's edges. The
// components of the standing arcs are independent games (split).

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "games/graph/multigraph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

class Timber : public ImpartialOptionsFromMoves<Timber> {
public:
    using Position = std::uint64_t; // bit e: arc e still stands
    static constexpr int max_arcs = 64;

    Timber() = default;
    // Throws InvalidArgument when the board is undirected or has more than 64 arcs.
    explicit Timber(const Multigraph& board);

    int arc_count() const noexcept { return static_cast<int>(arcs_.size()); }
    const std::vector<Edge>& arcs() const noexcept { return arcs_; }
    Position start() const noexcept { return arcs_.size() == 64 ? ~Position{0} : (Position{1} << arcs_.size()) - 1; }

    struct Move {
        int arc; // the arc toppled
        friend std::string to_string(const Move& m) { return "arc " + std::to_string(m.arc); }
    };
    template <typename Visit>
    void for_each_option_with_move(Position standing, Visit&& visit) const {
        for (Position m = standing; m; m &= m - 1) {
            const int arc = std::countr_zero(m);
            const Position rest = standing & ~(Position{1} << arc);
            if (visit_then_stop(visit, Position{rest & ~connected_arcs(arcs_[static_cast<std::size_t>(arc)].to, rest)},
                                Move{arc}))
                return;
        }
    }
    template <typename Visit>
    void split(Position standing, Visit&& visit) const {
        while (standing) {
            const Position part = connected_arcs(arcs_[static_cast<std::size_t>(std::countr_zero(standing))].from, standing);
            visit(part);
            standing &= ~part;
        }
    }
    Position key(Position standing) const noexcept { return standing; }
    // The arcs, as (from, to) pairs.
    std::vector<int> rules_key() const;

    // The arcs of `standing` connected to `vertex` (ignoring orientations).
    Position connected_arcs(int vertex, Position standing) const noexcept;

private:
    std::vector<Edge> arcs_;
    std::array<Position, 64> incident_{}; // per vertex: the arcs with an end there
};

} // namespace cgt::impartial
