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

// The game table and caches would grow past the configured limit (see cgt/memory.hpp).
class MemoryLimitExceeded : public Error {
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

} // namespace cgt
