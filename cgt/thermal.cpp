// Cooling, heating and overheating (see cgt/thermal.hpp). Each is one bottom-up map over the
// subgames (detail::map_subgames); integers, subgames that cooling turns into their mean, and
// long up-chains (detail::map_up_chain, when the shifts are numbers) are leaves.
#include "cgt/thermal.hpp"

#include <fmt/format.h>

#include "cgt/detail/subgame_map.hpp"
#include "cgt/detail/up_chain.hpp"
#include "cgt/errors.hpp"
#include "cgt/products.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {
namespace {

using detail::SubgameValues;

// { F(G^L) + a | F(G^R) + b } for the values F of G's options.
Game shifted_options(Game g, const SubgameValues& values, Game a, Game b) {
    std::vector<Game> left, right;
    for (Game gl : g.left_options()) left.push_back(values.at(gl) + a);
    for (Game gr : g.right_options()) right.push_back(values.at(gr) + b);
    return Game::from_options(left, right);
}

} // namespace

Game cool(Game g, const Dyadic& t) {
    if (t <= Dyadic(-1))
        throw InvalidArgument(fmt::format("cool: the temperature must be greater than -1, not {}", t));
    thread_local detail::ResultCache cache;
    const Game tg = Game::number(t);
    const Game minus_t = -tg;
    auto key = [&](Game h) { return detail::result_key(h.id(), tg.id()); };
    auto is_leaf = [&](Game h) { return h.is_integer() || h.temperature() < t || detail::is_long_up_chain(h); };
    auto leaf = [&](Game h) -> Game {
        if (h.is_integer()) return h;
        if (h.temperature() < t) return Game::number(h.mean());
        // A long up-chain with t <= 0 (its temperature is 0).
        return detail::map_up_chain(h, cool(Game::number(h.number_part()), t), cool(detail::up_chain_base(h), t), -t, t);
    };
    auto combine = [&](Game h, const SubgameValues& values) { return shifted_options(h, values, minus_t, tg); };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

Game freeze(Game g) {
    if (g.is_nus() || uptimal_expansion(g)) return g;
    return cool(g, g.temperature());
}

Game heat(Game g, Game t) {
    thread_local detail::ResultCache cache;
    const Game minus_t = -t;
    const bool number_shift = t.is_number();
    auto key = [&](Game h) { return detail::result_key(h.id(), t.id()); };
    auto is_leaf = [&](Game h) { return h.is_number() || (number_shift && detail::is_long_up_chain(h)); };
    auto leaf = [&](Game h) -> Game {
        if (h.is_number()) return h;
        const Dyadic x = t.number_part();
        return detail::map_up_chain(h, Game::number(h.number_part()), heat(detail::up_chain_base(h), t), x, -x);
    };
    auto combine = [&](Game h, const SubgameValues& values) { return shifted_options(h, values, t, minus_t); };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

Game overheat(Game g, Game s, Game t) {
    thread_local detail::ResultCache cache;
    const Game minus_t = -t;
    const bool number_shift = t.is_number();
    auto key = [&](Game h) { return detail::result_key(h.id(), s.id(), t.id()); };
    auto is_leaf = [&](Game h) { return h.is_integer() || (number_shift && detail::is_long_up_chain(h)); };
    auto leaf = [&](Game h) -> Game {
        if (h.is_integer()) return multiple(h.number_part().numerator(), s);
        const Dyadic x = t.number_part();
        return detail::map_up_chain(h, overheat(Game::number(h.number_part()), s, t),
                                    overheat(detail::up_chain_base(h), s, t), x, -x);
    };
    auto combine = [&](Game h, const SubgameValues& values) { return shifted_options(h, values, t, minus_t); };
    return detail::map_subgames(g, cache, key, is_leaf, leaf, combine);
}

} // namespace cgt
