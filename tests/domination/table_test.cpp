// Tables of all colourings against the trie DP, with and without classes and threads.
#include <doctest/doctest.h>

#include <map>

#include "algorithms/domination/interval_dp.hpp"
#include "algorithms/domination/table.hpp"
#include "tests/domination/helpers.hpp"

using namespace cgt::domination;

namespace {
void check_table(int n, bool is_cycle, bool with_c, unsigned jobs) {
    CAPTURE(n);
    CAPTURE(is_cycle);
    CAPTURE(with_c);
    IntervalDp dp;
    TableRequest r;
    r.n = n;
    r.cycle = is_cycle;
    r.with_c = with_c;
    r.jobs = jobs;
    Table all = compute_table(r);
    const int alphabet = with_c ? 3 : 2;
    REQUIRE(all.rows.size() == testing::colouring_count(n, alphabet));
    std::uint64_t bad = 0, numbers = 0, max_exp = 0;
    for (const TableRow& row : all.rows) {
        std::string s = all.colours(row.code);
        CHECK(s == testing::colouring(row.code, n, alphabet));
        cgt::Game v = is_cycle ? dp.cycle_value(s) : dp.path_value(s);
        if (v != row.value && ++bad <= 3) FAIL_CHECK("table and DP differ on ", s);
        if (v.is_number()) {
            ++numbers;
            max_exp = std::max<std::uint64_t>(max_exp, v.number_part().exponent());
        }
    }
    CHECK(bad == 0);
    CHECK(all.summary.rows == all.rows.size());
    CHECK(all.summary.numbers == numbers);
    CHECK(all.summary.numbers + all.summary.nus + all.summary.other == all.summary.rows);

    r.classes = true;
    Table classes = compute_table(r);
    std::uint64_t covered = 0;
    std::map<std::uint64_t, cgt::Game> by_code;
    for (const TableRow& row : all.rows) by_code[row.code] = row.value;
    for (const TableRow& row : classes.rows) {
        covered += row.class_size;
        CHECK(row.value == by_code[row.code]);
    }
    CHECK(covered == all.rows.size());
    CHECK(classes.rows.size() < all.rows.size());
}
} // namespace

TEST_CASE("path tables equal the DP") {
    for (int n = 1; n <= 11; ++n) check_table(n, false, false, 2);
    for (int n = 1; n <= 7; ++n) check_table(n, false, true, 1);
}

TEST_CASE("cycle tables equal the DP") {
    for (int n = 3; n <= 11; ++n) check_table(n, true, false, 2);
    for (int n = 3; n <= 7; ++n) check_table(n, true, true, 2);
}

TEST_CASE("largest denominator over all colourings of P_n is 2^(n-2) (spec)") {
    for (int n = 3; n <= (testing::max_ab_path + 2); ++n) {
        TableRequest r;
        r.n = n;
        r.jobs = 2;
        Table t = compute_table(r);
        CAPTURE(n);
        CHECK(t.summary.largest_denominator_exponent == static_cast<std::uint64_t>(n - 2));
    }
}

TEST_CASE("class counts: binary strings up to reversal and complement") {
    // Known counts (OEIS A005418, n >= 1): 1, 2, 3, 6, 10, 20, 36, 72, 136, 272.
    const std::uint64_t expected[] = {1, 2, 3, 6, 10, 20, 36, 72, 136, 272};
    for (int n = 1; n <= 10; ++n) {
        TableRequest r;
        r.n = n;
        r.classes = true;
        CHECK(compute_table(r).rows.size() == expected[n - 1]);
    }
    // Necklaces up to rotation, reflection and complement (OEIS A000011, n >= 3): 2, 4, 4, 8, 9, 18, 23, 44.
    const std::uint64_t bracelets[] = {2, 4, 4, 8, 9, 18, 23, 44};
    for (int n = 3; n <= 10; ++n) {
        TableRequest r;
        r.n = n;
        r.cycle = true;
        r.classes = true;
        CHECK(compute_table(r).rows.size() == bracelets[n - 3]);
    }
}

TEST_CASE("table sizes out of range are errors") {
    TableRequest r;
    r.n = 0;
    CHECK_THROWS(compute_table(r));
    r.n = 2;
    r.cycle = true;
    CHECK_THROWS(compute_table(r));
    r.cycle = false;
    r.n = 100;
    CHECK_THROWS(compute_table(r));
}
