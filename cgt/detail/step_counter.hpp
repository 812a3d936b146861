#pragma once
// The per-thread step counter behind cgt::StepLimit (cgt/step_limit.hpp). A plain thread_local
// with a trivial type, so counting a step is a decrement and a test.
#include <cstdint>
#include <limits>

namespace cgt::detail {

struct StepCounter {
    std::uint64_t remaining = std::numeric_limits<std::uint64_t>::max(); // no StepLimit: never reaches 0
    std::uint64_t limit = 0;                                               // 0: no StepLimit alive
    std::uint64_t until_check = std::numeric_limits<std::uint64_t>::max(); // steps to the next StepCheck call
};
extern thread_local StepCounter step_counter;

[[noreturn]] void throw_step_limit_exceeded();
void run_step_check(); // calls the thread's StepCheck (which may throw) and restarts its count

inline void count_step() {
    if (step_counter.remaining == 0) throw_step_limit_exceeded();
    --step_counter.remaining;
    if (--step_counter.until_check == 0) run_step_check();
}

} // namespace cgt::detail
