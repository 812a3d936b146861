#pragma once
// A parallel loop whose results are used in order while it runs: the items [0, count) are
// worked on in chunks on several threads (as in parallel_chunks.hpp), and each run of `batch`
// consecutive items is handed to deliver(begin, end) on the calling thread, in order, as soon as
// all its chunks are done. The calling thread delivers between its own chunks, and no chunk starts
// `window` or more batches after the next batch to deliver, so the caller keeps results for
// `window` batches at most.
//
// Why not parallel_chunks once per batch: there every thread waits at the end of each batch for
// the caller to finish delivering the previous one. The domination tables deliver by printing
// rows, which must be in order and is slow where computing is cheap (late rows mostly copy
// earlier ones), so the other threads sat idle; here they go on with the next batches.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <vector>

#include "algorithms/detail/parallel_chunks.hpp"
#include "algorithms/detail/worker_pool.hpp"
#include "cgt/errors.hpp"

namespace cgt::detail {

// Calls work(begin, end) for the chunks of [0, count) on `jobs` threads (the calling thread and
// helpers of `pool`) and deliver(begin, end) for the batches, in order, on the calling thread.
// `batch` must be a positive multiple of `chunk`, and window >= 1. stop() is asked before each
// chunk and each delivery of the calling thread: when it returns true, no further chunk starts and
// nothing more is delivered.
// Returns true when every batch was delivered. The first exception thrown by work or deliver
// stops every thread after its current chunk and is rethrown here.
template <typename Work, typename Deliver>
bool parallel_batches(WorkerPool& pool, std::uint64_t count, unsigned jobs, std::uint64_t chunk, std::uint64_t batch,
                      std::uint64_t window, Work&& work, Deliver&& deliver, const std::function<bool()>& stop = {}) {
    if (chunk == 0 || batch == 0 || batch % chunk != 0 || window == 0)
        throw InvalidArgument("parallel_batches: the batch must be a positive multiple of the chunk, the window positive");
    const std::uint64_t batches = count / batch + (count % batch != 0);
    std::atomic<std::uint64_t> next{0};
    std::mutex mutex; // guards what follows
    std::condition_variable changed;
    std::vector<std::uint64_t> done(window); // items finished, per batch of the window (by batch % window)
    std::uint64_t delivered = 0;             // batches delivered (written by the calling thread only)
    std::atomic<bool> halt{false};           // set (under the mutex) by a failure or by stop()
    std::exception_ptr failure;

    const auto batch_end = [&](std::uint64_t b) { return std::min(count, (b + 1) * batch); };
    const auto fail = [&](std::exception_ptr e) {
        {
            std::lock_guard lock(mutex);
            if (!failure) failure = std::move(e);
            halt = true;
        }
        changed.notify_all();
    };
    // Takes the next chunk (false when none is left); a helper waits until it is inside the window.
    const auto take = [&](bool caller, std::uint64_t& begin) {
        begin = next.fetch_add(chunk);
        if (begin >= count) return false;
        if (caller) return true;
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return halt || begin / batch < delivered + window; });
        return !halt;
    };
    const auto finish_chunk = [&](std::uint64_t begin) {
        const std::uint64_t end = std::min(count, begin + chunk);
        work(begin, end);
        {
            std::lock_guard lock(mutex);
            done[begin / batch % window] += end - begin;
        }
        changed.notify_all();
    };
    // Delivers the next batch once it is complete; with wait, waits for it. False when halted, when
    // every batch was delivered or (without wait) when the next one is not complete yet.
    const auto deliver_next = [&](bool wait) {
        std::uint64_t b = 0;
        {
            std::unique_lock lock(mutex);
            b = delivered;
            if (b == batches) return false;
            const auto complete = [&] { return halt || done[b % window] == batch_end(b) - b * batch; };
            if (wait) changed.wait(lock, complete);
            if (halt || !complete()) return false;
        }
        deliver(b * batch, batch_end(b));
        {
            std::lock_guard lock(mutex);
            done[b % window] = 0; // before a chunk of batch b + window may start
            ++delivered;
        }
        changed.notify_all();
        return true;
    };

    const std::function<void()> helper_task = [&]() noexcept {
        try {
            std::uint64_t begin = 0;
            while (take(false, begin)) finish_chunk(begin);
        } catch (...) {
            fail(std::current_exception());
        }
    };
    const unsigned helpers = loop_helpers(count, jobs, chunk);
    if (helpers > 0) pool.start(helpers, helper_task);
    try {
        const auto stopped = [&] {
            if (!stop || !stop()) return false;
            fail(nullptr); // halts every thread, records no failure
            return true;
        };
        std::uint64_t begin = 0;
        while (!halt.load() && !stopped()) {
            if (deliver_next(false)) continue; // stop() is asked again before the next
            if (!take(true, begin)) break;
            // Outside the window: deliver (waiting for the helpers) until the chunk is inside.
            while (!halt.load() && begin / batch >= delivered + window && !stopped()) deliver_next(true);
            if (halt.load()) break;
            finish_chunk(begin);
        }
        while (!halt.load() && !stopped() && deliver_next(true)) {
        }
    } catch (...) {
        fail(std::current_exception());
    }
    if (helpers > 0) pool.finish();
    if (failure) std::rethrow_exception(failure);
    return delivered == batches;
}

} // namespace cgt::detail
