#include "algorithms/impartial/detail/pair_scan.hpp"

#include <algorithm>
#include <cstddef>

// The loops are compiled twice on x86-64 (AVX2 and baseline) and picked at load time, so the
// library needs no -march flag. Not under the sanitizers: the load-time choice (an ifunc
// resolver) runs before their run-time is set up, and ThreadSanitizer crashed there.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
#define CGT_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CGT_VECTOR_CLONES
#endif

namespace cgt::impartial::detail {

namespace {

template <typename Value>
inline void mark_pairs(const Value* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen) {
    std::size_t a = first;
    // Four independent stores per round keep the store ports busy.
    for (; a + 4 <= last; a += 4) {
        const unsigned x0 = g[a] ^ g[r - a];
        const unsigned x1 = g[a + 1] ^ g[r - a - 1];
        const unsigned x2 = g[a + 2] ^ g[r - a - 2];
        const unsigned x3 = g[a + 3] ^ g[r - a - 3];
        seen[x0] = 1;
        seen[x1] = 1;
        seen[x2] = 1;
        seen[x3] = 1;
    }
    for (; a < last; ++a) seen[g[a] ^ g[r - a]] = 1;
}

// Heap j of the block pairs a with r_j - a = first + j - take - a = base + j; that partner must
// be in [1, limit), i.e. j in [1 - base, limit - base). The rows of consecutive heaps read
// consecutive values, so one pass over the rare heaps serves the whole block from the same
// cache lines.
template <typename Value>
inline void mark_rare(const Value* g, const std::uint32_t* rare, std::size_t rare_count, std::size_t first,
                      std::size_t limit, std::size_t take, bool unequal, std::size_t block, std::size_t stride,
                      std::uint8_t* seen) {
    const auto first_row = static_cast<std::ptrdiff_t>(first) - static_cast<std::ptrdiff_t>(take);
    for (std::size_t k = 0; k < rare_count; ++k) {
        const auto a = static_cast<std::ptrdiff_t>(rare[k]);
        const std::ptrdiff_t base = first_row - a;
        const std::ptrdiff_t lo = std::max<std::ptrdiff_t>(0, 1 - base);
        const std::ptrdiff_t hi = std::min<std::ptrdiff_t>(static_cast<std::ptrdiff_t>(block), static_cast<std::ptrdiff_t>(limit) - base);
        if (lo >= hi) continue;
        const unsigned ga = g[a];
        const Value* partner = g + (base + lo);
        std::uint8_t* row = seen + static_cast<std::size_t>(lo) * stride;
        const std::ptrdiff_t equal = unequal ? a - base : -1; // the row whose partner is a itself
        for (std::ptrdiff_t j = lo; j < hi; ++j, ++partner, row += stride)
            if (j != equal) row[ga ^ *partner] = 1;
    }
}

} // namespace

CGT_VECTOR_CLONES
void mark_pair_xors(const std::uint32_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen) {
    mark_pairs(g, r, first, last, seen);
}

CGT_VECTOR_CLONES
void mark_pair_xors(const std::uint16_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint8_t* seen) {
    mark_pairs(g, r, first, last, seen);
}

CGT_VECTOR_CLONES
void mark_rare_pairs(const std::uint32_t* g, const std::uint32_t* rare, std::size_t rare_count, std::size_t first,
                     std::size_t limit, std::size_t take, bool unequal, std::size_t block, std::size_t stride,
                     std::uint8_t* seen) {
    mark_rare(g, rare, rare_count, first, limit, take, unequal, block, stride, seen);
}

CGT_VECTOR_CLONES
void mark_rare_pairs(const std::uint16_t* g, const std::uint32_t* rare, std::size_t rare_count, std::size_t first,
                     std::size_t limit, std::size_t take, bool unequal, std::size_t block, std::size_t stride,
                     std::uint8_t* seen) {
    mark_rare(g, rare, rare_count, first, limit, take, unequal, block, stride, seen);
}

} // namespace cgt::impartial::detail
