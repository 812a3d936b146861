#include "tools/cli/detail/output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>

#include <zlib.h>

namespace cgt::cli {
namespace {

int first_error = 0; // errno of the first failed write: later checks report the cause, not "failed"

[[noreturn]] void throw_write_error(int error) {
    if (first_error == 0) first_error = error;
    throw OutputError(fmt::format("cannot write the output: {}",
                                  first_error != 0 ? std::strerror(first_error) : "an earlier write failed"));
}

} // namespace

void flush_stdout() {
    errno = 0;
    const bool failed = std::fflush(stdout) != 0;
    const int error = errno;
    if (failed || std::ferror(stdout)) throw_write_error(error);
}

void write_line(std::string_view prefix, std::string_view text) {
    std::fwrite(prefix.data(), 1, prefix.size(), stdout);
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
}

Output::~Output() {
    if (std::uncaught_exceptions() > 0) {
        std::fwrite(buffer_.data(), 1, buffer_.size(), stdout); // best effort; the error is on its way
        return;
    }
    try {
        flush();
    } catch (const OutputError&) {
        // main() reports it: its final flush_stdout() sees the stream's error flag.
    }
}

void Output::flush() {
    errno = 0;
    const std::size_t size = buffer_.size();
    const std::size_t put = std::fwrite(buffer_.data(), 1, size, stdout);
    const int error = errno;
    written_ += put;
    crc_ = static_cast<std::uint32_t>(::crc32_z(crc_, reinterpret_cast<const Bytef*>(buffer_.data()), put));
    buffer_.clear();
    if (put < size || std::ferror(stdout)) throw_write_error(error);
    flush_stdout();
}

} // namespace cgt::cli
