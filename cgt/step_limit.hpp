#pragma once
// A bound on the steps of the calls one thread makes, for callers that run untrusted requests
// (the fuzz harnesses, the expression language's work limit). Each game an operation builds
// and each comparison it makes, outside the caches, is one step; past the bound, the call
// throws StepLimitExceeded and leaves every table and cache consistent (as MemoryLimitExceeded
// does). Without a StepLimit alive on the thread, steps are unbounded (the memory limit still
// holds).
//
//   {
//       cgt::StepLimit limit(100000);        // at most 10^5 steps on this thread
//       value = cgt::evaluate(text);         // may throw cgt::StepLimitExceeded
//   }                                        // the previous bound (if any) is back

#include <cstdint>
#include <functional>

namespace cgt {

namespace detail {
void run_step_check();
}

class StepLimit {
public:
    explicit StepLimit(std::uint64_t steps) noexcept;
    ~StepLimit();
    // Steps left on this thread (for the innermost limit, which is this one while it lives
    // and no other was made after it).
    static std::uint64_t remaining() noexcept;
    StepLimit(const StepLimit&) = delete;
    StepLimit& operator=(const StepLimit&) = delete;

private:
    std::uint64_t saved_remaining_; // the enclosing bound's state, restored less what was spent
    std::uint64_t saved_limit_;
    std::uint64_t start_;           // steps this bound allowed at its start
};

// A periodic check on the calls one thread makes, for front ends that must stop a long call on
// request (the Python module polls for Ctrl-C): while a StepCheck lives, `check` is called on this
// thread about every `interval` steps (the steps of StepLimit). To stop the call, `check` throws;
// the call unwinds as it does on StepLimitExceeded, leaving every table and cache consistent.
// A StepCheck made inside another replaces it until it is destroyed.
//
//   cgt::StepCheck poll([] { if (stop_requested()) throw Stopped(); });
//   value = cgt::heat(g, t);   // may throw Stopped
class StepCheck {
public:
    explicit StepCheck(std::function<void()> check, std::uint64_t interval = 4096);
    ~StepCheck();
    StepCheck(const StepCheck&) = delete;
    StepCheck& operator=(const StepCheck&) = delete;

private:
    friend void detail::run_step_check();
    std::function<void()> check_;
    std::uint64_t interval_;
    StepCheck* saved_;               // the enclosing check, if any
    std::uint64_t saved_until_check_;
};

} // namespace cgt
