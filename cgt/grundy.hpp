#pragma once
// Grundy values (nim-values) of impartial games: one type for the whole library (the generic
// solver, the octal and graph engines, misère genera), and the mex that defines them.

#include <algorithm>
#include <cstdint>
#include <span>

namespace cgt {

// G equals the nim heap *g in normal play (Sprague-Grundy).
using Grundy = std::uint32_t;

// The least value not among `values` (the minimum excludant), which it sorts in place.
inline Grundy mex(std::span<Grundy> values) {
    std::sort(values.begin(), values.end());
    Grundy m = 0;
    for (Grundy v : values) {
        if (v == m) ++m;
        else if (v > m) break;
    }
    return m;
}

} // namespace cgt
