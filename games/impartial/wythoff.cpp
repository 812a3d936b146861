#include "games/impartial/wythoff.hpp"

#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

std::string to_string(const Heaps& heaps) { return fmt::format("({},{})", heaps.first, heaps.second); }

Heaps Wythoff::parse(std::string_view text) {
    std::size_t at = 0;
    const auto fail = [&] {
        throw ParseError(fmt::format("wythoff position {}: write two heaps, 'A,B' or '(A,B)', 0 to {} each",
                                     quote_excerpt(text, at), max_heap),
                         at);
    };
    const bool bracketed = !text.empty() && text[0] == '(';
    if (bracketed) ++at;
    std::uint32_t heaps[2] = {};
    for (int i = 0; i < 2; ++i) {
        while (at < text.size() && text[at] == ' ') ++at;
        const auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), heaps[i]);
        if (ec != std::errc{} || end == text.data() + at || heaps[i] > max_heap) fail();
        at = static_cast<std::size_t>(end - text.data());
        while (at < text.size() && text[at] == ' ') ++at;
        if (i == 0) {
            if (at >= text.size() || text[at] != ',') fail();
            ++at;
        }
    }
    if (bracketed) {
        if (at >= text.size() || text[at] != ')') fail();
        ++at;
    }
    if (at != text.size()) fail();
    return {heaps[0], heaps[1]};
}

} // namespace cgt::impartial
