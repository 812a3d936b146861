#pragma once
// The two players of a partizan game and the two play conventions; one type each for the whole
// library (rulesets, solvers, the CLI).

#include <cstdint>
#include <string_view>

#include <fmt/format.h>

namespace cgt {

// Left is the positive player: G > 0 means Left wins whoever starts.
enum class Player : std::uint8_t { left, right };

constexpr Player opponent(Player p) noexcept { return p == Player::left ? Player::right : Player::left; }

constexpr std::string_view to_string(Player p) noexcept { return p == Player::left ? "Left" : "Right"; }

// Normal play: the player who makes the last move wins. Misère play: that player loses.
enum class Play : std::uint8_t { normal, misere };

constexpr std::string_view to_string(Play p) noexcept { return p == Play::normal ? "normal" : "misere"; }

} // namespace cgt

template <>
struct fmt::formatter<cgt::Player> : fmt::formatter<std::string_view> {
    template <typename Ctx>
    auto format(cgt::Player p, Ctx& ctx) const {
        return fmt::formatter<std::string_view>::format(cgt::to_string(p), ctx);
    }
};

template <>
struct fmt::formatter<cgt::Play> : fmt::formatter<std::string_view> {
    template <typename Ctx>
    auto format(cgt::Play p, Ctx& ctx) const {
        return fmt::formatter<std::string_view>::format(cgt::to_string(p), ctx);
    }
};
