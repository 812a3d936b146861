#pragma once
// Shared helpers of the domination tests: enumerating colour strings.

#include <cstdint>
#include <string>

namespace cgt::domination::testing {

// The colour string of code in base `alphabet` (2: A,B; 3: A,B,C), n characters.
inline std::string colouring(std::uint64_t code, int n, int alphabet) {
    std::string s(static_cast<std::size_t>(n), 'A');
    for (int k = n - 1; k >= 0; --k, code /= static_cast<std::uint64_t>(alphabet))
        s[static_cast<std::size_t>(k)] = "ABC"[code % static_cast<std::uint64_t>(alphabet)];
    return s;
}

inline std::uint64_t colouring_count(int n, int alphabet) {
    std::uint64_t c = 1;
    for (int i = 0; i < n; ++i) c *= static_cast<std::uint64_t>(alphabet);
    return c;
}

inline std::string reversed(std::string s) { return std::string(s.rbegin(), s.rend()); }

// How far the exhaustive loops go (smaller under sanitizers).
#ifdef CGT_SANITIZED
inline constexpr int max_ab_path = 11, max_ab_cycle = 10, max_abc_path = 7, max_abc_cycle = 7;
#else
inline constexpr int max_ab_path = 14, max_ab_cycle = 12, max_abc_path = 9, max_abc_cycle = 9;
#endif

} // namespace cgt::domination::testing
