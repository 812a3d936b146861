#include "algorithms/domination/detail/colour_codes.hpp"

#include <cassert>

namespace cgt::domination::detail {

namespace {

int half_of(int max_len) { return (max_len + 1) / 2; }

} // namespace

std::size_t ColourCodes::memory(unsigned q, int max_len) {
    std::size_t entries = 0;
    for (int m = 1; m <= half_of(max_len); ++m) entries += power_of(q, m);
    return entries * sizeof(std::uint32_t) * (q == 2 ? 1 : 2);
}

ColourCodes::ColourCodes(unsigned q, int max_len) : q_(q), half_(half_of(max_len)) {
    assert((q == 2 && max_len <= max_digits) || (q == 3 && max_len <= 20));
    for (int k = 0; k <= max_len; ++k) pow_.push_back(power_of(q, k));
    offset_.assign(static_cast<std::size_t>(half_) + 1, 0);
    for (int m = 1; m <= half_; ++m) {
        offset_[static_cast<std::size_t>(m)] = reversed_.size();
        for (std::uint64_t code = 0; code < pow_[static_cast<std::size_t>(m)]; ++code) {
            std::uint64_t r = 0, w = 0, c = code;
            for (int k = 0; k < m; ++k, c /= q) {
                const std::uint64_t d = c % q;
                r = r * q + d;                                           // the last digit becomes the first
                w += (d == 2 ? 2 : 1 - d) * pow_[static_cast<std::size_t>(k)]; // digit k from the end
            }
            reversed_.push_back(static_cast<std::uint32_t>(r));
            if (q != 2) swapped_.push_back(static_cast<std::uint32_t>(w));
        }
    }
}

std::uint64_t ColourCodes::reversed(std::uint64_t code, int len) const noexcept {
    if (len <= half_) return reversed_part(code, len);
    std::uint64_t high = 0, low = 0;
    split(code, half_, high, low);
    // The last half_ digits, reversed, come first.
    return reversed_part(low, half_) * pow_[static_cast<std::size_t>(len - half_)] + reversed_part(high, len - half_);
}

std::uint64_t ColourCodes::swapped(std::uint64_t code, int len) const noexcept {
    if (q_ == 2) return code ^ (pow_[static_cast<std::size_t>(len)] - 1);
    if (len <= half_) return swapped_part(code, len);
    std::uint64_t high = 0, low = 0;
    split(code, half_, high, low);
    return swapped_part(high, len - half_) * pow_[static_cast<std::size_t>(half_)] + swapped_part(low, half_);
}

SplitCode::SplitCode(const ColourCodes& codes, std::uint64_t code, int len) {
    assert(len >= 1 && len <= ColourCodes::max_digits);
    const auto n = static_cast<std::size_t>(len);
    std::array<std::uint64_t, ColourCodes::max_digits> digit;
    // From the last vertex back: a division by the constant 2 or 3 is a multiplication.
    for (std::size_t k = n; k-- > 0;) {
        digit[k] = codes.base() == 2 ? code & 1U : code % 3;
        code = codes.base() == 2 ? code >> 1 : code / 3;
    }
    prefix[0] = 0;
    for (std::size_t k = 0; k < n; ++k) {
        colour[k] = colour_of_digit(digit[k]);
        prefix[k + 1] = prefix[k] * codes.base() + digit[k];
    }
    // suffix[n - 1] = 0 (nothing after the last vertex); suffix[k - 1] is digit k, then suffix[k].
    suffix[n - 1] = 0;
    for (std::size_t k = n - 1; k > 0; --k)
        suffix[k - 1] = digit[k] * codes.power(static_cast<int>(n - 1 - k)) + suffix[k];
}

} // namespace cgt::domination::detail
