#include "cgt/detail/printing.hpp"

#include <fmt/format.h>

namespace cgt::detail {
namespace {

// x*k in braces: x*j = {x, x*, ..., x*(j-1) | the same}, so L(j) = 3 + 2 (L(0) + ... + L(j-1))
// + 2 (j - 1) commas, L(0) = |x|. Doubles at each step: saturates after about 60.
Length explicit_nimber_length(Length x, std::uint64_t nim) {
    Length previous_sum = x, current = x; // sum of L(0..j-1), L(j)
    for (std::uint64_t j = 1; j <= nim; ++j) {
        current = saturating_add(saturating_add(3, saturating_mul(2, previous_sum)), saturating_mul(2, j - 1));
        if (current == std::numeric_limits<Length>::max()) return current;
        previous_sum = saturating_add(previous_sum, current);
    }
    return current;
}

} // namespace

Length explicit_nus_length(const Dyadic& x, std::int64_t ups, std::uint64_t nim) {
    Length lx = x.to_string().size();
    if (ups == 0) return explicit_nimber_length(lx, nim);
    // n.^ + *k (n >= 1) = {x | x + (n-1).^ + *(k^1)}, down to n = 1: x^* = {x, x* | x},
    // x + ^ + *k = {x | x*(k^1)} otherwise. Negative n is the mirror image (same lengths).
    std::uint64_t n = ups > 0 ? std::uint64_t(ups) : std::uint64_t(0) - std::uint64_t(ups);
    std::uint64_t k = (n - 1) % 2 == 0 ? nim : nim ^ 1; // the nimber when the chain reaches 1
    Length last = k == 1 ? saturating_add(4 + 2 * lx, explicit_nimber_length(lx, 1))
                         : saturating_add(3 + lx, explicit_nimber_length(lx, k ^ 1));
    return saturating_add(saturating_mul(n - 1, 3 + lx), last);
}

OutOfRange output_too_long(Length length, std::size_t max_chars) {
    std::string size = length == std::numeric_limits<Length>::max() ? "more than 10^19" : fmt::format("about {}", length);
    return OutOfRange(fmt::format("the printed form would take {} characters, more than the limit of {} "
                                  "(a game whose options share subgames prints as a tree; raise the limit "
                                  "with --max-output, or print invariants instead)",
                                  size, max_chars));
}

} // namespace cgt::detail
