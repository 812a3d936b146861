#include "games/grid/king_dirt.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::grid {

void KingDirtPosition::normalise() noexcept {
    const auto empty = static_cast<std::uint32_t>(std::popcount(board.empty()));
    black_unplaced = std::min(black_unplaced, empty);
    white_unplaced = std::min(white_unplaced, empty);
    if (black_unplaced == 0 && white_unplaced == 0) must_place = 0;
}

KingDirtPosition KingDirt::parse(std::string_view text) {
    KingDirtPosition p;
    const std::size_t colon = text.find(':');
    if (colon != std::string_view::npos) {
        std::uint32_t values[3] = {0, 0, 0};
        std::size_t at = 0;
        for (int i = 0; i < 3; ++i) {
            const char* begin = text.data() + at;
            const auto [end, ec] = std::from_chars(begin, text.data() + colon, values[i]);
            const std::size_t stop = static_cast<std::size_t>(end - text.data());
            const char expected = i < 2 ? ',' : ':';
            if (ec != std::errc{} || end == begin || stop >= text.size() || text[stop] != expected ||
                (i == 2 && values[i] > 1))
                throw ParseError(fmt::format("king-dirt position {}: write the parameters as 'B,W,M:' (Left's and "
                                             "Right's unplaced kings and must-place, 0 or 1) before the board",
                                             quote_excerpt(text, at)),
                                 at);
            at = stop + 1;
        }
        p.black_unplaced = values[0];
        p.white_unplaced = values[1];
        p.must_place = values[2];
    }
    const std::size_t board_at = colon == std::string_view::npos ? 0 : colon + 1;
    try {
        p.board = parse_grid(text.substr(board_at), alphabet, name);
    } catch (const ParseError& e) {
        throw ParseError(e.what(), board_at + e.position());
    }
    p.normalise();
    return p;
}

std::string KingDirt::print(const Position& p) {
    return fmt::format("{},{},{}:{}", p.black_unplaced, p.white_unplaced, p.must_place, to_string(p.board, alphabet));
}

} // namespace cgt::grid
