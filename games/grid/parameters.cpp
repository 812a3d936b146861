#include "games/grid/parameters.hpp"

#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::grid {

ParameterPrefix parse_parameters(std::string_view text, std::size_t count, std::string_view game,
                                 std::string_view form) {
    ParameterPrefix prefix;
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) return prefix;
    std::size_t at = 0;
    for (std::size_t i = 0; i < count; ++i) {
        std::uint32_t value = 0;
        const auto [end, ec] = std::from_chars(text.data() + at, text.data() + colon, value);
        const auto stop = static_cast<std::size_t>(end - text.data());
        if (ec != std::errc{} || stop == at || text[stop] != (i + 1 < count ? ',' : ':'))
            throw ParseError(fmt::format("{} position {}: write the parameters {} before the board", game,
                                         quote_excerpt(text, at), form),
                             at);
        prefix.values.push_back(value);
        at = stop + 1;
    }
    prefix.board_at = colon + 1;
    return prefix;
}

Grid parse_board_after(std::string_view text, const ParameterPrefix& prefix, const Alphabet& alphabet,
                       std::string_view game, bool strip) {
    const std::string_view board = text.substr(prefix.board_at);
    try {
        return strip ? parse_strip(board, alphabet, game) : parse_grid(board, alphabet, game);
    } catch (const ParseError& e) {
        throw ParseError(e.what(), prefix.board_at + e.position());
    }
}

} // namespace cgt::grid
