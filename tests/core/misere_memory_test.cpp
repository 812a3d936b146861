// Misère forms under the memory budget (cgt/memory.hpp): the printed form is measured and
// charged before it is written, sums and mates charge their working memory, and what a refusal
// leaves behind still computes the same values.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/misere.hpp"
#include "tests/core/memory_limit_guard.hpp"

using cgt::MemoryUse;
using cgt::MisereGame;
using cgt::testing::MemoryLimitGuard;
using cgt::testing::mib;

namespace {
// CGSuite's form written plainly by recursion: a heap n as "n", another game as "[options]".
std::string plain_term(MisereGame g) {
    if (g.is_nim_heap()) return std::to_string(g.birthday());
    std::string out = "[";
    for (const MisereGame& o : g.options()) {
        if (out.size() > 1) out += ',';
        out += plain_term(o);
    }
    out += ']';
    return out;
}
std::string plain_form(MisereGame g) { return "*[" + plain_term(g) + "]"; }

// The length of plain_term, counted (memoised by id) without writing it.
template <typename Number>
Number plain_length(MisereGame g, std::map<std::uint32_t, Number>& memo) {
    if (g.is_nim_heap()) return static_cast<Number>(std::to_string(g.birthday()).size());
    if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
    const std::vector<MisereGame> options = g.options();
    Number length = static_cast<Number>(2 + (options.empty() ? 0 : options.size() - 1));
    for (const MisereGame& o : options) length += plain_length(o, memo);
    return memo[g.id()] = length;
}

MisereGame copies(MisereGame g, int n) {
    MisereGame sum;
    for (int i = 0; i < n; ++i) sum = sum + g;
    return sum;
}

// {*2, 0}: CGSuite's *[[2],0].
MisereGame two_and_zero() { return MisereGame::from_options({MisereGame::from_options({MisereGame::nim_heap(2)}), MisereGame()}); }

} // namespace

TEST_CASE("misère: the printed form equals a plain recursive printer's") {
    const MisereGame a = two_and_zero();
    const MisereGame b = MisereGame::from_options({MisereGame::nim_heap(2), MisereGame::from_options({MisereGame::nim_heap(3)})});
    for (const MisereGame& g : {MisereGame(), MisereGame::nim_heap(1), MisereGame::nim_heap(12), a, b, a + b, copies(a, 3),
                                copies(b, 2) + MisereGame::nim_heap(2), (a + b).mate()}) {
        CAPTURE(g.id());
        CHECK(cgt::to_string(g) == plain_form(g));
    }
    CHECK(cgt::to_string(a) == "*[[0,[2]]]"); // options in the table's order
    CHECK(cgt::memory_usage(MemoryUse::printing) == 0);
}

TEST_CASE("misère: a printed form is charged before it is written (six copies of *[[2],0]: 434 MB of text)") {
    const MisereGame six = copies(two_and_zero(), 6);
    std::map<std::uint32_t, std::uint64_t> memo;
    REQUIRE(plain_length(six, memo) + 3 == 434'028'282);
    MemoryLimitGuard guard(cgt::memory_usage() + 64 * mib);
    std::string message;
    try {
        (void)cgt::to_string(six);
    } catch (const cgt::MemoryLimitExceeded& e) {
        message = e.situation();
        CHECK(e.limit() == cgt::memory_limit());
    }
    CHECK(message.find("the printed form would take 434028282 characters") != std::string::npos);
    CHECK(cgt::memory_usage(MemoryUse::printing) == 0);
    // Far past 2^64 characters: refused as such, not wrapped around. G(k+1) = {G(k), {G(k)}}
    // prints at least twice as long as G(k).
    MisereGame doubling = MisereGame::nim_heap(1);
    for (int k = 0; k < 70; ++k) doubling = MisereGame::from_options({doubling, MisereGame::from_options({doubling})});
    std::map<std::uint32_t, double> approximate;
    REQUIRE(plain_length(doubling, approximate) > 1e20);
    message.clear();
    try {
        (void)cgt::to_string(doubling);
    } catch (const cgt::MemoryLimitExceeded& e) {
        message = e.situation();
    }
    CHECK(message.find("more than 10^19 characters") != std::string::npos);
}

TEST_CASE("misère: sums stop at the memory limit with MemoryLimitExceeded, and compute the same later") {
    const MisereGame g = MisereGame::from_options({MisereGame::from_options({MisereGame::nim_heap(2), MisereGame::from_options({MisereGame::nim_heap(3)})}), MisereGame(), MisereGame::from_options({MisereGame::nim_heap(4)})});
    bool refused = false;
    {
        MemoryLimitGuard guard(cgt::memory_usage() + mib / 4);
        try {
            (void)copies(g, 8);
        } catch (const cgt::MemoryLimitExceeded& e) {
            refused = true;
            CHECK(std::string(e.what()).find("memory limit") != std::string::npos);
        }
    }
    CHECK(refused);
    // With room again: the same sum, which a fresh computation (other order of the terms) agrees with.
    const MisereGame eight = copies(g, 8);
    CHECK(eight == copies(g, 4) + copies(g, 4));
    CHECK(eight.misere_outcome() == cgt::Outcome::P); // eight copies pair up (G + G is a P-position)
}

TEST_CASE("misère: sums and mates charge their working memory even when every value is already in the table") {
    const MisereGame g = MisereGame::from_options({MisereGame::nim_heap(5), MisereGame::from_options({MisereGame::nim_heap(6)})});
    const MisereGame sum = copies(g, 6); // the table now holds every value these need
    const MisereGame mate = sum.mate();
    std::size_t refused = 0;
    {
        MemoryLimitGuard guard(cgt::memory_usage() + 16 * 1024);
        std::thread worker([&] { // a new thread: nothing in its caches
            try {
                (void)copies(g, 6);
            } catch (const cgt::MemoryLimitExceeded&) {
                ++refused;
            }
            try {
                (void)sum.mate();
            } catch (const cgt::MemoryLimitExceeded&) {
                ++refused;
            }
        });
        worker.join();
    }
    CHECK(refused == 2);
    MisereGame sum_again, mate_again;
    std::thread worker([&] {
        sum_again = copies(g, 6);
        mate_again = sum.mate();
    });
    worker.join();
    CHECK(sum_again == sum);
    CHECK(mate_again == mate);
}
