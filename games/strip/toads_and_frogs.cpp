#include "games/strip/toads_and_frogs.hpp"

#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::grid {

ToadsPosition ToadsAndFrogs::parse(std::string_view text) {
    ToadsPosition p;
    const std::size_t colon = text.find(':');
    if (colon != std::string_view::npos) {
        std::uint32_t values[4] = {};
        std::size_t at = 0;
        for (int i = 0; i < 4; ++i) {
            const char* begin = text.data() + at;
            const auto [end, ec] = std::from_chars(begin, text.data() + colon, values[i]);
            const auto stop = static_cast<std::size_t>(end - text.data());
            if (ec != std::errc{} || end == begin || text[stop] != (i < 3 ? ',' : ':') || stop > colon)
                throw ParseError(fmt::format("{} position {}: write MCGS's parameters 'a,b,c,d:' (min slide, max "
                                             "slide, max jump, friendly jump) before the strip",
                                             name, quote_excerpt(text, at)),
                                 at);
            at = stop + 1;
        }
        p.min_slide = values[0];
        p.max_slide = values[1];
        p.max_jump = values[2];
        p.friendly_jump = values[3];
        if (p.min_slide < 1 || p.max_slide < p.min_slide || p.friendly_jump > 1)
            throw ParseError(fmt::format("{} position {}: the parameters need 1 <= min slide <= max slide and a "
                                         "friendly jump of 0 or 1",
                                         name, quote_excerpt(text, 0)),
                             0);
    }
    const std::size_t strip_at = colon == std::string_view::npos ? 0 : colon + 1;
    try {
        p.strip = parse_strip(text.substr(strip_at), alphabet, name);
    } catch (const ParseError& e) {
        throw ParseError(e.what(), strip_at + e.position());
    }
    return p;
}

std::string ToadsAndFrogs::print(const Position& p) {
    const std::string strip = to_string(p.strip, Alphabet{".", "t", "f", ""});
    if (p.min_slide == 1 && p.max_slide == 1 && p.max_jump == 1 && p.friendly_jump == 0) return strip;
    return fmt::format("{},{},{},{}:{}", p.min_slide, p.max_slide, p.max_jump, p.friendly_jump, strip);
}

} // namespace cgt::grid
