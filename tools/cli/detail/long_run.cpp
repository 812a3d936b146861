#include "tools/cli/detail/long_run.hpp"

#include <algorithm>
#include <atomic>
#include <csignal>

#include <fmt/format.h>
#include <unistd.h>
#include <zlib.h>

#include "tools/cli/detail/messages.hpp"

namespace cgt::cli {
namespace {

// ---- signals ----

std::atomic<int> stop_signal{0}; // lock-free: written from the signal handler
static_assert(std::atomic<int>::is_always_lock_free);
struct sigaction previous_int {}, previous_term {};

extern "C" void on_stop_signal(int signal) {
    if (stop_signal.exchange(signal) != 0) { // the second one: stop now, as without cgt
        std::signal(signal, SIG_DFL);
        std::raise(signal);
    }
}

void install_handlers() {
    stop_signal.store(0);
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // writes in progress complete
    sigaction(SIGINT, &action, &previous_int);
    sigaction(SIGTERM, &action, &previous_term);
}

void restore_handlers() {
    sigaction(SIGINT, &previous_int, nullptr);
    sigaction(SIGTERM, &previous_term, nullptr);
}

std::string duration(double seconds) {
    const auto s = static_cast<std::uint64_t>(seconds);
    if (s >= 3600) return fmt::format("{}h{:02}m", s / 3600, s / 60 % 60);
    if (s >= 60) return fmt::format("{}m{:02}s", s / 60, s % 60);
    return fmt::format("{}s", s);
}

} // namespace

void add_long_run_options(CLI::App* cmd, LongRunOptions& options) {
    cmd->add_option("--checkpoint", options.checkpoint,
                    "write a checkpoint to FILE now and then and when stopped (Ctrl-C, SIGTERM), to --resume from")
        ->type_name("FILE");
    cmd->add_option("--resume", options.resume,
                    "continue the run checkpointed in FILE, printing the rest of its output (append it: >> OUT); "
                    "checkpoints go on to FILE")
        ->type_name("FILE");
    cmd->add_option("--checkpoint-every", options.every_seconds, "seconds between checkpoints (default 60)")
        ->type_name("SECONDS")
        ->check(CLI::Range(0.1, 1e7));
}

LongRun::LongRun(std::string identity, LongRunOptions options)
    : identity_(std::move(identity)), options_(std::move(options)), last_save_(std::chrono::steady_clock::now()),
      started_(last_save_) {
    FileId resumed_file;
    if (!options_.resume.empty()) {
        resumed_ = read_checkpoint(options_.resume, identity_, resumed_file);
        check_output_continues(options_.resume, *resumed_);
        if (options_.checkpoint.empty()) options_.checkpoint = options_.resume;
    }
    if (!options_.checkpoint.empty()) {
        check_checkpoint_target(options_.checkpoint); // now, not at the first save hours later
        if (options_.checkpoint == options_.resume) checkpoint_file_ = resumed_file;
    }
    install_handlers();
}

LongRun::~LongRun() {
    restore_handlers();
    clear_progress();
}

bool LongRun::stop_requested() const noexcept { return stop_signal.load(std::memory_order_relaxed) != 0; }

void LongRun::progress(double fraction, const std::string& detail) {
    if (!line_.shown()) return;
    fraction = std::clamp(fraction, 0.0, 1.0);
    if (first_progress_) {
        first_progress_ = false;
        first_fraction_ = fraction;
    }
    if (!line_.due() && fraction < 1) return;
    const int filled = static_cast<int>(fraction * 20);
    std::string line = fmt::format("[{}{}] {:5.1f}%{}{}", std::string(static_cast<std::size_t>(filled), '#'),
                                   std::string(static_cast<std::size_t>(20 - filled), ' '), 100 * fraction,
                                   detail.empty() ? "" : "  ", detail);
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    if (fraction > first_fraction_ && elapsed > 2)
        line += fmt::format("  {} left", duration(elapsed * (1 - fraction) / (fraction - first_fraction_)));
    line_.draw(line);
}

void LongRun::clear_progress() { line_.clear(); }

bool LongRun::checkpoint_due() const {
    return !options_.checkpoint.empty() &&
           std::chrono::steady_clock::now() - last_save_ >= std::chrono::duration<double>(options_.every_seconds);
}

std::uint64_t LongRun::output_bytes(const Output& out) const {
    return (resumed_ ? resumed_->output_bytes : 0) + out.bytes_written();
}

std::uint32_t LongRun::output_crc32(const Output& out) const {
    if (!resumed_) return out.crc32();
    return static_cast<std::uint32_t>(
        crc32_combine(resumed_->output_crc32, out.crc32(), static_cast<z_off_t>(out.bytes_written())));
}

void LongRun::save(Output& out, const std::string& state) {
    out.flush();
    last_save_ = std::chrono::steady_clock::now();
    if (!options_.checkpoint.empty())
        checkpoint_file_ =
            write_checkpoint(options_.checkpoint, identity_, {state, output_bytes(out), output_crc32(out)});
}

void LongRun::stop(Output& out, const std::string& state) {
    save(out, state);
    clear_progress();
    const int signal = stop_signal.load();
    const char* name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "a signal";
    if (options_.checkpoint.empty())
        throw Interrupted(fmt::format("stopped by {}; the output so far is complete up to its last line (with "
                                      "--checkpoint FILE a run can be resumed)",
                                      name),
                          signal);
    throw Interrupted(fmt::format("stopped by {} after {} bytes of output; checkpoint written to {}: continue with "
                                  "the same command and --resume {}, appending to this output",
                                  name, output_bytes(out), options_.checkpoint, options_.checkpoint),
                      signal);
}

void LongRun::finish(Output& out) {
    out.flush();
    clear_progress();
    // Only the checkpoint this run wrote or resumed from, if the path still names it.
    if (!options_.checkpoint.empty()) remove_checkpoint(options_.checkpoint, checkpoint_file_);
}

} // namespace cgt::cli
