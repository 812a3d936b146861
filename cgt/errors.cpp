#include "cgt/errors.hpp"

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

} // namespace cgt
