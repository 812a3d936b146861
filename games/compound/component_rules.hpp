#pragma once
// Impartial rulesets whose components are identified by a size (a path's order, a heap's size),
// as the compound evaluators need them: a component of size n moves to a list of parts.

#include <concepts>
#include <cstdint>
#include <type_traits>
#include <string>
#include <string_view>
#include <vector>

#include "games/impartial/octal_code.hpp"

namespace cgt::compound {

using Order = std::uint32_t;
// The components a move leaves in place of the one it was made in: sizes >= 1, sorted
// ascending. An empty list means the component has ended (it became P_0, an empty heap).
using Parts = std::vector<Order>;

// Largest component size the library accepts anywhere (larger sizes are rejected as absurd).
inline constexpr Order max_order = 1'000'000'000;

class ComponentRules {
public:
    virtual ~ComponentRules() = default;
    virtual std::string name() const = 0;
    // The distinct options of a component of size n >= 1, each a sorted list of parts.
    virtual std::vector<Parts> options(Order n) const = 0;
};

// Node-Kayles on the path P_n (octal 0.137), the one statement of its rule (eq. (1) of Guignard
// and Sopena): choosing an end vertex leaves P_{n-2}, the second vertex P_{n-3}, a vertex at
// distance >= 2 from both ends P_i + P_{n-3-i} (1 <= i <= (n-3)/2). Calls visit(a, b) once per
// option, in that order, with the orders of the paths left, 0 for none: (0, 0) leaves nothing,
// (a, 0) one path, 1 <= a <= b two paths. If visit returns bool, true stops the enumeration;
// returns whether it was stopped. Every Node-Kayles-on-paths computation goes through here.
template <std::unsigned_integral N, typename Visit>
constexpr bool for_each_path_option(N n, Visit&& visit) {
    const auto call = [&](N a, N b) {
        if constexpr (std::is_same_v<std::invoke_result_t<Visit&, N, N>, bool>) return visit(a, b);
        else {
            visit(a, b);
            return false;
        }
    };
    if (n == 0) return false;
    if (n <= 2) return call(0, 0);
    if (call(n - 2, 0) || call(n - 3, 0)) return true;
    for (N i = 1; 2 * i <= n - 3; ++i)
        if (call(i, n - 3 - i)) return true;
    return false;
}

// The parts of an option (a, b) of for_each_path_option, as a sorted list.
inline Parts path_option_parts(Order a, Order b) {
    if (a == 0) return {};
    if (b == 0) return {a};
    return {a, b};
}

// Node-Kayles on paths (for_each_path_option) as a heap ruleset.
class PathNodeKayles final : public ComponentRules {
public:
    std::string name() const override { return "Node-Kayles on paths"; }
    std::vector<Parts> options(Order n) const override;
};

// A take-and-break game on heaps (impartial::OctalCode: octal 0.d1d2d3..., or any CGSuite code
// such as 4!.0): plugs any of them into the compounds (for example 0.137 = Node-Kayles on paths,
// 0.13337 = its foreclosed misere twin).
class OctalHeapRules final : public ComponentRules {
public:
    // Parses the code (impartial::OctalCode::parse); throws ParseError on anything malformed.
    explicit OctalHeapRules(std::string_view code);
    explicit OctalHeapRules(impartial::OctalCode code) : code_(std::move(code)) {}
    std::string name() const override { return "octal " + code_.to_string(); }
    std::vector<Parts> options(Order n) const override;
    const impartial::OctalCode& code() const noexcept { return code_; }

private:
    impartial::OctalCode code_;
};

} // namespace cgt::compound
