#pragma once
// Misère play of octal heap games: outcomes by memoised search over positions (sorted multisets of
// heap sizes): the generic solver's misère search (algorithms/search/) on the ruleset OctalHeaps
// (games/impartial/octal_heaps.hpp). Misère play does not reduce to Grundy values, so sums are
// searched as wholes; heaps of size 0 vanish. Exponential in general: meant for the small
// positions of tests and exploration (all single heaps up to a few dozen counters). The memo is
// bounded by the memory limit (MemoryLimitExceeded, not a hang).

#include <cstddef>
#include <memory>
#include <vector>

#include "algorithms/search/search_tables.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

class OctalMisereSearch {
public:
    // Positions with more counters than this are refused (InvalidArgument).
    static constexpr std::size_t max_counters = 100000;

    explicit OctalMisereSearch(OctalCode code);
    OctalMisereSearch(OctalMisereSearch&&) noexcept;
    OctalMisereSearch& operator=(OctalMisereSearch&&) noexcept;
    ~OctalMisereSearch();

    // Does the player to move win the sum of these heaps under misère play?
    bool first_player_wins(std::vector<std::size_t> heaps);
    std::size_t memo_size() const;
    // Reports of long searches (search_tables.hpp); empty: none.
    void set_progress(search::ProgressHook hook);

private:
    struct Memo;
    std::unique_ptr<Memo> memo_;
};

} // namespace cgt::impartial
