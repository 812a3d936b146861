#pragma once
// Game notation, the text form of games (docs/notation.md): the printer, in two styles.
//
// CGSuite style: 0, -3/4, *, *3, ^, ^^, ^3, v, vv, v3*2, 1/2^*, {1|0}, {0,^*|^*,{^*|0}}, slashes
// for nesting ({3||2*|1*}), +-1 for {1|-1}.
// Explicit style: only braces and NUS tokens ({3|{2*|1*}}), options sorted, no slashes, no +-,
// so that other programs can parse it.
// The expression language (cgt/lang/expression.hpp, target cgt::lang) reads both back:
// parse_game(to_string(g, style)) == g for every game and style.

#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"

namespace cgt {

enum class PrintStyle { cgsuite, explicit_braces };

std::string to_string(Game g, PrintStyle style = PrintStyle::cgsuite);

} // namespace cgt

// fmt: "{}" prints CGSuite style, "{:e}" the explicit style.
template <>
struct fmt::formatter<cgt::Game> {
    cgt::PrintStyle style = cgt::PrintStyle::cgsuite;
    constexpr auto parse(fmt::format_parse_context& ctx) {
        auto it = ctx.begin();
        if (it != ctx.end() && *it == 'e') {
            style = cgt::PrintStyle::explicit_braces;
            ++it;
        }
        if (it != ctx.end() && *it != '}') throw fmt::format_error("cgt::Game: use {} or {:e}");
        return it;
    }
    template <typename Ctx>
    auto format(cgt::Game g, Ctx& ctx) const {
        return fmt::format_to(ctx.out(), "{}", cgt::to_string(g, style));
    }
};
