#include "tools/cli/detail/checkpoint_file.hpp"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "cgt/errors.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/output.hpp"

namespace cgt::cli {
namespace {

constexpr std::string_view magic = "cgt checkpoint 2";
constexpr std::string_view any_magic = "cgt checkpoint "; // this format or another one

std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 0xcbf29ce484222325ULL) {
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ULL;
    return h;
}

std::string header(const std::string& identity, const Checkpoint& c) {
    return fmt::format("{}\nversion: {}\ncommand: {}\noutput-bytes: {}\noutput-crc32: {:08x}\nstate-bytes: {}\n", magic,
                       cgt_version, identity, c.output_bytes, c.output_crc32, c.state.size());
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

FileId id_of(const struct stat& st) { return FileId{st.st_dev, st.st_ino, true}; }
bool same_file(const FileId& a, const struct stat& st) {
    return a.known && a.device == st.st_dev && a.inode == st.st_ino;
}

// Reads at most `limit` bytes from fd.
std::string read_start(int fd, std::size_t limit) {
    std::string text(limit, '\0');
    std::size_t got = 0;
    while (got < limit) {
        const ssize_t n = ::read(fd, text.data() + got, limit - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    return text;
}

std::string temporary_name(const std::string& file) { return fmt::format("{}.tmp.{}", file, ::getpid()); }

} // namespace

Checkpoint parse_checkpoint(std::string_view view, const std::string& file, const std::string& identity) {
    std::size_t pos = view.find('\n');
    const std::string_view first = view.substr(0, pos);
    if (pos != std::string_view::npos && first.starts_with(any_magic) && first != magic)
        throw InvalidArgument(fmt::format("checkpoint {} has another format (\"{}\", this cgt reads \"{}\"): start again",
                                          file, shown(first), magic));
    if (pos == std::string_view::npos || first != magic)
        throw InvalidArgument(fmt::format("{} is not a cgt checkpoint (it does not start with \"{}\")", file, magic));
    ++pos;
    const std::string_view version = field(view, pos, "version", file);
    const std::string_view command = field(view, pos, "command", file);
    const std::uint64_t output_bytes = number(field(view, pos, "output-bytes", file), 10, file, "output-bytes");
    const std::uint64_t output_crc32 = number(field(view, pos, "output-crc32", file), 16, file, "output-crc32");
    const std::uint64_t state_bytes = number(field(view, pos, "state-bytes", file), 10, file, "state-bytes");
    const std::size_t checked = pos;
    const std::uint64_t checksum = number(field(view, pos, "checksum", file), 16, file, "checksum");
    if (view.size() - pos != state_bytes)
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: {} bytes of state announced, {} found", file,
                                          state_bytes, view.size() - pos));
    const std::string_view state = view.substr(pos);
    if (fnv1a(state, fnv1a(view.substr(0, checked))) != checksum)
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: its checksum does not match", file));
    if (output_crc32 > 0xffffffffU)
        throw InvalidArgument(fmt::format("checkpoint {} is corrupt: output-crc32 is not a CRC-32", file));
    if (version != cgt_version)
        throw InvalidArgument(fmt::format("checkpoint {} was written by cgt {}, this is cgt {}: start again", file,
                                          shown(version), cgt_version));
    if (command != identity)
        throw InvalidArgument(fmt::format("checkpoint {} belongs to 'cgt {}', not to 'cgt {}'", file, shown(command),
                                          identity));
    return Checkpoint{std::string(state), output_bytes, static_cast<std::uint32_t>(output_crc32)};
}

Checkpoint read_checkpoint(const std::string& file, const std::string& identity, FileId& id) {
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw InvalidArgument(fmt::format("cannot open the checkpoint {}: {}", file, std::strerror(errno)));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw InvalidArgument(fmt::format("checkpoint {} is {}", file,
                                          S_ISDIR(st.st_mode) ? "a directory" : "not a regular file"));
    }
    constexpr std::size_t largest = std::size_t{1} << 30;
    const std::string text = read_start(fd, largest + 1);
    ::close(fd);
    if (text.size() > largest) throw InvalidArgument(fmt::format("checkpoint {} is corrupt: larger than 1 GiB", file));
    id = id_of(st);
    return parse_checkpoint(text, file, identity);
}

void check_checkpoint_target(const std::string& file) {
    auto refuse = [&](std::string_view why) {
        throw InvalidArgument(fmt::format("--checkpoint {}: {}", file, why));
    };
    struct stat st {};
    if (::lstat(file.c_str(), &st) != 0) {
        if (errno != ENOENT) refuse(std::strerror(errno));
    } else {
        if (S_ISLNK(st.st_mode)) refuse("is a symbolic link; give the path of a new file or of a checkpoint");
        if (S_ISDIR(st.st_mode)) refuse("is a directory; give the path of a new file or of a checkpoint");
        if (!S_ISREG(st.st_mode)) refuse("is not a regular file (a device, a pipe or a socket)");
        for (int fd = 0; fd <= 2; ++fd) {
            struct stat stream {};
            if (::fstat(fd, &stream) == 0 && stream.st_dev == st.st_dev && stream.st_ino == st.st_ino)
                refuse(fmt::format("is this run's {}", fd == 0 ? "input" : fd == 1 ? "output" : "error stream"));
        }
        const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0) refuse(fmt::format("cannot be read: {}", std::strerror(errno)));
        const std::string start = read_start(fd, any_magic.size());
        ::close(fd);
        if (start != any_magic)
            refuse("exists and is not a cgt checkpoint: cgt overwrites only its own checkpoints (remove the file or "
                   "choose another path)");
    }
    // The directory takes new files: the temporary file of every save is made there.
    const std::string probe = temporary_name(file);
    const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) refuse(fmt::format("cannot be written: creating {} failed: {}", probe, std::strerror(errno)));
    ::close(fd);
    ::unlink(probe.c_str());
}

FileId write_checkpoint(const std::string& file, const std::string& identity, const Checkpoint& c) {
    const std::string head = header(identity, c);
    const std::string text = fmt::format("{}checksum: {:016x}\n{}", head, fnv1a(c.state, fnv1a(head)), c.state);
    const std::string temporary = temporary_name(file);
    bool created = false;
    auto fail = [&](const char* what) {
        const int error = errno;
        if (created) ::unlink(temporary.c_str());
        throw OutputError(fmt::format("cannot write the checkpoint {} ({}): {}", file, what, std::strerror(error)));
    };
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) fail("creating a temporary file next to it");
    created = true;
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            ::close(fd);
            fail("writing");
        }
        written += static_cast<std::size_t>(n);
    }
    struct stat st {};
    if (::fsync(fd) != 0 || ::fstat(fd, &st) != 0) {
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
    return id_of(st);
}

void remove_checkpoint(const std::string& file, const FileId& id) noexcept {
    struct stat st {};
    if (::lstat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && same_file(id, st)) ::unlink(file.c_str());
}

void check_output_continues(const std::string& file, const Checkpoint& c) {
    struct stat st {};
    if (::fstat(STDOUT_FILENO, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) return;
    const auto size = static_cast<std::uint64_t>(st.st_size);
    const std::string advice =
        fmt::format("append to that run's output (cgt ... --resume {} >> FILE) or write the rest to an empty file", file);
    if (size != c.output_bytes)
        throw InvalidArgument(fmt::format("stdout holds {} bytes, but the run checkpointed in {} had written {}: {}", size,
                                          file, c.output_bytes, advice));
    // stdout is opened for writing only (>>): read the same file through a descriptor of its own.
    const int fd = ::open("/proc/self/fd/1", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw InvalidArgument(fmt::format("cannot read stdout back to check that it holds the output checkpointed in {} "
                                          "({}): write the rest to an empty file",
                                          file, std::strerror(errno)));
    uLong crc = crc32(0L, Z_NULL, 0);
    std::uint64_t read_bytes = 0;
    std::string buffer(std::size_t{1} << 20, '\0');
    while (read_bytes < size) {
        const ssize_t n = ::read(fd, buffer.data(), std::min<std::uint64_t>(buffer.size(), size - read_bytes));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        crc = crc32(crc, reinterpret_cast<const Bytef*>(buffer.data()), static_cast<uInt>(n));
        read_bytes += static_cast<std::uint64_t>(n);
    }
    ::close(fd);
    if (read_bytes != size || crc != c.output_crc32)
        throw InvalidArgument(fmt::format("stdout holds {} bytes, as many as the run checkpointed in {} had written, but "
                                          "not the same ones (their CRC-32 differs): {}",
                                          size, file, advice));
}

} // namespace cgt::cli
