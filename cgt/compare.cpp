// Comparison of canonical games: closed form for number+up+star values, otherwise the
// definition (G <= H iff no GL >= H and no HR <= G), memoised per thread by id pair.
#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/operations.hpp"

namespace cgt::detail {
namespace {

thread_local OpCache<bool> leq_cache;

// G <= H by the definition. When one side is a number and the other is not, that number's own
// options can be skipped (number avoidance): they never decide the comparison.
bool leq_by_definition(GameId g, const Entry& eg, GameId h, const Entry& eh) {
    GameTable& t = table();
    if (!eh.is_number)
        for (GameId hr : t.options(h).right)
            if (leq(hr, g)) return false;
    if (!eg.is_number)
        for (GameId gl : t.options(g).left)
            if (leq(h, gl)) return false;
    return true;
}

} // namespace

bool leq_nus(const NusParts& a, const NusParts& b) {
    if (auto c = a.number <=> b.number; c != 0) return c < 0;
    // Same number: compare a.ups.^ + *a.nim with b.ups.^ + *b.nim, i.e. d.^ + *s >= 0.
    std::int64_t d = 0;
    if (__builtin_sub_overflow(b.ups, a.ups, &d)) d = b.ups > a.ups ? 2 : -1; // only the sign matters
    std::uint32_t s = a.nim ^ b.nim;
    if (d >= 2) return true;
    if (d == 1) return s != 1; // ^* is confused with 0; ^ and ^*k (k >= 2) are positive
    if (d == 0) return s == 0;
    return false;
}

bool leq(GameId g, GameId h) {
    if (g == h) return true;
    GameTable& t = table();
    const Entry& eg = t.entry(g);
    const Entry& eh = t.entry(h);
    if (eg.is_nus && eh.is_nus) return leq_nus(eg.nus, eh.nus);
    bool result = false;
    if (leq_cache.find(g, h, result)) return result;
    // Stops decide many comparisons at once: G <= H forces LS(G) <= LS(H) and RS(G) <= RS(H),
    // and LS(G) < RS(H) puts a number strictly between them, so G < H.
    if (eg.left_stop() > eh.left_stop() || eg.right_stop() > eh.right_stop())
        result = false;
    else if (eg.left_stop() < eh.right_stop())
        result = true;
    else
        result = leq_by_definition(g, eg, h, eh);
    leq_cache.put(g, h, result);
    return result;
}

bool leq_to_virtual(GameId g, std::span<const GameId> left, std::span<const GameId> right) {
    for (GameId r : right)
        if (leq(r, g)) return false;
    for (GameId gl : table().options(g).left)
        if (leq_from_virtual(left, right, gl)) return false;
    return true;
}

bool leq_from_virtual(std::span<const GameId> left, std::span<const GameId> right, GameId h) {
    for (GameId l : left)
        if (leq(h, l)) return false;
    for (GameId hr : table().options(h).right)
        if (leq_to_virtual(hr, left, right)) return false;
    return true;
}

} // namespace cgt::detail
