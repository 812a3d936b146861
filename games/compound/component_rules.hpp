#pragma once
// Impartial rulesets whose components are identified by a size (a path's order, a heap's size),
// as the compound evaluators need them: a component of size n moves to a list of parts.

#include <cstdint>
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

// Node-Kayles on the path P_n (octal 0.137): choosing a vertex deletes it and its neighbours.
// Options of P_n: P_{n-2} (an end vertex), P_{n-3} (the second vertex) and P_i + P_j with
// i + j = n - 3, i, j >= 1 (an interior vertex), as in eq. (1) of Guignard and Sopena.
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
