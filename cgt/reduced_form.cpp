#include "cgt/reduced_form.hpp"

#include "cgt/detail/subgame_map.hpp"
#include "cgt/thermal.hpp"

namespace cgt {
namespace {

using detail::SubgameValues;

Game with_options(Game g, const SubgameValues& values) {
    return Game::from_options(values.map(g.left_options()), values.map(g.right_options()));
}

// Every number+up+star subgame x + n.^ + *k replaced by x.
Game numbers_for_nus(Game g) {
    thread_local detail::ResultCache cache;
    auto key = [](Game h) { return detail::result_key(h.id()); };
    auto is_leaf = [](Game h) { return h.is_nus(); };
    auto leaf = [](Game h) { return Game::number(h.number_part()); };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, with_options);
}

// Every subgame x* replaced by x (numbers stay).
Game star_projection(Game g) {
    thread_local detail::ResultCache cache;
    auto key = [](Game h) { return detail::result_key(h.id()); };
    auto is_leaf = [](Game h) { return h.is_number() || (h.is_nus() && h.up_part() == 0 && h.nim_part() == 1); };
    auto leaf = [](Game h) { return Game::number(h.number_part()); };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, with_options);
}

} // namespace

Game reduced_canonical_form(Game g) {
    if (g.is_nus()) return Game::number(g.number_part());
    return star_projection(heat(numbers_for_nus(g), Game::star()));
}

} // namespace cgt
