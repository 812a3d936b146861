// Octal games on heaps: codes, Grundy sequences (fast engine == naive twin), periodicity.
// Expected values come from the specs (sopena-slides.md, compound-node-kayles.md, octal-033.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <tuple>
#include <utility>


#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_misere.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/octal_sequence_run.hpp"
#include "cgt/memory.hpp"
#include "games/graph/families.hpp"
#include "cgt/errors.hpp"

using namespace cgt;
using namespace cgt::impartial;

namespace {
#ifdef CGT_SANITIZED
constexpr std::size_t long_run = 2000;
#else
constexpr std::size_t long_run = 20000;
#endif

std::vector<Grundy> seq(const char* code, std::size_t n) { return octal_grundy_sequence(OctalCode::parse(code), n); }
} // namespace

TEST_CASE("octal codes parse and print") {
    CHECK(OctalCode::parse("0.137").to_string() == "0.137");
    CHECK(OctalCode::parse(".07").to_string() == "0.07");
    CHECK(OctalCode::parse("0.3300").to_string() == "0.33"); // trailing zeros dropped
    CHECK(OctalCode::parse("0.137").max_take() == 3);
    CHECK(OctalCode::parse("0.6").may_split(1));
    CHECK_FALSE(OctalCode::parse("0.6").may_take_all(1));
    CHECK(OctalCode::parse("0.137").is_octal());
    for (const char* bad : {"137", "", "0.13 ", "0.x", "0.W", "0..1", "2.0", "6.0", "20.017", "0.{2}", "0.*", "0.&5;",
                            "0.[3", "0.3]", "0.[]", "0.[3]4", "[3].0", "0.3[[3]]", ".", "80.0"})
        CHECK_THROWS_AS(OctalCode::parse(bad), ParseError);
    CHECK_THROWS_AS(OctalCode::parse("0." + std::string(65, '7')), ParseError);
    CHECK(OctalCode::parse("0." + std::string(64, '7')).max_take() == 64);
    CHECK_THROWS_AS(octal_grundy_sequence(OctalCode::parse("0.77"), max_octal_sequence_length + 1), InvalidArgument);
}

TEST_CASE("take-and-break codes in CGSuite's syntax: normal forms and the options of a heap") {
    // Normal forms from CGSuite's TBCodeTest (the ones without {..} digits), and modifiers that
    // CGSuite drops on digits that leave at most one heap.
    for (const auto& [text, normal] : std::vector<std::pair<const char*, const char*>>{
             {"04.30", "4.3"}, {"04.00[30]", "4.00[30]"}, {"04.00[00]", "4.0"}, {"00.00[00]", "0.0"},
             {"4!.0", "4!.0"}, {"0.3f?", "0.3F?"}, {"0.3!", "0.3"}, {"0.[3]", "0.[3]"}, {"4.", "4.0"}, {"1.37", "1.37"},
             {"0.8", "0.8"}, {"0.1a", "0.1A"}, {"0.v", "0.V"}}) {
        CAPTURE(text);
        CHECK(OctalCode::parse(text).to_string() == normal);
    }
    CHECK_FALSE(OctalCode::parse("4.0").is_octal());
    CHECK(OctalCode::parse("0.3F").max_parts() == 3);
    CHECK(OctalCode::parse("0.V").max_parts() == 4);
    CHECK(OctalCode::parse("0.[3]").max_take() == OctalCode::unbounded);
    // The options of a heap, from CGSuite's TBCodeTest ("traverse options correctly"): every
    // option as its heaps, "-" when nothing is left; order does not matter.
    const std::vector<std::tuple<const char*, std::size_t, const char*>> traversals{
        {"0.3", 9, "8"},
        {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
        {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
        {"4.0", 8, "1,7  2,6  3,5  4,4"},
        {"4!.0", 8, "1,7  2,6  3,5"},
        {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
        {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
        {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
        {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
        {"0.[3]", 7, "6  5  4  3  2  1  -"},
        {"0.[2]", 7, "6  5  4  3  2  1"},
        {"0.3[1]", 7, "6  -"},
        {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
    };
    for (const auto& [text, heap, expected] : traversals) {
        CAPTURE(text);
        CAPTURE(heap);
        std::vector<std::string> got, want;
        for_each_option(OctalCode::parse(text), heap, [&](std::span<const std::size_t> parts) {
            got.push_back(parts.empty() ? "-" : fmt::format("{}", fmt::join(parts, ",")));
        });
        std::string list = expected;
        for (std::size_t pos = 0; pos < list.size();) {
            const std::size_t end = std::min(list.find("  ", pos), list.size());
            want.push_back(list.substr(pos, end - pos));
            pos = end + 2;
        }
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        CHECK(got == want);
    }
    // CGSuite's `?` also asks a single heap left by such a digit to have two tokens or more.
    std::vector<std::size_t> single;
    for_each_option(OctalCode::parse("0.7?"), 2, [&](std::span<const std::size_t> parts) {
        if (parts.size() == 1) single.push_back(parts[0]);
    });
    CHECK(single.empty());
}

TEST_CASE("take-and-break sequences: every method == the naive twin, CGSuite's values") {
    // Nim values of heaps 1..20 from CGSuite's GameHeapTest.
    const std::vector<std::pair<const char*, std::vector<Grundy>>> cgsuite{
        {"0.[3]", {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}},
        {"4!.0", {0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}},
        {"0.77", {1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}},
        {"0.07", {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3}},
        {"0.0330003", {0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0}},
        {"0.3003330[3]", {1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10}},
        {"0.3F", {1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11}},
    };
    for (const auto& [text, expected] : cgsuite) {
        CAPTURE(text);
        const auto g = octal_grundy_sequence(OctalCode::parse(text), 21);
        CHECK(std::vector<Grundy>(g.begin() + 1, g.end()) == expected);
        CHECK(g[0] == 0);
    }
    // Every method against the naive twin on codes of every kind.
    std::vector<std::string> codes{"4!.0", "4.0", "4?.0", "4=.0", "0.4!", "0.7?", "0.7=", "0.37!", "4!.7",
                                   "0.3F", "0.3F!", "0.3F?", "0.8", "0.C", "0.V", "0.16!",
                                   "0.[3]", "0.[2]", "0.3[1]", "0.3003330[3]", "0.03[3]", "0.2[32]", "0.1[23]",
                                   "0.7[03]", "0.[37]", "0.[7]"};
    std::mt19937_64 rng(11);
    const char* modifiers[] = {"", "!", "?", "="};
    for (int k = 0; k < 40; ++k) { // random finite codes with d_0 splits and modifiers
        std::string c = (rng() % 3 == 0) ? fmt::format("4{}.", modifiers[rng() % 4]) : "0.";
        const int len = 1 + static_cast<int>(rng() % 4);
        for (int i = 0; i < len; ++i) c += fmt::format("{}{}", rng() % 8, rng() % 3 == 0 ? modifiers[rng() % 4] : "");
        codes.push_back(c);
    }
    for (const auto& c : codes) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const std::size_t n = octal_method(code) == OctalMethod::mex_loop ? 90 : 700;
        const auto naive = octal_grundy_sequence_naive(code, n);
        CHECK(octal_grundy_sequence(code, n) == naive);
        CHECK(octal_grundy_sequence(code, n, {.stop_at_period = false, .threads = 1}) == naive);
    }
}

TEST_CASE("rare values with two-heap modifiers and d_0: engine == naive twin on long runs") {
    for (const char* c : {"4!.0", "4.07", "0.4!", "0.07!", "0.4?7"}) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const auto naive = octal_grundy_sequence_naive(code, long_run / 4);
        CHECK(octal_grundy_sequence(code, long_run / 4) == naive);
        CHECK(octal_grundy_sequence(code, long_run / 4, {.stop_at_period = false, .threads = 2, .parallel_pairs = 64}) == naive);
    }
}

TEST_CASE("arithmetic periodicity of all-but subtraction games, and Nim") {
    // Nim: G(n) = n, so G(n + 1) = G(n) + 1 from n = 0.
    const auto nim = seq("0.[3]", 100);
    CHECK(find_periodicity(OctalCode::parse("0.[3]"), nim) == Periodicity{0, 1, 1});
    // 0.3003330[3] (remove any number but 2, 3, 7; CGSuite's example): values 1,0,1,2,3,2,3,4,...
    const OctalCode allbut = OctalCode::parse("0.3003330[3]");
    const auto g = octal_grundy_sequence_naive(allbut, 400);
    const auto p = find_periodicity(allbut, g);
    REQUIRE(p);
    CHECK(p->saltus > 0);
    for (std::size_t n = p->preperiod; n + p->period < g.size(); ++n)
        CHECK(std::int64_t{g[n + p->period]} == std::int64_t{g[n]} + p->saltus);
    // The engine fills the rest from the certificate: far values agree with the naive twin.
    CHECK(octal_grundy_sequence(allbut, 400) == g);
    // A wrong saltus or a too short sequence is refused.
    CHECK_FALSE(certifies_periodicity(allbut, g, {p->preperiod, p->period, p->saltus + 1}));
    CHECK_FALSE(certifies_periodicity(allbut, std::span(g).first(p->preperiod + p->period), *p));
}

TEST_CASE("certified periods hold far beyond the data that certified them") {
    // Soundness of the generalised theorems: whenever a prefix certifies a period, the naive twin
    // continues it to three times that length.
    std::vector<std::string> codes{"4!.0", "0.3F", "0.C", "0.8", "0.3F!", "0.3F?", "0.4!", "0.16!", "0.3[1]",
                                   "0.2[3]", "0.03[3]", "0.3003330[3]", "0.33", "0.0330003", "0.[2]"};
    std::mt19937_64 rng(5);
    const char* digits = "0123456789ABCDEF";
    for (int k = 0; k < 60; ++k) {
        std::string c = "0.";
        const int len = 1 + static_cast<int>(rng() % 3);
        for (int i = 0; i < len; ++i) c += digits[rng() % 16];
        if (rng() % 3 == 0) c += (rng() % 2) ? "!" : "?";
        codes.push_back(c);
    }
    int certified = 0;
    for (const auto& c : codes) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const std::size_t n = octal_method(code) == OctalMethod::mex_loop ? 120 : 600;
        const auto g = octal_grundy_sequence_naive(code, n);
        for (std::size_t len = 8; len <= n / 3; len += len / 2) {
            const auto p = find_periodicity(code, std::span(g).first(len));
            if (!p) continue;
            ++certified;
            for (std::size_t m = p->preperiod; m + p->period < n; ++m)
                REQUIRE(std::int64_t{g[m + p->period]} == std::int64_t{g[m]} + p->saltus);
            break;
        }
    }
    CHECK(certified > 20);
}

TEST_CASE("fast engine == naive twin on every two-digit code and random longer codes") {
    std::vector<std::string> codes;
    for (int a = 0; a < 8; ++a)
        for (int b = 0; b < 8; ++b) codes.push_back(fmt::format("0.{}{}", a, b));
    std::mt19937_64 rng(7);
    for (int k = 0; k < 40; ++k) {
        std::string c = "0.";
        const int len = 3 + static_cast<int>(rng() % 4);
        for (int i = 0; i < len; ++i) c += static_cast<char>('0' + rng() % 8);
        codes.push_back(c);
    }
    for (const auto& c : codes) {
        const OctalCode code = OctalCode::parse(c);
        const auto naive = octal_grundy_sequence_naive(code, 600);
        CAPTURE(c);
        CHECK(octal_grundy_sequence(code, 600) == naive);
        CHECK(octal_grundy_sequence(code, 600, {.stop_at_period = false, .use_rare_values = true, .threads = 1}) == naive);
        CHECK(octal_grundy_sequence(code, 600, {.stop_at_period = false, .use_rare_values = false, .threads = 1}) == naive);
        // Two threads from tiny sizes: the pipelined rare-value blocks and the split pair loops.
        CHECK(octal_grundy_sequence(code, 600, {.stop_at_period = false, .use_rare_values = true, .threads = 2,
                                                .parallel_pairs = 16}) == naive);
    }
}

TEST_CASE("fast engine == naive twin on long runs (rare values, threads, period fill)") {
    for (const char* c : {"0.77", "0.137", "0.07", "0.16", "0.56", "0.6", "0.007", "0.04", "0.06", "0.376", "0.354", "0.13337"}) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const std::size_t n = std::string(c) == "0.13337" ? long_run / 4 : long_run / 2;
        const auto naive = octal_grundy_sequence_naive(code, n);
        CHECK(octal_grundy_sequence(code, n) == naive);
        CHECK(octal_grundy_sequence(code, n, {.stop_at_period = false, .use_rare_values = true, .threads = 2}) == naive);
        CHECK(octal_grundy_sequence(code, n, {.stop_at_period = false, .use_rare_values = false, .threads = 2,
                                              .parallel_pairs = 100}) == naive);
        CHECK(octal_grundy_sequence(code, n, {.stop_at_period = false, .use_rare_values = true, .threads = 2,
                                              .parallel_pairs = 100}) == naive);
    }
}

TEST_CASE("a sequence paused again and again (as the CLI pauses it to print) == the naive twin, never longer") {
    // A pause that ended a block exactly at one of the engine's checkpoints (powers of two) left
    // that checkpoint behind for good; later blocks then ran past the count asked for (300,001
    // values of 4!.0 for --count 300000, seen in a CI run of cli_robust_octal_interrupt_resume).
    // One code per path: rare values (4!.0, 0.137) and the blocked pair loop (0.6).
    for (const char* c : {"4!.0", "0.137", "0.6"}) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const std::size_t n = 5000;
        const auto naive = octal_grundy_sequence_naive(code, n);
        for (int every = 1; every <= 40; ++every) {
            CAPTURE(every);
            OctalSequenceRun run(code, {.stop_at_period = false}, {});
            int pauses = 0;
            for (;;) {
                int asked = 0;
                if (run.extend(n, [&] { return ++asked > every; })) break;
                ++pauses;
            }
            CHECK(pauses > 0);
            CHECK(run.values() == naive);
        }
    }
}

TEST_CASE("a sequence stopped part-way, saved as a checkpoint's state and resumed == the naive twin") {
    // One method each: rare values (0.137, 4!.0, 0.1337), the pair loop (0.6), subtraction
    // (0.[3], 0.1[2]: resuming once lost what the earlier heaps offered), the mex loop (0.[7]).
    for (const auto& [c, n] : {std::pair{"0.137", 1500}, {"4!.0", 1500}, {"0.6", 1500}, {"0.1337", 1500},
                               {"0.[3]", 1500}, {"0.1[2]", 1500}, {"0.[7]", 200}}) {
        CAPTURE(c);
        const OctalCode code = OctalCode::parse(c);
        const auto naive = octal_grundy_sequence_naive(code, n);
        const OctalSequenceOptions options{.stop_at_period = false, .threads = 2};
        std::vector<Grundy> values;
        std::string state;
        MemoryCharge charge(MemoryUse::sequences);
        int pieces = 0;
        for (bool done = false; !done; ++pieces) {
            OctalSequenceRun run(code, options, parse_octal_sequence_state(state.empty() ? "values 0\n\n" : state, n));
            int asked = 0;
            done = run.extend(n, [&] { return ++asked > 1; }); // one block of heaps, then stop
            CHECK(std::equal(run.values().begin(), run.values().end(), naive.begin()));
            state = octal_sequence_state(run.values(), charge);
            CHECK(charge.bytes() >= state.size());
            values = run.values();
        }
        CHECK(pieces > 2);
        CHECK(values == naive);
    }
    CHECK(parse_octal_sequence_state("values 3\n0 1 2\n", 3) == std::vector<Grundy>{0, 1, 2});
    for (const char* bad : {"", "values 3\n0 1 2", "values 3\n0 1\n", "values 2\n0 1 2\n", "values 3\n0 1 2\nmore",
                            "values 1\n-1\n", "values 0\n", "next 3\n"})
        CHECK_THROWS_AS(parse_octal_sequence_state(bad, 10), InvalidArgument);
    CHECK_THROWS_AS(parse_octal_sequence_state("values 3\n0 1 2\n", 2), InvalidArgument); // more than asked for
}

TEST_CASE("the published periods of the solved octal games are certified") {
    // tczajka/octal-games SolvedGames.md (preperiod = "prefix", period), which credits Kenyon
    // (.156), Austin (.356, .644, .165), Gangolli and Plambeck (.16, .56, .127). The longer ones
    // (.376 from 2,268,248 and .354 from 10,061,916) are in bench/octal_certify.sh.
    struct Solved {
        const char* code;
        std::size_t preperiod, period;
    };
    const Solved solved[] = {{"0.45", 498, 20},       {"0.156", 3479, 349},    {"0.356", 7315, 142},
                             {"0.644", 3256, 442},    {"0.165", 5181, 1550},   {"0.127", 46578, 4},
#ifndef CGT_SANITIZED
                             {"0.16", 105351, 149459}, {"0.56", 326640, 144}
#endif
    };
    for (const auto& game : solved) {
        CAPTURE(game.code);
        const OctalCode code = OctalCode::parse(game.code);
        const std::size_t needed = periodicity_theorem(code)->values_needed(game.preperiod, game.period);
        const auto g = octal_grundy_sequence(code, needed);
        CHECK(find_periodicity(code, g) == Periodicity{game.preperiod, game.period, 0});
        // One value fewer does not certify it.
        CHECK(find_periodicity(code, std::span(g).first(needed - 1)) != Periodicity{game.preperiod, game.period, 0});
    }
}

TEST_CASE("0.137 (Dawson's chess = Node-Kayles on paths): losing set, period 34 from n = 52") {
    const auto g = seq("0.137", 200000);
    std::vector<std::size_t> zeros;
    for (std::size_t n = 0; n <= 130; ++n)
        if (g[n] == 0) zeros.push_back(n);
    CHECK(zeros == std::vector<std::size_t>{0, 4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58, 62, 72, 76, 88, 92, 96, 106,
                                            110, 122, 126, 130});
    CHECK(g[19] == 3); // the slides' "19" is a typo for 20
    CHECK(g[20] == 0);
    CHECK(g[51] == 2);
    CHECK(g[85] == 9);
    for (std::size_t n = 52; n + 34 < g.size(); ++n) REQUIRE(g[n + 34] == g[n]);
    const auto p = find_periodicity(OctalCode::parse("0.137"), g);
    REQUIRE(p);
    CHECK(*p == Periodicity{52, 34});
    // Guy-Smith: n0 = 52, p = 34, k = 3 needs values up to 2*52 + 2*34 + 3 - 1 = 174.
    const auto naive = octal_grundy_sequence_naive(OctalCode::parse("0.137"), 175);
    CHECK(certifies_periodicity(OctalCode::parse("0.137"), naive, {52, 34}));
    CHECK_FALSE(certifies_periodicity(OctalCode::parse("0.137"), std::span(naive).first(174), {52, 34}));
    CHECK_FALSE(certifies_periodicity(OctalCode::parse("0.137"), naive, {51, 34}));
    // Odd paths are first-player wins (mirror strategy).
    for (std::size_t n = 1; n < 100; n += 2) CHECK(g[n] != 0);
}

TEST_CASE("0.07 (Dawson's Kayles) is 0.137 shifted by one; period 34") {
    const auto dawson = seq("0.07", 3000);
    const auto chess = seq("0.137", 3000);
    for (std::size_t n = 0; n + 1 < 3000; ++n) REQUIRE(dawson[n + 1] == chess[n]);
    const auto p = find_periodicity(OctalCode::parse("0.07"), dawson);
    REQUIRE(p);
    CHECK(p->period == 34);
    CHECK(p->preperiod == 53);
}

TEST_CASE("0.77 (Kayles): period 12, last exceptional value at n = 70") {
    const auto g = octal_grundy_sequence(OctalCode::parse("0.77"), 1000000);
    const auto p = find_periodicity(OctalCode::parse("0.77"), g);
    REQUIRE(p);
    CHECK(p->period == 12);
    CHECK(p->preperiod == 71);
    CHECK(g[70] != g[82]);
    // Kayles by definition: knock down one pin or two adjacent pins.
    CHECK(std::vector<Grundy>(g.begin(), g.begin() + 12) == std::vector<Grundy>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6});
    // The raw rare-value engine (no period shortcut) agrees far out.
    const auto raw = octal_grundy_sequence(OctalCode::parse("0.77"), long_run * 5, {.stop_at_period = false});
    CHECK(std::equal(raw.begin(), raw.end(), g.begin()));
}

TEST_CASE("0.007 (James Bond): the slides' first 60 values; no period within 3000") {
    const auto g = seq("0.007", 3000);
    const std::vector<Grundy> expected{0, 0, 0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3, 3, 2,
                                       2, 2, 4, 4, 0, 5, 5, 2, 2, 2, 3, 3, 0, 5, 0, 1, 1, 1, 3, 3,
                                       3, 5, 6, 4, 4, 1, 0, 5, 5, 6, 6, 2, 7, 7, 7, 8, 0, 1, 9, 2};
    CHECK(std::vector<Grundy>(g.begin(), g.begin() + 60) == expected);
    CHECK_FALSE(find_periodicity(OctalCode::parse("0.007"), g));
}

TEST_CASE("subtraction games: 0.33 is n mod 3, Nim truncated is n") {
    const auto g = seq("0.33", 1000);
    for (std::size_t n = 0; n < g.size(); ++n) REQUIRE(g[n] == n % 3);
    CHECK(find_periodicity(OctalCode::parse("0.33"), g) == Periodicity{0, 3});
    const auto nim = seq("0.333333", 7);
    for (std::size_t n = 0; n < 7; ++n) CHECK(nim[n] == n);
}

TEST_CASE("0.13337: G(n - 2) = F-(P_n) of misère diminished Node-Kayles (compound spec)") {
    const auto g = seq("0.13337", long_run);
    // F-(P_2..P_10) = 0,1,1,2,2,3,0,4,1.
    CHECK(std::vector<Grundy>(g.begin(), g.begin() + 9) == std::vector<Grundy>{0, 1, 1, 2, 2, 3, 0, 4, 1});
    // Zeros of F- on [1, 10^6] start 1, 2, 8, 22, 44, 84, 90, 98, 118, 140, 148, 1526, 12758.
    std::vector<std::size_t> zeros;
    for (std::size_t m = 0; m < g.size(); ++m)
        if (g[m] == 0) zeros.push_back(m + 2);
    std::vector<std::size_t> expected{2, 8, 22, 44, 84, 90, 98, 118, 140, 148, 1526, 12758};
    while (!expected.empty() && expected.back() >= g.size() + 2) expected.pop_back();
    CHECK(zeros == expected);
    // Table 2 of the compound paper: on [1,100] the maximum is 11, first at n = 61.
    const auto first = std::max_element(g.begin(), g.begin() + 99);
    CHECK(*first == 11);
    CHECK(first - g.begin() + 2 == 61);
    CHECK_FALSE(find_periodicity(OctalCode::parse("0.13337"), g));
    // Table 2 of the compound paper on [1, 10^3] and [1, 10^4] (F-(P_1) = 0, F-(P_n) = G(n - 2)):
    // number of zeros, maximum, sum (mean * n), last zero, first position of the maximum.
    for (const auto& [range, zero_count, max_value, sum, last_zero, max_at] :
         {std::tuple<std::size_t, std::size_t, Grundy, std::uint64_t, std::size_t, std::size_t>{1000, 11, 43, 13629, 148, 999},
          {10000, 12, 163, 585556, 1526, 9977}}) {
        if (range > g.size()) continue;
        std::size_t zeros_seen = 1, last = 1, at = 1; // n = 1 is a zero
        Grundy best = 0;
        std::uint64_t total = 0;
        for (std::size_t n = 2; n <= range; ++n) {
            const Grundy f = g[n - 2];
            total += f;
            if (f == 0) {
                ++zeros_seen;
                last = n;
            }
            if (f > best) {
                best = f;
                at = n;
            }
        }
        CAPTURE(range);
        CHECK(zeros_seen == zero_count);
        CHECK(best == max_value);
        CHECK(total == sum);
        CHECK(last == last_zero);
        CHECK(at == max_at);
    }
}

TEST_CASE("a short prefix never certifies a false period (0.6 regression)") {
    const auto naive = octal_grundy_sequence_naive(OctalCode::parse("0.6"), 3000);
    for (std::size_t len = 8; len <= 3000; len *= 2) {
        const auto p = find_periodicity(OctalCode::parse("0.6"), std::span(naive).first(len));
        CHECK_FALSE(p);
    }
    CHECK(octal_grundy_sequence(OctalCode::parse("0.6"), 3000) == naive);
}

TEST_CASE("misère octal heaps: Nim by Bouton's rule, 0.137 == misère Node-Kayles on paths") {
    // Misère Nim (0.333333 plays as Nim on heaps <= 6): the player to move wins iff some heap is
    // > 1 and the nim-sum is non-zero, or every heap is <= 1 and the number of 1s is even.
    OctalMisereSearch nim(OctalCode::parse("0.333333"));
    for (std::size_t a = 0; a <= 6; ++a)
        for (std::size_t b = 0; b <= 6; ++b)
            for (std::size_t c = 0; c <= 6; ++c) {
                const bool big = a > 1 || b > 1 || c > 1;
                const bool expected = big ? (a ^ b ^ c) != 0 : (a + b + c) % 2 == 0;
                CHECK(nim.first_player_wins({a, b, c}) == expected);
            }
    OctalMisereSearch dawson(OctalCode::parse("0.137"));
    auto kayles = GraphGrundySolver::node_kayles();
    for (int n = 0; n <= 20; ++n)
        CHECK(dawson.first_player_wins({static_cast<std::size_t>(n)}) ==
              kayles.misere_first_player_wins(path_graph(n)));
    CHECK(dawson.first_player_wins({}));          // no move: a misère win
    CHECK_FALSE(dawson.first_player_wins({1}));   // the only move empties the heap
}
