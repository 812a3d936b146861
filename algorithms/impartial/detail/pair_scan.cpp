#include "algorithms/impartial/detail/pair_scan.hpp"

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
bool has_pair_with_xor(const std::uint32_t* g, std::size_t r, std::size_t first, std::size_t last, std::uint32_t target) {
    unsigned hit = 0;
    for (std::size_t a = first; a < last; ++a) hit |= static_cast<unsigned>((g[a] ^ g[r - a]) == target);
    return hit != 0;
}

} // namespace cgt::impartial::detail
