#pragma once
// The one progress line of the CLI: a line on stderr redrawn in place, only when stderr is a
// terminal, at most every `interval`, made printable and cleared when done (or destroyed, also
// when an exception unwinds), so that what follows starts on a clean line. The long runs'
// percentage bar (long_run.hpp), the searches' line (search_progress.hpp) and the sums of
// `cgt dom path/cycle` draw through it.
//
// With Interrupts::clean_exit, a SIGINT or SIGTERM while it lives clears the line, says
// "cgt: stopped by SIGINT" and ends the process by that signal (exit status 130 or 143): for
// work that cannot stop in the middle (a sum in the core, a search) and has nothing to save.
// Long runs handle the signals themselves (Interrupts::caller).

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace cgt::cli {

class ProgressLine {
public:
    enum class Interrupts { caller, clean_exit };

    explicit ProgressLine(std::chrono::milliseconds interval, Interrupts interrupts = Interrupts::caller);
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    bool shown() const noexcept { return terminal_; } // stderr is a terminal
    // The interval has passed since the last drawing (always false when not shown).
    bool due() const;
    // Draws `text` in place of the line (printable, at most max_width characters).
    void draw(std::string_view text);
    void clear() noexcept;

    static constexpr std::size_t max_width = 200;

private:
    using Clock = std::chrono::steady_clock;
    std::chrono::milliseconds interval_;
    bool terminal_;
    bool handlers_ = false;
    std::size_t width_ = 0; // characters on the line now (0: nothing shown)
    Clock::time_point last_{};
};

} // namespace cgt::cli
