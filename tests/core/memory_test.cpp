// The process-wide memory budget (cgt/memory.hpp): parsing limits, charging, the allocator, the
// game table's and the operation caches' charges, and one thread's memory counted.

#include <doctest/doctest.h>

#include <cstdlib>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/memory.hpp"
#include "cgt/notation.hpp"
#include "tests/core/memory_limit_guard.hpp"

using cgt::MemoryUse;

using cgt::testing::MemoryLimitGuard;
using cgt::testing::mib;

namespace {
std::string refusal(std::string_view text) {
    try {
        (void)cgt::parse_memory_limit_mb(text, "--memory-limit");
    } catch (const cgt::InvalidArgument& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("memory limits in MiB: whole numbers in range, everything else refused by name") {
    CHECK(cgt::parse_memory_limit_mb("512", "x") == 512 * mib);
    CHECK(cgt::parse_memory_limit_mb("32", "x") == 32 * mib);
    CHECK(cgt::parse_memory_limit_mb("1099511627776", "x") == (std::size_t{1} << 60)); // 2^40 MiB
    for (const char* garbage : {"", "abc", "-5", "+5", " 64", "64 ", "64MB", "1e3", "0x40", "64.0"}) {
        INFO(garbage);
        CHECK(refusal(garbage).find("--memory-limit must be a whole number of MiB") != std::string::npos);
    }
    // 2^44 MiB would wrap to 0 bytes when shifted; 2^64 does not even fit the parser's integer.
    CHECK(refusal("17592186044416").find("too large") != std::string::npos);
    CHECK(refusal("18446744073709551616").find("too large") != std::string::npos);
    CHECK(refusal("1099511627777").find("too large") != std::string::npos);
    for (const char* small : {"0", "1", "16", "31"}) {
        INFO(small);
        CHECK(refusal(small).find("too small") != std::string::npos);
    }
}

TEST_CASE("the default limit comes from CGT_MEMORY_LIMIT_MB, else from the machine's memory") {
    const char* saved = std::getenv("CGT_MEMORY_LIMIT_MB");
    const std::string old = saved ? saved : "";
    setenv("CGT_MEMORY_LIMIT_MB", "777", 1);
    CHECK(cgt::default_memory_limit() == 777 * mib);
    setenv("CGT_MEMORY_LIMIT_MB", "77x", 1);
    CHECK_THROWS_AS((void)cgt::default_memory_limit(), cgt::InvalidArgument);
    unsetenv("CGT_MEMORY_LIMIT_MB");
    const std::size_t machine = cgt::machine_memory();
    CHECK(machine > 0); // Linux: sysconf or the cgroup
    CHECK(cgt::default_memory_limit() == std::max(machine / 2, cgt::minimum_memory_limit_mb * mib));
    if (saved) setenv("CGT_MEMORY_LIMIT_MB", old.c_str(), 1);
}

TEST_CASE("charges add up per use, and a refused charge charges nothing") {
    MemoryLimitGuard guard(cgt::memory_usage() + 10 * mib);
    const std::size_t total = cgt::memory_usage();
    const std::size_t searches = cgt::memory_usage(MemoryUse::searches);
    cgt::charge_memory(4 * mib, MemoryUse::searches);
    CHECK(cgt::memory_usage() == total + 4 * mib);
    CHECK(cgt::memory_usage(MemoryUse::searches) == searches + 4 * mib);
    try {
        cgt::charge_memory(7 * mib, MemoryUse::searches);
        FAIL("no MemoryLimitExceeded");
    } catch (const cgt::MemoryLimitExceeded& e) {
        const std::string message = e.what();
        CHECK(e.limit() == cgt::memory_limit());
        CHECK(message.find("search memos asked for 7 MiB more") != std::string::npos);
        CHECK(message.find("cgt::set_memory_limit") != std::string::npos);
        CHECK(std::string(e.situation()).find("set_memory_limit") == std::string::npos);
    }
    CHECK(cgt::memory_usage() == total + 4 * mib);
    // The largest request (a printed form of more than 10^19 characters) is not "0 MiB".
    try {
        cgt::charge_memory(std::numeric_limits<std::size_t>::max(), MemoryUse::printing);
        FAIL("no MemoryLimitExceeded");
    } catch (const cgt::MemoryLimitExceeded& e) {
        CHECK(std::string(e.what()).find("printed form asked for 17592186044416 MiB more") != std::string::npos);
    }
    CHECK_FALSE(cgt::try_charge_memory(7 * mib, MemoryUse::searches));
    CHECK(cgt::try_charge_memory(5 * mib, MemoryUse::searches));
    cgt::release_memory(9 * mib, MemoryUse::searches);
    CHECK(cgt::memory_usage() == total);
    CHECK(cgt::memory_usage(MemoryUse::searches) == searches);
}

TEST_CASE("try_charge_memory keeps one use within its share of the limit") {
    MemoryLimitGuard guard(cgt::memory_usage() + 400 * mib);
    const std::size_t held = cgt::memory_usage(MemoryUse::other);
    const double share = static_cast<double>(held + 10 * mib) / static_cast<double>(cgt::memory_limit());
    CHECK(cgt::try_charge_memory(6 * mib, MemoryUse::other, share));
    CHECK_FALSE(cgt::try_charge_memory(6 * mib, MemoryUse::other, share)); // the total would fit, the share not
    cgt::release_memory(6 * mib, MemoryUse::other);
}

TEST_CASE("MemoryCharge follows its structure and releases on destruction") {
    const std::size_t before = cgt::memory_usage(MemoryUse::dynamic_programs);
    {
        cgt::MemoryCharge charge(MemoryUse::dynamic_programs);
        charge.resize(3 * mib);
        CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) == before + 3 * mib);
        charge.resize(mib);
        CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) == before + mib);
        cgt::MemoryCharge moved = std::move(charge);
        CHECK(moved.bytes() == mib);
        CHECK(charge.bytes() == 0); // NOLINT: moved-from is empty by contract
        {
            MemoryLimitGuard guard(cgt::memory_usage() + mib);
            CHECK_THROWS_AS(moved.resize(4 * mib), cgt::MemoryLimitExceeded);
            CHECK(moved.bytes() == mib); // unchanged
            CHECK_FALSE(moved.try_resize(4 * mib));
        }
        CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) == before + mib);
    }
    CHECK(cgt::memory_usage(MemoryUse::dynamic_programs) == before);
}

TEST_CASE("containers with BudgetAllocator are charged exactly and refused past the limit") {
    using Vector = std::vector<std::uint64_t, cgt::BudgetAllocator<std::uint64_t, MemoryUse::sequences>>;
    const std::size_t before = cgt::memory_usage(MemoryUse::sequences);
    {
        Vector v;
        v.reserve(1000);
        CHECK(cgt::memory_usage(MemoryUse::sequences) == before + 8000);
        MemoryLimitGuard guard(cgt::memory_usage() + mib);
        CHECK_THROWS_AS(v.reserve(1 << 20), cgt::MemoryLimitExceeded); // 8 MiB
        CHECK(v.capacity() == 1000);
    }
    CHECK(cgt::memory_usage(MemoryUse::sequences) == before);
}

TEST_CASE("the game table is charged, and a thread's operation caches while the thread lives") {
    (void)(cgt::Game::integer(1) + cgt::Game::star()); // the table exists
    CHECK(cgt::memory_usage(MemoryUse::game_table) > 8 * mib); // its first block of entries
    const std::size_t caches = cgt::memory_usage(MemoryUse::caches);
    std::size_t in_thread = 0;
    std::thread worker([&] {
        const cgt::Game hot = cgt::Game::from_options({cgt::Game::integer(3)}, {cgt::Game::integer(-2)});
        (void)(hot + hot); // a sum that is not NUS + NUS: the thread's sum cache is made
        in_thread = cgt::memory_usage(MemoryUse::caches);
    });
    worker.join();
    CHECK(in_thread > caches);
    CHECK(cgt::memory_usage(MemoryUse::caches) == caches);
}

TEST_CASE("operation caches shrink to fit a tight limit and give the same answers") {
    const cgt::Game g = cgt::Game::from_options({cgt::Game::integer(5), cgt::Game::up()}, {cgt::Game::nimber(3)});
    const cgt::Game expected = g + g + g;
    MemoryLimitGuard guard(cgt::memory_usage() + 2 * mib);
    const std::size_t before = cgt::memory_usage(MemoryUse::caches);
    std::size_t taken = 0;
    cgt::Game in_thread;
    std::thread worker([&] {
        in_thread = g + g + g;
        taken = cgt::memory_usage(MemoryUse::caches) - before;
    });
    worker.join();
    CHECK(in_thread == expected);
    CHECK(taken > 0);
    CHECK(taken <= 2 * mib); // the default is 2^20 entries, 16 MiB per cache
}

TEST_CASE("games refused by the memory limit can be made later, with one id each") {
    std::vector<std::pair<std::int64_t, std::uint32_t>> made;
    {
        MemoryLimitGuard guard(cgt::memory_usage() + 8 * mib);
        try {
            for (std::int64_t k = 1; k < 10'000'000; ++k)
                made.emplace_back(k, cgt::Game::from_options({cgt::Game::dyadic(4 * k + 1, 4)},
                                                             {cgt::Game::dyadic(-4 * k - 3, 3)}).id());
        } catch (const cgt::MemoryLimitExceeded&) {
        }
    }
    REQUIRE(!made.empty());
    const std::int64_t refused = made.back().first + 1;
    for (const auto& [k, id] : made)
        CHECK(cgt::Game::from_options({cgt::Game::dyadic(4 * k + 1, 4)}, {cgt::Game::dyadic(-4 * k - 3, 3)}).id() == id);
    const cgt::Game late = cgt::Game::from_options({cgt::Game::dyadic(4 * refused + 1, 4)},
                                                   {cgt::Game::dyadic(-4 * refused - 3, 3)});
    CHECK(cgt::Game::from_options({cgt::Game::dyadic(4 * refused + 1, 4)}, {cgt::Game::dyadic(-4 * refused - 3, 3)}) ==
          late);
}

TEST_CASE("a printed form is charged before it is written: a sum of 34 switches (35 GB of text) is refused at once") {
    auto switches = [](int n) {
        cgt::Game sum;
        for (int k = 1; k <= n; ++k) {
            const cgt::Game x = cgt::Game::integer(k);
            sum = sum + cgt::Game::from_options({x}, {-x});
        }
        return sum;
    };
    const cgt::Game big = switches(34);
    const cgt::Game small = switches(2);
    MemoryLimitGuard guard(cgt::memory_usage() + 64 * mib);
    std::string message;
    try {
        (void)cgt::to_string(big);
    } catch (const cgt::MemoryLimitExceeded& e) {
        message = e.situation();
        CHECK(e.limit() == cgt::memory_limit());
    }
    CHECK(message.find("the printed form would take 35184615282 characters") != std::string::npos);
    CHECK(cgt::memory_usage(MemoryUse::printing) == 0);
    // A small sum prints; nothing stays charged afterwards. +-2 + +-1 = {2+-1 | -2+-1} = +-{3|1} by hand.
    CHECK(cgt::to_string(small) == "+-{3|1}");
    CHECK(cgt::memory_usage(MemoryUse::printing) == 0);
}
