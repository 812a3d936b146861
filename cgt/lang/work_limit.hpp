#pragma once
// The expression language's work limit (docs/notation.md, "Work limit"). A few characters can
// ask for work that grows with a number in the text (^<100000>, {1|0}:10^12, *200.Heat(1),
// ^10^18 + {1|0}); the language refuses such requests before the work starts, and stops an
// evaluation that builds more games or makes more comparisons than it allows, in both cases with
// WorkLimitExceeded. The limit is a whole number N, 1 by default: each of the language's bounds
// is N times its value at 1 (docs/notation.md lists them), so N = 2 allows twice as much.
//
//   cgt::set_work_limit(4);                  // process-wide; CGT_WORK_LIMIT sets the default
//   cgt::evaluate("^<300>.Companion");       // 300 levels: needs a work limit of at least 3
//
// The library functions themselves (cgt::heat, cgt::ordinal_sum, ...) are not limited: a
// program may want the big result and wait for it. cgt::StepLimit (cgt/step_limit.hpp) bounds
// them per thread.

#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/errors.hpp"

namespace cgt {

// An expression asked for more work than the work limit allows. An OutOfRange, so callers that
// catch those still do. needed() is the smallest work limit that allows the request (a guess
// when an evaluation ran out of steps), 0 when not even a guess is known, beyond_every_limit when
// no work limit up to maximum_work_limit allows it.
class WorkLimitExceeded : public OutOfRange {
public:
    static constexpr std::uint64_t beyond_every_limit = ~std::uint64_t{0};
    WorkLimitExceeded(const std::string& what, std::uint64_t needed) : OutOfRange(what), needed_(needed) {}
    std::uint64_t needed() const noexcept { return needed_; }

private:
    std::uint64_t needed_ = 0;
};

inline constexpr std::uint64_t maximum_work_limit = std::uint64_t{1} << 20;

// The current work limit: set_work_limit's, else CGT_WORK_LIMIT's, else 1. Throws
// InvalidArgument when CGT_WORK_LIMIT is set to something parse_work_limit refuses.
std::uint64_t work_limit();
// Sets the work limit for every thread (1 to maximum_work_limit; InvalidArgument otherwise).
void set_work_limit(std::uint64_t limit);
// Parses a work limit as given to --work-limit or CGT_WORK_LIMIT (source names it in messages):
// a whole number from 1 to maximum_work_limit, digits only (no sign, space, unit or exponent).
std::uint64_t parse_work_limit(std::string_view text, std::string_view source);

} // namespace cgt
