#include "algorithms/compound/compound_solver.hpp"

#include <numeric>

#include <fmt/format.h>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {

// One search per thread, kept between calls so repeated queries reuse its memo.
CompoundSearch& disjunctive_misere_search() {
    static const PathNodeKayles rules;
    thread_local CompoundSearch search(rules, Version::disjunctive, Play::misere);
    return search;
}

void check_search_size(const Position& position) {
    std::uint64_t total = 0;
    for (Order n : position) {
        if (n == 0 || n > max_order)
            throw InvalidArgument(fmt::format("path order {} out of range [1, {}]", n, max_order));
        total += n;
    }
    if (total > max_search_total)
        throw InvalidArgument(fmt::format(
            "disjunctive misere play is solved by search only, up to a total order of {} (got {})",
            max_search_total, total));
}

} // namespace

Outcome solve_outcome(Version version, Play play, const Position& position) {
    if (theory_solves(version, play)) return CompoundTheory(version, play).outcome(position);
    check_search_size(position);
    return disjunctive_misere_search().outcome(position);
}

std::optional<CompoundMove> solve_winning_move(Version version, Play play, const Position& position) {
    if (theory_solves(version, play)) return CompoundTheory(version, play).winning_move(position);
    check_search_size(position);
    return disjunctive_misere_search().winning_move(position);
}

std::vector<Order> solve_losing_orders(Version version, Play play, Order max_n) {
    if (theory_solves(version, play)) return CompoundTheory(version, play).losing_orders(max_n);
    check_search_size(Position{max_n == 0 ? 1 : max_n});
    return disjunctive_misere_search().losing_sizes(max_n);
}

} // namespace cgt::compound
