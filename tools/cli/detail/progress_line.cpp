#include "tools/cli/detail/progress_line.hpp"

#include <atomic>
#include <csignal>
#include <cstring>

#include <fmt/format.h>
#include <unistd.h>

#include "tools/cli/detail/messages.hpp"

namespace cgt::cli {
namespace {

// What the signal handler needs: the width of the line on the terminal now.
std::atomic<std::size_t> width_on_terminal{0};
static_assert(std::atomic<std::size_t>::is_always_lock_free);
struct sigaction int_before_line {}, term_before_line {};

void write_all(const char* text, std::size_t size) noexcept { // async-signal-safe
    while (size > 0) {
        const ssize_t n = ::write(STDERR_FILENO, text, size);
        if (n <= 0) return;
        text += n;
        size -= static_cast<std::size_t>(n);
    }
}

extern "C" void clean_exit_on_signal(int signal) {
    static const char spaces[] = "                                                                ";
    std::size_t width = width_on_terminal.load();
    if (width > 0) {
        write_all("\r", 1);
        for (; width > 0; width -= std::min(width, sizeof spaces - 1)) write_all(spaces, std::min(width, sizeof spaces - 1));
        write_all("\r", 1);
    }
    const char* message = signal == SIGINT ? "cgt: stopped by SIGINT\n" : "cgt: stopped by SIGTERM\n";
    write_all(message, std::strlen(message));
    std::signal(signal, SIG_DFL);
    std::raise(signal); // ends the process by the signal once this handler returns: exit status 128 + signal
}

} // namespace

ProgressLine::ProgressLine(std::chrono::milliseconds interval, Interrupts interrupts)
    : interval_(interval), terminal_(::isatty(STDERR_FILENO) != 0) {
    if (terminal_ && interrupts == Interrupts::clean_exit) {
        struct sigaction action {};
        action.sa_handler = clean_exit_on_signal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &int_before_line);
        sigaction(SIGTERM, &action, &term_before_line);
        handlers_ = true;
    }
}

ProgressLine::~ProgressLine() {
    clear();
    if (handlers_) {
        sigaction(SIGINT, &int_before_line, nullptr);
        sigaction(SIGTERM, &term_before_line, nullptr);
    }
}

bool ProgressLine::due() const { return terminal_ && Clock::now() - last_ >= interval_; }

void ProgressLine::draw(std::string_view text) {
    if (!terminal_) return;
    last_ = Clock::now();
    const std::string line = printable(text, max_width);
    const std::size_t width = std::max(width_, line.size()); // covers what the last line left
    write_stderr(fmt::format("\r{:<{}}", line, width));
    width_ = width;
    width_on_terminal.store(width);
}

void ProgressLine::clear() noexcept {
    if (width_ == 0) return;
    try {
        write_stderr(fmt::format("\r{:{}}\r", "", width_));
    } catch (...) {
        // formatting a line of spaces does not fail but for memory; the line then stays
    }
    width_ = 0;
    width_on_terminal.store(0);
}

} // namespace cgt::cli
