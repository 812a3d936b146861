#include "games/grid/king_dirt.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/grid/parameters.hpp"

namespace cgt::grid {

void KingDirtPosition::normalise() noexcept {
    const auto empty = static_cast<std::uint32_t>(std::popcount(board.empty()));
    black_unplaced = std::min(black_unplaced, empty);
    white_unplaced = std::min(white_unplaced, empty);
    if (black_unplaced == 0 && white_unplaced == 0) must_place = 0;
}

KingDirtPosition KingDirt::parse(std::string_view text) {
    const ParameterPrefix prefix =
        parse_parameters(text, 3, name, "'B,W,M:' (Left's and Right's unplaced kings, must place 0 or 1)");
    KingDirtPosition p;
    if (!prefix.values.empty()) {
        if (prefix.values[2] > 1)
            throw ParseError(fmt::format("king-dirt position {}: must place is 0 or 1", quote_excerpt(text)), 0);
        p.black_unplaced = prefix.values[0];
        p.white_unplaced = prefix.values[1];
        p.must_place = prefix.values[2];
    }
    p.board = parse_board_after(text, prefix, alphabet, name, false);
    p.normalise();
    return p;
}

std::string KingDirt::print(const Position& p) {
    return fmt::format("{},{},{}:{}", p.black_unplaced, p.white_unplaced, p.must_place, to_string(p.board, alphabet));
}

} // namespace cgt::grid
