#pragma once
#include <string_view>

#include <fmt/format.h>

namespace cgt {

// Who wins: L (Left wins whoever starts, G > 0), R (Right, G < 0), P (the second player, G = 0),
// N (the first player, G || 0).
enum class Outcome { L, R, P, N };

constexpr std::string_view to_string(Outcome o) noexcept {
    switch (o) {
    case Outcome::L: return "L";
    case Outcome::R: return "R";
    case Outcome::P: return "P";
    case Outcome::N: return "N";
    }
    return "?";
}

} // namespace cgt

template <>
struct fmt::formatter<cgt::Outcome> : fmt::formatter<std::string_view> {
    template <typename Ctx>
    auto format(cgt::Outcome o, Ctx& ctx) const {
        return fmt::formatter<std::string_view>::format(cgt::to_string(o), ctx);
    }
};
