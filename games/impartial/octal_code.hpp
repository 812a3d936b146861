#pragma once
// Take-and-break codes (octal games and their generalisations), in CGSuite's syntax: the rules
// of a heap game. One type for every code in the library: octal games on heaps and on graphs,
// the compound games' components, the Grundy engines.
//
// Digit d_i says what a player may do when removing i tokens from a heap: bit j of d_i allows
// leaving exactly j non-empty heaps (bit 0: none, the whole heap is taken; bit 1: one heap; bit 2:
// two heaps; bit 3: three; bit 4: four). So octal digits 0..7 are the classical ones
// (d = b1 + 2 b2 + 4 b3, Beaudou et al., "Octal games on graphs", Definition 3), hexadecimal
// digits 8..F also allow three heaps, and CGSuite's base-32 digits G..V four. Syntax (CGSuite's
// TakeAndBreak, case-insensitive):
//   0.137        octal (also .137)               d_1 = 1, d_2 = 3, d_3 = 7
//   0.3F         hexadecimal: d_2 = F = 15       remove 2, leave 0, 1, 2 or 3 heaps
//   4.0          a digit before the point is d_0 (remove no token): split a heap in two
//   4!.0         `!` after a digit: the heaps left must be pairwise unequal (Grundy's game)
//   0.3F?        `?`: the heaps left must not all be equal (CGSuite also asks a single heap
//                left by such a digit to have at least 2 tokens)
//   0.7=         `=`: the heaps left must all be equal
//   0.[3]        digits in [..] repeat forever: Nim; 0.3003330[3] removes any number but 2, 3, 7
// A modifier only matters for digits that allow two heaps or more (CGSuite drops it elsewhere).
// Not supported (a clear error): digits before d_0 (they add tokens), d_0 with bit 1 (a move
// that leaves the heap as it was: a loopy game), CGSuite's generalised digits {..}, * and &N;.
//
// Examples: 0.137 (Dawson's chess = Node-Kayles on paths), 0.07 (Dawson's Kayles), 0.77
// (Kayles), 0.33 (take 1 or 2), 0.6 (Grim on graphs), 0.007 (James Bond), 4!.0 (Grundy's game).

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::impartial {

// What a digit asks of the heaps a move leaves (CGSuite's modifiers).
enum class PartRule : std::uint8_t {
    any,           // no modifier
    unequal,       // `!`: pairwise unequal
    not_all_equal, // `?`: not all equal
    all_equal,     // `=`: all equal
};

class OctalCode {
public:
    static constexpr std::size_t max_digits = 64; // digits after the point, repeated part included
    static constexpr std::size_t unbounded = std::numeric_limits<std::size_t>::max();

    // CGSuite syntax as above. Throws ParseError naming the problem and its offset.
    static OctalCode parse(std::string_view text);
    // Octal digits d_1 d_2 ... (digits[i-1] is d_i, each 0..7). Throws InvalidArgument otherwise.
    explicit OctalCode(std::vector<std::uint8_t> digits);

    // Bits of d_i (i >= 0), with the repeated part continued forever.
    std::uint8_t digit(std::size_t i) const noexcept;
    PartRule rule(std::size_t i) const noexcept;
    // The largest number of tokens a move may remove (unbounded with a repeated part).
    std::size_t max_take() const noexcept;
    // The most heaps a move may leave (0 for a code with no moves).
    std::size_t max_parts() const noexcept;
    bool may_take_all(std::size_t i) const noexcept { return digit(i) & 1U; }
    bool may_leave_one(std::size_t i) const noexcept { return digit(i) & 2U; }
    bool may_split(std::size_t i) const noexcept { return digit(i) & 4U; } // into two heaps
    bool has_splits() const noexcept { return max_parts() >= 2; }
    bool repeats() const noexcept { return repeat_ > 0; }
    // The digits d_0 .. d_{k} as written (the repeated part once), and how many of them repeat.
    std::size_t written_digits() const noexcept { return digits_.size(); }
    std::size_t repeat_length() const noexcept { return repeat_; }
    bool has_rules() const noexcept; // some digit with two heaps or more carries ! ? or =
    // A classical octal code 0.d1...dk: digits 0..7, no d_0, no modifier, no repeat.
    bool is_octal() const noexcept;

    std::string to_string() const; // canonical CGSuite form: "0.137", "4!.0", "0.3003330[3]"
    friend bool operator==(const OctalCode&, const OctalCode&) = default;

private:
    OctalCode() = default;
    void normalise();

    std::vector<std::uint8_t> digits_; // d_0, d_1, ...: bit masks of heap counts
    std::vector<PartRule> rules_;      // one per digit
    std::size_t repeat_ = 0;           // the last repeat_ digits repeat forever
};

// Every option of a heap of n tokens, as the heaps it leaves: visit(std::span<const std::size_t>)
// with the sizes in non-decreasing order (empty: nothing is left). Options reached by different
// moves are visited once per move (the values do not care). With a repeated part this takes
// O(n) per removal size; with three or more heaps, O(partitions).
template <typename Visit>
void for_each_option(const OctalCode& code, std::size_t n, Visit&& visit);

// The same for codes whose moves leave at most two heaps, as (a, b): a single heap a when b == 0
// (a == 0: nothing is left), or two heaps a <= b. Throws InvalidArgument for codes that leave
// three heaps or more.
template <typename Visit>
void for_each_heap_option(const OctalCode& code, std::size_t n, Visit&& visit);

// ---- implementation ----

namespace detail {
void require_two_parts(const OctalCode& code);

// Partitions of `left` tokens into `count` parts >= `smallest`, non-decreasing, under `rule`,
// appended to parts[filled..]; visit(parts) for each complete one.
template <typename Visit>
void for_each_partition(std::vector<std::size_t>& parts, std::size_t filled, std::size_t count, std::size_t left,
                        std::size_t smallest, PartRule rule, Visit& visit) {
    const std::size_t remaining = count - filled;
    if (remaining == 1) {
        if (left < smallest) return;
        if (rule == PartRule::unequal && filled > 0 && left == parts[filled - 1]) return;
        if (rule == PartRule::all_equal && filled > 0 && left != parts[0]) return;
        if (rule == PartRule::not_all_equal && filled > 0 && left == parts[0]) return; // all equal so far
        parts[filled] = left;
        visit(std::span<const std::size_t>(parts.data(), count));
        return;
    }
    for (std::size_t a = smallest; a * remaining <= left; ++a) {
        if (rule == PartRule::all_equal && filled > 0 && a != parts[0]) return;
        parts[filled] = a;
        for_each_partition(parts, filled + 1, count, left - a, rule == PartRule::unequal ? a + 1 : a, rule, visit);
    }
}
} // namespace detail

template <typename Visit>
void for_each_option(const OctalCode& code, std::size_t n, Visit&& visit) {
    std::vector<std::size_t> parts(std::max<std::size_t>(code.max_parts(), 1));
    const std::size_t last = std::min(n, code.max_take());
    for (std::size_t i = 0; i <= last; ++i) {
        const std::uint8_t d = code.digit(i);
        if (d == 0) continue;
        const std::size_t left = n - i;
        const PartRule rule = code.rule(i);
        if ((d & 1U) && left == 0 && n > 0) visit(std::span<const std::size_t>());
        if ((d & 2U) && left >= (rule == PartRule::not_all_equal ? 2U : 1U)) {
            parts[0] = left;
            visit(std::span<const std::size_t>(parts.data(), 1));
        }
        for (std::size_t count = 2; count < 8; ++count)
            if ((d >> count) & 1U) detail::for_each_partition(parts, 0, count, left, 1, rule, visit);
    }
}

template <typename Visit>
void for_each_heap_option(const OctalCode& code, std::size_t n, Visit&& visit) {
    detail::require_two_parts(code);
    for_each_option(code, n, [&](std::span<const std::size_t> parts) {
        if (parts.empty()) visit(std::size_t{0}, std::size_t{0});
        else if (parts.size() == 1) visit(parts[0], std::size_t{0});
        else visit(parts[0], parts[1]);
    });
}

} // namespace cgt::impartial
