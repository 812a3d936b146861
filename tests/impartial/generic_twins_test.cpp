// The fast special algorithms of impartial games against the generic solver (algorithms/search/)
// on the same rules, and the generic solver's heap searches against plain recursions written
// here (multisets in a std::map, no splitting, no keys, no explicit stack).
#include <doctest/doctest.h>

#include <map>
#include <random>

#include <fmt/format.h>

#include "algorithms/compound/path_sequences.hpp"
#include "algorithms/impartial/octal_misere.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/search/impartial_solver.hpp"
#include "games/compound/component_rules.hpp"
#include "games/impartial/octal_heaps.hpp"

using namespace cgt;
using namespace cgt::impartial;
using Heaps = std::vector<std::size_t>;

namespace {

// The options of a multiset of heaps, straight from Definition 3 (remove i counters from one
// heap, d_i says whether nothing, one heap or two heaps may be left).
std::vector<Heaps> plain_options(const std::string& code, const Heaps& heaps) {
    std::vector<Heaps> out;
    for (std::size_t k = 0; k < heaps.size(); ++k)
        for (std::size_t i = 1; i + 1 < code.size() && i <= heaps[k]; ++i) {
            const int d = code[i + 1] - '0'; // "0.d1d2...": d_i is character i + 1
            const std::size_t rest = heaps[k] - i;
            auto with = [&](std::vector<std::size_t> parts) {
                Heaps next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
                for (std::size_t p : parts) next.push_back(p);
                std::sort(next.begin(), next.end());
                out.push_back(next);
            };
            if ((d & 1) && rest == 0) with({});
            if ((d & 2) && rest > 0) with({rest});
            if (d & 4)
                for (std::size_t a = 1; a < rest; ++a) with({a, rest - a});
        }
    return out;
}

bool plain_misere_wins(const std::string& code, const Heaps& heaps, std::map<Heaps, bool>& memo) {
    if (auto it = memo.find(heaps); it != memo.end()) return it->second;
    const auto options = plain_options(code, heaps);
    bool wins = options.empty(); // no move: the player to move wins under misère play
    for (const Heaps& o : options)
        if (!plain_misere_wins(code, o, memo)) wins = true;
    return memo[heaps] = wins;
}

} // namespace

TEST_CASE("octal heaps: fast Grundy engine == generic solver, every code 0.d1d2 and others") {
    std::vector<std::string> codes;
    for (int d1 = 0; d1 < 8; ++d1)
        for (int d2 = 0; d2 < 8; ++d2) codes.push_back(fmt::format("0.{}{}", d1, d2));
    for (const char* c : {"0.137", "0.07", "0.77", "0.007", "0.13337", "0.4", "0.156", "0.3777"}) codes.push_back(c);
    for (const std::string& code : codes) {
        CAPTURE(code);
        const OctalCode parsed = OctalCode::parse(code);
        const auto fast = octal_grundy_sequence(parsed, 120);
        search::ImpartialSolver<OctalHeaps> generic{OctalHeaps(parsed)};
        for (std::size_t n = 0; n < fast.size(); ++n) REQUIRE(generic.grundy(OctalHeaps::position({n})) == fast[n]);
        // A sum of heaps is the nim-sum (the solver splits it into heaps).
        CHECK(generic.grundy(OctalHeaps::position({7, 11, 30})) == (fast[7] ^ fast[11] ^ fast[30]));
    }
}

TEST_CASE("octal heaps, misère play: generic search == plain recursion") {
    std::mt19937_64 rng(5);
    for (const char* code : {"0.137", "0.77", "0.07", "0.333", "0.6", "0.4", "0.156"}) {
        CAPTURE(code);
        OctalMisereSearch search(OctalCode::parse(code));
        std::map<Heaps, bool> memo;
        for (int trial = 0; trial < 60; ++trial) {
            Heaps heaps;
            for (std::size_t k = rng() % 4; k > 0; --k) heaps.push_back(rng() % 9);
            CAPTURE(heaps);
            Heaps sorted = heaps;
            std::erase(sorted, std::size_t{0});
            std::sort(sorted.begin(), sorted.end());
            CHECK(search.first_player_wins(heaps) == plain_misere_wins(code, sorted, memo));
        }
    }
}

TEST_CASE("Node-Kayles on paths: the one rule is octal 0.137, and the sequences use it") {
    const OctalCode dawson = OctalCode::parse("0.137");
    for (std::size_t n = 0; n <= 150; ++n) {
        std::vector<std::pair<std::size_t, std::size_t>> rule, octal;
        compound::for_each_path_option(n, [&](std::size_t a, std::size_t b) { rule.emplace_back(std::min(a, b), std::max(a, b)); });
        for_each_heap_option(dawson, n, [&](std::size_t a, std::size_t b) { octal.emplace_back(std::min(a, b), std::max(a, b)); });
        std::sort(rule.begin(), rule.end());
        std::sort(octal.begin(), octal.end());
        CHECK_MESSAGE(rule == octal, "n = ", n);
    }
    // The compound module's Grundy sequence of the paths == the naive mex over the octal rules.
    const auto octal = octal_grundy_sequence_naive(dawson, 300);
    for (std::size_t n = 0; n < 300; ++n) CHECK(static_cast<Grundy>(compound::grundy_0137()(n)) == octal[n]);
}
