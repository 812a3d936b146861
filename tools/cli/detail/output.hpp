#pragma once
// Checked writes to stdout. Every command prints with fmt::print to stdout (or through Output for
// long listings); main() calls flush_stdout() last, so a write that failed at any point (a full
// disk, a closed pipe: SIGPIPE is ignored, the write then fails with EPIPE) is an error with
// exit code 2 instead of a silent exit 0.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::cli {

// Writing the output failed; what() names the cause ("No space left on device").
class OutputError : public Error {
public:
    using Error::Error;
};

// Flushes stdout; throws OutputError if this or any earlier write to stdout failed.
void flush_stdout();

// Writes prefix, text and a newline to stdout without copying text (fmt::print would format it
// into a buffer first: a printed form of a gigabyte would take two). Errors are found by
// flush_stdout().
void write_line(std::string_view prefix, std::string_view text);

// Buffered stdout for listings of millions of lines: flushes (checked) every 64 KiB.
class Output {
public:
    Output() = default;
    ~Output(); // flushes what is left, unchecked when unwinding from an exception
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    template <typename... Args>
    void print(fmt::format_string<Args...> f, Args&&... args) {
        fmt::format_to(std::back_inserter(buffer_), f, std::forward<Args>(args)...);
        flush_if_full();
    }
    void append(std::string_view text) { // text as it is, without a format string
        buffer_.append(text);
        flush_if_full();
    }
    void flush(); // throws OutputError
    // Bytes handed to stdout so far by this Output (flushed or not).
    std::size_t bytes_written() const noexcept { return written_ + buffer_.size(); }
    // The CRC-32 of the bytes flushed so far (a checkpoint records it: resumed output is checked).
    std::uint32_t crc32() const noexcept { return crc_; }

private:
    void flush_if_full() {
        if (buffer_.size() > (std::size_t{1} << 16)) flush();
    }
    fmt::memory_buffer buffer_;
    std::size_t written_ = 0;
    std::uint32_t crc_ = 0;
};

} // namespace cgt::cli
