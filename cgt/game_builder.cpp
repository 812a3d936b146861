#include "cgt/game_builder.hpp"

#include "cgt/detail/operations.hpp"

namespace cgt {
namespace {

void offer_number(std::optional<Dyadic>& best, const Dyadic& x, bool left) {
    if (!best || (left ? x > *best : x < *best)) best = x;
}

} // namespace

void GameBuilder::add(Side& side, Game g, bool left) {
    const detail::Entry& e = detail::table().entry(g.id());
    if (e.is_number)
        offer_number(side.best_number, e.nus.number, left);
    else
        side.games.push_back(g.id());
}

void GameBuilder::add_sum(Side& side, Game a, Game b, bool left) {
    const detail::Entry& ea = detail::table().entry(a.id());
    const detail::Entry& eb = detail::table().entry(b.id());
    if (ea.is_number && eb.is_number)
        offer_number(side.best_number, ea.nus.number + eb.nus.number, left);
    else if (ea.is_nus && eb.is_nus)
        side.games.push_back((a + b).id()); // cheap: adds parts
    else
        side.sums.emplace_back(a.id(), b.id());
}

// The option ids of one side: the best number, the other options, and the pending sums that the
// best number does not dominate by stops.
std::vector<std::uint32_t> GameBuilder::finish(const Side& side, bool left) {
    const detail::GameTable& t = detail::table();
    std::vector<detail::GameId> result;
    result.reserve(side.games.size() + side.sums.size() + 1);
    auto dominated_by_best = [&](const Dyadic& bound) {
        return side.best_number && (left ? bound < *side.best_number : bound > *side.best_number);
    };
    for (detail::GameId g : side.games)
        if (!dominated_by_best(left ? t.entry(g).left_stop() : t.entry(g).right_stop())) result.push_back(g);
    for (auto [a, b] : side.sums) {
        const detail::Entry& ea = t.entry(a);
        const detail::Entry& eb = t.entry(b);
        Dyadic bound = left ? ea.left_stop() + eb.left_stop() : ea.right_stop() + eb.right_stop();
        if (!dominated_by_best(bound)) result.push_back(detail::add(a, b));
    }
    if (side.best_number) result.push_back(detail::make_nus({*side.best_number, 0, 0}));
    return result;
}

void GameBuilder::add_left(Game g) { add(left_, g, true); }
void GameBuilder::add_right(Game g) { add(right_, g, false); }
void GameBuilder::add_left_sum(Game a, Game b) { add_sum(left_, a, b, true); }
void GameBuilder::add_right_sum(Game a, Game b) { add_sum(right_, a, b, false); }

void GameBuilder::add_left_number(const Dyadic& x) { offer_number(left_.best_number, x, true); }
void GameBuilder::add_right_number(const Dyadic& x) { offer_number(right_.best_number, x, false); }

Game GameBuilder::build() const {
    return Game::from_id(detail::canonicalise(finish(left_, true), finish(right_, false)));
}

void GameBuilder::clear() {
    left_ = Side{};
    right_ = Side{};
}

} // namespace cgt
