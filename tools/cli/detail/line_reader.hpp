#pragma once
// Reading input line by line with bounds: a line longer than max_line_bytes (e.g. /dev/zero, a
// binary file) is an error with its line number, not memory that grows until the machine gives
// out. Opening names what is wrong with a path (missing, a directory, unreadable).

#include <cstddef>
#include <cstdio>
#include <string>

#include "cgt/errors.hpp"

namespace cgt::cli {

class LineReader {
public:
    static constexpr std::size_t max_line_bytes = std::size_t{4} << 20;

    // "-" or "" is stdin; anything else is opened. Throws InvalidArgument naming the problem.
    explicit LineReader(const std::string& path);
    ~LineReader();
    LineReader(const LineReader&) = delete;
    LineReader& operator=(const LineReader&) = delete;

    // The next line without its '\n' (and a '\r' before it); false at the end. Throws
    // InvalidArgument for a line longer than max_line_bytes and for a read error.
    bool next(std::string& line);
    std::size_t line_number() const noexcept { return line_number_; }
    const std::string& name() const noexcept { return name_; } // "stdin" or the path

private:
    std::FILE* in_ = nullptr;
    bool owned_ = false;
    std::string name_;
    std::size_t line_number_ = 0;
    std::string buffer_; // read ahead; buffer_[pos_..] is not yet returned
    std::size_t pos_ = 0;
};

// Runs work() for the current line of `input`; a library error it throws (bad input, a number
// out of range, the memory limit) gets "stdin line 7: " in front, keeping its type.
template <typename Work>
decltype(auto) at_line(const LineReader& input, Work&& work) {
    const auto where = [&] { return input.name() + " line " + std::to_string(input.line_number()) + ": "; };
    try {
        return work();
    } catch (const MemoryLimitExceeded& e) {
        if (e.limit() == 0) throw MemoryLimitExceeded(where() + e.what());
        throw MemoryLimitExceeded(where() + e.situation(), e.limit());
    } catch (const ParseError& e) {
        throw ParseError(where() + e.what(), e.position());
    } catch (const InvalidArgument& e) {
        throw InvalidArgument(where() + e.what());
    } catch (const OutOfRange& e) {
        throw OutOfRange(where() + e.what());
    }
}

} // namespace cgt::cli
