#pragma once
// Dyadic rationals m / 2^e of unbounded size: the numbers of short games.
//
// A value is kept normalised (m odd, or e = 0) so that equal numbers have equal representations.
// Numerators that fit in 64 bits take a fast path with overflow-checked machine arithmetic; larger
// ones move to an exact BigInt. No operation ever overflows silently.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "cgt/big_int.hpp"

namespace cgt {

class Dyadic {
public:
    // Denominators are at most 2^max_exponent (a 64-Mbit number); past that, operations throw
    // OutOfRange rather than build numbers no game could need.
    static constexpr std::uint64_t max_exponent = std::uint64_t{1} << 26;

    Dyadic() = default;                       // 0
    Dyadic(std::int64_t integer) : small_(integer) {} // NOLINT: implicit on purpose
    explicit Dyadic(const BigInt& integer);

    // numerator / 2^exponent, normalised.
    static Dyadic from_fraction(const BigInt& numerator, std::uint64_t exponent);
    static Dyadic from_fraction(std::int64_t numerator, std::uint64_t exponent);

    BigInt numerator() const;
    // The numerator without building a BigInt, when it fits in 64 bits.
    std::optional<std::int64_t> small_numerator() const noexcept {
        if (big_) return std::nullopt;
        return small_;
    }
    std::uint64_t exponent() const noexcept { return exp_; } // denominator is 2^exponent
    BigInt denominator() const;

    bool is_integer() const noexcept { return exp_ == 0; }
    bool is_zero() const noexcept { return !big_ && small_ == 0; }
    int sign() const noexcept;
    bool fits_int64() const noexcept { return !big_ && exp_ == 0; }
    std::int64_t to_int64() const; // throws OutOfRange unless an integer that fits

    Dyadic operator-() const;
    friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
    friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
    Dyadic& operator+=(const Dyadic& b) { return *this = *this + b; }
    Dyadic& operator-=(const Dyadic& b) { return *this = *this - b; }
    Dyadic half() const;      // x / 2
    Dyadic twice() const;     // 2x
    Dyadic floor() const;
    Dyadic ceil() const;
    Dyadic abs() const { return sign() < 0 ? -*this : *this; }

    friend bool operator==(const Dyadic& a, const Dyadic& b) noexcept;
    friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
        if (!a.big_ && !b.big_ && a.exp_ == b.exp_) return a.small_ <=> b.small_; // the common case, inline
        return compare(a, b);
    }

    // The simplest number strictly between lo and hi (lo < hi), per the simplicity rule:
    // the integer closest to 0 if there is one, otherwise the one with the smallest denominator.
    static Dyadic simplest_between(const Dyadic& lo, const Dyadic& hi);

    // "0", "-3", "3/4", "-215853/262144". Throws OutOfRange when the numerator or the
    // denominator has max_printed_bits bits or more: below 2^33219 < 10^10000 a part has at most
    // 10000 digits, as many as the notation parser reads, so what prints reads back (and decimal
    // conversion, quadratic in the length, stays well under a second).
    static constexpr std::uint64_t max_printed_bits = 33219;
    std::string to_string() const;
    std::size_t hash() const noexcept;

private:
    static std::strong_ordering compare(const Dyadic& a, const Dyadic& b);
    std::int64_t small_ = 0;              // numerator when big_ is null
    std::shared_ptr<const BigInt> big_;   // numerator when it does not fit in 64 bits (immutable)
    std::uint64_t exp_ = 0;

    static Dyadic normalised(BigInt numerator, std::uint64_t exponent);
    static std::uint64_t checked_exponent(std::uint64_t exponent);
};

} // namespace cgt

template <>
struct fmt::formatter<cgt::Dyadic> : fmt::formatter<std::string> {
    template <typename Ctx>
    auto format(const cgt::Dyadic& x, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(x.to_string(), ctx);
    }
};

template <>
struct std::hash<cgt::Dyadic> {
    std::size_t operator()(const cgt::Dyadic& x) const noexcept { return x.hash(); }
};
