#include "algorithms/compound/compound_search.hpp"

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "cgt/errors.hpp"
#include "games/compound/compound_game.hpp"

namespace cgt::compound {

struct CompoundSearch::Impl {
    Play play;
    search::ImpartialSolver<CompoundGame> solver;

    // Does the player to move win? (An empty position is terminal: all ended, or P_0.)
    bool wins(const Position& position) { return solver.search_wins(position, play); }
    Position checked(const Position& position) const {
        if (position.size() > max_components)
            throw InvalidArgument(fmt::format("compound search on {} components: at most {}", position.size(),
                                              max_components));
        return make_position(position);
    }
};

CompoundSearch::CompoundSearch(CompoundGame game, Play play)
    : impl_(std::make_unique<Impl>(Impl{play, search::ImpartialSolver<CompoundGame>(std::move(game))})) {}

CompoundSearch::~CompoundSearch() = default;

Outcome CompoundSearch::outcome(const Position& position) {
    return impl_->wins(impl_->checked(position)) ? Outcome::N : Outcome::P;
}

std::optional<CompoundMove> CompoundSearch::winning_move(const Position& position) {
    std::optional<CompoundMove> found;
    impl_->solver.rules().for_each_move(impl_->checked(position),
                                        [&](const std::vector<ComponentMove>& changes, bool ended, Position&& next) {
                                            if (impl_->wins(next)) return false;
                                            found = CompoundMove{changes, ended, std::move(next)};
                                            return true;
                                        });
    return found;
}

std::vector<Order> CompoundSearch::losing_sizes(Order max_size) {
    std::vector<Order> result;
    for (Order n = 0; n <= max_size; ++n)
        if (outcome(n == 0 ? Position{} : Position{n}) == Outcome::P) result.push_back(n);
    return result;
}

std::size_t CompoundSearch::memoised_positions() const {
    return impl_->solver.tables().wins(impl_->play, Player::left).size();
}

} // namespace cgt::compound
