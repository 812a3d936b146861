#include "cgt/dyadic.hpp"

#include <bit>
#include <limits>

#include "cgt/errors.hpp"

namespace cgt {
namespace {

using Limits = std::numeric_limits<std::int64_t>;

bool big_fits_int64(const BigInt& x) { return x >= Limits::min() && x <= Limits::max(); }

// Shifts v left by `shift` bits into `out` when the result fits in an int64.
bool shifted_fits(std::int64_t v, std::uint64_t shift, std::int64_t& out) {
    if (v == 0) {
        out = 0;
        return true;
    }
    if (shift >= 63) return false;
    return !__builtin_mul_overflow(v, std::int64_t{1} << shift, &out);
}

} // namespace

std::uint64_t Dyadic::checked_exponent(std::uint64_t exponent) {
    if (exponent > max_exponent)
        throw OutOfRange(fmt::format("a denominator of 2^{} is beyond the supported 2^{}", exponent, max_exponent));
    return exponent;
}

Dyadic::Dyadic(const BigInt& integer) {
    if (big_fits_int64(integer))
        small_ = static_cast<std::int64_t>(integer);
    else
        big_ = std::make_shared<const BigInt>(integer);
}

Dyadic Dyadic::normalised(BigInt numerator, std::uint64_t exponent) {
    Dyadic result;
    if (numerator == 0) return result;
    if (exponent > 0) {
        BigInt magnitude = boost::multiprecision::abs(numerator);
        std::uint64_t zeros = boost::multiprecision::lsb(magnitude);
        std::uint64_t shift = std::min<std::uint64_t>(zeros, exponent);
        if (shift > 0) {
            magnitude >>= shift;
            numerator = numerator < 0 ? BigInt(-magnitude) : magnitude;
            exponent -= shift;
        }
    }
    result.exp_ = checked_exponent(exponent);
    if (big_fits_int64(numerator))
        result.small_ = static_cast<std::int64_t>(numerator);
    else
        result.big_ = std::make_shared<const BigInt>(std::move(numerator));
    return result;
}

Dyadic Dyadic::from_fraction(const BigInt& numerator, std::uint64_t exponent) {
    return normalised(numerator, exponent);
}

Dyadic Dyadic::from_fraction(std::int64_t numerator, std::uint64_t exponent) {
    if (numerator == 0) return {};
    // Fast path: strip common factors of two without leaving int64.
    auto magnitude = numerator == Limits::min() ? std::uint64_t{1} << 63 : static_cast<std::uint64_t>(numerator < 0 ? -numerator : numerator);
    std::uint64_t shift = std::min<std::uint64_t>(static_cast<std::uint64_t>(std::countr_zero(magnitude)), exponent);
    Dyadic result;
    result.small_ = numerator >> shift; // exact: the low `shift` bits are zero (arithmetic shift in C++20)
    result.exp_ = checked_exponent(exponent - shift);
    return result;
}

BigInt Dyadic::numerator() const { return big_ ? *big_ : BigInt(small_); }

BigInt Dyadic::denominator() const { return BigInt(1) << exp_; }

int Dyadic::sign() const noexcept {
    if (big_) return big_->sign();
    return (small_ > 0) - (small_ < 0);
}

std::int64_t Dyadic::to_int64() const {
    if (!fits_int64()) throw OutOfRange(fmt::format("{} is not an integer that fits in 64 bits", to_string()));
    return small_;
}

Dyadic Dyadic::operator-() const {
    Dyadic result;
    result.exp_ = exp_;
    if (!big_ && small_ != Limits::min()) {
        result.small_ = -small_;
        return result;
    }
    return normalised(-numerator(), exp_);
}

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
    if (!a.big_ && !b.big_) {
        const Dyadic& fine = a.exp_ >= b.exp_ ? a : b;   // larger denominator
        const Dyadic& coarse = a.exp_ >= b.exp_ ? b : a;
        std::int64_t aligned = 0;
        std::int64_t total = 0;
        if (shifted_fits(coarse.small_, fine.exp_ - coarse.exp_, aligned) &&
            !__builtin_add_overflow(fine.small_, aligned, &total))
            return Dyadic::from_fraction(total, fine.exp_);
    }
    std::uint64_t e = std::max(a.exp_, b.exp_);
    return Dyadic::normalised((a.numerator() << (e - a.exp_)) + (b.numerator() << (e - b.exp_)), e);
}

Dyadic Dyadic::half() const {
    std::uint64_t e = checked_exponent(exp_) + 1; // exp_ <= max_exponent, so no wrap
    if (!big_) return from_fraction(small_, e);
    return normalised(*big_, e);
}

Dyadic Dyadic::twice() const {
    if (exp_ > 0) {
        Dyadic result = *this;
        --result.exp_; // still normalised: the numerator stays odd
        return result;
    }
    std::int64_t doubled = 0;
    if (!big_ && !__builtin_mul_overflow(small_, std::int64_t{2}, &doubled)) return Dyadic(doubled);
    return Dyadic(numerator() * 2);
}

Dyadic Dyadic::floor() const {
    if (exp_ == 0) return *this;
    if (!big_) {
        std::int64_t d = std::int64_t{1} << std::min<std::uint64_t>(exp_, 62);
        if (exp_ > 62) return Dyadic(small_ < 0 ? -1 : 0);
        std::int64_t q = small_ / d;
        if (small_ < 0 && q * d != small_) --q;
        return Dyadic(q);
    }
    BigInt magnitude = boost::multiprecision::abs(*big_);
    BigInt q = magnitude >> exp_;
    if (big_->sign() < 0) q = (q << exp_) == magnitude ? BigInt(-q) : BigInt(-q - 1);
    return Dyadic(q);
}

Dyadic Dyadic::ceil() const { return -(-*this).floor(); }

bool operator==(const Dyadic& a, const Dyadic& b) noexcept {
    if (a.exp_ != b.exp_) return false;
    if (!a.big_ && !b.big_) return a.small_ == b.small_;
    if (a.big_ && b.big_) return *a.big_ == *b.big_;
    return false; // normalised: a big numerator never equals a small one
}

std::strong_ordering Dyadic::compare(const Dyadic& a, const Dyadic& b) {
    if (!a.big_ && !b.big_) {
        if (a.exp_ == b.exp_) return a.small_ <=> b.small_;
        std::int64_t aa = 0;
        std::int64_t bb = 0;
        std::uint64_t e = std::max(a.exp_, b.exp_);
        if (shifted_fits(a.small_, e - a.exp_, aa) && shifted_fits(b.small_, e - b.exp_, bb)) return aa <=> bb;
    }
    int sa = a.sign();
    int sb = b.sign();
    if (sa != sb) return sa <=> sb;
    std::uint64_t e = std::max(a.exp_, b.exp_);
    BigInt aa = a.numerator() << (e - a.exp_);
    BigInt bb = b.numerator() << (e - b.exp_);
    return aa == bb ? std::strong_ordering::equal : aa < bb ? std::strong_ordering::less : std::strong_ordering::greater;
}

Dyadic Dyadic::simplest_between(const Dyadic& lo, const Dyadic& hi) {
    if (!(lo < hi)) throw InvalidArgument(fmt::format("simplest_between: {} is not less than {}", lo.to_string(), hi.to_string()));
    if (lo.sign() < 0 && hi.sign() > 0) return {};
    if (lo.sign() >= 0) {
        Dyadic n = lo.floor() + Dyadic(1);
        if (n < hi) return n;
    } else {
        Dyadic n = hi.ceil() - Dyadic(1);
        if (n > lo) return n;
    }
    // No integer strictly between: the number with the smallest denominator. Fast path: at the
    // common scale 2^e (one bit finer than both, so that B - A >= 2), the integer in [A+1, B-1]
    // with the most trailing zero bits.
    std::uint64_t e = std::max(lo.exp_, hi.exp_) + 1;
    std::int64_t a = 0;
    std::int64_t b = 0;
    if (!lo.big_ && !hi.big_ && shifted_fits(lo.small_, e - lo.exp_, a) && shifted_fits(hi.small_, e - hi.exp_, b) &&
        a < Limits::max() && b > Limits::min()) {
        auto first = static_cast<std::uint64_t>(a + 1);
        auto last = static_cast<std::uint64_t>(b - 1);
        std::uint64_t differ = first ^ last;
        if (differ == 0) return from_fraction(a + 1, e);
        int h = 63 - std::countl_zero(differ); // highest bit where first and last differ
        std::uint64_t low_mask = (std::uint64_t{1} << h) - 1;
        if ((first & ((low_mask << 1) | 1)) == 0) return from_fraction(a + 1, e);
        return from_fraction(static_cast<std::int64_t>(last & ~low_mask), e);
    }
    // The same at any size, in big integers (a loop over the denominators 2^j was quadratic in
    // the bits: 16:-981665890/1024 took minutes). Below 0 by symmetry; lo >= 0 after it.
    if (hi.sign() <= 0) return -simplest_between(-hi, -lo);
    const BigInt first = (lo.numerator() << (e - lo.exp_)) + 1;
    const BigInt last = (hi.numerator() << (e - hi.exp_)) - 1;
    if (first == last) return normalised(first, e);
    const std::uint64_t h = boost::multiprecision::msb(BigInt(first ^ last)); // highest bit where they differ
    if (h + 1 <= boost::multiprecision::lsb(first)) return normalised(first, e);
    return normalised((last >> h) << h, e);
}

std::string Dyadic::to_string() const {
    // Refused up front: longer parts would not read back, and decimal conversion is quadratic
    // (a 2^26-bit denominator would take hours).
    if (const std::uint64_t bits = big_ ? boost::multiprecision::msb(boost::multiprecision::abs(*big_)) + 1 : 0;
        bits > max_printed_bits)
        throw OutOfRange(fmt::format("a number whose numerator has {} bits is too long to print (cgt prints and reads "
                                     "numbers of up to {} bits, 10000 digits)",
                                     bits, max_printed_bits - 1));
    if (exp_ >= max_printed_bits)
        throw OutOfRange(fmt::format("a number with denominator 2^{} is too long to print (cgt prints and reads "
                                     "denominators of up to 2^{}, 10000 digits)",
                                     exp_, max_printed_bits - 1));
    std::string num = big_ ? big_->str() : std::to_string(small_);
    if (exp_ == 0) return num;
    return num + "/" + denominator().str();
}

std::size_t Dyadic::hash() const noexcept {
    std::size_t h = std::hash<std::uint64_t>{}(exp_) * 0x9E3779B97F4A7C15ULL;
    if (!big_) return h ^ std::hash<std::int64_t>{}(small_);
    BigInt residue = boost::multiprecision::abs(*big_) % BigInt(0xFFFFFFFFFFFFFFC5ULL); // the largest 64-bit prime
    return h ^ (static_cast<std::uint64_t>(residue) * 31 + static_cast<std::uint64_t>(big_->sign() + 1));
}

} // namespace cgt
