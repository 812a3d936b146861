#include "algorithms/compound/compound_search.hpp"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <utility>

#include <absl/container/flat_hash_map.h>

namespace cgt::compound {
namespace {

// Components of equal size grouped: a move chooses, per group, a multiset of options (or, for
// selective moves, "stay"), which avoids enumerating the same successor many times.
struct Group {
    Order size;
    std::size_t count;
    const std::vector<Parts>* options;
};

} // namespace

struct CompoundSearch::Impl {
    const ComponentRules& rules;
    Version version;
    Play play;
    // Node-based: Group keeps pointers into it while recursion inserts more entries.
    std::unordered_map<Order, std::vector<Parts>> options_cache;
    absl::flat_hash_map<Position, bool> wins_memo; // true: the player to move wins (N)

    // Called once per successor with the move's changes; returns true to stop the enumeration.
    using Visitor = std::function<bool(const std::vector<ComponentMove>&, bool ended, Position&&)>;

    const std::vector<Parts>& options(Order n) {
        auto it = options_cache.find(n);
        if (it == options_cache.end()) it = options_cache.emplace(n, rules.options(n)).first;
        return it->second;
    }

    std::vector<Group> groups(const Position& position) {
        std::vector<Group> result;
        for (Order size : position) {
            if (!result.empty() && result.back().size == size) ++result.back().count;
            else result.push_back({size, 1, nullptr});
        }
        for (Group& g : result) g.options = &options(g.size);
        return result;
    }

    // The value of a terminal position: under normal play the player to move loses.
    bool terminal_wins() const { return play == Play::misere; }

    // Enumerates every move; stops early when the visitor returns true. Returns true if stopped.
    bool for_each_move(const Position& position, const Visitor& visit) {
        const std::vector<Group> gs = groups(position);
        std::vector<ComponentMove> changes;
        Position kept; // parts of the successor so far
        const MoveRule rule = move_rule(version);
        const bool short_rule = ends_early(version);

        if (rule == MoveRule::one) {
            for (std::size_t g = 0; g < gs.size(); ++g)
                for (const Parts& o : *gs[g].options) {
                    Position next;
                    for (std::size_t h = 0; h < gs.size(); ++h)
                        next.insert(next.end(), gs[h].count - (h == g ? 1 : 0), gs[h].size);
                    next.insert(next.end(), o.begin(), o.end());
                    std::sort(next.begin(), next.end());
                    const std::vector<ComponentMove> one{{gs[g].size, o}};
                    const bool ended = short_rule && o.empty();
                    if (visit(one, ended, ended ? Position{} : std::move(next))) return true;
                }
            return false;
        }

        // Conjunctive / selective: per group, a nondecreasing sequence of choices, where choice
        // k < options means option k and (selective only) choice == options means "stay".
        const bool may_stay = rule == MoveRule::any;
        bool any_moved = false;
        bool any_ended = false;
        std::function<bool(std::size_t, std::size_t, std::size_t)> choose =
            [&](std::size_t g, std::size_t left_in_group, std::size_t min_choice) -> bool {
            if (g == gs.size()) {
                if (!any_moved) return false;
                const bool ended = short_rule && any_ended;
                Position next = ended ? Position{} : kept;
                std::sort(next.begin(), next.end());
                return visit(changes, ended, std::move(next));
            }
            if (left_in_group == 0)
                return choose(g + 1, g + 1 < gs.size() ? gs[g + 1].count : 0, 0);
            const std::vector<Parts>& opts = *gs[g].options;
            const std::size_t choices = opts.size() + (may_stay ? 1 : 0);
            for (std::size_t c = min_choice; c < choices; ++c) {
                const bool stay = c == opts.size();
                const std::size_t kept_before = kept.size();
                const bool moved_before = any_moved;
                const bool ended_before = any_ended;
                if (stay) {
                    kept.push_back(gs[g].size);
                } else {
                    kept.insert(kept.end(), opts[c].begin(), opts[c].end());
                    changes.push_back({gs[g].size, opts[c]});
                    any_moved = true;
                    any_ended = any_ended || opts[c].empty();
                }
                const bool stop = choose(g, left_in_group - 1, c);
                kept.resize(kept_before);
                if (!stay) changes.pop_back();
                any_moved = moved_before;
                any_ended = ended_before;
                if (stop) return true;
            }
            return false;
        };
        if (gs.empty()) return false;
        return choose(0, gs[0].count, 0);
    }

    bool wins(const Position& position) {
        if (position.empty()) return terminal_wins(); // P_0, or everything has ended
        if (auto it = wins_memo.find(position); it != wins_memo.end()) return it->second;
        bool result = false;
        for_each_move(position, [&](const std::vector<ComponentMove>&, bool ended, Position&& next) {
            const bool next_wins = ended ? terminal_wins() : wins(next);
            result = !next_wins;
            return result;
        });
        wins_memo.emplace(position, result);
        return result;
    }
};

CompoundSearch::CompoundSearch(const ComponentRules& rules, Version version, Play play)
    : impl_(std::make_unique<Impl>(Impl{rules, version, play, {}, {}})) {}

CompoundSearch::~CompoundSearch() = default;

Outcome CompoundSearch::outcome(const Position& position) {
    return impl_->wins(make_position(position)) ? Outcome::N : Outcome::P;
}

std::optional<CompoundMove> CompoundSearch::winning_move(const Position& position) {
    std::optional<CompoundMove> found;
    impl_->for_each_move(make_position(position),
                         [&](const std::vector<ComponentMove>& changes, bool ended, Position&& next) {
                             const bool next_wins = ended ? impl_->terminal_wins() : impl_->wins(next);
                             if (next_wins) return false;
                             found = CompoundMove{changes, ended, std::move(next)};
                             return true;
                         });
    return found;
}

std::vector<Order> CompoundSearch::losing_sizes(Order max_size) {
    std::vector<Order> result;
    for (Order n = 0; n <= max_size; ++n)
        if (outcome(n == 0 ? Position{} : Position{n}) == Outcome::P) result.push_back(n);
    return result;
}

std::size_t CompoundSearch::memoised_positions() const { return impl_->wins_memo.size(); }

} // namespace cgt::compound
