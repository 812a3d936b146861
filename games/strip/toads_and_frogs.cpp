#include "games/strip/toads_and_frogs.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/grid/parameters.hpp"

namespace cgt::grid {

ToadsPosition ToadsAndFrogs::parse(std::string_view text) {
    const ParameterPrefix prefix =
        parse_parameters(text, 4, name, "'a,b,c,d:' (min slide, max slide, max jump, friendly jump)");
    ToadsPosition p;
    if (!prefix.values.empty()) {
        p.min_slide = prefix.values[0];
        p.max_slide = prefix.values[1];
        p.max_jump = prefix.values[2];
        p.friendly_jump = prefix.values[3];
        if (p.min_slide < 1 || p.max_slide < p.min_slide || p.friendly_jump > 1)
            throw ParseError(fmt::format("{} position {}: the parameters need 1 <= min slide <= max slide and a "
                                         "friendly jump of 0 or 1",
                                         name, quote_excerpt(text)),
                             0);
    }
    p.strip = parse_board_after(text, prefix, alphabet, name, true);
    return p;
}

std::string ToadsAndFrogs::print(const Position& p) {
    const std::string strip = to_string(p.strip, Alphabet{".", "t", "f", ""});
    if (p.min_slide == 1 && p.max_slide == 1 && p.max_jump == 1 && p.friendly_jump == 0) return strip;
    return fmt::format("{},{},{},{}:{}", p.min_slide, p.max_slide, p.max_jump, p.friendly_jump, strip);
}

} // namespace cgt::grid
