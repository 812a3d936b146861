#include "algorithms/sums/misere_sum.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include "algorithms/search/partizan_solver.hpp"
#include "cgt/player.hpp"

namespace cgt::sums {
// Named (not anonymous): MisereSearch::Impl holds a solver of WholeSum.
namespace misere_detail {

// A whole sum as one position of a ruleset, for the generic solver. Components are kept sorted,
// so a sum's key is its list of (ruleset, position id) pairs, equal for equal sums.
class WholeSum {
public:
    using Position = std::vector<Component>;

    explicit WholeSum(SumSearch& search) : search_(&search) {}

    const Position& key(const Position& p) const noexcept { return p; }
    // Positions are ids of one SumSearch, and one solver serves one WholeSum: nothing to add.
    std::string_view rules_key() const noexcept { return {}; }

    template <typename Visit>
    void for_each_option(const Position& p, Player player, Visit&& visit) const {
        OptionParts parts;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && same(p[i], p[i - 1])) continue; // the same options as the copy before
            parts.clear();
            search_->ruleset(p[i].ruleset).options(p[i].position, player, parts);
            for (std::size_t k = 0; k < parts.size(); ++k) {
                Position next;
                next.reserve(p.size() + parts.option(k).size());
                next.insert(next.end(), p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));
                next.insert(next.end(), p.begin() + static_cast<std::ptrdiff_t>(i) + 1, p.end());
                for (PositionId part : parts.option(k)) next.push_back({p[i].ruleset, part});
                sort(next);
                if (visit_then_stop(visit, std::move(next))) return;
            }
        }
    }

    static bool same(Component a, Component b) { return a.ruleset == b.ruleset && a.position == b.position; }
    static void sort(Position& p) {
        std::sort(p.begin(), p.end(), [](Component a, Component b) {
            return a.ruleset != b.ruleset ? a.ruleset < b.ruleset : a.position < b.position;
        });
    }

private:
    SumSearch* search_;
};

// The sum as the solver's start: each component split into its parts (those with moves).
WholeSum::Position whole_sum_position(SumSearch& search, std::span<const Component> sum) {
    WholeSum::Position p;
    std::vector<PositionId> parts;
    for (const Component& c : sum) {
        parts.clear();
        search.ruleset(c.ruleset).split(c.position, parts);
        for (PositionId part : parts) p.push_back({c.ruleset, part});
    }
    WholeSum::sort(p);
    return p;
}

search::SolverOptions misere_solver_options(const MisereOptions& options) {
    search::SolverOptions out;
    if (options.progress) {
        out.progress = [progress = options.progress](const search::SearchProgress& p) {
            progress(SumProgress{p.positions_solved, p.table_entries, p.depth});
        };
        out.progress_interval = static_cast<std::size_t>(std::max<std::uint64_t>(options.progress_interval, 1));
    }
    return out;
}

} // namespace misere_detail

using misere_detail::WholeSum;

class MisereSearch::Impl {
public:
    Impl(SumSearch& search, const MisereOptions& options) : search_(search), solver_(WholeSum(search), misere_detail::misere_solver_options(options)) {}

    bool wins(std::span<const Component> sum, Player first) {
        return solver_.wins_moving_first(misere_detail::whole_sum_position(search_, sum), first, Play::misere);
    }
    bool impartial(std::span<const Component> sum) const {
        return std::all_of(sum.begin(), sum.end(), [&](const Component& c) { return search_.ruleset(c.ruleset).impartial(); });
    }
    std::vector<WinningMove> winning_moves(std::span<const Component> sum, Player player) {
        std::vector<WinningMove> out;
        std::vector<NamedMove> moves;
        std::vector<Component> after(sum.begin(), sum.end());
        for (std::size_t i = 0; i < sum.size(); ++i) {
            moves.clear();
            search_.ruleset(sum[i].ruleset).named_moves(sum[i].position, player, moves);
            for (NamedMove& m : moves) {
                after[i].position = m.option;
                if (!wins(after, opponent(player))) out.push_back({i, std::move(m.name)});
            }
            after[i] = sum[i];
        }
        return out;
    }

private:
    SumSearch& search_;
    search::PartizanSolver<WholeSum> solver_;
};

MisereSearch::MisereSearch(SumSearch& search, MisereOptions options) : impl_(std::make_unique<Impl>(search, options)) {}
MisereSearch::~MisereSearch() = default;

bool MisereSearch::wins(std::span<const Component> sum, Player first) { return impl_->wins(sum, first); }

Outcome MisereSearch::outcome(std::span<const Component> sum) {
    const bool left = impl_->wins(sum, Player::left);
    if (impl_->impartial(sum)) return left ? Outcome::N : Outcome::P; // either's moves are the same: one search
    const bool right = impl_->wins(sum, Player::right);
    return left && right ? Outcome::N : left ? Outcome::L : right ? Outcome::R : Outcome::P;
}

std::vector<WinningMove> MisereSearch::winning_moves(std::span<const Component> sum, Player player) {
    return impl_->winning_moves(sum, player);
}

} // namespace cgt::sums
