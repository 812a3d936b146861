#include "algorithms/impartial/octal_misere.hpp"

#include <algorithm>

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

struct OctalMisereSearch::Memo {
    absl::flat_hash_map<std::vector<std::size_t>, bool> wins;
};

OctalMisereSearch::OctalMisereSearch(OctalCode code) : code_(std::move(code)), memo_(std::make_unique<Memo>()) {}
OctalMisereSearch::OctalMisereSearch(OctalMisereSearch&&) noexcept = default;
OctalMisereSearch& OctalMisereSearch::operator=(OctalMisereSearch&&) noexcept = default;
OctalMisereSearch::~OctalMisereSearch() = default;
std::size_t OctalMisereSearch::memo_size() const { return memo_->wins.size(); }

bool OctalMisereSearch::first_player_wins(std::vector<std::size_t> heaps) {
    std::erase(heaps, std::size_t{0});
    std::sort(heaps.begin(), heaps.end());
    std::size_t total = 0;
    for (std::size_t h : heaps) total += h;
    if (total > 100000) throw InvalidArgument(fmt::format("misère search on {} counters is too large", total));
    if (const auto it = memo_->wins.find(heaps); it != memo_->wins.end()) return it->second;
    bool any_move = false;
    bool wins = false;
    for (std::size_t k = 0; k < heaps.size() && !wins; ++k) {
        if (k > 0 && heaps[k] == heaps[k - 1]) continue; // same heap size, same options
        for_each_heap_option(code_, heaps[k], [&](std::size_t a, std::size_t b) {
            if (wins) return;
            any_move = true;
            std::vector<std::size_t> next = heaps;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
            next.push_back(a);
            next.push_back(b);
            if (!first_player_wins(std::move(next))) wins = true;
        });
    }
    if (!any_move) wins = true; // no move: under misère play the player to move wins
    if (memo_->wins.size() >= max_positions)
        throw MemoryLimitExceeded(fmt::format("misère search: more than {} positions memoised; the position is too "
                                              "large for exhaustive search", max_positions));
    memo_->wins.emplace(std::move(heaps), wins);
    return wins;
}

} // namespace cgt::impartial
