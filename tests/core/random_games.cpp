#include "random_games.hpp"

#include <utility>
#include <vector>

namespace cgt::naive {

Rational RandomGames::small_dyadic() {
    const auto m = static_cast<std::int64_t>(below(13)) - 6;
    const auto j = static_cast<unsigned>(below(3));
    return Rational(m, std::int64_t{1} << j);
}

Node RandomGames::game(int depth) {
    if (depth <= 0) {
        switch (below(4)) {
        case 0: return store_.zero();
        case 1: return store_.integer(1);
        case 2: return store_.integer(-1);
        default: return store_.nimber(1);
        }
    }
    const auto roll = below(100);
    if (roll < 10) return store_.number(small_dyadic());
    if (roll < 17) return store_.nimber(below(4));
    if (roll < 25) {
        const auto ups = static_cast<std::int64_t>(below(5)) - 2;
        return store_.nus(small_dyadic(), ups, below(3));
    }
    if (roll < 35) { // switch {a|b}: hot when a > b, a number otherwise
        const Node a = store_.number(small_dyadic());
        const Node b = store_.number(small_dyadic());
        return store_.make({a}, {b});
    }
    if (roll < 42) { // {a | {b|c}}: a hot game with a tail
        const Node inner = store_.make({store_.number(small_dyadic())}, {store_.number(small_dyadic())});
        return store_.make({store_.number(small_dyadic())}, {inner});
    }
    // An arbitrary tree: 0-3 options a side (mostly 1-2).
    auto option_count = [&] {
        const auto r = below(20);
        return r < 2 ? 0 : r < 10 ? 1 : r < 17 ? 2 : 3;
    };
    std::vector<Node> left, right;
    const int nl = option_count(), nr = option_count();
    for (int i = 0; i < nl; ++i) left.push_back(game(depth - 1));
    for (int i = 0; i < nr; ++i) right.push_back(game(depth - 1));
    return store_.make(std::move(left), std::move(right));
}

std::vector<Game> random_core_games(NaiveStore& store, std::uint64_t seed, std::size_t count, int depth) {
    RandomGames random(store, seed);
    std::vector<Game> out;
    for (std::size_t i = 0; i < count; ++i) out.push_back(store.to_game(random.game(depth)));
    return out;
}

} // namespace cgt::naive
