#pragma once
// Shared pieces of the printers: bounds on printed lengths (saturating arithmetic, closed forms
// for number+up+star values) and printing a list of games in CGSuite's order.

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/errors.hpp"
#include "cgt/notation.hpp"

namespace cgt::detail {

using Length = std::uint64_t; // saturates at its maximum instead of wrapping

inline Length saturating_add(Length a, Length b) {
    return a > std::numeric_limits<Length>::max() - b ? std::numeric_limits<Length>::max() : a + b;
}
inline Length saturating_mul(Length a, Length b) {
    if (a != 0 && b > std::numeric_limits<Length>::max() / a) return std::numeric_limits<Length>::max();
    return a * b;
}

// The exact length of x + ups.^ + *nim printed in the explicit style (every part but the number
// in braces: *2 is {0,*|0,*}), without building it; saturates for the huge ones.
Length explicit_nus_length(const Dyadic& x, std::int64_t ups, std::uint64_t nim);

// The error for a printed form longer than the limit.
OutOfRange output_too_long(Length length, std::size_t max_chars);

// The games printed in the style, sorted in CGSuite's order (games is reordered to match).
std::vector<std::string> print_sorted(std::vector<Game>& games, Notation style, std::size_t max_chars);

} // namespace cgt::detail
