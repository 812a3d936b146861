// Sums and negatives of canonical games.
//   NUS + NUS adds the parts (numbers add, ups add, nimbers xor) and builds no options;
//   number + G (G not a number) is {x + GL | x + GR}, already canonical (number translation);
//   otherwise {GL + H, G + HL | GR + H, G + HR}, canonicalised. Sums are memoised per thread.
#include <algorithm>

#include <fmt/format.h>

#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/operations.hpp"
#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

thread_local OpCache<GameId> sum_cache;

std::int64_t add_ups(std::int64_t a, std::int64_t b) {
    std::int64_t total = 0;
    if (__builtin_add_overflow(a, b, &total))
        throw OutOfRange(fmt::format("up multiple {} + {} does not fit in 64 bits", a, b));
    return total;
}

// x + G for a number x and a canonical G that is not a number+up+star.
GameId translate(GameId x, GameId g) {
    Options o = table().options(g);
    std::vector<GameId> left;
    std::vector<GameId> right;
    left.reserve(o.left.size());
    right.reserve(o.right.size());
    for (GameId gl : o.left) left.push_back(add(x, gl));
    for (GameId gr : o.right) right.push_back(add(x, gr));
    std::ranges::sort(left);
    std::ranges::sort(right);
    return table().intern_options(left, right);
}

GameId add_by_definition(GameId g, GameId h) {
    GameTable& t = table();
    Options og = t.options(g);
    Options oh = t.options(h);
    std::vector<GameId> left;
    std::vector<GameId> right;
    left.reserve(og.left.size() + oh.left.size());
    right.reserve(og.right.size() + oh.right.size());
    for (GameId gl : og.left) left.push_back(add(gl, h));
    for (GameId hl : oh.left) left.push_back(add(g, hl));
    for (GameId gr : og.right) right.push_back(add(gr, h));
    for (GameId hr : oh.right) right.push_back(add(g, hr));
    return canonicalise(std::move(left), std::move(right));
}

} // namespace

GameId add(GameId g, GameId h) {
    if (g == zero_id) return h;
    if (h == zero_id) return g;
    GameTable& t = table();
    const Entry& eg = t.entry(g);
    const Entry& eh = t.entry(h);
    if (eg.is_nus && eh.is_nus)
        return make_nus({eg.nus.number + eh.nus.number, add_ups(eg.nus.ups, eh.nus.ups), eg.nus.nim ^ eh.nus.nim});
    if (g > h) std::swap(g, h); // the cache key is the unordered pair
    GameId result = no_id;
    if (sum_cache.find(g, h, result)) return result;
    if (t.entry(g).is_number)
        result = translate(g, h);
    else if (t.entry(h).is_number)
        result = translate(h, g);
    else
        result = add_by_definition(g, h);
    sum_cache.put(g, h, result);
    return result;
}

GameId negate(GameId g) {
    GameTable& t = table();
    const Entry& e = t.entry(g);
    if (e.is_nus) {
        if (e.nus.ups == INT64_MIN) throw OutOfRange("up multiple -(-2^63) does not fit in 64 bits");
        return make_nus({-e.nus.number, -e.nus.ups, e.nus.nim});
    }
    if (GameId known = e.negative.load(std::memory_order_acquire); known != no_id) return known;
    Options o = t.options(g);
    std::vector<GameId> left;
    std::vector<GameId> right;
    for (GameId gr : o.right) left.push_back(negate(gr));
    for (GameId gl : o.left) right.push_back(negate(gl));
    std::ranges::sort(left);
    std::ranges::sort(right);
    GameId result = t.intern_options(left, right); // negation keeps canonical forms canonical
    t.remember_negatives(g, result);
    return result;
}

} // namespace cgt::detail
