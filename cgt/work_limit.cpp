#include "cgt/work_limit.hpp"

#include <limits>
#include <utility>

#include <fmt/format.h>

#include "cgt/detail/work_counter.hpp"
#include "cgt/errors.hpp"

namespace cgt {
namespace detail {

thread_local WorkCounter work_counter;
thread_local WorkCheck* work_check = nullptr;

void throw_work_limit_exceeded() {
    throw WorkLimitExceeded(fmt::format("work limit of {} steps reached (a step is a game built or a comparison made)",
                                        work_counter.limit));
}

void run_work_check() {
    WorkCheck* check = work_check;
    if (!check) { // no check alive: never again
        work_counter.until_check = std::numeric_limits<std::uint64_t>::max();
        return;
    }
    work_counter.until_check = check->interval_; // first: the check may throw
    check->check_();
}

} // namespace detail

WorkCheck::WorkCheck(std::function<void()> check, std::uint64_t interval)
    : check_(std::move(check)), interval_(interval == 0 ? 1 : interval), saved_(detail::work_check),
      saved_until_check_(detail::work_counter.until_check) {
    detail::work_check = this;
    detail::work_counter.until_check = interval_;
}

WorkCheck::~WorkCheck() {
    detail::work_check = saved_;
    detail::work_counter.until_check = saved_until_check_;
}

WorkLimit::WorkLimit(std::uint64_t steps) noexcept
    : saved_remaining_(detail::work_counter.remaining), saved_limit_(detail::work_counter.limit) {
    // A nested limit never raises the bound of an enclosing one.
    start_ = steps < saved_remaining_ ? steps : saved_remaining_;
    detail::work_counter.remaining = start_;
    if (steps < saved_remaining_) detail::work_counter.limit = steps;
}

std::uint64_t WorkLimit::remaining() noexcept { return detail::work_counter.remaining; }

WorkLimit::~WorkLimit() {
    // Steps spent inside also count against the enclosing limit (none when there is none).
    const std::uint64_t spent = start_ - detail::work_counter.remaining;
    const bool enclosed = saved_remaining_ != std::numeric_limits<std::uint64_t>::max();
    detail::work_counter.remaining = enclosed ? saved_remaining_ - spent : saved_remaining_;
    detail::work_counter.limit = saved_limit_;
}

} // namespace cgt
