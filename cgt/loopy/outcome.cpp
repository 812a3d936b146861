// Outcome classes read off game graphs: comparisons with 0, one per side.

#include "cgt/loopy/outcome.hpp"

#include "cgt/errors.hpp"

namespace cgt::loopy {

std::string_view to_string(LoopyOutcome o) noexcept {
    switch (o) {
    case LoopyOutcome::L: return "L";
    case LoopyOutcome::R: return "R";
    case LoopyOutcome::N: return "N";
    case LoopyOutcome::P: return "P";
    case LoopyOutcome::D: return "D";
    case LoopyOutcome::NHat: return "NHat";
    case LoopyOutcome::PHat: return "PHat";
    case LoopyOutcome::NCheck: return "NCheck";
    case LoopyOutcome::PCheck: return "PCheck";
    }
    return "?";
}

bool mover_loses(LoopyOutcome o, Player to_move) noexcept {
    using LO = LoopyOutcome;
    // Right to move loses even when infinite play is Right's: the offside is L or P.
    if (to_move == Player::right) return o == LO::L || o == LO::P || o == LO::PHat;
    return o == LO::R || o == LO::P || o == LO::PCheck; // the onside is R or P
}

LoopyOutcome loopy_outcome(Outcome onside, Outcome offside) {
    using O = Outcome;
    if (onside == offside) {
        switch (onside) {
        case O::L: return LoopyOutcome::L;
        case O::R: return LoopyOutcome::R;
        case O::N: return LoopyOutcome::N;
        case O::P: return LoopyOutcome::P;
        }
    }
    if (onside == O::L && offside == O::N) return LoopyOutcome::NHat;
    if (onside == O::L && offside == O::P) return LoopyOutcome::PHat;
    if (onside == O::L && offside == O::R) return LoopyOutcome::D;
    if (onside == O::N && offside == O::R) return LoopyOutcome::NCheck;
    if (onside == O::P && offside == O::R) return LoopyOutcome::PCheck;
    // The offside is never better for Left than the onside.
    throw InvalidArgument("loopy: an onside outcome below the offside outcome");
}

Outcome side_outcome(const Graph& graph, Vertex v, Convention side) {
    GraphBuilder zero_builder;
    zero_builder.add_vertex();
    const Graph zero = zero_builder.build();
    const bool ge = leq(zero, 0, graph, v, side), le = leq(graph, v, zero, 0, side);
    if (ge && le) return Outcome::P;
    if (ge) return Outcome::L;
    if (le) return Outcome::R;
    return Outcome::N;
}

LoopyOutcome outcome(const Graph& graph, Vertex v) {
    return loopy_outcome(side_outcome(graph, v, Convention::onside), side_outcome(graph, v, Convention::offside));
}

LoopyOutcome outcome_of_sum(const Graph& graph, Vertex v, std::span<const Game> short_games) {
    Game total;
    for (Game g : short_games) total += g;
    GraphBuilder b;
    const Vertex gv = b.add_graph(graph, v);
    const Vertex hv = b.add_game(total);
    const Graph both = b.build();
    return outcome(sum(both, gv, both, hv), 0);
}

} // namespace cgt::loopy
