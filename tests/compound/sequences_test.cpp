// The per-path sequences: the library's copies (the octal engine) against their defining
// recursion (test_support.hpp) and an independent plain mex loop over the ruleset's options, the
// seed's Table 1, periods, the closed forms of Theorems 3, 5, 7, 9, 11.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "algorithms/compound/selective_rules.hpp"
#include "tests/compound/test_support.hpp"

using namespace cgt::compound;
using namespace cgt::compound::testing;

namespace {

// Table 1 of the seed, F+(P_n) for n = 0..339, '*' undefined (copied from the paper).
const std::string table1 =
    "****001120" "0112031122" "3112334105" "3415534255" "3225532255"
    "0225042253" "4423344253" "4455341553" "4285322853" "4285442804"
    "4283442234" "4253345533" "1253322533" "2253422534" "2253422334"
    "2233425334" "4533425532" "2553425544" "2554425344" "2234425334"
    "5533125342" "2533225342" "2534225342" "2334223342" "5334453342"
    "5532255342" "5344255442" "5344253442" "5334553342" "5342253322"
    "5342253422" "5342233422" "3342533425" "3342553225";

std::vector<std::int32_t> from_digits(const std::vector<int>& digits) {
    return {digits.begin(), digits.end()};
}

} // namespace

TEST_CASE("Node-Kayles path options are those of octal 0.137") {
    const PathNodeKayles paths;
    const auto octal = octal_heaps("0.137");
    for (Order n = 0; n <= 120; ++n) {
        auto a = heap_options(paths, n);
        auto b = heap_options(octal, n);
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        CHECK_MESSAGE(a == b, "n = ", n);
    }
    CHECK(heap_options(paths, 7).size() == 2 + 2);
    CHECK_THROWS(octal_heaps("137"));
    CHECK_THROWS(octal_heaps("0.1x"));
    CHECK_THROWS(octal_heaps("20.017"));
    // Any take-and-break code: Grundy's game splits a heap into two unequal heaps.
    CHECK(heap_options(octal_heaps("4!.0"), 6) == std::vector<Parts>{{1, 5}, {2, 4}});
}

TEST_CASE("Grundy values of 0.137: library == defining recursion == plain mex, period 34 from 52") {
    const auto g = mex_sequence(MexSequence::grundy, 1500);
    CHECK(g == plain_grundy(PathNodeKayles{}, 1500));
    for (std::size_t n = 0; n < g.size(); ++n) CHECK_MESSAGE(grundy_0137()(n) == g[n], "n = ", n);
    const auto period = cgt::impartial::find_periodicity(g, cgt::impartial::PeriodicityTheorem::octal(3));
    REQUIRE(period.has_value());
    CHECK(period->period == 34);
    CHECK(period->preperiod == 52);
    CHECK(g[51] == 2);
    CHECK(g[85] == 9);
    CHECK(*std::max_element(g.begin(), g.end()) == 9);
    const auto& seq = grundy_0137();
    for (std::uint64_t n : {100ULL, 1000ULL, 1234567ULL, 999999999ULL})
        CHECK(seq(n) == seq(52 + (n - 52) % 34));
    CHECK(g[19] == 3);
    CHECK(g[20] == 0);
    CHECK(seq.periodicity() == *period);
}

TEST_CASE("F+ reproduces Table 1 (n = 0..339), period 84 from 245; library == defining recursion") {
    const auto f = mex_sequence(MexSequence::foreclosed_normal, 3000);
    const auto& library = foreclosed_normal();
    for (std::size_t n = 0; n < f.size(); ++n) CHECK_MESSAGE(library(n) == f[n], "n = ", n);
    CHECK(library.periodicity() == cgt::impartial::Periodicity{245, 84, 0});
    REQUIRE(table1.size() == 340);
    for (std::size_t n = 0; n < table1.size(); ++n) {
        const std::int32_t expected = table1[n] == '*' ? undefined_value : table1[n] - '0';
        CHECK_MESSAGE(f[n] == expected, "n = ", n);
    }
    const auto period = cgt::impartial::find_periodicity(f, cgt::impartial::PeriodicityTheorem::octal(3));
    REQUIRE(period.has_value());
    CHECK(period->period == 84);
    CHECK(period->preperiod == 245);
    CHECK(f[244] != f[244 + 84]);
    for (std::size_t n = 245; n + 84 < f.size(); ++n) CHECK(f[n + 84] == f[n]);
    CHECK(*std::max_element(f.begin(), f.end()) == 8);
}

TEST_CASE("F- small values and the identity F-(P_n) = G_0.13337(n - 2)") {
    const auto f = mex_sequence(MexSequence::foreclosed_misere, 1202);
    CHECK(std::vector<std::int32_t>(f.begin(), f.begin() + 11) ==
          from_digits({undefined_value, 0, 0, 1, 1, 2, 2, 3, 0, 4, 1}));
    const auto g = plain_grundy(octal_heaps("0.13337"), 1200);
    for (std::size_t n = 2; n < f.size(); ++n) CHECK_MESSAGE(f[n] == g[n - 2], "n = ", n);
}

TEST_CASE("Theorem 3 and 5: remoteness") {
    const auto rp = extremal_sequence(Extremal::remoteness, false, 3000);
    const auto rm = extremal_sequence(Extremal::remoteness, true, 3000);
    CHECK(std::vector<std::int32_t>(rp.begin(), rp.begin() + 13) ==
          from_digits({0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 3, 3}));
    CHECK(std::vector<std::int32_t>(rm.begin(), rm.begin() + 9) == from_digits({0, 1, 1, 2, 2, 2, 2, 2, 2}));
    for (std::uint64_t n = 0; n < 3000; ++n) {
        CHECK(rp[n] == remoteness_normal(n));
        CHECK(rm[n] == remoteness_misere(n));
    }
}

TEST_CASE("Theorem 7 and 9: suspense") {
    const auto sp = extremal_sequence(Extremal::suspense, false, 3000);
    const auto sm = extremal_sequence(Extremal::suspense, true, 3000);
    std::vector<std::int32_t> sp_expected{0, 1, 1, 1, 2, 2};
    sp_expected.insert(sp_expected.end(), 8, 3);  // 6..13
    sp_expected.insert(sp_expected.end(), 2, 4);  // 14, 15
    sp_expected.insert(sp_expected.end(), 18, 5); // 16..33
    sp_expected.insert(sp_expected.end(), 2, 6);  // 34, 35
    sp_expected.insert(sp_expected.end(), 5, 7);  // 36..40
    CHECK(std::vector<std::int32_t>(sp.begin(), sp.begin() + 41) == sp_expected);
    std::vector<std::int32_t> sm_expected{0, 1, 1, 2, 2, 2, 2, 2, 3, 3};
    sm_expected.insert(sm_expected.end(), 12, 4); // 10..21
    sm_expected.insert(sm_expected.end(), {5, 5, 6, 6});
    CHECK(std::vector<std::int32_t>(sm.begin(), sm.begin() + 26) == sm_expected);
    for (std::uint64_t n = 0; n < 3000; ++n) {
        CHECK(sp[n] == suspense_normal(n));
        CHECK(sm[n] == suspense_misere(n));
    }
    CHECK(std::is_sorted(sp.begin(), sp.end()));
    CHECK(std::is_sorted(sm.begin(), sm.end()));
    // Far out: S+(5(2^m - 1)) = 2m and S-(7 * 2^m - 6) = 2m + 1.
    CHECK(suspense_normal(5 * ((1ULL << 40) - 1)) == 80);
    CHECK(suspense_normal(5 * ((1ULL << 40) - 1) + 1) == 81);
    CHECK(suspense_misere(7 * (1ULL << 40) - 5) == 81);
    CHECK(suspense_misere(7 * (1ULL << 40) - 4) == 82);
}

TEST_CASE("Theorem 11 and the selective misere rules: recursion == closed form") {
    const auto normal = selective_sequence(Version::selective, Play::normal, 3000);
    const auto shortened_normal = selective_sequence(Version::shortened, Play::normal, 3000);
    const auto sel_misere = selective_sequence(Version::selective, Play::misere, 3000);
    const auto short_misere = selective_sequence(Version::shortened, Play::misere, 3000);
    for (std::uint64_t n = 0; n < 3000; ++n) {
        CHECK(normal[n] == (selective_normal_losing(n) ? 0 : 1));
        CHECK(shortened_normal[n] == normal[n]);
        if (n > 0) CHECK(sel_misere[n] == (selective_misere_losing(n) ? 0 : 1));
        if (n > 0) CHECK(short_misere[n] == (shortened_misere_losing(n) ? 0 : 1));
    }
    CHECK(sel_misere[0] == 1);
    CHECK(short_misere[0] == 1);
}

TEST_CASE("library F- (the octal engine) == defining recursion, also when resumed from a prefix") {
    const auto generic = mex_sequence(MexSequence::foreclosed_misere, 6000);
    std::vector<std::int32_t> fast;
    extend_foreclosed_misere(fast, 6000);
    CHECK(fast == generic);
    std::vector<std::int32_t> resumed(generic.begin(), generic.begin() + 2500);
    extend_foreclosed_misere(resumed, 6000);
    CHECK(resumed == generic);
    std::vector<std::int32_t> tiny;
    extend_foreclosed_misere(tiny, 3);
    CHECK(tiny == std::vector<std::int32_t>{undefined_value, 0, 0});
    std::vector<std::int32_t> bad{undefined_value, 0, undefined_value, 1};
    CHECK_THROWS(extend_foreclosed_misere(bad, 10));
}
