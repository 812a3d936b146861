#include "tools/cli/detail/messages.hpp"

#include <cerrno>
#include <algorithm>
#include <cstdio>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::cli {
namespace {

// The length of the character at text[i] if it is printable as it is: printable ASCII, or a
// well-formed UTF-8 sequence that is not a C1 control (U+0080..U+009F); 0 otherwise.
std::size_t printable_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b = byte(i);
    if (b >= 0x20 && b < 0x7f) return 1;
    const std::size_t length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length == 0 || i + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k)
        if ((byte(i + k) & 0xc0) != 0x80) return 0;
    const unsigned char second = byte(i + 1);
    if (b == 0xc2 && second < 0xa0) return 0;                      // C1 controls
    if ((b == 0xe0 && second < 0xa0) || (b == 0xf0 && second < 0x90)) return 0; // overlong
    if ((b == 0xed && second >= 0xa0) || (b == 0xf4 && second >= 0x90)) return 0; // surrogates, past U+10FFFF
    return length;
}

// The characters of text from `from` to the end, each as printed (escaped when not printable).
struct Piece {
    std::size_t begin, end; // in text
    std::string shown;
};
template <typename Visit>
void for_each_character(std::string_view text, std::size_t from, Visit visit) {
    for (std::size_t i = from; i < text.size();) {
        const std::size_t length = printable_length(text, i);
        if (length > 0) {
            if (!visit(Piece{i, i + length, std::string(text.substr(i, length))})) return;
            i += length;
            continue;
        }
        const auto b = static_cast<unsigned char>(text[i]);
        const std::string shown = b == '\n' ? "\\n" : b == '\t' ? "\\t" : b == '\r' ? "\\r" : fmt::format("\\x{:02x}", b);
        if (!visit(Piece{i, i + 1, shown})) return;
        ++i;
    }
}

} // namespace

std::string printable(std::string_view text, std::size_t max_bytes) {
    std::string whole;
    bool fits = true;
    for_each_character(text, 0, [&](const Piece& p) {
        whole += p.shown;
        return fits = whole.size() <= max_bytes;
    });
    if (fits) return whole;
    // Too long: a start and an end, the end about a third of the room.
    constexpr std::size_t marker_room = 32; // "[... 18446744073709551615 bytes ...]" is cut to fit below
    const std::size_t room = max_bytes > 2 * marker_room ? max_bytes - marker_room : max_bytes / 2;
    const std::size_t tail_room = room / 3, head_room = room - tail_room;
    std::string head;
    std::size_t head_end = 0;
    for_each_character(text, 0, [&](const Piece& p) {
        if (head.size() + p.shown.size() > head_room) return false;
        head += p.shown;
        head_end = p.end;
        return true;
    });
    // The tail: characters from a point near the end (each is at most 4 bytes, escaped at most
    // 4 per byte), the last ones that fit.
    std::size_t from = text.size() > 4 * tail_room ? text.size() - 4 * tail_room : 0;
    from = std::max(from, head_end);
    while (from < text.size() && from > head_end && (static_cast<unsigned char>(text[from]) & 0xc0) == 0x80) ++from;
    std::vector<Piece> pieces;
    for_each_character(text, from, [&](const Piece& p) {
        pieces.push_back(p);
        return true;
    });
    std::string tail;
    std::size_t tail_begin = text.size();
    for (std::size_t k = pieces.size(); k-- > 0;) {
        if (tail.size() + pieces[k].shown.size() > tail_room) break;
        tail.insert(0, pieces[k].shown);
        tail_begin = pieces[k].begin;
    }
    std::string marker = fmt::format("[... {} bytes ...]", tail_begin - head_end);
    if (head.size() + marker.size() + tail.size() > max_bytes) marker = "[...]";
    std::string out = head + marker + tail;
    if (out.size() > max_bytes) out.resize(max_bytes); // only for absurdly small max_bytes
    return out;
}

std::string echoed(std::string_view text) { return fmt::format("'{}'", input_excerpt(text, 0, 60)); }

void write_stderr(std::string_view text) noexcept {
    const int saved = errno;
    std::fwrite(text.data(), 1, text.size(), stderr);
    std::fflush(stderr);
    std::clearerr(stderr); // a failed write is not reported: there is nowhere to report it
    errno = saved;
}

void print_message(std::string_view message, std::string_view prefix) noexcept {
    try {
        const std::string start = printable(prefix, max_message_bytes / 4);
        write_stderr(start + printable(message, max_message_bytes - start.size() - 1) + "\n");
    } catch (...) {
        // Out of memory while building the line: nothing sensible is left to print.
    }
}

void hold_standard_descriptors() noexcept {
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        // The opposite direction of the descriptor's use: every read or write on it fails.
        const int placeholder = ::open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (placeholder >= 0 && placeholder != fd) {
            ::dup2(placeholder, fd);
            ::close(placeholder);
        }
    }
}

} // namespace cgt::cli
