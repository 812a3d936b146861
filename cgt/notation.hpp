#pragma once
// Printing games.
//
// CGSuite style: 0, -3/4, *, *3, ^, ^^, ^3, v, vv, v3*2, 1/2^*, {1|0}, {0,^*|^*,{^*|0}}, slashes
// for nesting ({3||2*|1*}), +-1 for {1|-1}.
// Explicit style: only braces and NUS tokens ({3|{2*|1*}}), options sorted, no slashes, no +-,
// so that other programs can parse it.
// The parser reads both, plus the expression language of cgt/lang/expression.hpp: ^ + *, {1|0} - 1/2,
// -(3/4), 3 * G, G:H, G.Heat(1), ... parse_game(to_string(g, style)) == g for every game and style.

#include <string>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"

namespace cgt {

enum class Notation { cgsuite, explicit_braces };

std::string to_string(Game g, Notation style = Notation::cgsuite);

} // namespace cgt

// fmt: "{}" prints CGSuite style, "{:e}" the explicit style.
template <>
struct fmt::formatter<cgt::Game> {
    cgt::Notation style = cgt::Notation::cgsuite;
    constexpr auto parse(fmt::format_parse_context& ctx) {
        auto it = ctx.begin();
        if (it != ctx.end() && *it == 'e') {
            style = cgt::Notation::explicit_braces;
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
