// The table's colour-code arithmetic (reversal, A/B swap, prefixes and suffixes from half-string
// tables) against the colour strings themselves, reversed and swapped character by character.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>

#include "algorithms/domination/detail/colour_codes.hpp"

using cgt::domination::detail::ColourCodes;
using cgt::domination::detail::SplitCode;

namespace {

// The slow twin: strings, and codes read from them digit by digit.
std::string string_of(std::uint64_t code, int len, unsigned q) {
    std::string s(static_cast<std::size_t>(len), 'A');
    for (std::size_t k = s.size(); k-- > 0; code /= q) s[k] = "ABC"[code % q];
    return s;
}
std::uint64_t code_of(const std::string& s, unsigned q) {
    std::uint64_t code = 0;
    for (char c : s) code = code * q + static_cast<std::uint64_t>(c - 'A');
    return code;
}
std::string swapped(std::string s) {
    for (char& c : s) c = c == 'A' ? 'B' : c == 'B' ? 'A' : c;
    return s;
}

void check_code(const ColourCodes& codes, std::uint64_t code, int len) {
    const unsigned q = codes.base();
    const std::string s = string_of(code, len, q);
    std::string r = s;
    std::reverse(r.begin(), r.end());
    CHECK(codes.reversed(code, len) == code_of(r, q));
    CHECK(codes.swapped(code, len) == code_of(swapped(s), q));
    const SplitCode u(codes, code, len);
    for (std::size_t k = 0; k < s.size(); ++k) {
        CHECK(u.colour[k] == s[k]);
        CHECK(u.prefix[k] == code_of(s.substr(0, k), q));
        CHECK(u.suffix[k] == code_of(s.substr(k + 1), q));
    }
    CHECK(u.prefix[s.size()] == code);
}

} // namespace

TEST_CASE("colour codes: every short string, both bases, odd and even table lengths") {
    for (unsigned q : {2U, 3U}) {
        for (int max_len : {1, 2, 5, 6, 9}) {
            const ColourCodes codes(q, max_len);
            for (int len = 1; len <= max_len; ++len)
                for (std::uint64_t code = 0; code < codes.power(len); ++code) check_code(codes, code, len);
        }
    }
}

TEST_CASE("colour codes: random strings up to the largest tables (32 in base 2, 20 in base 3)") {
    std::mt19937_64 rng(12);
    for (auto [q, max_len] : {std::pair{2U, 32}, std::pair{3U, 20}, std::pair{3U, 13}}) {
        const ColourCodes codes(q, max_len);
        for (int len : {max_len, max_len - 1, max_len / 2 + 1})
            for (int i = 0; i < 200; ++i) {
                std::uint64_t code = rng() % codes.power(len);
                if (i == 0) code = codes.power(len) - 1; // all C (or all B): the largest code
                check_code(codes, code, len);
            }
    }
}
