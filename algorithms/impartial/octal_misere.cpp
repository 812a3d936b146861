#include "algorithms/impartial/octal_misere.hpp"

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "cgt/errors.hpp"
#include "games/impartial/octal_heaps.hpp"

namespace cgt::impartial {

struct OctalMisereSearch::Memo {
    search::ImpartialSolver<OctalHeaps> solver;
};

OctalMisereSearch::OctalMisereSearch(OctalCode code)
    : memo_(std::make_unique<Memo>(Memo{search::ImpartialSolver<OctalHeaps>(OctalHeaps(std::move(code)))})) {}
OctalMisereSearch::OctalMisereSearch(OctalMisereSearch&&) noexcept = default;
OctalMisereSearch& OctalMisereSearch::operator=(OctalMisereSearch&&) noexcept = default;
OctalMisereSearch::~OctalMisereSearch() = default;

std::size_t OctalMisereSearch::memo_size() const { return memo_->solver.tables().wins(Play::misere, Player::left).size(); }

void OctalMisereSearch::set_progress(search::ProgressHook hook) { memo_->solver.set_progress(std::move(hook)); }

bool OctalMisereSearch::first_player_wins(std::vector<std::size_t> heaps) {
    std::size_t total = 0;
    for (std::size_t h : heaps) {
        if (h > max_counters - total)
            throw InvalidArgument(fmt::format("misère search on more than {} counters is too large", max_counters));
        total += h;
    }
    return memo_->solver.first_player_wins(OctalHeaps::position(std::move(heaps)), Play::misere);
}

} // namespace cgt::impartial
