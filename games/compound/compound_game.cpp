#include "games/compound/compound_game.hpp"

#include <algorithm>
#include <string>

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

std::string CompoundGame::rules_key() const { return rules_key_ + '\0' + std::to_string(static_cast<int>(version_)); }

const std::vector<Parts>& CompoundGame::options(Order n) const {
    auto it = options_->by_size.find(n);
    if (it == options_->by_size.end()) {
        std::vector<Parts> list = heap_options_(n);
        std::size_t bytes = 64 + list.capacity() * sizeof(Parts); // 64: the map's node and bucket
        for (const Parts& parts : list) bytes += parts.capacity() * sizeof(Order);
        options_->charge.add(bytes); // throws MemoryLimitExceeded before the list is kept
        it = options_->by_size.emplace(n, std::move(list)).first; // node-based: references stay
    }
    return it->second;
}

bool CompoundGame::enumerate(const Position& position, const MoveVisitor& visit, bool with_changes) const {
    std::vector<Group> gs;
    for (Order size : position) {
        if (!gs.empty() && gs.back().size == size) ++gs.back().count;
        else gs.push_back({size, 1, nullptr});
    }
    for (Group& g : gs) g.options = &options(g.size);
    const MoveRule rule = move_rule(version_);
    const bool short_rule = ends_early(version_);

    if (rule == MoveRule::one) {
        for (std::size_t g = 0; g < gs.size(); ++g)
            for (const Parts& o : *gs[g].options) {
                Position next;
                for (std::size_t h = 0; h < gs.size(); ++h)
                    next.insert(next.end(), gs[h].count - (h == g ? 1 : 0), gs[h].size);
                next.insert(next.end(), o.begin(), o.end());
                std::sort(next.begin(), next.end());
                std::vector<ComponentMove> one;
                if (with_changes) one.push_back({gs[g].size, o});
                const bool ended = short_rule && o.empty();
                if (visit(one, ended, ended ? Position{} : std::move(next))) return true;
            }
        return false;
    }

    // Conjunctive / selective: per group, a nondecreasing sequence of choices, where choice
    // k < options means option k and (selective only) choice == options means "stay".
    std::vector<ComponentMove> changes;
    Position kept; // parts of the successor so far
    const bool may_stay = rule == MoveRule::any;
    bool any_moved = false;
    bool any_ended = false;
    // Recursion depth: the number of components (a position's size, bounded by its total order).
    std::function<bool(std::size_t, std::size_t, std::size_t)> choose =
        [&](std::size_t g, std::size_t left_in_group, std::size_t min_choice) -> bool {
        if (g == gs.size()) {
            if (!any_moved) return false;
            const bool ended = short_rule && any_ended;
            Position next = ended ? Position{} : kept;
            std::sort(next.begin(), next.end());
            return visit(changes, ended, std::move(next));
        }
        if (left_in_group == 0) return choose(g + 1, g + 1 < gs.size() ? gs[g + 1].count : 0, 0);
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
                if (with_changes) changes.push_back({gs[g].size, opts[c]});
                any_moved = true;
                any_ended = any_ended || opts[c].empty();
            }
            const bool stop = choose(g, left_in_group - 1, c);
            kept.resize(kept_before);
            if (!stay && with_changes) changes.pop_back();
            any_moved = moved_before;
            any_ended = ended_before;
            if (stop) return true;
        }
        return false;
    };
    if (gs.empty()) return false;
    return choose(0, gs[0].count, 0);
}

} // namespace cgt::compound
