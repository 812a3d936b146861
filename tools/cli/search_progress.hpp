#pragma once
// The progress line of a long game-tree search (cgt grundy GAME, cgt play, cgt dom graph, cgt
// grundy octal --misere) and of a long sum: what is searched, positions solved, table size,
// memory against the limit and, from the recent growth, roughly when the limit would be reached.
// Drawn through ProgressLine (detail/progress_line.hpp): only on a terminal, at most twice a
// second, cleared when destroyed, and a Ctrl-C meanwhile clears it and stops cgt (exit 130).

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "algorithms/search/search_tables.hpp"
#include "cgt/memory.hpp"
#include "tools/cli/detail/progress_line.hpp"

namespace cgt::cli {

class SearchProgressLine {
public:
    SearchProgressLine() = default;
    // What is being searched, at the start of the line.
    void set_label(std::string_view what) { what_ = what; }

    // The hook to give a solver (SolverOptions::progress or set_progress); empty when not shown.
    // The line must outlive the solver's use of it.
    search::ProgressHook hook() {
        if (!line_.shown()) return {};
        return [this](const search::SearchProgress& p) { report(p); };
    }

    // The next step of work that is not a search (a sum of many parts): "WHAT: DETAIL, M MiB of L
    // MiB". Drawn when the line is due, or when the step before was slow (then this one may be
    // too, and the line should name it while it runs).
    void step(std::string_view detail) {
        const auto now = Clock::now();
        const bool slow = now - last_step_ > std::chrono::milliseconds(50);
        last_step_ = now;
        if (!line_.shown() || (!line_.due() && !slow)) return;
        line_.draw(fmt::format("{}: {}, {} MiB of {} MiB ({:.0f} s)", what_, detail, memory_usage() >> 20,
                               memory_limit() >> 20, seconds()));
    }

    void clear() { line_.clear(); }

private:
    using Clock = std::chrono::steady_clock;

    static std::string text(std::string_view what, const search::SearchProgress& p, std::size_t used,
                            std::size_t limit, double bytes_per_second) {
        std::string eta;
        if (bytes_per_second > 0 && limit > used)
            eta = fmt::format(", limit in ~{:.0f} s at this rate", static_cast<double>(limit - used) / bytes_per_second);
        return fmt::format("{}: {} positions solved, {} in tables, {} MiB of {} MiB{}", what, p.positions_solved,
                           p.table_entries, used >> 20, limit >> 20, eta);
    }

    void report(const search::SearchProgress& p) {
        if (!line_.due()) return;
        const auto now = Clock::now();
        double rate = 0; // bytes a second the tables grew by since the last report
        if (last_bytes_ > 0 && p.table_bytes > last_bytes_)
            rate = static_cast<double>(p.table_bytes - last_bytes_) / std::chrono::duration<double>(now - last_).count();
        // The tables are charged to the budget: memory_usage() counts them already.
        line_.draw(fmt::format("{} ({:.0f} s)", text(what_, p, memory_usage(), memory_limit(), rate), seconds()));
        last_ = now;
        last_bytes_ = p.table_bytes;
    }

    double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

    ProgressLine line_{std::chrono::milliseconds(500), ProgressLine::Interrupts::clean_exit};
    std::string what_;
    Clock::time_point start_ = Clock::now();
    Clock::time_point last_ = Clock::now();
    Clock::time_point last_step_ = Clock::now();
    std::size_t last_bytes_ = 0;
};

} // namespace cgt::cli
