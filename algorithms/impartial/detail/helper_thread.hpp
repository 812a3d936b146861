#pragma once
// A second thread that runs one job at a time while the caller runs another (the two halves of a
// long loop). An exception thrown by the helper's job is rethrown in the caller.

#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace cgt::impartial::detail {

class HelperThread {
public:
    HelperThread() : thread_([this] { loop(); }) {}
    ~HelperThread() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }
    HelperThread(const HelperThread&) = delete;
    HelperThread& operator=(const HelperThread&) = delete;

    // Runs helper_job on the helper thread and own_job on this one; returns when both are done.
    void run_alongside(const std::function<void()>& helper_job, const std::function<void()>& own_job) {
        {
            std::lock_guard lock(mutex_);
            job_ = &helper_job;
            error_ = nullptr;
        }
        wake_.notify_one();
        std::exception_ptr own_error;
        try {
            own_job();
        } catch (...) {
            own_error = std::current_exception();
        }
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return job_ == nullptr; });
        if (own_error) std::rethrow_exception(own_error);
        if (error_) std::rethrow_exception(error_);
    }

private:
    void loop() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stop_ || job_ != nullptr; });
            if (stop_) return;
            lock.unlock();
            std::exception_ptr error;
            try {
                (*job_)();
            } catch (...) {
                error = std::current_exception();
            }
            lock.lock();
            error_ = error;
            job_ = nullptr;
            done_.notify_one();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void()>* job_ = nullptr;
    std::exception_ptr error_;
    bool stop_ = false;
    std::thread thread_;
};

} // namespace cgt::impartial::detail
