#pragma once
// The exceptions cgt throws. Every library error derives from cgt::Error, so a caller can catch
// one type; messages say what was wrong and where.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cgt {

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Bad arguments: malformed colour strings, unknown codes, sizes out of range, ...
class InvalidArgument : public Error {
public:
    using Error::Error;
};

// The result does not fit where the caller asked for it (e.g. a number into an int64).
class OutOfRange : public Error {
public:
    using Error::Error;
};

// Memory would grow past a limit.
// From the memory budget (cgt/memory.hpp): limit() is the budget in bytes, situation() says who
// asked for how much and what was in use, and what() adds how a library caller raises the limit
// (a front end prints situation() with its own advice, e.g. the CLI's --memory-limit).
// From a fixed bound that no setting raises (2^32 games in the table): limit() is 0 and
// situation() == what().
class MemoryLimitExceeded : public Error {
public:
    explicit MemoryLimitExceeded(const std::string& message);
    MemoryLimitExceeded(const std::string& situation, std::size_t limit_bytes);
    std::size_t limit() const noexcept { return limit_; }
    const char* situation() const noexcept;

private:
    std::size_t limit_ = 0;
    std::runtime_error situation_; // a copy that cannot throw, as in std::runtime_error
};

// The bound of a cgt::StepLimit (cgt/step_limit.hpp) was reached.
class StepLimitExceeded : public Error {
public:
    using Error::Error;
};

// Malformed game notation. position is the 0-based offset in the input where parsing failed.
class ParseError : public Error {
public:
    ParseError(const std::string& message, std::size_t position);
    std::size_t position() const noexcept { return position_; }

private:
    std::size_t position_;
};

// A short excerpt of text from position on, for error messages: at most max_chars characters,
// with quotes, backslashes and non-printable bytes escaped (\n, \t, \x1b), "..." when cut
// short. Messages quote it instead of echoing whole (possibly huge or binary) input lines.
std::string input_excerpt(std::string_view text, std::size_t position, std::size_t max_chars = 20);
// For error messages: a short excerpt of `text` around byte `position`, quoted and printable,
// e.g. "...1-2 2=3 3-4..." (at most about 40 bytes of the text; a leading or trailing "..."
// marks a cut; bytes are escaped as by input_excerpt). Input of any size, with any bytes, gives a
// message of bounded length.
std::string quote_excerpt(std::string_view text, std::size_t position = 0);

} // namespace cgt
