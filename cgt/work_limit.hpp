#pragma once
// A bound on the work of the calls one thread makes, for callers that run untrusted requests
// (the fuzz harnesses, a service answering worksheet expressions). Each game an operation builds
// and each comparison it makes, outside the caches, is one step; past the bound, the call
// throws WorkLimitExceeded and leaves every table and cache consistent (as MemoryLimitExceeded
// does). Without a WorkLimit alive on the thread, work is unbounded (the memory limit still
// holds).
//
//   {
//       cgt::WorkLimit limit(100000);        // at most 10^5 steps on this thread
//       value = cgt::evaluate(text);         // may throw cgt::WorkLimitExceeded
//   }                                        // the previous bound (if any) is back

#include <cstdint>
#include <functional>

namespace cgt {

namespace detail {
void run_work_check();
}

class WorkLimit {
public:
    explicit WorkLimit(std::uint64_t steps) noexcept;
    ~WorkLimit();
    // Steps left on this thread (for the innermost limit, which is this one while it lives
    // and no other was made after it).
    static std::uint64_t remaining() noexcept;
    WorkLimit(const WorkLimit&) = delete;
    WorkLimit& operator=(const WorkLimit&) = delete;

private:
    std::uint64_t saved_remaining_; // the enclosing bound's state, restored less what was spent
    std::uint64_t saved_limit_;
    std::uint64_t start_;           // steps this bound allowed at its start
};

// A periodic check on the calls one thread makes, for front ends that must stop a long call on
// request (the Python module polls for Ctrl-C): while a WorkCheck lives, `check` is called on this
// thread about every `interval` steps (the steps of WorkLimit). To stop the call, `check` throws;
// the call unwinds as it does on WorkLimitExceeded, leaving every table and cache consistent.
// A WorkCheck made inside another replaces it until it is destroyed.
//
//   cgt::WorkCheck poll([] { if (stop_requested()) throw Stopped(); });
//   value = cgt::heat(g, t);   // may throw Stopped
class WorkCheck {
public:
    explicit WorkCheck(std::function<void()> check, std::uint64_t interval = 4096);
    ~WorkCheck();
    WorkCheck(const WorkCheck&) = delete;
    WorkCheck& operator=(const WorkCheck&) = delete;

private:
    friend void detail::run_work_check();
    std::function<void()> check_;
    std::uint64_t interval_;
    WorkCheck* saved_;               // the enclosing check, if any
    std::uint64_t saved_until_check_;
};

} // namespace cgt
