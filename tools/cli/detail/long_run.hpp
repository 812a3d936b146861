#pragma once
// Long runs that lose nothing: progress on stderr, clean stops on SIGINT/SIGTERM, checkpoints
// that a later run resumes from, with a resumed output byte-identical to an uninterrupted one.
//
// For a command whose output is a listing computed piece by piece, in order (cgt dom table,
// cgt compound --sequence, cgt grundy octal):
//
//   LongRunOptions options;                          // at set-up:
//   add_long_run_options(cmd, options);              //   --checkpoint FILE, --resume FILE, --checkpoint-every S
//   ...
//   LongRun run(identity, options);                  // identity: "dom table 22 --with-c", everything that shapes
//                                                    // the output (not --jobs); a checkpoint of another is refused
//   Output out;
//   if (const auto& saved = run.resumed())           // the --resume file, already checked
//       state = parse(saved->state);                 //   (the command's own text; malformed: throw InvalidArgument)
//   while (work left) {
//       compute the next piece; out.print(...); advance state;
//       run.progress(done / total, "1234/5678 values");
//       if (run.checkpoint_due()) run.save(out, to_text(state));
//       if (run.stop_requested()) run.stop(out, to_text(state)); // flushes, saves, throws Interrupted
//   }
//   run.finish(out);                                 // flushes; the checkpoint file is removed
//
// A checkpoint (checkpoint_file.hpp) records the state and how many bytes of output were written
// before it, and their CRC-32; the resumed run prints only what follows, to be appended to the
// first run's output (>> FILE). When stdout is a regular file holding neither those bytes nor
// nothing, the resume is refused. Checkpoints are written to a temporary file in the same
// directory, synced and renamed over the old one, so a crash at any moment leaves the previous
// checkpoint or the new one; a path that holds anything but a cgt checkpoint is refused at the
// start, and a finished run removes only the checkpoint it wrote.
//
// Exit codes: a stop by SIGINT or SIGTERM ends the command with 130 or 143, as the shell would.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cgt/errors.hpp"
#include "tools/cli/detail/checkpoint_file.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/detail/progress_line.hpp"

namespace cgt::cli {

struct LongRunOptions {
    std::string checkpoint;      // --checkpoint FILE
    std::string resume;          // --resume FILE
    double every_seconds = 60;   // --checkpoint-every SECONDS
};

void add_long_run_options(CLI::App* cmd, LongRunOptions& options);

// The run was stopped by a signal: what() says where the checkpoint is; exit_code() is 128 + signal.
class Interrupted : public Error {
public:
    Interrupted(const std::string& message, int signal) : Error(message), signal_(signal) {}
    int exit_code() const noexcept { return 128 + signal_; }

private:
    int signal_;
};

class LongRun {
public:
    // Installs the SIGINT/SIGTERM handlers and reads the --resume file, if any. Throws
    // InvalidArgument for a missing, corrupt or mismatched checkpoint (another command, another
    // version of cgt), for a stdout that cannot be the continuation of the checkpointed run, and
    // for a --checkpoint path that is not cgt's to overwrite or cannot be written
    // (checkpoint_file.hpp: check_checkpoint_target).
    LongRun(std::string identity, LongRunOptions options);
    ~LongRun(); // restores the signal handlers, clears the progress line
    LongRun(const LongRun&) = delete;
    LongRun& operator=(const LongRun&) = delete;

    const std::optional<Checkpoint>& resumed() const noexcept { return resumed_; }

    // SIGINT or SIGTERM arrived (a second one kills the process at once, as without cgt).
    bool stop_requested() const noexcept;
    // A line "[#####     ] 45.1%  1234/5678 values  2m10s left" on stderr when it is a terminal,
    // redrawn at most five times a second. fraction counts this run's and earlier runs' work;
    // detail is shown after the percentage.
    void progress(double fraction, const std::string& detail = {});
    // A checkpoint file is asked for and --checkpoint-every seconds have passed since the last.
    bool checkpoint_due() const;
    // Flushes `out` (checked) and writes the checkpoint, if one is asked for.
    void save(Output& out, const std::string& state);
    // After stop_requested(): flushes, saves, throws Interrupted.
    [[noreturn]] void stop(Output& out, const std::string& state);
    // The work is done: flushes `out`, removes the checkpoint file (it would resume nothing) if
    // this run wrote it or resumed from it and the path still names that file.
    void finish(Output& out);

private:
    std::uint64_t output_bytes(const Output& out) const;
    std::uint32_t output_crc32(const Output& out) const;
    void clear_progress();

    std::string identity_;
    LongRunOptions options_;
    std::optional<Checkpoint> resumed_;
    FileId checkpoint_file_; // the checkpoint this run wrote last (or resumed from): the only one it removes
    std::chrono::steady_clock::time_point last_save_;
    std::chrono::steady_clock::time_point started_;
    double first_fraction_ = 0; // work done before this run's first report (for the time estimate)
    bool first_progress_ = true;
    ProgressLine line_{std::chrono::milliseconds(200)};
};

} // namespace cgt::cli
