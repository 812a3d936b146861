#include "tools/cli/detail/line_reader.hpp"

#include <cerrno>
#include <cstring>

#include <fmt/format.h>
#include <sys/stat.h>

#include "cgt/errors.hpp"

namespace cgt::cli {

LineReader::LineReader(const std::string& path) {
    if (path.empty() || path == "-") {
        in_ = stdin;
        name_ = "stdin";
        return;
    }
    name_ = path;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        throw InvalidArgument(fmt::format("{} is a directory, not a file of lines", quote_excerpt(path)));
    in_ = std::fopen(path.c_str(), "rb");
    if (!in_) throw InvalidArgument(fmt::format("cannot open {}: {}", quote_excerpt(path), std::strerror(errno)));
    owned_ = true;
}

LineReader::~LineReader() {
    if (owned_) std::fclose(in_);
}

bool LineReader::next(std::string& line) {
    line.clear();
    bool any = false;
    for (;;) {
        if (pos_ == buffer_.size()) { // refill
            buffer_.resize(std::size_t{1} << 16);
            const std::size_t got = std::fread(buffer_.data(), 1, buffer_.size(), in_);
            buffer_.resize(got);
            pos_ = 0;
            if (got == 0) {
                if (std::ferror(in_)) throw InvalidArgument(fmt::format("cannot read {}: {}", name_, std::strerror(errno)));
                break; // the end of the input
            }
        }
        any = true;
        const std::size_t newline = buffer_.find('\n', pos_);
        const std::size_t end = newline == std::string::npos ? buffer_.size() : newline;
        line.append(buffer_, pos_, end - pos_);
        pos_ = newline == std::string::npos ? end : end + 1;
        if (line.size() > max_line_bytes)
            throw InvalidArgument(fmt::format("{} line {} is longer than {} MiB (is it a text file of lines?)", name_,
                                              line_number_ + 1, max_line_bytes >> 20));
        if (newline != std::string::npos) break;
    }
    if (!any) return false;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    ++line_number_;
    return true;
}

} // namespace cgt::cli
