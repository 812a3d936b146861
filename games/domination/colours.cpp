#include "games/domination/colours.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::domination {

namespace {
bool printable(char c) { return c > ' ' && c < 127; }

// The string as it can be shown in a message: unprintable bytes become '?', long strings are cut.
std::string shown(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size() && i < 60; ++i) out.push_back(printable(s[i]) ? s[i] : '?');
    if (s.size() > 60) out += "...";
    return out;
}
} // namespace

void check_colour_string(std::string_view colours) {
    for (std::size_t i = 0; i < colours.size(); ++i) {
        char c = colours[i];
        if (c != 'A' && c != 'B' && c != 'C') {
            throw InvalidArgument(fmt::format(
                "colour string \"{}\": character {} is {}, but colours are A (Left), B (Right) or C (both)",
                shown(colours), i + 1,
                printable(c) ? fmt::format("'{}'", c) : fmt::format("byte {:#04x}", static_cast<unsigned char>(c))));
        }
    }
}

std::vector<Movers> parse_colours(std::string_view colours) {
    check_colour_string(colours);
    std::vector<Movers> result;
    result.reserve(colours.size());
    for (char c : colours) result.push_back(colour_of(c));
    return result;
}

std::string to_string(const std::vector<Movers>& colours) {
    std::string s;
    s.reserve(colours.size());
    for (Movers c : colours) s.push_back(to_char(c));
    return s;
}

std::string swap_colours(std::string_view colours) {
    std::string s(colours);
    for (char& c : s) c = c == 'A' ? 'B' : c == 'B' ? 'A' : c;
    return s;
}

} // namespace cgt::domination
