// The theory (per-path values and union rules) agrees with exhaustive search on every multiset
// of path orders of small total, for all eleven solved versions, and its winning moves are legal
// moves to P-positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "cgt/errors.hpp"
#include "tests/compound/test_support.hpp"

using namespace cgt;
using namespace cgt::compound;
using namespace cgt::compound::testing;

namespace {

// Empty string when the move is a legal move of the version from the position.
template <HeapRuleset R>
std::string legality_problem(const R& rules, Version version, const Position& position,
                             const CompoundMove& move) {
    const MoveRule rule = move_rule(version);
    if (move.changes.empty()) return "no component moved";
    if (rule == MoveRule::one && move.changes.size() != 1) return "more than one component moved";
    if (rule == MoveRule::all && move.changes.size() != position.size()) return "not every component moved";
    Position rest = position;
    for (const ComponentMove& c : move.changes) {
        auto it = std::find(rest.begin(), rest.end(), c.from);
        if (it == rest.end()) return fmt::format("no component {} to move", c.from);
        rest.erase(it);
        const auto options = heap_options(rules, c.from);
        if (std::find(options.begin(), options.end(), c.to) == options.end())
            return fmt::format("{}->{} is not an option", c.from, fmt::join(c.to, "+"));
    }
    return {};
}

void check_version(Version version, Play play, Order total) {
    const PathNodeKayles rules;
    CompoundSearch search(rules, version, play);
    const CompoundTheory theory(version, play);
    const bool ended_is_p = play == Play::normal;
    std::size_t positions = 0;
    std::size_t n_positions = 0;
    std::string first_failure;
    auto fail = [&](std::string message) {
        if (first_failure.empty()) first_failure = std::move(message);
    };
    for_each_multiset(total, [&](const Position& position) {
        ++positions;
        const Outcome searched = search.outcome(position);
        const Outcome predicted = theory.outcome(position);
        if (searched != predicted) {
            fail(fmt::format("({}): search {} theory {}", fmt::join(position, ","), searched, predicted));
            return;
        }
        const auto move = theory.winning_move(position);
        const auto searched_move = search.winning_move(position);
        const bool expect_move = searched == Outcome::N && !position.empty();
        if (expect_move != move.has_value() || move.has_value() != searched_move.has_value()) {
            fail(fmt::format("({}): winning move presence wrong", fmt::join(position, ",")));
            return;
        }
        if (!move) return;
        ++n_positions;
        if (auto problem = legality_problem(rules, version, position, *move); !problem.empty())
            fail(fmt::format("({}): theory move {}: {}", fmt::join(position, ","), format_move(*move), problem));
        const bool reaches_p = move->ended ? ended_is_p : search.outcome(move->result) == Outcome::P;
        if (!reaches_p)
            fail(fmt::format("({}): theory move {} does not reach P", fmt::join(position, ","), format_move(*move)));
        if (auto problem = legality_problem(rules, version, position, *searched_move); !problem.empty())
            fail(fmt::format("({}): search move {}: {}", fmt::join(position, ","), format_move(*searched_move), problem));
    });
    INFO(to_string(version), " ", to_string(play), " total <= ", total, ": ", first_failure);
    CHECK(first_failure.empty());
    CHECK(positions > 200);
    CHECK(n_positions > 0);
    CHECK(n_positions < positions);
}

} // namespace

TEST_CASE("theory == search on every multiset of small total, all solved versions") {
    for (Version version : all_versions)
        for (Play play : {Play::normal, Play::misere}) {
            if (!theory_solves(version, play)) continue;
            check_version(version, play, max_union_total);
        }
}

TEST_CASE("theory refuses the open disjunctive misere case") {
    CHECK_FALSE(theory_solves(Version::disjunctive, Play::misere));
    CHECK_THROWS_AS(CompoundTheory(Version::disjunctive, Play::misere), InvalidArgument);
}

TEST_CASE("any octal ruleset plugs into the search: disjunctive normal == nim-sum of plain Grundy") {
    for (const char* code : {"0.137", "0.07", "0.13337", "0.77"}) {
        const auto rules = octal_heaps(code);
        const auto g = plain_grundy(rules, 19);
        CompoundSearch search(rules, Version::disjunctive, Play::normal);
        std::size_t mismatches = 0;
        for_each_multiset(18, [&](const Position& position) {
            std::int32_t x = 0;
            for (Order n : position) x ^= g[n];
            if ((x == 0) != (search.outcome(position) == Outcome::P)) ++mismatches;
        });
        INFO(code);
        CHECK(mismatches == 0);
    }
    // 0.137 heaps and Node-Kayles paths are the same game under every compound.
    const auto octal = octal_heaps("0.137");
    const PathNodeKayles paths;
    for (Version version : all_versions)
        for (Play play : {Play::normal, Play::misere}) {
            CompoundSearch a(octal, version, play);
            CompoundSearch b(paths, version, play);
            std::size_t mismatches = 0;
            for_each_multiset(14, [&](const Position& position) {
                if (a.outcome(position) != b.outcome(position)) ++mismatches;
            });
            CHECK(mismatches == 0);
        }
}
