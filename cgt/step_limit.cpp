#include "cgt/step_limit.hpp"

#include <limits>
#include <utility>

#include <fmt/format.h>

#include "cgt/detail/step_counter.hpp"
#include "cgt/errors.hpp"

namespace cgt {
namespace detail {

thread_local StepCounter step_counter;
thread_local StepCheck* step_check = nullptr;

void throw_step_limit_exceeded() {
    throw StepLimitExceeded(fmt::format("step limit of {} steps reached (a step is a game built or a comparison made)",
                                        step_counter.limit));
}

void run_step_check() {
    StepCheck* check = step_check;
    if (!check) { // no check alive: never again
        step_counter.until_check = std::numeric_limits<std::uint64_t>::max();
        return;
    }
    step_counter.until_check = check->interval_; // first: the check may throw
    check->check_();
}

} // namespace detail

StepCheck::StepCheck(std::function<void()> check, std::uint64_t interval)
    : check_(std::move(check)), interval_(interval == 0 ? 1 : interval), saved_(detail::step_check),
      saved_until_check_(detail::step_counter.until_check) {
    detail::step_check = this;
    detail::step_counter.until_check = interval_;
}

StepCheck::~StepCheck() {
    detail::step_check = saved_;
    detail::step_counter.until_check = saved_until_check_;
}

StepLimit::StepLimit(std::uint64_t steps) noexcept
    : saved_remaining_(detail::step_counter.remaining), saved_limit_(detail::step_counter.limit) {
    // A nested limit never raises the bound of an enclosing one.
    start_ = steps < saved_remaining_ ? steps : saved_remaining_;
    detail::step_counter.remaining = start_;
    if (steps < saved_remaining_) detail::step_counter.limit = steps;
}

std::uint64_t StepLimit::remaining() noexcept { return detail::step_counter.remaining; }

StepLimit::~StepLimit() {
    // Steps spent inside also count against the enclosing limit (none when there is none).
    const std::uint64_t spent = start_ - detail::step_counter.remaining;
    const bool enclosed = saved_remaining_ != std::numeric_limits<std::uint64_t>::max();
    detail::step_counter.remaining = enclosed ? saved_remaining_ - spent : saved_remaining_;
    detail::step_counter.limit = saved_limit_;
}

} // namespace cgt
