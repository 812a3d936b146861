#pragma once
// Printing loopy values as CGSuite prints them.
//
//   on, off, dud, over, under, 5over, 3/2under        pseudonumbers and dud
//   {0|pass}                                          a move to the position itself
//   a{0||||0|||a|*||*}                                a node label: `a` names the position it
//                                                     precedes, wherever it is reached again
//   ^[on], v[on]*, ^<on>, -1/4v[on]                   upon forms ({pass|*}, {0||0|0,pass}, ...)
//   Tiny(on), Miny(on), +-over, +-(5over)             tiny, miny and switch forms
//   1 & 0, ^ & v*                                     sided values: onside & offside
// Positions that are short print as cgt::to_string(Game) prints them (slashes shared with the
// loopy positions around them). Loop-free options come first, in CGSuite's order; options that
// loop come after, in an order of cgt's own (CGSuite orders them by an internal hash code).
// Node labels are a, b, c, ... in the order the labelled positions are first reached again.
//
// Printing never recurses on the C++ stack; the printed text is charged to the memory budget.

#include <string>

#include <fmt/format.h>

#include "cgt/loopy/pseudonumber.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "cgt/loopy/stopper.hpp"

namespace cgt::loopy {

std::string to_string(Stopper s);
std::string to_string(const SidedValue& v);

} // namespace cgt::loopy

template <>
struct fmt::formatter<cgt::loopy::Stopper> : fmt::formatter<std::string> {
    template <typename Ctx>
    auto format(cgt::loopy::Stopper s, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(cgt::loopy::to_string(s), ctx);
    }
};

template <>
struct fmt::formatter<cgt::loopy::SidedValue> : fmt::formatter<std::string> {
    template <typename Ctx>
    auto format(const cgt::loopy::SidedValue& v, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(cgt::loopy::to_string(v), ctx);
    }
};

template <>
struct fmt::formatter<cgt::loopy::Pseudonumber> : fmt::formatter<std::string> {
    template <typename Ctx>
    auto format(const cgt::loopy::Pseudonumber& p, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(cgt::loopy::to_string(p), ctx);
    }
};
