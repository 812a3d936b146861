#include "algorithms/compound/selective_rules.hpp"

#include "cgt/errors.hpp"

namespace cgt::compound {

bool selective_normal_losing(std::uint64_t n) { return n % 5 == 0 || n % 5 == 4; }

bool selective_misere_losing(std::uint64_t n) {
    if (n == 1 || n == 2 || n == 6 || n == 7) return true;
    return (n >= 15 && n % 5 == 0) || (n >= 14 && n % 5 == 4);
}

bool shortened_misere_losing(std::uint64_t n) { return n % 7 == 1 || n % 7 == 2; }

std::vector<std::int32_t> selective_sequence(Version version, Play play, std::size_t count) {
    if (version != Version::selective && version != Version::shortened)
        throw InvalidArgument("selective_sequence needs the selective or shortened version");
    // sigma = 1 (N) or 0 (P). In normal play both versions follow the same rule.
    std::vector<std::int32_t> normal(count, 0);
    std::vector<std::int32_t> sigma(count, 0);
    const bool misere = play == Play::misere;
    const bool long_rule = version == Version::selective;
    if (count > 0) sigma[0] = misere ? 1 : 0; // the initial P_0 is terminal
    for (std::size_t n = 1; n < count; ++n) {
        // Options of P_n: empty, P_a (single part) or P_a + P_b.
        auto normal_value = [&](std::size_t a, std::size_t b, int parts) {
            if (parts == 0) return 0;
            if (parts == 1) return normal[a];
            return normal[a] | normal[b];
        };
        auto value = [&](std::size_t a, std::size_t b, int parts) {
            if (!misere) return normal_value(a, b, parts);
            if (parts == 0) return 1; // ended / empty: terminal, the player to move wins
            if (parts == 1) return sigma[a];
            return long_rule ? normal_value(a, b, parts) : (sigma[a] | sigma[b]);
        };
        bool normal_p_option = false;
        bool p_option = false;
        auto visit = [&](std::size_t a, std::size_t b, int parts) {
            normal_p_option = normal_p_option || normal_value(a, b, parts) == 0;
            p_option = p_option || value(a, b, parts) == 0;
        };
        if (n <= 2) visit(0, 0, 0);
        else {
            visit(n - 2, 0, 1);
            if (n == 3) visit(0, 0, 0);
            else visit(n - 3, 0, 1);
            for (std::size_t i = 1; 2 * i <= n - 3; ++i) visit(i, n - 3 - i, 2);
        }
        normal[n] = normal_p_option ? 1 : 0;
        sigma[n] = p_option ? 1 : 0;
    }
    return sigma;
}

} // namespace cgt::compound
