#pragma once
// Runs a loop over [0, count) in chunks on several threads, with no exception escaping a thread:
// the first exception thrown by any chunk (a MemoryLimitExceeded, say) stops every thread after
// its current chunk and is rethrown to the caller once all have finished. The threads can be
// kept in a WorkerPool across loops.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>

#include "algorithms/detail/worker_pool.hpp"

namespace cgt::detail {

// Helper threads a loop of `count` items in chunks of `chunk` uses on `jobs` threads: one
// fewer than the jobs (the calling thread works too), and no more than there are extra chunks.
inline unsigned loop_helpers(std::uint64_t count, unsigned jobs, std::uint64_t chunk) {
    const std::uint64_t chunks = count / chunk + (count % chunk != 0);
    return static_cast<unsigned>(std::min<std::uint64_t>(jobs > 0 ? jobs - 1 : 0, chunks > 0 ? chunks - 1 : 0));
}

// Calls work(begin, end) for consecutive chunks of [0, count) on `jobs` threads: the calling
// thread and helpers of `pool` (fewer run when there are few chunks) and, on the calling thread,
// report(done) after each of its chunks with the number of items finished by all threads.
// stop() is asked before each chunk: when it returns true, no further chunk starts and the
// function returns false. Returns true when every chunk ran. The first exception thrown by any
// chunk (or report) stops every thread after its current chunk and is rethrown here.
template <typename Work>
bool parallel_chunks(WorkerPool& pool, std::uint64_t count, unsigned jobs, std::uint64_t chunk, Work&& work,
                     const std::function<void(std::uint64_t)>& report = {},
                     const std::function<bool()>& stop = {}) {
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> halt{false}; // set by a failure or by stop()
    std::mutex failure_mutex;
    std::exception_ptr failure;
    auto fail = [&](std::exception_ptr e) {
        std::lock_guard lock(failure_mutex);
        if (!failure) failure = std::move(e);
        halt.store(true);
    };
    auto run = [&](bool caller) noexcept {
        try {
            while (!halt.load(std::memory_order_relaxed)) {
                if (caller && stop && stop()) {
                    halt.store(true);
                    return;
                }
                const std::uint64_t begin = next.fetch_add(chunk);
                if (begin >= count) return;
                const std::uint64_t end = std::min(count, begin + chunk);
                work(begin, end);
                const std::uint64_t finished = done.fetch_add(end - begin) + (end - begin);
                if (caller && report) report(finished);
            }
        } catch (...) {
            fail(std::current_exception());
        }
    };
    const unsigned helpers = loop_helpers(count, jobs, chunk);
    const std::function<void()> helper_task = [&] { run(false); };
    if (helpers > 0) pool.start(helpers, helper_task);
    run(true);
    if (helpers > 0) pool.finish();
    if (failure) std::rethrow_exception(failure);
    return done.load() == count;
}

// The same with helper threads started for this loop alone.
template <typename Work>
bool parallel_chunks(std::uint64_t count, unsigned jobs, std::uint64_t chunk, Work&& work,
                     const std::function<void(std::uint64_t)>& report = {},
                     const std::function<bool()>& stop = {}) {
    WorkerPool pool(loop_helpers(count, jobs, chunk));
    return parallel_chunks(pool, count, jobs, chunk, std::forward<Work>(work), report, stop);
}

} // namespace cgt::detail
