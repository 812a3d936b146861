#pragma once
// Octal codes 0.d1d2...dk: the rules of an octal take-and-break game (seed 004 Definition 3).
//
// Digit d_i = b1 + 2*b2 + 4*b3 says what a player may do when removing i counters from a heap
// (or, on graphs, a connected set of i vertices from a component):
//   b1: remove the whole heap (component);
//   b2: leave one non-empty heap (leave the component non-empty and connected);
//   b3: leave two non-empty heaps (disconnect the component, into any number of parts).
// Examples: 0.137 (Dawson's chess = Node-Kayles on paths), 0.07 (Dawson's Kayles), 0.77 (Kayles),
// 0.33 (take 1 or 2), 0.6 (Grim on graphs), 0.007 (James Bond), 0.13337.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::impartial {

class OctalCode {
public:
    static constexpr std::size_t max_digits = 64; // a move removes at most 64 counters / vertices

    // "0.137" (also ".137"); digits 0..7, trailing zeros are dropped. Throws ParseError.
    static OctalCode parse(std::string_view text);
    // digits[i-1] is d_i. Throws InvalidArgument on a digit > 7 or too many digits.
    explicit OctalCode(std::vector<std::uint8_t> digits);

    // k: the largest number of counters a move may remove (the last non-zero digit), 0 if none.
    std::size_t max_take() const noexcept { return digits_.size(); }
    std::uint8_t digit(std::size_t i) const noexcept { return i >= 1 && i <= digits_.size() ? digits_[i - 1] : 0; }
    bool may_take_all(std::size_t i) const noexcept { return digit(i) & 1U; }
    bool may_leave_one(std::size_t i) const noexcept { return digit(i) & 2U; }
    bool may_split(std::size_t i) const noexcept { return digit(i) & 4U; }
    bool has_splits() const noexcept;

    std::string to_string() const; // "0.137"
    friend bool operator==(const OctalCode&, const OctalCode&) = default;

private:
    std::vector<std::uint8_t> digits_;
};

// The options of a heap of n counters, as (a, b): a single heap a when b == 0 (a == 0: nothing is
// left), or two heaps a <= b. Each distinct option is reported once, in no particular order.
template <typename Visit>
void for_each_heap_option(const OctalCode& code, std::size_t n, Visit&& visit) {
    for (std::size_t i = 1; i <= code.max_take() && i <= n; ++i) {
        const std::size_t r = n - i;
        if (r == 0 && code.may_take_all(i)) visit(std::size_t{0}, std::size_t{0});
        if (r >= 1 && code.may_leave_one(i)) visit(r, std::size_t{0});
        if (r >= 2 && code.may_split(i))
            for (std::size_t a = 1; a <= r / 2; ++a) visit(a, r - a);
    }
}

} // namespace cgt::impartial
