#pragma once
// Helper threads kept for many jobs, so that what each keeps per thread (the core's memos, a
// DP's option scratch and caches) stays warm from one job to the next instead of being rebuilt
// by fresh threads every time. Used by the parallel loops of parallel_chunks.hpp (the domination
// tables) and by the octal engine, which runs two halves of a loop side by side.

#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cgt::detail {

// A fixed set of helper threads that run one task at a time, handed out by the calling thread.
class WorkerPool {
public:
    // Starts `helpers` threads; throws (after stopping those started) when one cannot start.
    explicit WorkerPool(unsigned helpers) {
        try {
            threads_.reserve(helpers);
            for (unsigned t = 0; t < helpers; ++t) threads_.emplace_back([this] { serve(); });
        } catch (...) {
            stop_all();
            throw;
        }
    }
    ~WorkerPool() { stop_all(); }
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    unsigned size() const noexcept { return static_cast<unsigned>(threads_.size()); }

    // Hands `task` to up to `helpers` idle threads; finish() must follow before anything `task`
    // refers to goes away. task must not throw.
    void start(unsigned helpers, const std::function<void()>& task) {
        const unsigned wanted = std::min(helpers, size());
        {
            std::lock_guard lock(mutex_);
            task_ = &task;
            wanted_ = wanted;
            taken_ = finished_ = 0;
            ++generation_;
        }
        // Woken after the lock is released, so a helper does not wake only to wait for it.
        if (wanted == 1) work_ready_.notify_one();
        else work_ready_.notify_all();
    }
    // Waits for the helpers that took the task; those that had not started yet never will (the
    // task of a parallel loop shares its work out, so the threads that came are enough).
    void finish() { wait(true); }

    // Runs helper_job on one helper and own_job on the calling thread; returns when both are done,
    // rethrowing an exception of either (own_job's first). Without helpers, runs both here.
    void run_alongside(const std::function<void()>& helper_job, const std::function<void()>& own_job) {
        if (threads_.empty()) {
            own_job();
            helper_job();
            return;
        }
        std::exception_ptr helper_error, own_error;
        const std::function<void()> task = [&] {
            try {
                helper_job();
            } catch (...) {
                helper_error = std::current_exception();
            }
        };
        start(1, task);
        try {
            own_job();
        } catch (...) {
            own_error = std::current_exception();
        }
        wait(false);
        if (own_error) std::rethrow_exception(own_error);
        if (helper_error) std::rethrow_exception(helper_error);
    }

private:
    // Waits until every helper that took the task is done; with cancel, the tickets no helper
    // took yet are withdrawn first, otherwise all of them are waited for.
    void wait(bool cancel) {
        std::unique_lock lock(mutex_);
        if (cancel) wanted_ = taken_;
        all_done_.wait(lock, [this] { return taken_ == wanted_ && finished_ == taken_; });
        task_ = nullptr;
    }

    void serve() noexcept {
        std::uint64_t seen = 0;
        std::unique_lock lock(mutex_);
        for (;;) {
            work_ready_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            if (taken_ >= wanted_) continue;
            ++taken_;
            const std::function<void()>* task = task_;
            lock.unlock();
            (*task)();
            lock.lock();
            if (++finished_ == wanted_) all_done_.notify_all();
        }
    }
    void stop_all() noexcept {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        work_ready_.notify_all();
        threads_.clear(); // joins
    }

    std::mutex mutex_;
    std::condition_variable work_ready_, all_done_;
    const std::function<void()>* task_ = nullptr;
    std::uint64_t generation_ = 0;
    unsigned wanted_ = 0, taken_ = 0, finished_ = 0;
    bool stopping_ = false;
    std::vector<std::jthread> threads_;
};

} // namespace cgt::detail
