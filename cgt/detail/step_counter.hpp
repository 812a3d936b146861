#pragma once
// The per-thread step counter behind cgt::StepLimit (cgt/step_limit.hpp). A plain thread_local
// with a trivial type, so counting a step is a decrement and a test.
#include <cstdint>
#include <limits>

namespace cgt::detail {

struct StepCounter {
    std::uint64_t remaining = std::numeric_limits<std::uint64_t>::max(); // no StepLimit: never reaches 0
    std::uint64_t limit = 0;                                               // 0: no StepLimit alive
};
extern thread_local StepCounter step_counter;

[[noreturn]] void throw_step_limit_exceeded();

inline void count_step() {
    if (step_counter.remaining == 0) throw_step_limit_exceeded();
    --step_counter.remaining;
}

} // namespace cgt::detail
