// The seed's results as corrected in the spec: losing sets of every version, Table 2 and the
// spec's test vectors (section 7), each checked by the theory and by search.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <thread>
#include <set>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/foreclosed_misere.hpp"
#include "cgt/errors.hpp"
#include "tests/compound/test_support.hpp"

using namespace cgt;
using namespace cgt::compound;
using namespace cgt::compound::testing;

namespace {

void check_losing_set(Version v, Play p, Order max_n, const std::function<bool(Order)>& expected) {
    INFO(to_string(v), " ", to_string(p));
    const CompoundTheory theory(v, p);
    CHECK(theory.losing_orders(max_n) == orders_where(max_n, expected));
    const PathNodeKayles rules;
    CompoundSearch search(rules, v, p);
    CHECK(search.losing_sizes(max_search_path) == orders_where(max_search_path, expected));
}

bool in(std::initializer_list<Order> set, Order n) { return std::set<Order>(set).count(n) > 0; }

// Outcome of a multiset by theory and by search; the test fails if they disagree.
Outcome both(Version v, Play p, Position position) {
    const PathNodeKayles rules;
    CompoundSearch search(rules, v, p);
    const Outcome searched = search.outcome(position);
    CHECK_MESSAGE(CompoundTheory(v, p).outcome(position) == searched, fmt::format("({})", fmt::join(position, ",")));
    return searched;
}

constexpr Outcome P = Outcome::P;
constexpr Outcome N = Outcome::N;

} // namespace

TEST_CASE("losing sets of the ten solved versions (spec section 4, corrected)") {
    // Disjunctive normal, with 20 in place of the paper's 19.
    check_losing_set(Version::disjunctive, Play::normal, 2000, [](Order n) {
        if (n < 54) return in({0, 4, 8, 14, 20, 24, 28, 34, 38, 42}, n);
        return in({54, 58, 62, 72, 76}, 54 + (n - 54) % 34);
    });
    check_losing_set(Version::diminished, Play::normal, 3000,
                     [](Order n) { return in({0, 4, 5, 9, 10, 14, 28, 50, 54, 98}, n); });
    check_losing_set(Version::conjunctive, Play::normal, 3000, [](Order n) { return in({0, 4, 5, 9, 10}, n); });
    check_losing_set(Version::conjunctive, Play::misere, 3000, [](Order n) { return in({1, 2}, n); });
    check_losing_set(Version::continued, Play::normal, 3000, [](Order n) {
        for (Order m = 0; m < 12; ++m)
            if (n == 5 * (1u << m) - 5 || (m >= 1 && n == 5 * (1u << m) - 6)) return true;
        return false;
    });
    check_losing_set(Version::continued, Play::misere, 3000, [](Order n) {
        for (Order m = 0; m < 12; ++m)
            if (n == 7 * (1u << m) - 6 || n == 7 * (1u << m) - 5) return true;
        return false;
    });
    for (Version v : {Version::selective, Version::shortened})
        check_losing_set(v, Play::normal, 3000, [](Order n) { return n % 5 == 0 || n % 5 == 4; });
    // Selective misere: the truth, not the paper's period-7 set (which is shortened's).
    check_losing_set(Version::selective, Play::misere, 3000, [](Order n) {
        return in({1, 2, 6, 7}, n) || (n >= 15 && n % 5 == 0) || (n >= 14 && n % 5 == 4);
    });
    check_losing_set(Version::shortened, Play::misere, 3000, [](Order n) { return n % 7 == 1 || n % 7 == 2; });
}

TEST_CASE("diminished misere: zeros of F- up to 1000 (losing paths)") {
    check_losing_set(Version::diminished, Play::misere, 1000,
                     [](Order n) { return in({1, 2, 8, 22, 44, 84, 90, 98, 118, 140, 148}, n); });
}

TEST_CASE("disjunctive misere (open): losing paths by search up to 60") {
    const PathNodeKayles rules;
    CompoundSearch search(rules, Version::disjunctive, Play::misere);
    const Order limit = max_open_search_path;
    const std::vector<Order> spec{1, 2, 6, 7, 11, 15, 16, 20, 21, 25, 29, 30, 34, 35, 39, 44, 48, 49, 53, 54, 58};
    CHECK(search.losing_sizes(limit) == orders_where(limit, [&](Order n) { return in({1, 2, 6, 7, 11, 15, 16, 20, 21, 25, 29, 30, 34, 35, 39, 44, 48, 49, 53, 54, 58}, n); }));
    CHECK(spec.size() == 21);
}

TEST_CASE("Table 2 rows for N = 10, 100, 1000, 10^4") {
    const auto& f = foreclosed_misere_values(10001);
    CHECK(format_stats_row(foreclosed_stats(f, 10)) == "3 4 1.4 1.08 0 30% 8 9");
    CHECK(format_stats_row(foreclosed_stats(f, 100)) == "8 11 4.23 2.4114 2 15% 98 61");
    CHECK(format_stats_row(foreclosed_stats(f, 1000)) == "11 43 13.629 7.537448 16 6.8% 148 999");
    CHECK(format_stats_row(foreclosed_stats(f, 10000)) == "12 163 58.5556 30.621093 33 2.73% 1526 9977");
    CHECK_THROWS_AS(foreclosed_stats(f, 0), InvalidArgument);
}

TEST_CASE("F- values: threads asking for ever longer lists all see the same values") {
    // Each thread reads every list it gets while the other makes the list longer, and keeps the
    // references: with an unsynchronised cache the reads race with reallocation (the sanitizer
    // build reports it) or see values still being written.
    std::vector<std::int32_t> expected;
    extend_foreclosed_misere(expected, 6000);
    auto reader = [&](std::size_t step) {
        std::vector<const std::vector<std::int32_t>*> seen;
        for (std::size_t count = 1500;; count = std::min<std::size_t>(count + step, 6000)) {
            const std::vector<std::int32_t>& values = foreclosed_misere_values(count);
            if (values.size() < count) return false;
            if (!std::equal(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(count), expected.begin())) return false;
            seen.push_back(&values);
            if (count == 6000) break;
        }
        for (const auto* values : seen) // still there, still the same
            if (!std::equal(values->begin(), values->begin() + 1500, expected.begin())) return false;
        return true;
    };
    bool first = false, second = false;
    {
        std::jthread a([&] { first = reader(500); });
        std::jthread b([&] { second = reader(700); });
    }
    CHECK(first);
    CHECK(second);
}

TEST_CASE("spec test vectors on multisets (section 7)") {
    // #9 diminished normal
    CHECK(both(Version::diminished, Play::normal, {6, 7}) == P);
    CHECK(both(Version::diminished, Play::normal, {4, 8}) == N);
    CHECK(both(Version::diminished, Play::normal, {3, 9}) == N);
    CHECK(both(Version::diminished, Play::normal, {4, 4}) == P);
    CHECK(both(Version::diminished, Play::normal, {5, 10, 14}) == P);
    // #16 diminished misere
    CHECK(both(Version::diminished, Play::misere, {3, 4}) == P);
    CHECK(both(Version::diminished, Play::misere, {1, 9}) == N);
    CHECK(both(Version::diminished, Play::misere, {1, 2}) == P);
    // #19, #20 conjunctive normal
    CHECK(both(Version::conjunctive, Play::normal, {4, 30}) == P);
    CHECK(both(Version::conjunctive, Play::normal, {5, 12}) == P);
    CHECK(both(Version::conjunctive, Play::normal, {6, 9}) == N);
    CHECK(both(Version::conjunctive, Play::normal, {9, 10}) == P);
    CHECK(both(Version::conjunctive, Play::normal, {3, 20}) == N);
    CHECK(both(Version::conjunctive, Play::normal, {9, 11}) == N);
    CHECK(both(Version::conjunctive, Play::normal, {10, 11}) == N);
    // #22 conjunctive misere
    CHECK(both(Version::conjunctive, Play::misere, {2, 17}) == P);
    CHECK(both(Version::conjunctive, Play::misere, {1, 30}) == P);
    CHECK(both(Version::conjunctive, Play::misere, {3, 4}) == N);
    // #25, #28 continued conjunctive
    CHECK(both(Version::continued, Play::normal, {3, 7, 14}) == P);
    CHECK(both(Version::continued, Play::normal, {5, 13}) == N);
    CHECK(both(Version::continued, Play::normal, {14, 16}) == N);
    CHECK(both(Version::continued, Play::misere, {4, 9}) == P);
    CHECK(both(Version::continued, Play::misere, {2, 10}) == N);
    CHECK(both(Version::continued, Play::misere, {1, 2, 8}) == P);
    // #29, #30 selective / shortened normal
    for (Version v : {Version::selective, Version::shortened}) {
        CHECK(both(v, Play::normal, {4, 5, 9, 10}) == P);
        CHECK(both(v, Play::normal, {4, 6}) == N);
    }
    // #32 selective misere; #34 shortened selective misere (the true values)
    CHECK(both(Version::selective, Play::misere, {1, 1}) == N);
    CHECK(both(Version::selective, Play::misere, {1, 1, 1}) == N);
    CHECK(both(Version::selective, Play::misere, {4, 5}) == P);
    CHECK(both(Version::selective, Play::misere, {4, 8}) == N);
    CHECK(both(Version::shortened, Play::misere, {1, 1}) == P);
    CHECK(both(Version::shortened, Play::misere, {4, 5}) == N);
    CHECK(both(Version::shortened, Play::misere, {1, 8}) == P);
    CHECK(both(Version::shortened, Play::misere, {4, 9}) == N);
    CHECK(both(Version::shortened, Play::misere, {4, 8}) == N);
    // #35 the empty start: P under normal play, N under misere play, every version
    for (Version v : all_versions) {
        const PathNodeKayles rules;
        CompoundSearch normal(rules, v, Play::normal);
        CompoundSearch misere(rules, v, Play::misere);
        CHECK(normal.outcome({}) == P);
        CHECK(misere.outcome({}) == N);
    }
}

TEST_CASE("continued conjunctive: P_16 -> P_14 wins (vector #25)") {
    const auto move = CompoundTheory(Version::continued, Play::normal).winning_move({16});
    REQUIRE(move.has_value());
    CHECK(format_move(*move) == "16->14");
}
