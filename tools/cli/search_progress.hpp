#pragma once
// A one-line progress report of a long game-tree search on stderr, shown only when stderr is a
// terminal, at most twice a second: positions solved, table size, memory against the limit and,
// from the recent growth, roughly when the limit would be reached. Cleared when destroyed (also
// when the search throws), so an error message starts on a clean line.

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "algorithms/search/search_tables.hpp"
#include "cgt/memory.hpp"
#include "tools/cli/detail/messages.hpp"

namespace cgt::cli {

class SearchProgressLine {
public:
    SearchProgressLine() : shown_(isatty(STDERR_FILENO) != 0) {}
    // What is being searched, at the start of the line.
    void set_label(std::string_view what) { what_ = printable(what, 60); }
    ~SearchProgressLine() { clear(); }
    SearchProgressLine(const SearchProgressLine&) = delete;
    SearchProgressLine& operator=(const SearchProgressLine&) = delete;

    // The hook to give a solver (SolverOptions::progress or set_progress); empty when not shown.
    // The line must outlive the solver's use of it.
    search::ProgressHook hook() {
        if (!shown_) return {};
        return [this](const search::SearchProgress& p) { report(p); };
    }

    void clear() {
        if (!printed_) return;
        write_stderr(fmt::format("\r{:{}}\r", "", width_));
        printed_ = false;
    }

private:
    using Clock = std::chrono::steady_clock;

    void report(const search::SearchProgress& p) {
        const auto now = Clock::now();
        if (now - last_ < std::chrono::milliseconds(500)) return;
        const double seconds = std::chrono::duration<double>(now - start_).count();
        const std::size_t used = memory_usage() + p.table_bytes, limit = memory_limit();
        std::string eta;
        if (last_bytes_ > 0 && p.table_bytes > last_bytes_ && limit > used) {
            const double rate = static_cast<double>(p.table_bytes - last_bytes_) /
                                std::chrono::duration<double>(now - last_).count();
            eta = fmt::format(", limit in ~{:.0f} s at this rate", static_cast<double>(limit - used) / rate);
        }
        const std::string line = fmt::format("{}: {} positions solved, {} in tables, {} MiB of {} MiB{} ({:.0f} s)",
                                             what_, p.positions_solved, p.table_entries, used >> 20, limit >> 20, eta,
                                             seconds);
        width_ = std::max(width_, line.size());
        write_stderr(fmt::format("\r{:{}}", line, width_));
        printed_ = true;
        last_ = now;
        last_bytes_ = p.table_bytes;
    }

    std::string what_;
    bool shown_;
    bool printed_ = false;
    std::size_t width_ = 0;
    Clock::time_point start_ = Clock::now();
    Clock::time_point last_ = Clock::now();
    std::size_t last_bytes_ = 0;
};

} // namespace cgt::cli
