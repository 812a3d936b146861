// Tables of all colourings against the trie DP, with and without classes and threads.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <map>
#include <stdexcept>
#include <thread>

#include "algorithms/detail/parallel_batches.hpp"
#include "algorithms/detail/parallel_chunks.hpp"
#include "algorithms/domination/interval_dp.hpp"
#include "algorithms/domination/table.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
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
    cgt::BigInt max_birthday = -1;
    std::uint64_t max_birthday_code = 0;
    for (const TableRow& row : all.rows) {
        if (cgt::BigInt b = row.value.birthday(); b > max_birthday) { // the first code wins ties
            max_birthday = b;
            max_birthday_code = row.code;
        }
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
    CHECK(all.summary.largest_birthday == max_birthday);
    CHECK(all.summary.largest_birthday_code == max_birthday_code);

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

// Counting a row's colours up from the previous row's (a carry) against building them from the
// code, in order, across every carry, and after jumps (rows skipped, as with classes).
TEST_CASE("row colours counted up in code order equal those built from the code") {
    for (const auto& [n, with_c] : {std::pair{5, true}, std::pair{7, false}, std::pair{1, true}}) {
        TableRequest r;
        r.n = n;
        r.with_c = with_c;
        RowColours colours(r);
        std::uint64_t count = 1;
        for (int k = 0; k < n; ++k) count *= with_c ? 3 : 2;
        std::size_t differences = 0;
        for (std::uint64_t code = 0; code < count; ++code) differences += colours(code) != table_colours(r, code);
        for (std::uint64_t code = 1; code < count; code += 1 + code % 4) // jumps and repeats
            differences += colours(code) != table_colours(r, code) || colours(code) != table_colours(r, code);
        CAPTURE(n);
        CHECK(differences == 0);
    }
    TableRequest r;
    r.n = 3;
    r.with_c = true;
    RowColours colours(r);
    CHECK(colours(8) == "ACC");
    CHECK(colours(9) == "BAA"); // a carry over two digits
    CHECK(colours(26) == "CCC");
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

TEST_CASE("a table stopped part-way and resumed from its next code gives the same rows") {
    for (bool classes : {false, true}) {
        CAPTURE(classes);
        TableRequest r;
        r.n = 17; // several batches of rows (2^17 codes): stopped after the first
        r.classes = classes;
        r.jobs = 2;
        const Table all = compute_table(r);
        std::vector<TableRow> rows;
        std::uint64_t next_code = 0;
        std::size_t batches = 0;
        r.stop = [&] { return batches >= 1; };
        const bool complete = stream_table(r, [&](std::span<const TableRow> batch, std::uint64_t next) {
            rows.insert(rows.end(), batch.begin(), batch.end());
            next_code = next;
            ++batches;
        });
        CHECK_FALSE(complete);
        REQUIRE(next_code > 0);
        REQUIRE(next_code < (std::uint64_t{1} << 17));
        r.stop = nullptr;
        r.first_code = next_code; // a fresh builder: the first half's values are not at hand
        CHECK(stream_table(r, [&](std::span<const TableRow> batch, std::uint64_t) {
            rows.insert(rows.end(), batch.begin(), batch.end());
        }));
        REQUIRE(rows.size() == all.rows.size());
        std::size_t differences = 0;
        for (std::size_t i = 0; i < rows.size(); ++i)
            differences += rows[i].code != all.rows[i].code || rows[i].value != all.rows[i].value ||
                           rows[i].class_size != all.rows[i].class_size;
        CHECK(differences == 0);
    }
}

TEST_CASE("a table's checkpoint state: the summary read back and completed equals the uninterrupted one") {
    TableRequest r;
    r.n = 17;
    r.jobs = 2;
    const Table all = compute_table(r);
    TableSummary first;
    std::uint64_t next_code = 0;
    std::size_t batches = 0;
    r.stop = [&] { return batches >= 2; };
    CHECK_FALSE(stream_table(r, [&](std::span<const TableRow> batch, std::uint64_t next) {
        for (const TableRow& row : batch) first.add(row);
        next_code = next;
        ++batches;
    }));
    const std::string state = table_state(next_code, first);
    TableSummary resumed;
    r.stop = nullptr;
    r.first_code = parse_table_state(state, r, resumed);
    CHECK(r.first_code == next_code);
    CHECK(table_state(r.first_code, resumed) == state);
    CHECK(stream_table(r, [&](std::span<const TableRow> batch, std::uint64_t) {
        for (const TableRow& row : batch) resumed.add(row);
    }));
    const std::uint64_t codes = std::uint64_t{1} << 17;
    CHECK(table_state(codes, resumed) == table_state(codes, all.summary));
    CHECK(resumed.rows == codes);

    // Anything else is refused: other text, a next code past the table, more rows than codes
    // before it, a birthday that is not a number.
    TableSummary ignored;
    CHECK_THROWS_AS(parse_table_state("", r, ignored), cgt::InvalidArgument);
    CHECK_THROWS_AS(parse_table_state("values 3\n0 1 2\n", r, ignored), cgt::InvalidArgument);
    TableSummary s;
    CHECK_THROWS_AS(parse_table_state(table_state(codes + 1, s), r, ignored), cgt::InvalidArgument);
    s.rows = 5;
    CHECK_THROWS_AS(parse_table_state(table_state(4, s), r, ignored), cgt::InvalidArgument);
    std::string bad = table_state(4, TableSummary{});
    bad.replace(bad.find("birthday 0"), 10, "birthday -1");
    CHECK_THROWS_AS(parse_table_state(bad, r, ignored), cgt::InvalidArgument);
}

TEST_CASE("a table too large for the memory limit is refused before any work") {
    TableRequest r;
    r.n = 24;
    CHECK(table_memory(r) > (std::size_t{1} << 30));
    const std::size_t old = cgt::memory_limit();
    cgt::set_memory_limit(cgt::memory_usage() + (std::size_t{64} << 20));
    bool started = false;
    r.progress = [&](double) { started = true; };
    CHECK_THROWS_AS(compute_table(r), cgt::MemoryLimitExceeded);
    cgt::set_memory_limit(old);
    CHECK_FALSE(started);
    r.n = 5;
    r.jobs = max_table_jobs + 1;
    CHECK_THROWS_AS(compute_table(r), cgt::InvalidArgument);
}

TEST_CASE("an exception in a worker thread reaches the caller; the other threads stop") {
    // Chunks after 50 wait until it has thrown and then run slowly, so that however the threads
    // are scheduled (ASan, a loaded machine), all 100,000 chunks would take far longer than the
    // stop takes to reach the other threads.
    std::atomic<std::uint64_t> chunks_run{0};
    std::atomic<bool> thrown{false};
    auto work = [&](std::uint64_t begin, std::uint64_t) {
        ++chunks_run;
        if (begin == 64 * 50) {
            thrown = true;
            throw cgt::MemoryLimitExceeded("chunk 50 failed");
        }
        if (begin > 64 * 50) {
            while (!thrown) std::this_thread::yield();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    };
    // Whichever thread runs chunk 50 throws; the calling thread is one of four.
    CHECK_THROWS_WITH_AS(cgt::detail::parallel_chunks(64 * 100'000, 4, 64, work), "chunk 50 failed",
                         cgt::MemoryLimitExceeded);
    CHECK(chunks_run.load() < 100'000);
    // A failing progress report (the calling thread) stops the helpers too.
    chunks_run = 0;
    CHECK_THROWS_AS(cgt::detail::parallel_chunks(
                        64 * 100'000, 4, 64,
                        [&](std::uint64_t begin, std::uint64_t) {
                            ++chunks_run;
                            if (begin > 64 * 200) std::this_thread::sleep_for(std::chrono::milliseconds(1));
                        },
                        [](std::uint64_t done) {
                            if (done > 64 * 100) throw std::runtime_error("report failed");
                        }),
                    std::runtime_error);
    CHECK(chunks_run.load() < 100'000);
}

namespace {
// Counts the threads that ever touched it (one per thread: thread_local).
std::atomic<int> thread_states_made{0};
struct ThreadState {
    ThreadState() { ++thread_states_made; }
};
void touch_thread_state() {
    thread_local ThreadState state;
    (void)state;
}
} // namespace

TEST_CASE("worker threads of a pool are kept across loops, with their thread_local state") {
    // Each chunk sleeps, so the helpers take chunks in every loop; fresh threads per loop would
    // build a new thread_local state each time (up to 3 per loop), a pool builds one per thread.
    cgt::detail::WorkerPool pool(3);
    touch_thread_state();
    const int before = thread_states_made.load();
    std::atomic<std::uint64_t> items{0};
    for (int loop = 0; loop < 5; ++loop) {
        CHECK(cgt::detail::parallel_chunks(pool, 64 * 40, 4, 64, [&](std::uint64_t begin, std::uint64_t end) {
            touch_thread_state();
            items += end - begin;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }));
    }
    CHECK(items.load() == 5 * 64 * 40);
    CHECK(thread_states_made.load() - before <= 3);
}

TEST_CASE("a pool's worker thread that throws leaves the pool usable for the next loop") {
    cgt::detail::WorkerPool pool(2);
    CHECK_THROWS_WITH_AS(cgt::detail::parallel_chunks(pool, 64 * 1000, 3, 64,
                                                      [&](std::uint64_t begin, std::uint64_t) {
                                                          if (begin == 64 * 10) throw cgt::MemoryLimitExceeded("chunk 10");
                                                      }),
                         "chunk 10", cgt::MemoryLimitExceeded);
    std::atomic<std::uint64_t> items{0};
    CHECK(cgt::detail::parallel_chunks(pool, 64 * 1000, 3, 64,
                                       [&](std::uint64_t begin, std::uint64_t end) { items += end - begin; }));
    CHECK(items.load() == 64 * 1000);
    // More jobs than the pool has threads: the pool's threads and the caller do it all.
    items = 0;
    CHECK(cgt::detail::parallel_chunks(pool, 64 * 1000, 16, 64,
                                       [&](std::uint64_t begin, std::uint64_t end) { items += end - begin; }));
    CHECK(items.load() == 64 * 1000);
}

namespace {
// What parallel_batches handed over: the batches' ranges and the threads that delivered them.
struct Delivered {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> batches;
    bool all_on_caller = true;
};
} // namespace

TEST_CASE("parallel batches: every batch delivered once, in order, on the calling thread, after its chunks") {
    cgt::detail::WorkerPool pool(3);
    const std::thread::id caller = std::this_thread::get_id();
    // Counts that are and are not multiples of the batch, smaller than a batch, and none.
    for (std::uint64_t count : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{100}, std::uint64_t{64 * 32},
                                std::uint64_t{64 * 32 * 5}, std::uint64_t{64 * 32 * 5 + 7}}) {
        for (unsigned jobs : {1U, 2U, 4U}) {
            for (std::uint64_t window : {std::uint64_t{1}, std::uint64_t{3}}) {
                CAPTURE(count);
                CAPTURE(jobs);
                CAPTURE(window);
                std::vector<std::atomic<int>> done(count);
                std::atomic<std::uint64_t> too_far{0}; // chunks started `window` batches past the next to deliver
                std::atomic<std::uint64_t> next_to_deliver{0};
                Delivered d;
                std::uint64_t incomplete = 0;
                CHECK(cgt::detail::parallel_batches(
                    pool, count, jobs, 64, 64 * 32, window,
                    [&](std::uint64_t begin, std::uint64_t end) {
                        too_far += begin / (64 * 32) >= next_to_deliver.load() + window;
                        for (std::uint64_t i = begin; i < end; ++i) ++done[i];
                    },
                    [&](std::uint64_t begin, std::uint64_t end) {
                        d.batches.emplace_back(begin, end);
                        d.all_on_caller = d.all_on_caller && std::this_thread::get_id() == caller;
                        for (std::uint64_t i = begin; i < end; ++i) incomplete += done[i].load() != 1;
                        std::this_thread::sleep_for(std::chrono::microseconds(300)); // slow: helpers run ahead
                        ++next_to_deliver;
                    }));
                std::uint64_t expected_begin = 0;
                for (const auto& [begin, end] : d.batches) {
                    CHECK(begin == expected_begin);
                    CHECK(end == std::min(count, begin + 64 * 32));
                    expected_begin = end;
                }
                CHECK(expected_begin == count);
                CHECK(d.batches.size() == (count + 64 * 32 - 1) / (64 * 32));
                CHECK(d.all_on_caller);
                CHECK(incomplete == 0);
                CHECK(too_far.load() == 0);
                std::uint64_t not_once = 0;
                for (const auto& x : done) not_once += x.load() != 1;
                CHECK(not_once == 0);
            }
        }
    }
    CHECK_THROWS_AS(cgt::detail::parallel_batches(pool, 100, 2, 64, 100, 2, [](auto, auto) {}, [](auto, auto) {}),
                    cgt::InvalidArgument); // a batch that is not a multiple of the chunk
}

TEST_CASE("parallel batches: stop() ends the loop between batches; an exception stops every thread") {
    cgt::detail::WorkerPool pool(2);
    std::size_t delivered = 0;
    std::uint64_t delivered_to = 0;
    CHECK_FALSE(cgt::detail::parallel_batches(
        pool, 64 * 16 * 10, 3, 64, 64 * 16, 2, [](std::uint64_t, std::uint64_t) {},
        [&](std::uint64_t, std::uint64_t end) {
            ++delivered;
            delivered_to = end;
        },
        [&] { return delivered >= 2; }));
    CHECK(delivered == 2); // asked before every delivery: no third batch after it said stop
    CHECK(delivered_to == 64 * 16 * 2);
    // A failing delivery (a full disk while printing, say) stops the helpers.
    std::atomic<std::uint64_t> chunks_run{0};
    CHECK_THROWS_WITH_AS(cgt::detail::parallel_batches(
                             pool, 64 * 100'000, 3, 64, 64 * 16, 1000,
                             [&](std::uint64_t, std::uint64_t) {
                                 ++chunks_run;
                                 std::this_thread::sleep_for(std::chrono::microseconds(200));
                             },
                             [](std::uint64_t, std::uint64_t) { throw std::runtime_error("write failed"); }),
                         "write failed", std::runtime_error);
    CHECK(chunks_run.load() < 100'000);
    // A failing chunk on a helper, while the caller waits for its batch: the caller stops too.
    chunks_run = 0;
    CHECK_THROWS_WITH_AS(cgt::detail::parallel_batches(
                             pool, 64 * 100'000, 3, 64, 64 * 16, 2,
                             [&](std::uint64_t begin, std::uint64_t) {
                                 ++chunks_run;
                                 if (begin == 64 * 40) throw cgt::MemoryLimitExceeded("chunk 40");
                             },
                             [](std::uint64_t, std::uint64_t) {}),
                         "chunk 40", cgt::MemoryLimitExceeded);
    CHECK(chunks_run.load() < 100'000);
    // The pool is still usable.
    std::atomic<std::uint64_t> items{0};
    CHECK(cgt::detail::parallel_batches(
        pool, 64 * 100, 3, 64, 64 * 4, 2, [&](std::uint64_t begin, std::uint64_t end) { items += end - begin; },
        [](std::uint64_t, std::uint64_t) {}));
    CHECK(items.load() == 64 * 100);
}

TEST_CASE("a worker thread runs one job alongside the caller's; an exception of either reaches the caller") {
    cgt::detail::WorkerPool pool(1);
    std::thread::id helper_id, own_id;
    pool.run_alongside([&] { helper_id = std::this_thread::get_id(); }, [&] { own_id = std::this_thread::get_id(); });
    CHECK(own_id == std::this_thread::get_id());
    CHECK(helper_id != own_id);
    CHECK(helper_id != std::thread::id{});
    CHECK_THROWS_WITH_AS(pool.run_alongside([] { throw std::runtime_error("helper"); }, [] {}), "helper",
                         std::runtime_error);
    bool helper_ran = false;
    CHECK_THROWS_WITH_AS(pool.run_alongside([&] { helper_ran = true; }, [] { throw std::runtime_error("own"); }),
                         "own", std::runtime_error);
    CHECK(helper_ran); // the caller waited for it before rethrowing
    // Without helpers both jobs run on the caller.
    cgt::detail::WorkerPool none(0);
    int jobs_run = 0;
    none.run_alongside([&] { ++jobs_run; }, [&] { ++jobs_run; });
    CHECK(jobs_run == 2);
}
