#include "algorithms/compound/compound_theory.hpp"

#include <algorithm>
#include <functional>

#include <fmt/format.h>

#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "algorithms/compound/selective_rules.hpp"
#include "cgt/errors.hpp"

namespace cgt::compound {
namespace {


std::int32_t xor_of(const Parts& parts, const std::function<std::int32_t(Order)>& value) {
    std::int32_t x = 0;
    for (Order p : parts) x ^= value(p);
    return x;
}

// Applies the changes to a position: the result of the move (the changes name existing sizes).
CompoundMove apply(const Position& position, std::vector<ComponentMove> changes, bool short_rule) {
    CompoundMove move;
    Position rest = position;
    bool ended = false;
    for (const ComponentMove& change : changes) {
        rest.erase(std::find(rest.begin(), rest.end(), change.from));
        rest.insert(rest.end(), change.to.begin(), change.to.end());
        ended = ended || change.to.empty();
    }
    move.changes = std::move(changes);
    move.ended = short_rule && ended;
    if (!move.ended) move.result = make_position(std::move(rest));
    return move;
}

} // namespace

bool theory_solves(Version version, Play play) noexcept {
    return !(version == Version::disjunctive && play == Play::misere);
}

CompoundTheory::CompoundTheory(Version version, Play play) : version_(version), play_(play) {
    if (!theory_solves(version, play))
        throw InvalidArgument("disjunctive misere Node-Kayles is an open problem: no theory, use search");
}

void CompoundTheory::check_orders(const Position& position) const {
    for (Order n : position) {
        if (n == 0 || n > max_order)
            throw InvalidArgument(fmt::format("path order {} out of range [1, {}]", n, max_order));
        if (version_ == Version::diminished && play_ == Play::misere && n > max_foreclosed_misere_order)
            throw InvalidArgument(fmt::format(
                "path order {} too large for diminished misere play (F- has no known period; "
                "limit {})",
                n, max_foreclosed_misere_order));
    }
}

std::int32_t CompoundTheory::value(Order n) const {
    const bool misere = play_ == Play::misere;
    switch (version_) {
    case Version::disjunctive: return grundy_0137()(n);
    case Version::diminished:
        return misere ? foreclosed_misere_values(std::size_t{n} + 1)[n] : foreclosed_normal()(n);
    case Version::conjunctive: return misere ? remoteness_misere(n) : remoteness_normal(n);
    case Version::continued: return misere ? suspense_misere(n) : suspense_normal(n);
    case Version::selective:
        if (misere) return selective_misere_losing(n) ? 0 : 1;
        return selective_normal_losing(n) ? 0 : 1;
    case Version::shortened:
        if (misere) return shortened_misere_losing(n) ? 0 : 1;
        return selective_normal_losing(n) ? 0 : 1;
    }
    return 0;
}

Outcome CompoundTheory::outcome(const Position& unsorted) const {
    const Position position = make_position(unsorted);
    check_orders(position);
    const bool misere = play_ == Play::misere;
    const auto P = Outcome::P;
    const auto N = Outcome::N;
    if (position.empty()) return misere ? N : P; // the initial P_0 is terminal
    switch (version_) {
    case Version::disjunctive:
    case Version::diminished: {
        // Diminished normal: a path of order <= 3 can be emptied, which ends the game and wins.
        if (version_ == Version::diminished && !misere && position.front() <= 3) return N;
        std::int32_t x = 0;
        for (Order n : position) x ^= value(n);
        return x == 0 ? P : N;
    }
    case Version::conjunctive:
    case Version::continued: {
        // Remoteness of a union is the min of the parts', suspense the max.
        std::int32_t v = value(position.front());
        for (Order n : position)
            v = version_ == Version::conjunctive ? std::min(v, value(n)) : std::max(v, value(n));
        const bool even = v % 2 == 0;
        return even != misere ? P : N;
    }
    case Version::selective:
    case Version::shortened: {
        if (version_ == Version::selective && misere && position.size() == 1)
            return selective_misere_losing(position[0]) ? P : N;
        const bool use_normal = !misere || version_ == Version::selective;
        for (Order n : position)
            if (!(use_normal ? selective_normal_losing(n) : shortened_misere_losing(n))) return N;
        return P;
    }
    }
    return N;
}

std::optional<CompoundMove> CompoundTheory::winning_move(const Position& unsorted) const {
    const Position position = make_position(unsorted);
    // P-positions have no winning move; the empty position (terminal) has no move at all.
    if (outcome(position) == Outcome::P || position.empty()) return std::nullopt;
    const bool misere = play_ == Play::misere;
    const bool short_rule = ends_early(version_);
    const auto val = [this](Order n) { return value(n); };
    std::vector<ComponentMove> changes;

    switch (version_) {
    case Version::disjunctive:
    case Version::diminished: {
        if (version_ == Version::diminished && !misere && position.front() <= 3) {
            changes.push_back({position.front(), {}}); // empty it: the game ends, we moved last
            break;
        }
        // Standard nim strategy: a component whose value has the top bit of the nim-sum set
        // moves to an option of value (its value xor the nim-sum). Diminished: only to options
        // with a defined value (parts >= 4 in normal play, nonempty in misere play).
        std::int32_t x = 0;
        for (Order n : position) x ^= value(n);
        for (std::size_t k = 0; k < position.size() && changes.empty(); ++k) {
            const Order n = position[k];
            if (k > 0 && position[k - 1] == n) continue;
            const std::int32_t target = value(n) ^ x;
            if (target >= value(n)) continue;
            for_each_path_option(n, [&](Order a, Order b) {
                const Parts o = path_option_parts(a, b);
                if (version_ == Version::diminished) {
                    if (o.empty()) return false;
                    if (!misere && o.front() <= 3) return false;
                }
                if (xor_of(o, val) != target) return false;
                changes.push_back({n, o});
                return true;
            });
        }
        break;
    }
    case Version::conjunctive:
    case Version::continued: {
        // Move every component to an option whose remoteness (suspense) is one less than its
        // own: the min (max) over the union drops by exactly one and changes parity.
        for (Order n : position) {
            const std::int32_t target = value(n) - 1;
            if (version_ == Version::continued && n >= 7) {
                // S is non-decreasing, so a split P_i + P_j (i <= j) has suspense S(j), and the
                // j reaching the target is found by binary search instead of a linear scan.
                if (value(n - 2) == target) changes.push_back({n, {n - 2}});
                else if (value(n - 3) == target) changes.push_back({n, {n - 3}});
                else {
                    Order lo = (n - 2) / 2; // smallest j = ceil((n - 3) / 2)
                    Order hi = n - 4;
                    while (lo < hi) {
                        const Order mid = lo + (hi - lo) / 2;
                        if (value(mid) < target) lo = mid + 1;
                        else hi = mid;
                    }
                    if (value(lo) == target) changes.push_back({n, {n - 3 - lo, lo}});
                }
                continue;
            }
            for_each_path_option(n, [&](Order a, Order b) {
                const Parts o = path_option_parts(a, b);
                std::int32_t v = 0;
                for (std::size_t i = 0; i < o.size(); ++i)
                    v = i == 0 ? value(o[i])
                               : version_ == Version::conjunctive ? std::min(v, value(o[i]))
                                                                  : std::max(v, value(o[i]));
                if (v != target) return false;
                changes.push_back({n, o});
                return true;
            });
        }
        break;
    }
    case Version::selective:
    case Version::shortened: {
        if (version_ == Version::selective && misere) {
            changes = selective_misere_winning_changes(position);
            break;
        }
        // Otherwise a union is P iff every component is: move each N component to an option
        // whose parts are all P (in shortened misere play never emptying one: that would lose).
        const bool normal_rule = !misere;
        auto losing = [&](Order n) {
            return normal_rule ? selective_normal_losing(n) : shortened_misere_losing(n);
        };
        for (Order n : position) {
            if (losing(n)) continue;
            for_each_path_option(n, [&](Order a, Order b) {
                const Parts o = path_option_parts(a, b);
                if (misere && o.empty()) return false;
                if (!std::all_of(o.begin(), o.end(), losing)) return false;
                changes.push_back({n, o});
                return true;
            });
        }
        break;
    }
    }

    if (changes.empty()) throw Error(fmt::format("internal: no winning move found from an N-position ({} {})", to_string(version_), to_string(play_)));
    CompoundMove move = apply(position, std::move(changes), short_rule);
    const bool result_is_p = move.ended ? !misere : outcome(move.result) == Outcome::P;
    if (!result_is_p)
        throw Error(fmt::format("internal: the theory's move {} does not reach a P-position", format_move(move)));
    return move;
}

std::vector<Order> CompoundTheory::losing_orders(Order max_order_asked) const {
    std::vector<Order> result;
    if (version_ == Version::diminished && play_ == Play::misere) {
        check_orders(Position{std::max<Order>(max_order_asked, 1)});
        foreclosed_misere_values(std::size_t{max_order_asked} + 1); // all at once, not one by one
    }
    for (Order n = 0; n <= max_order_asked; ++n) {
        if (outcome(n == 0 ? Position{} : Position{n}) == Outcome::P) result.push_back(n);
        if (n == max_order_asked) break; // no wrap-around at the type's maximum
    }
    return result;
}

std::vector<std::int32_t> CompoundTheory::sequence(std::size_t begin, std::size_t end) const {
    std::vector<std::int32_t> values(end > begin ? end - begin : 0);
    const bool misere = play_ == Play::misere;
    if (version_ == Version::diminished && misere) {
        if (end > std::size_t{max_foreclosed_misere_order} + 1)
            throw InvalidArgument(fmt::format("F- sequence limited to {} values", max_foreclosed_misere_order + 1));
        const auto& f = foreclosed_misere_values(end);
        std::copy(f.begin() + static_cast<std::ptrdiff_t>(begin), f.begin() + static_cast<std::ptrdiff_t>(end),
                  values.begin());
        return values;
    }
    for (std::size_t n = begin; n < end; ++n) {
        const auto order = static_cast<Order>(n);
        if (n == 0) {
            // P_0: G = R = S = 0; F undefined; sigma follows the terminal's outcome.
            values[0] = version_ == Version::diminished ? undefined_value
                        : (version_ == Version::selective || version_ == Version::shortened) ? (misere ? 1 : 0)
                                                                                               : 0;
            continue;
        }
        values[n - begin] = value(order);
    }
    return values;
}

} // namespace cgt::compound
