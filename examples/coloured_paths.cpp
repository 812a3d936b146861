// The values of the partizan domination game on coloured paths: every colouring with at most 6
// vertices (one line each: colours, value, outcome), then a few longer paths. A vertex coloured A may be selected by Left only, B by
// Right only (see docs/domination.md).
//
// Usage: coloured_paths [MAX_VERTICES]   (default 6)
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "algorithms/domination/domination.hpp"
#include "cgt/notation.hpp"

int main(int argc, char** argv) {
    using namespace cgt::domination;
    int max_n = argc > 1 ? std::atoi(argv[1]) : 6;
    if (max_n < 1 || max_n > 20) {
        fmt::print(stderr, "coloured_paths: MAX_VERTICES is 1 to 20\n");
        return 2;
    }

    for (int n = 1; n <= max_n; ++n) {
        fmt::print("-- paths of {} vertices\n", n);
        for (unsigned code = 0; code < (1U << n); ++code) {
            std::string colours;
            for (int k = n - 1; k >= 0; --k) colours += ((code >> k) & 1U) ? 'B' : 'A';
            cgt::Game v = path_value(colours);
            fmt::print("{:<8} {:<24} {}\n", colours, cgt::to_string(v), v.outcome());
        }
    }

    fmt::print("-- longer paths\n");
    const char* longer[] = {
        "BAABAAB",                    // an L-position that is not number+up+star (spec)
        "BAABABBABA",                 // ^^*
        "BAAAAABABAABBBBAAABA",       // 27/16
        "AABAABAABAABAABAABAB",       // the largest denominator of 20 vertices, 2^18
        "ABAABBABBBBAAABBBBABBBAAA",  // -101/128
        "ABBABABABAABBBBAAAAAAABBBAABABABBAAAABAA",                      // 40 vertices
        "AABAAABBABBABBBABABAAABABABABAABAABABBABAAAAAABABABBAABAAAAB", // 60 vertices
    };
    for (const char* colours : longer) {
        cgt::Game v = path_value(colours);
        fmt::print("{} ({} vertices)\n  value {}\n  outcome {}\n", colours, std::string(colours).size(), v, v.outcome());
    }
}
