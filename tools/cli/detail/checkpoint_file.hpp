#pragma once
// The checkpoint file of a long run (long_run.hpp): its format, and reading, writing and removing
// it without ever touching a file that is not a cgt checkpoint.
//
//   cgt checkpoint 2
//   version: 0.1.0
//   command: dom table 22 --with-c
//   output-bytes: 123456
//   output-crc32: 89abcdef          (CRC-32 of those bytes of output)
//   state-bytes: 42
//   checksum: 0123456789abcdef      (FNV-1a 64 of the lines above and the state)
//   <state>
//
// The state is the command's own text (algorithms/domination/table.hpp: table_state, ...).

#include <cstdint>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace cgt::cli {

struct Checkpoint {
    std::string state;               // the command's own text
    std::uint64_t output_bytes = 0;  // output written before the checkpoint
    std::uint32_t output_crc32 = 0;  // the CRC-32 of that output
};

// Which file a path named when it was read or written (device and inode), to remove it only if
// it is still that file.
struct FileId {
    dev_t device = 0;
    ino_t inode = 0;
    bool known = false;
};

// The checkpoint in `text` (read from `file`, named in messages) for the command `identity`.
// Throws InvalidArgument when it is not a checkpoint, is corrupt, or belongs to another command
// or version. (tests/fuzz/fuzz_checkpoint.cpp fuzzes it.)
Checkpoint parse_checkpoint(std::string_view text, const std::string& file, const std::string& identity);

// Reads and parses `file`; `id` is set to the file read. Throws InvalidArgument.
Checkpoint read_checkpoint(const std::string& file, const std::string& identity, FileId& id);

// Refuses (InvalidArgument), before any work, a checkpoint path that cgt must not overwrite or
// cannot write: anything but a missing file or a regular file that starts as a cgt checkpoint
// (a symbolic link, a directory, a device, a file with other data, stdin/stdout/stderr
// themselves), and a directory where no file can be created (tried: created and removed).
void check_checkpoint_target(const std::string& file);

// Writes the checkpoint to a new temporary file next to `file`, syncs it and renames it over
// `file` (a crash leaves the old checkpoint or the new one). Returns the file written. Throws
// OutputError.
FileId write_checkpoint(const std::string& file, const std::string& identity, const Checkpoint& checkpoint);

// Removes `file` if it is still the file `id` (a checkpoint this run wrote or resumed from).
void remove_checkpoint(const std::string& file, const FileId& id) noexcept;

// When stdout is a regular file, it must be empty or hold exactly the checkpointed run's output:
// as many bytes, with the same CRC-32 (read back through /proc/self/fd/1). Throws InvalidArgument.
void check_output_continues(const std::string& file, const Checkpoint& checkpoint);

} // namespace cgt::cli
