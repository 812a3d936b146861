// The canonical form of { L | R } for canonical options: the simplification steps of the
// canonical-form theorem, ordered so that the cheap ones shrink the lists before the costly ones.
//   1. sort, drop duplicates;
//   2. all options nimbers with equal mex m on both sides: *m;
//   3. keep only the best number on each side (a larger number dominates a smaller one);
//   4. lists of numbers only: the simplest number that fits, when there is one;
//   5. remove dominated options; bypass reversible options (comparing against the option lists
//      themselves, so no intermediate game is stored); remove dominated options again (for a
//      sum, the first removal compares only options from different summands: canonicalise_sum);
//      the rest of the work is remembered by the undominated lists (undominated_cache.hpp);
//   6. recognise number+up+star shapes, so every NUS gets its parts; otherwise intern.
#include <algorithm>
#include <optional>
#include <span>
#include <utility>

#include <boost/container/small_vector.hpp>

#include "cgt/detail/operations.hpp"
#include "cgt/detail/undominated_cache.hpp"
#include "cgt/detail/step_counter.hpp"

namespace cgt::detail {
namespace {

thread_local UndominatedCache undominated_cache;

// One flag per option: option lists are short, so the flags stay off the heap (a std::vector<bool>
// per removal was the commonest allocation of a domination table).
using OptionFlags = boost::container::small_vector<bool, 32>;

void sort_unique(std::vector<GameId>& v) {
    std::ranges::sort(v);
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

const Entry& entry(GameId id) { return table().entry(id); }
bool is_number(GameId id) { return entry(id).is_number; }
bool is_nimber(GameId id) {
    const Entry& e = entry(id);
    return e.is_nus && e.nus.ups == 0 && e.nus.number.is_zero();
}

std::uint32_t mex_of_nimbers(const std::vector<GameId>& options) {
    OptionFlags seen(options.size() + 1, false);
    for (GameId id : options)
        if (std::uint32_t k = entry(id).nus.nim; k < seen.size()) seen[k] = true;
    std::uint32_t m = 0;
    while (seen[m]) ++m;
    return m;
}

// Keeps only the largest number among Left's options (smallest among Right's).
void keep_best_number(std::vector<GameId>& options, bool left_side) {
    std::optional<GameId> best;
    for (GameId id : options) {
        if (!is_number(id)) continue;
        if (!best) {
            best = id;
            continue;
        }
        const Dyadic& x = entry(id).nus.number;
        const Dyadic& b = entry(*best).nus.number;
        if (left_side ? x > b : x < b) best = id;
    }
    if (!best) return;
    std::erase_if(options, [&](GameId id) { return id != *best && is_number(id); });
}

// {L | R} whose options are at most one number a on the left and one b on the right.
std::optional<Dyadic> number_from_number_options(const std::vector<GameId>& left, const std::vector<GameId>& right) {
    if (left.empty() && right.empty()) return Dyadic();
    if (right.empty()) {
        const Dyadic& a = entry(left[0]).nus.number;
        return a.sign() < 0 ? Dyadic() : a.floor() + Dyadic(1);
    }
    if (left.empty()) {
        const Dyadic& b = entry(right[0]).nus.number;
        return b.sign() > 0 ? Dyadic() : b.ceil() - Dyadic(1);
    }
    const Dyadic& a = entry(left[0]).nus.number;
    const Dyadic& b = entry(right[0]).nus.number;
    if (a < b) return Dyadic::simplest_between(a, b);
    return std::nullopt; // a hot game such as {1|0}
}

// Keeps the options whose flag in `dead` is false, in order.
void erase_dead(std::vector<GameId>& options, const OptionFlags& dead) {
    std::size_t k = 0;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (!dead[i]) options[k++] = options[i];
    options.resize(k);
}

// Removes options dominated by another on the same side (Left: smaller; Right: larger). Pairs of
// options both in `undominated` (sorted; options known not to dominate each other) are skipped.
void remove_dominated(std::vector<GameId>& options, bool left_side, std::span<const GameId> undominated = {}) {
    if (options.size() < 2) return;
    OptionFlags dead(options.size(), false);
    OptionFlags known(undominated.empty() ? 0 : options.size(), false); // empty on the first pass
    for (std::size_t i = 0; i < known.size(); ++i) known[i] = std::ranges::binary_search(undominated, options[i]);
    // Short lists (the common case) ask for every pair's memo slot at once, so that the loads
    // overlap instead of each waiting; long ones a row at a time.
    const bool all_pairs_at_once = options.size() <= 16;
    if (all_pairs_at_once)
        for (GameId o : options) prefetch_leq(o, options, left_side);
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (dead[i]) continue;
        if (!all_pairs_at_once) prefetch_leq(options[i], options, left_side);
        for (std::size_t j = 0; j < options.size(); ++j) {
            if (i == j || dead[j] || (!known.empty() && known[i] && known[j])) continue;
            bool dominated = left_side ? leq(options[i], options[j]) : leq(options[j], options[i]);
            if (dominated) {
                dead[i] = true;
                break;
            }
        }
    }
    erase_dead(options, dead);
}

// Removes the options of each group that an option of the other group dominates. Neither group
// has dominated options of its own, so these are all the dominated options of the union. An
// option in both groups is kept once (in the first).
void remove_dominated_across(std::vector<GameId>& first, std::vector<GameId>& second, bool left_side) {
    std::erase_if(second, [&](GameId id) { return std::ranges::find(first, id) != first.end(); });
    if (first.empty() || second.empty()) return;
    auto dominated_by = [&](GameId a, GameId b) { return left_side ? leq(a, b) : leq(b, a); };
    OptionFlags first_dead(first.size(), false), second_dead(second.size(), false);
    for (std::size_t i = 0; i < first.size(); ++i) {
        prefetch_leq(first[i], second, left_side);
        prefetch_leq(first[i], second, !left_side);
        for (std::size_t j = 0; j < second.size(); ++j) {
            if (second_dead[j]) continue;
            if (dominated_by(first[i], second[j])) {
                first_dead[i] = true;
                break;
            }
            if (dominated_by(second[j], first[i])) second_dead[j] = true;
        }
    }
    erase_dead(first, first_dead);
    erase_dead(second, second_dead);
}

void add_unique(std::vector<GameId>& options, std::span<const GameId> more) {
    for (GameId id : more)
        if (std::ranges::find(options, id) == options.end()) options.push_back(id);
}

// Bypasses the reversible options of one side until none is left there: a Left option GL with
// some GLR <= G is replaced by the Left options of that GLR (Right mirrored). G's value never
// changes, so bypassing one side cannot make options of the other side reversible.
bool bypass_side(std::vector<GameId>& left, std::vector<GameId>& right, bool left_side) {
    GameTable& t = table();
    std::vector<GameId>& side = left_side ? left : right;
    bool changed = false;
    for (std::size_t i = 0; i < side.size();) {
        Options o = t.options(side[i]);
        std::optional<GameId> reversing;
        for (GameId reply : left_side ? o.right : o.left) {
            bool reverses = left_side ? leq_to_virtual(reply, left, right)   // GLR <= G
                                      : leq_from_virtual(left, right, reply); // GRL >= G
            if (reverses) {
                reversing = reply;
                break;
            }
        }
        if (!reversing) {
            ++i;
            continue;
        }
        side.erase(side.begin() + static_cast<std::ptrdiff_t>(i));
        Options replacement = t.options(*reversing);
        add_unique(side, left_side ? replacement.left : replacement.right);
        changed = true;
    }
    return changed;
}

bool bypass_reversible(std::vector<GameId>& left, std::vector<GameId>& right) {
    bool left_changed = bypass_side(left, right, true);
    bool right_changed = bypass_side(left, right, false);
    return left_changed || right_changed;
}

// The NUS parts of {L | R} when these canonical option lists are the canonical options of a
// number+up+star value (see the shapes in game_table.cpp).
std::optional<NusParts> recognise_nus(const std::vector<GameId>& left, const std::vector<GameId>& right) {
    if (left.empty() || right.empty()) {
        if (left.empty() && right.empty()) return NusParts{};
        if (right.empty() && left.size() == 1 && entry(left[0]).is_number && entry(left[0]).nus.number.is_integer() &&
            entry(left[0]).nus.number.sign() >= 0)
            return NusParts{entry(left[0]).nus.number + Dyadic(1), 0, 0};
        if (left.empty() && right.size() == 1 && entry(right[0]).is_number && entry(right[0]).nus.number.is_integer() &&
            entry(right[0]).nus.number.sign() <= 0)
            return NusParts{entry(right[0]).nus.number - Dyadic(1), 0, 0};
        return std::nullopt;
    }
    for (GameId id : left)
        if (!entry(id).is_nus) return std::nullopt;
    for (GameId id : right)
        if (!entry(id).is_nus) return std::nullopt;
    const NusParts& l0 = entry(left[0]).nus;
    const NusParts& r0 = entry(right[0]).nus;
    if (left.size() == 1 && right.size() == 1) {
        if (entry(left[0]).is_number && entry(right[0]).is_number) {
            if (l0.number < r0.number) return NusParts{(l0.number + r0.number).half(), 0, 0};
            if (l0.number == r0.number) return NusParts{l0.number, 0, 1}; // {x|x} = x*
            return std::nullopt;
        }
        // {x | x + u.^ + *j} = x + (u+1).^ + *(j^1) for u >= 0, (u, j) != (0, 0); mirror for Left.
        if (entry(left[0]).is_number && r0.number == l0.number && r0.ups >= 0)
            return NusParts{l0.number, r0.ups + 1, r0.nim ^ 1U};
        if (entry(right[0]).is_number && l0.number == r0.number && l0.ups <= 0)
            return NusParts{r0.number, l0.ups - 1, l0.nim ^ 1U};
        return std::nullopt;
    }
    // {x, x* | x} = x^*  and  {x | x, x*} = xv*
    auto is_x_and_xstar = [](const std::vector<GameId>& two, const Dyadic& x) {
        if (two.size() != 2) return false;
        const NusParts& a = entry(two[0]).nus;
        const NusParts& b = entry(two[1]).nus;
        return a.number == x && b.number == x && a.ups == 0 && b.ups == 0 && (a.nim ^ b.nim) == 1 &&
               (a.nim | b.nim) == 1;
    };
    if (right.size() == 1 && entry(right[0]).is_number && is_x_and_xstar(left, r0.number))
        return NusParts{r0.number, 1, 1};
    if (left.size() == 1 && entry(left[0]).is_number && is_x_and_xstar(right, l0.number))
        return NusParts{l0.number, -1, 1};
    // {x, x*, ..., x*(k-1) | same} = x*k
    if (left == right) {
        OptionFlags seen(left.size(), false);
        for (GameId id : left) {
            const NusParts& p = entry(id).nus;
            if (p.number != l0.number || p.ups != 0 || p.nim >= left.size() || seen[p.nim]) return std::nullopt;
            seen[p.nim] = true;
        }
        return NusParts{l0.number, 0, static_cast<std::uint32_t>(left.size())};
    }
    return std::nullopt;
}

// Steps 1-6; step 5's first removal of dominated options is skipped when the caller has done it.
GameId canonicalise_lists(std::vector<GameId> left, std::vector<GameId> right, bool undominated) {
    count_step(); // before touching anything, so a StepLimitExceeded leaves no trace
    sort_unique(left);
    sort_unique(right);

    if (std::ranges::all_of(left, is_nimber) && std::ranges::all_of(right, is_nimber)) {
        std::uint32_t m = mex_of_nimbers(left);
        if (m == mex_of_nimbers(right)) return make_nus({Dyadic(), 0, m});
    }

    keep_best_number(left, true);
    keep_best_number(right, false);
    if (std::ranges::all_of(left, is_number) && std::ranges::all_of(right, is_number))
        if (auto x = number_from_number_options(left, right)) return make_nus({*x, 0, 0});

    if (!undominated) {
        remove_dominated(left, true);
        remove_dominated(right, false);
    }
    if (const std::optional<GameId> known = undominated_cache.find(left, right)) return *known;
    // The options so far (sorted) do not dominate each other: after bypassing, only pairs with a
    // new option need comparing.
    const std::vector<GameId> left_undominated = left, right_undominated = right;
    if (bypass_reversible(left, right)) {
        sort_unique(left);
        sort_unique(right);
        remove_dominated(left, true, left_undominated);
        remove_dominated(right, false, right_undominated);
    }
    std::ranges::sort(left);
    std::ranges::sort(right);
    const auto parts = recognise_nus(left, right);
    const GameId game = parts ? make_nus(*parts) : table().intern_options(left, right);
    undominated_cache.put(left_undominated, right_undominated, game);
    return game;
}

} // namespace

GameId canonicalise(std::vector<GameId> left, std::vector<GameId> right) {
    return canonicalise_lists(std::move(left), std::move(right), false);
}

GameId canonicalise_sum(SumOptions o) {
    remove_dominated_across(o.left_from_g, o.left_from_h, true);
    remove_dominated_across(o.right_from_g, o.right_from_h, false);
    o.left_from_g.insert(o.left_from_g.end(), o.left_from_h.begin(), o.left_from_h.end());
    o.right_from_g.insert(o.right_from_g.end(), o.right_from_h.begin(), o.right_from_h.end());
    return canonicalise_lists(std::move(o.left_from_g), std::move(o.right_from_g), true);
}

} // namespace cgt::detail
