#include "cgt/lang/detail/work_checks.hpp"

#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/lang/work_limit.hpp"

namespace cgt::detail {
namespace {

// What the limits look at: the subgames that are not number+up+star values (counted up to a
// cap), and the largest integer, nimber and up-multiple the number+up+star followers reach.
struct FollowerSummary {
    std::size_t general = 0;   // non-NUS subgames, counted up to the cap (then the walk stops)
    BigInt largest_integer;    // floor(|x|) + 1 over the NUS followers x + n.^ + *k
    std::uint64_t largest_nimber = 0;
    std::uint64_t largest_ups = 0; // |n|
};

std::uint64_t magnitude(std::int64_t n) { return n < 0 ? std::uint64_t(0) - std::uint64_t(n) : std::uint64_t(n); }

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
        s.largest_nimber = std::max<std::uint64_t>(s.largest_nimber, h.nim_part());
        s.largest_ups = std::max(s.largest_ups, magnitude(h.up_part()));
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

// The smallest work limit whose bound (per_unit times the limit) reaches `asked`.
std::uint64_t needed_limit(const BigInt& asked, std::uint64_t per_unit) {
    const BigInt needed = (asked + per_unit - 1) / per_unit;
    return needed > maximum_work_limit ? WorkLimitExceeded::beyond_every_limit : needed.convert_to<std::uint64_t>();
}

// "<what>; work limit 1 allows at most 128 levels": `allowed` has a {} for the bound.
[[noreturn]] void refuse(const std::string& what, const BigInt& asked, std::uint64_t per_unit, std::string_view allowed) {
    const Bounds b = bounds_at_work_limit();
    throw WorkLimitExceeded(fmt::format("{}; work limit {} allows {}", what, b.limit,
                                        fmt::format(fmt::runtime(allowed), shown(BigInt(per_unit) * b.limit))),
                            needed_limit(asked, per_unit));
}

} // namespace

Bounds bounds_at_work_limit() {
    const std::uint64_t n = work_limit(); // at most 2^20: no product below overflows
    return Bounds{n, chain_levels_per_unit * n, number_levels_per_unit * n, heated_nimber_per_unit * n,
                  copied_subgames_per_unit * n, ups_with_general_per_unit * n, steps_per_unit * n};
}

void check_chain_levels(const BigInt& levels, std::string_view operation) {
    if (levels <= bounds_at_work_limit().chain_levels) return;
    refuse(fmt::format("{}a game {} levels deep", prefix(operation), shown(levels)), levels, chain_levels_per_unit,
           "at most {} levels");
}

void check_copies(const BigInt& n, Game g, std::string_view operation) {
    if (g.is_nus()) return; // closed form
    const Bounds bounds = bounds_at_work_limit();
    const BigInt wanted = n < 0 ? BigInt(-n) : n;
    Game doubled = g;
    BigInt copies = 1;
    while (copies * 2 <= wanted) {
        const std::size_t general = summarize(doubled, bounds.copied_subgames).general;
        if (general > bounds.copied_subgames)
            throw WorkLimitExceeded(
                fmt::format("{}{} copies of a game that keeps growing ({} copies already have more than {} subgames; "
                            "at most {} copies of this game at work limit {})",
                            prefix(operation), shown(wanted), shown(copies), bounds.copied_subgames,
                            shown(copies * 2 - 1), bounds.limit),
                0);
        doubled = doubled + doubled;
        copies *= 2;
        if (doubled.is_nus()) {
            // Later doublings are closed forms, but the copies below `copies` are not: their sum
            // with an up-multiple m.^ costs time and memory linear in m (^10^6 + {1|0}: 5 s, 0.9 GB).
            if (doubled.up_part() != 0 && wanted % copies != 0) {
                const BigInt ups = BigInt(magnitude(doubled.up_part())) * (wanted / copies);
                if (ups > bounds.ups_with_general)
                    refuse(fmt::format("{}{} copies of this game add {}.^ to a game that is not a number+up+star "
                                       "value (work linear in the up-multiple)",
                                       prefix(operation), shown(wanted), shown(ups)),
                           ups, ups_with_general_per_unit, "at most {} ups here");
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
        const BigInt ups = largest * BigInt(magnitude(copied.up_part()));
        if (ups > bounds_at_work_limit().ups_with_general)
            refuse(fmt::format("{}the integers inside the game (up to {}) become up to {}.^, added to games that are "
                               "not number+up+star values (work linear in the up-multiple)",
                               prefix(operation), shown(largest - 1), shown(ups)),
                   ups, ups_with_general_per_unit, "at most {} ups here");
    }
}

void check_heated_nimbers(Game g, std::string_view operation) {
    const std::uint64_t k = summarize(g, SIZE_MAX - 1).largest_nimber;
    if (k > bounds_at_work_limit().heated_nimber)
        refuse(fmt::format("{}the game contains *{} (the cost grows exponentially with the nimber)", prefix(operation), k),
               BigInt(k), heated_nimber_per_unit, "nimbers up to *{} here");
}

void check_ordinal_levels(Game g, Game h) {
    if (g.is_number()) {
        // x:n for integers of one sign is x + n; otherwise H's levels become bits of x:H.
        if (g.is_integer() && h.is_integer() && g.number_part().sign() * h.number_part().sign() >= 0) return;
        const BigInt levels = h.birthday();
        if (levels > bounds_at_work_limit().number_levels)
            refuse(fmt::format("G:H: H is {} levels deep, so the number G:H would have about as many bits", shown(levels)),
                   levels, number_levels_per_unit, "at most {} levels when G is a number");
        return;
    }
    // G:H is {G^L, G:H^L | G^R, G:H^R}: H's levels stacked on G's.
    const BigInt levels = g.birthday() + h.birthday() - 1;
    if (levels > bounds_at_work_limit().chain_levels)
        refuse(fmt::format("G:H: G is {} levels deep and H {}, so G:H would be {} levels deep", shown(g.birthday()),
                           shown(h.birthday()), shown(levels)),
               levels, chain_levels_per_unit, "at most {} levels when G is not a number");
}

void check_up_multiples(Game g, std::string_view operation) {
    check_up_multiple(g.is_nus() ? g.up_part() : 0, operation);
    if (g.is_nus()) return;
    const std::uint64_t ups = summarize(g, SIZE_MAX - 1).largest_ups;
    if (ups > bounds_at_work_limit().ups_with_general)
        refuse(fmt::format("{}the game contains an up-multiple of {} (work linear in it)", prefix(operation), ups),
               BigInt(ups), ups_with_general_per_unit, "at most {} ups here");
}

void check_up_multiple(std::int64_t ups, std::string_view operation) {
    if (magnitude(ups) <= bounds_at_work_limit().ups_with_general) return;
    refuse(fmt::format("{}an up-multiple of {} meets a game that is not a number+up+star value (work linear in it)",
                       prefix(operation), magnitude(ups)),
           BigInt(magnitude(ups)), ups_with_general_per_unit, "at most {} ups here");
}

} // namespace cgt::detail
