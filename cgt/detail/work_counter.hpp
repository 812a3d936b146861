#pragma once
// The per-thread step counter behind cgt::WorkLimit (cgt/work_limit.hpp). A plain thread_local
// with a trivial type, so counting a step is a decrement and a test.
#include <cstdint>
#include <limits>

namespace cgt::detail {

struct WorkCounter {
    std::uint64_t remaining = std::numeric_limits<std::uint64_t>::max(); // no WorkLimit: never reaches 0
    std::uint64_t limit = 0;                                               // 0: no WorkLimit alive
    std::uint64_t until_check = std::numeric_limits<std::uint64_t>::max(); // steps to the next WorkCheck call
};
extern thread_local WorkCounter work_counter;

[[noreturn]] void throw_work_limit_exceeded();
void run_work_check(); // calls the thread's WorkCheck (which may throw) and restarts its count

inline void count_work_step() {
    if (work_counter.remaining == 0) throw_work_limit_exceeded();
    --work_counter.remaining;
    if (--work_counter.until_check == 0) run_work_check();
}

} // namespace cgt::detail
