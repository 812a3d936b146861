#pragma once
// Misère play of octal heap games: outcomes by memoised search over positions (sorted multisets of
// heap sizes). Misère play does not reduce to Grundy values, so sums are searched as wholes;
// heaps of size 0 vanish. Exponential in general: meant for the small positions of tests and
// exploration (all single heaps up to a few dozen counters).

#include <cstddef>
#include <vector>

#include <memory>

#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

class OctalMisereSearch {
public:
    // Beyond this many memoised positions the search throws MemoryLimitExceeded (not a hang).
    static constexpr std::size_t max_positions = std::size_t{1} << 21;

    explicit OctalMisereSearch(OctalCode code);
    OctalMisereSearch(OctalMisereSearch&&) noexcept;
    OctalMisereSearch& operator=(OctalMisereSearch&&) noexcept;
    ~OctalMisereSearch();

    // Does the player to move win the sum of these heaps under misère play?
    bool first_player_wins(std::vector<std::size_t> heaps);
    std::size_t memo_size() const;

private:
    struct Memo;
    OctalCode code_;
    std::unique_ptr<Memo> memo_;
};

} // namespace cgt::impartial
