#include "tools/cli/detail/long_run.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cli/commands.hpp"
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

// ---- the checkpoint file ----
//
//   cgt checkpoint 1
//   version: 0.1.0
//   command: dom table 22 --with-c
//   output-bytes: 123456
//   state-bytes: 42
//   checksum: 0123456789abcdef          (FNV-1a 64 of the lines above and the state)
//   <state>

constexpr std::string_view magic = "cgt checkpoint 1";

std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 0xcbf29ce484222325ULL) {
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ULL;
    return h;
}

std::string header(const std::string& identity, std::uint64_t output_bytes, std::size_t state_bytes) {
    return fmt::format("{}\nversion: {}\ncommand: {}\noutput-bytes: {}\nstate-bytes: {}\n", magic, cgt_version, identity,
                       output_bytes, state_bytes);
}

std::string shown(std::string_view text) { // a value from the file, printable and short
    std::string out;
    for (char c : text.substr(0, 80)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
    return text.size() > 80 ? out + "..." : out;
}

// Reads "NAME: VALUE\n" at pos; returns VALUE.
std::string_view field(std::string_view text, std::size_t& pos, std::string_view name, const std::string& file) {
    const std::size_t end = text.find('\n', pos);
    const std::string_view line = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (end == std::string_view::npos || !line.starts_with(name) || line.substr(name.size(), 2) != ": ")
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: expected the line \"{}: ...\"", file, name));
    pos = end + 1;
    return line.substr(name.size() + 2);
}

std::uint64_t number(std::string_view text, int base, const std::string& file, std::string_view name) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size())
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: {} '{}' is not a number", file, name, shown(text)));
    return value;
}

} // namespace

Checkpoint parse_checkpoint(std::string_view view, const std::string& file, const std::string& identity) {
    std::size_t pos = view.find('\n');
    if (pos == std::string_view::npos || view.substr(0, pos) != magic)
        throw InvalidArgument(fmt::format("{} is not a cgt checkpoint (it does not start with \"{}\")", file, magic));
    ++pos;
    const std::string_view version = field(view, pos, "version", file);
    const std::string_view command = field(view, pos, "command", file);
    const std::uint64_t output_bytes = number(field(view, pos, "output-bytes", file), 10, file, "output-bytes");
    const std::uint64_t state_bytes = number(field(view, pos, "state-bytes", file), 10, file, "state-bytes");
    const std::size_t checked = pos;
    const std::uint64_t checksum = number(field(view, pos, "checksum", file), 16, file, "checksum");
    if (view.size() - pos != state_bytes)
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: {} bytes of state announced, {} found", file,
                                          state_bytes, view.size() - pos));
    const std::string_view state = view.substr(pos);
    if (fnv1a(state, fnv1a(view.substr(0, checked))) != checksum)
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: its checksum does not match", file));
    if (version != cgt_version)
        throw InvalidArgument(fmt::format("checkpoint {} was written by cgt {}, this is cgt {}: start again", file,
                                          shown(version), cgt_version));
    if (command != identity)
        throw InvalidArgument(fmt::format("checkpoint {} belongs to 'cgt {}', not to 'cgt {}'", file, shown(command),
                                          identity));
    return Checkpoint{std::string(state), output_bytes};
}

namespace {

Checkpoint read_checkpoint(const std::string& file, const std::string& identity) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        throw InvalidArgument(fmt::format("checkpoint {} is a directory", file));
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InvalidArgument(fmt::format("cannot open the checkpoint {}: {}", file, std::strerror(errno)));
    constexpr std::size_t largest = std::size_t{1} << 30;
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > largest) throw InvalidArgument(fmt::format("checkpoint {} is corrupt: larger than 1 GiB", file));
    }
    return parse_checkpoint(text, file, identity);
}

void write_checkpoint(const std::string& file, const std::string& identity, const Checkpoint& c) {
    const std::string head = header(identity, c.output_bytes, c.state.size());
    const std::string text =
        fmt::format("{}checksum: {:016x}\n{}", head, fnv1a(c.state, fnv1a(head)), c.state);
    const std::string temporary = fmt::format("{}.tmp.{}", file, ::getpid());
    auto fail = [&](const char* what) {
        const int error = errno;
        ::unlink(temporary.c_str());
        throw OutputError(fmt::format("cannot write the checkpoint {} ({}): {}", file, what, std::strerror(error)));
    };
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) fail("creating a temporary file next to it");
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(fd);
            fail("writing");
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        ::close(fd);
        fail("syncing");
    }
    if (::close(fd) != 0) fail("closing");
    if (::rename(temporary.c_str(), file.c_str()) != 0) fail("renaming");
    // The rename itself is durable once the directory is synced.
    const std::string directory = std::filesystem::path(file).parent_path().string();
    const int dir = ::open(directory.empty() ? "." : directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

// When stdout is a regular file it must hold nothing, or exactly the checkpointed run's output.
void check_output_continues(const std::string& file, const Checkpoint& c) {
    struct stat st {};
    if (::fstat(STDOUT_FILENO, &st) != 0 || !S_ISREG(st.st_mode)) return;
    const auto size = static_cast<std::uint64_t>(st.st_size);
    if (size != 0 && size != c.output_bytes)
        throw InvalidArgument(fmt::format(
            "stdout holds {} bytes, but the run checkpointed in {} had written {}: append to that run's output "
            "(cgt ... --resume {} >> FILE) or write the rest to an empty file",
            size, file, c.output_bytes, file));
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
      started_(last_save_), terminal_(::isatty(STDERR_FILENO) != 0) {
    if (!options_.resume.empty()) {
        resumed_ = read_checkpoint(options_.resume, identity_);
        check_output_continues(options_.resume, *resumed_);
        if (options_.checkpoint.empty()) options_.checkpoint = options_.resume;
    }
    install_handlers();
}

LongRun::~LongRun() {
    restore_handlers();
    clear_progress();
}

bool LongRun::stop_requested() const noexcept { return stop_signal.load(std::memory_order_relaxed) != 0; }

void LongRun::progress(double fraction, const std::string& detail) {
    if (!terminal_) return;
    fraction = std::clamp(fraction, 0.0, 1.0);
    const auto now = std::chrono::steady_clock::now();
    if (first_progress_) {
        first_progress_ = false;
        first_fraction_ = fraction;
    }
    if (now - last_drawn_ < std::chrono::milliseconds(200) && fraction < 1) return;
    last_drawn_ = now;
    const int filled = static_cast<int>(fraction * 20);
    std::string line = fmt::format("\r[{}{}] {:5.1f}%{}{}", std::string(static_cast<std::size_t>(filled), '#'),
                                   std::string(static_cast<std::size_t>(20 - filled), ' '), 100 * fraction,
                                   detail.empty() ? "" : "  ", detail);
    const double elapsed = std::chrono::duration<double>(now - started_).count();
    if (fraction > first_fraction_ && elapsed > 2)
        line += fmt::format("  {} left", duration(elapsed * (1 - fraction) / (fraction - first_fraction_)));
    write_stderr(fmt::format("{:<72}", line));
    progress_shown_ = true;
}

void LongRun::clear_progress() {
    if (!progress_shown_) return;
    write_stderr(fmt::format("\r{:72}\r", ""));
    progress_shown_ = false;
}

bool LongRun::checkpoint_due() const {
    return !options_.checkpoint.empty() &&
           std::chrono::steady_clock::now() - last_save_ >= std::chrono::duration<double>(options_.every_seconds);
}

std::uint64_t LongRun::output_bytes(const Output& out) const {
    return (resumed_ ? resumed_->output_bytes : 0) + out.bytes_written();
}

void LongRun::save(Output& out, const std::string& state) {
    out.flush();
    last_save_ = std::chrono::steady_clock::now();
    if (!options_.checkpoint.empty()) write_checkpoint(options_.checkpoint, identity_, {state, output_bytes(out)});
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
    std::error_code ignored; // a checkpoint already gone is no failure of the run
    if (!options_.checkpoint.empty()) std::filesystem::remove(options_.checkpoint, ignored);
}

} // namespace cgt::cli
