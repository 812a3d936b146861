// Where the seed is wrong (docs/errata.md, "Compound Node-Kayles"): each test pins the true
// value, computed by search, against the paper's printed claim.
#include <doctest/doctest.h>

#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "tests/compound/test_support.hpp"

using namespace cgt;
using namespace cgt::compound;
using namespace cgt::compound::testing;

TEST_CASE("erratum: 20, not 19, is a losing path of disjunctive normal Node-Kayles") {
    const PathNodeKayles rules;
    CompoundSearch search(rules, Version::disjunctive, Play::normal);
    CHECK(search.outcome({19}) == Outcome::N);
    CHECK(search.outcome({20}) == Outcome::P);
    CHECK(grundy_0137()(19) == 3);
    CHECK(grundy_0137()(20) == 0);
}

TEST_CASE("erratum: the paper's disjunctive winning-move rule fails on P3 + P13 + P15") {
    const PathNodeKayles rules;
    const auto& g = grundy_0137();
    CHECK(g(3) == 2);
    CHECK(g(13) == 4);
    CHECK(g(15) == 5);
    // The paper picks the largest value occurring an odd number of times (5, P_15) and moves it
    // to 4 xor 2 = 6; P_15 has no option of value 6.
    std::set<std::int32_t> values15;
    for (const Parts& o : heap_options(rules, 15)) {
        std::int32_t x = 0;
        for (Order p : o) x ^= g(p);
        values15.insert(x);
    }
    CHECK(values15 == std::set<std::int32_t>{0, 1, 2, 3, 4});
    // The standard rule (top bit of the nim-sum 3) moves P_3 to P_1.
    const auto move = CompoundTheory(Version::disjunctive, Play::normal).winning_move({3, 13, 15});
    REQUIRE(move.has_value());
    CHECK(format_move(*move) == "3->1");
    CompoundSearch search(rules, Version::disjunctive, Play::normal);
    CHECK(search.outcome({3, 13, 15}) == Outcome::N);
    CHECK(search.outcome({1, 13, 15}) == Outcome::P);
}

TEST_CASE("erratum: the conjunctive normal multiset criterion fails for 9, 10 with a part >= 11") {
    const PathNodeKayles rules;
    CompoundSearch search(rules, Version::conjunctive, Play::normal);
    std::set<Position> failures;
    for_each_multiset(22, [&](const Position& position) {
        if (position.size() < 2) return;
        const bool paper_p = std::set<Order>{4, 5, 9, 10}.count(position.front()) > 0;
        if (paper_p != (search.outcome(position) == Outcome::P)) failures.insert(position);
    });
    CHECK(failures == std::set<Position>{{9, 11}, {9, 12}, {9, 13}, {10, 11}, {10, 12}});
    // The witness and its winning move: P_9 -> P_7 with P_11 -> P_4 + P_4 (any move to P works).
    const auto move = CompoundTheory(Version::conjunctive, Play::normal).winning_move({9, 11});
    REQUIRE(move.has_value());
    CHECK(search.outcome(move->result) == Outcome::P);
}

TEST_CASE("erratum: Theorem 5 (R- = 2 from n = 3, not n = 2); suspense parity") {
    CHECK(remoteness_misere(2) == 1);
    CHECK(remoteness_misere(3) == 2);
    // P_0 has S+ = 0 and is P: P iff S+ even (the paper's section 2 says odd).
    const PathNodeKayles rules;
    CompoundSearch continued(rules, Version::continued, Play::normal);
    CHECK(suspense_normal(0) == 0);
    CHECK(continued.outcome({}) == Outcome::P);
    CHECK(suspense_normal(4) == 2);
    CHECK(continued.outcome({4}) == Outcome::P);
    CompoundSearch continued_misere(rules, Version::continued, Play::misere);
    CHECK(suspense_misere(1) == 1);
    CHECK(continued_misere.outcome({1}) == Outcome::P);
}

namespace {

// Lemma 16: for >= 2 parts, P iff no part is 1, 2 or 3 mod 5.
bool lemma16_p(const Position& position) {
    for (Order p : position)
        if (p % 5 >= 1 && p % 5 <= 3) return false;
    return true;
}

} // namespace

TEST_CASE("erratum: the selective and shortened selective misere results are swapped") {
    const PathNodeKayles rules;
    CompoundSearch selective(rules, Version::selective, Play::misere);
    CompoundSearch shortened(rules, Version::shortened, Play::misere);
    // Corollary 14 (period 7) is the shortened selective losing set, not the selective one.
    const auto period7 = orders_where(30, [](Order n) { return n % 7 == 1 || n % 7 == 2; });
    CHECK(shortened.losing_sizes(30) == period7);
    CHECK(selective.losing_sizes(30) == std::vector<Order>{1, 2, 6, 7, 14, 15, 19, 20, 24, 25, 29, 30});
    // Corollary 18 matches neither game.
    const std::vector<Order> corollary18{1, 2, 8, 9, 15, 19, 20, 24, 25, 29, 30};
    CHECK(shortened.losing_sizes(30) != corollary18);
    CHECK(selective.losing_sizes(30) != corollary18);
    // Lemma 16 holds exactly for selective misere and fails for shortened selective misere.
    std::size_t multi = 0, selective_failures = 0, shortened_failures = 0;
    for_each_multiset(18, [&](const Position& position) {
        if (position.size() < 2) return;
        ++multi;
        if (lemma16_p(position) != (selective.outcome(position) == Outcome::P)) ++selective_failures;
        if (lemma16_p(position) != (shortened.outcome(position) == Outcome::P)) ++shortened_failures;
    });
    CHECK(multi == 1578);
    CHECK(selective_failures == 0);
    CHECK(shortened_failures == 193);
    // k >= 2 isolated vertices: N in selective, P in shortened selective (the paper says the reverse).
    CHECK(selective.outcome({1, 1}) == Outcome::N);
    CHECK(shortened.outcome({1, 1}) == Outcome::P);
    CHECK(selective.outcome({1, 1, 1, 1}) == Outcome::N);
    CHECK(shortened.outcome({1, 1, 1, 1}) == Outcome::P);
    // P_6 is P in selective misere: its options P_4, P_3, P_1 + P_2 are all N.
    CHECK(selective.outcome({6}) == Outcome::P);
    CHECK(selective.outcome({4}) == Outcome::N);
    CHECK(selective.outcome({3}) == Outcome::N);
    CHECK(selective.outcome({1, 2}) == Outcome::N);
}
