#include "cgt/lang/detail/work_bounds.hpp"

#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

// What the limits look at: the subgames that are not number+up+star values (counted up to a
// cap), and the largest integer and nimber the number+up+star followers reach.
struct FollowerSummary {
    std::size_t general = 0;   // non-NUS subgames, counted up to the cap (then the walk stops)
    BigInt largest_integer;    // floor(|x|) + 1 over the NUS followers x + n.^ + *k
    std::uint64_t largest_nimber = 0;
};

FollowerSummary summarize(Game g, std::size_t cap) {
    FollowerSummary s;
    auto children = [&](Game h) {
        if (h.is_nus() || s.general > cap) return std::vector<Game>{};
        ++s.general;
        return all_options(h);
    };
    post_order(g, children, [&](Game h) {
        if (!h.is_nus()) return;
        BigInt integer = h.number_part().abs().floor().numerator() + 1;
        if (integer > s.largest_integer) s.largest_integer = integer;
        if (h.nim_part() > s.largest_nimber) s.largest_nimber = h.nim_part();
    });
    return s;
}

std::string prefix(std::string_view operation) {
    return operation.empty() ? std::string() : fmt::format("{}: ", operation);
}

std::string shown(const BigInt& n) {
    std::string digits = n.str();
    if (digits.size() <= 24) return digits;
    return fmt::format("{}...({} digits)", digits.substr(0, 12), digits.size());
}

} // namespace

void check_copies(const BigInt& n, Game g, std::string_view operation) {
    if (g.is_nus()) return; // closed form
    const BigInt wanted = n < 0 ? BigInt(-n) : n;
    Game doubled = g;
    BigInt copies = 1;
    while (copies * 2 <= wanted) {
        if (summarize(doubled, max_copied_subgames).general > max_copied_subgames)
            throw OutOfRange(fmt::format(
                "{}{} copies of a game that keeps growing ({} copies already have more than {} subgames; "
                "at most {} copies of this game)",
                prefix(operation), shown(wanted), shown(copies), max_copied_subgames, shown(copies * 2 - 1)));
        doubled = doubled + doubled;
        copies *= 2;
        if (doubled.is_nus()) {
            // Later doublings are closed forms, but the copies below `copies` are not: their sum
            // with an up-multiple m.^ costs time and memory linear in m (^10^6 + {1|0}: 5 s, 0.9 GB).
            if (doubled.up_part() != 0 && wanted % copies != 0) {
                const BigInt ups = BigInt(doubled.up_part()) * (wanted / copies);
                if ((ups < 0 ? BigInt(-ups) : ups) > max_ups_with_general)
                    throw OutOfRange(fmt::format("{}{} copies of this game add {}.^ to a game that is not a "
                                                 "number+up+star value (work linear in the up-multiple; at most "
                                                 "{} ups here)",
                                                 prefix(operation), shown(wanted), shown(ups), max_ups_with_general));
            }
            return;
        }
    }
}

void check_integer_followers(Game g, Game copied, std::string_view operation) {
    const BigInt largest = summarize(g, SIZE_MAX - 1).largest_integer;
    if (!copied.is_nus()) {
        check_copies(largest, copied, operation);
    } else if (!g.is_nus() && copied.up_part() != 0) {
        // n copies of x + m.^ are a closed form, but inside a game that is not a number+up+star
        // value they are added to other games: work linear in n.m.
        const BigInt ups = largest * BigInt(copied.up_part() < 0 ? -copied.up_part() : copied.up_part());
        if (ups > max_ups_with_general)
            throw OutOfRange(fmt::format("{}the integers inside the game (up to {}) become up to {}.^, added to games that "
                                         "are not number+up+star values (work linear in the up-multiple; at "
                                         "most {} ups here)",
                                         prefix(operation), shown(largest - 1), shown(ups), max_ups_with_general));
    }
}

void check_heated_nimbers(Game g, std::string_view operation) {
    const std::uint64_t k = summarize(g, SIZE_MAX - 1).largest_nimber;
    if (k > max_heated_nimber)
        throw OutOfRange(fmt::format("{}the game contains *{}; this operation takes nimbers up to *{} (its cost "
                                     "grows exponentially with the nimber)",
                                     prefix(operation), k, max_heated_nimber));
}

void check_ordinal_levels(Game g, Game h) {
    if (g.is_number()) return; // x:H has a closed form
    const BigInt levels = summarize(h, SIZE_MAX - 1).largest_integer - 1;
    if (levels > max_chain_levels)
        throw OutOfRange(fmt::format("G:H: H reaches the integer {}, so G:H would be {} levels deep; at most {} "
                                     "levels when G is not a number",
                                     shown(levels), shown(levels), max_chain_levels));
}

} // namespace cgt::detail
