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

namespace cgt {

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

} // namespace cgt
