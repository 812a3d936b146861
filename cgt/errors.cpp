#include "cgt/errors.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace cgt {

ParseError::ParseError(const std::string& message, std::size_t position)
    : Error(message), position_(position) {}

std::string input_excerpt(std::string_view text, std::size_t position, std::size_t max_chars) {
    std::string out;
    std::size_t k = position;
    for (std::size_t shown = 0; k < text.size() && shown < max_chars; ++k, ++shown) {
        auto u = static_cast<unsigned char>(text[k]);
        char escape = u == '"' ? '"' : u == '\\' ? '\\' : u == '\n' ? 'n' : u == '\t' ? 't' : u == '\r' ? 'r' : 0;
        if (escape) {
            out.push_back('\\');
            out.push_back(escape);
        } else if (u >= 0x20 && u < 0x7f) {
            out.push_back(static_cast<char>(u));
        } else {
            fmt::format_to(std::back_inserter(out), "\\x{:02x}", u);
        }
    }
    if (k < text.size()) out += "...";
    return out;
}

MemoryLimitExceeded::MemoryLimitExceeded(const std::string& message) : Error(message), situation_(message) {}

MemoryLimitExceeded::MemoryLimitExceeded(const std::string& situation, std::size_t limit_bytes)
    : Error(situation + "; raise the limit with cgt::set_memory_limit() or the environment variable "
                        "CGT_MEMORY_LIMIT_MB (in MiB)"),
      limit_(limit_bytes), situation_(situation) {}

const char* MemoryLimitExceeded::situation() const noexcept { return situation_.what(); }

std::string quote_excerpt(std::string_view text, std::size_t position) {
    constexpr std::size_t before = 15, after = 25;
    position = std::min(position, text.size());
    const std::size_t begin = position > before ? position - before : 0;
    const std::size_t end = std::min(text.size(), position + after);
    const std::string_view window = text.substr(begin, end - begin);
    return fmt::format("\"{}{}{}\"", begin > 0 ? "..." : "", input_excerpt(window, 0, window.size()),
                       end < text.size() ? "..." : "");
}

} // namespace cgt
