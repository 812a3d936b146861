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
    else
        add(side, a + b, left);
}

void GameBuilder::add_left(Game g) { add(left_, g, true); }
void GameBuilder::add_right(Game g) { add(right_, g, false); }
void GameBuilder::add_left_sum(Game a, Game b) { add_sum(left_, a, b, true); }
void GameBuilder::add_right_sum(Game a, Game b) { add_sum(right_, a, b, false); }

void GameBuilder::add_left_number(const Dyadic& x) { offer_number(left_.best_number, x, true); }
void GameBuilder::add_right_number(const Dyadic& x) { offer_number(right_.best_number, x, false); }

Game GameBuilder::build() const {
    std::vector<detail::GameId> left = left_.games;
    std::vector<detail::GameId> right = right_.games;
    if (left_.best_number) left.push_back(detail::make_nus({*left_.best_number, 0, 0}));
    if (right_.best_number) right.push_back(detail::make_nus({*right_.best_number, 0, 0}));
    return Game::from_id(detail::canonicalise(std::move(left), std::move(right)));
}

void GameBuilder::clear() {
    left_ = Side{};
    right_ = Side{};
}

} // namespace cgt
