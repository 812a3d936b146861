#pragma once
// Everything cgt writes to stderr goes through here: error messages, notes and progress lines.
//
// * A message is one line of at most max_message_bytes (the newline included): control bytes
//   are escaped (\x1b, \n), so an echoed argument cannot move the cursor, retitle or clear the
//   terminal, and a long one is cut in the middle, keeping its start and its end (where the
//   advice is).
// * Writing never throws and never aborts: a stderr that is full (2>/dev/full), closed (2>&-)
//   or gone loses the message, not the exit code.

#include <cstddef>
#include <string>
#include <string_view>

namespace cgt::cli {

inline constexpr std::size_t max_message_bytes = 1000;

// `text` with control bytes (and bytes that are not UTF-8) escaped, at most `max_bytes` long:
// when longer, its start and end with "[... N bytes ...]" between them.
std::string printable(std::string_view text, std::size_t max_bytes);

// An argument echoed in a message: 'TEXT', escaped, cut after about 60 characters ("...").
std::string echoed(std::string_view text);

// PREFIX MESSAGE and a newline on stderr, printable and at most max_message_bytes in all.
void print_message(std::string_view message, std::string_view prefix = "cgt: ") noexcept;

// Text as it is (a progress line, already printable) on stderr, flushed; failures are ignored.
void write_stderr(std::string_view text) noexcept;

// Standard descriptors 0, 1 and 2 that are closed (cgt >&- 2>&-) get a placeholder that fails
// every write (/dev/null opened read-only): writes to a closed stdout still fail with EBADF, and
// no file cgt opens later (a checkpoint, an input) can take their number and receive the output.
void hold_standard_descriptors() noexcept;

} // namespace cgt::cli
