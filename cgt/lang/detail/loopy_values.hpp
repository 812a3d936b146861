#pragma once
// The expression language's operations on loopy values (docs/loopy.md): the constants, the
// upon literals, sums, negation, switches, games with loopy options, games with pass and labels
// (built node by node with loopy::NodeBuilder), G & H, n * G, G:H, Tiny and Miny, and the
// comparisons, which apply to short games as well.

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

#include "cgt/lang/detail/loopy_syntax.hpp"
#include "cgt/lang/detail/syntax_tree.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/loopy/stopper.hpp"

namespace cgt::detail {

bool is_loopy(const Value& v);
// A loopy value whose game is short becomes that Game (it prints as today); others stay.
Value loopy_result(const loopy::SidedValue& v);
// A short game as a stopper, refused (WorkLimitExceeded) past the work limit's positions.
loopy::Stopper short_stopper(Game g);
// A game or loopy game as a sided value; what names it in the message.
loopy::SidedValue sided_value(const Value& v, std::string_view what);
// A stopper (a short game or a loopy game that is one).
loopy::Stopper stopper_value(const Value& v, std::string_view what);

loopy::SidedValue loopy_constant(LoopyConstant c);
// x + ^[on] (unit_sum) or x + ^<on> (unit), negated for sign < 0, plus *nim.
loopy::Stopper upon_literal(bool unit, int sign, const Dyadic& number, std::uint64_t nim);

// The game node `root` of the tree, whose options include pass or labels moving to it or to
// games inside it; take(i) gives the value of any other option node.
loopy::SidedValue loopy_game(const SyntaxTree& tree, std::uint32_t root, const std::function<Value(std::uint32_t)>& take);
// {left | right} with loopy options (no pass or label).
loopy::SidedValue loopy_options(std::span<const Value> left, std::span<const Value> right);

// a + b, refused past the work limit (the sum's graph has |a| * |b| positions to simplify).
loopy::SidedValue loopy_sum(const loopy::SidedValue& a, const loopy::SidedValue& b);
Value sidle(const Value& onside, const Value& offside);
bool compare(const Value& a, const Value& b, Comparison c);
// n * G (an integer n and a loopy G, either way round): n copies, summed by doubling.
Value loopy_product(const Value& a, const Value& b);
Value loopy_ordinal_sum(const Value& g, const Value& h);
// x + Tiny(G) = x + {0||0|-G} and x + Miny(G) = x + {G|0||0} for a stopper G.
Value loopy_tiny(const Dyadic& x, const Value& g, bool tiny);

} // namespace cgt::detail
