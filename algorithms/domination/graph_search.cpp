#include "algorithms/domination/graph_search.hpp"

#include "algorithms/search/partizan_solver.hpp"
#include "games/domination/reduced_game.hpp"

namespace cgt::domination {

struct GraphSearch::Memo {
    search::PartizanSolver<ReducedDomination> solver;
};

GraphSearch::GraphSearch() : memo_(std::make_unique<Memo>()) {}
GraphSearch::~GraphSearch() = default;

std::size_t GraphSearch::memo_size() const noexcept { return memo_->solver.memo_size(); }
void GraphSearch::clear() { memo_->solver.clear(); }
void GraphSearch::set_progress(search::ProgressHook hook) { memo_->solver.set_progress(std::move(hook)); }

Game GraphSearch::value(const Position& position) { return memo_->solver.value(ReducedDomination::reduce(position)); }

} // namespace cgt::domination
