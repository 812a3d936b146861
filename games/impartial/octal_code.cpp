#include "games/impartial/octal_code.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

OctalCode::OctalCode(std::vector<std::uint8_t> digits) : digits_(std::move(digits)) {
    for (std::size_t i = 0; i < digits_.size(); ++i)
        if (digits_[i] > 7) throw InvalidArgument(fmt::format("octal digit d{} = {} is not in 0..7", i + 1, digits_[i]));
    while (!digits_.empty() && digits_.back() == 0) digits_.pop_back();
    if (digits_.size() > max_digits)
        throw InvalidArgument(fmt::format("octal codes have at most {} digits, not {}", max_digits, digits_.size()));
}

OctalCode OctalCode::parse(std::string_view text) {
    std::size_t pos = 0;
    if (text.starts_with("0.")) pos = 2;
    else if (text.starts_with(".")) pos = 1;
    else
        throw ParseError(fmt::format("octal code '{}' must start with \"0.\" (e.g. 0.137)", text), 0);
    if (pos == text.size()) throw ParseError(fmt::format("octal code '{}' has no digits after the point", text), pos);
    std::vector<std::uint8_t> digits;
    for (; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (c < '0' || c > '7')
            throw ParseError(fmt::format("octal code '{}': '{}' at offset {} is not an octal digit 0..7", text, c, pos), pos);
        digits.push_back(static_cast<std::uint8_t>(c - '0'));
    }
    if (digits.size() > max_digits)
        throw ParseError(fmt::format("octal code '{}' has more than {} digits", text, max_digits), max_digits + 2);
    return OctalCode(std::move(digits));
}

bool OctalCode::has_splits() const noexcept {
    for (std::uint8_t d : digits_)
        if (d & 4U) return true;
    return false;
}

std::string OctalCode::to_string() const {
    std::string s = "0.";
    if (digits_.empty()) return s + "0";
    for (std::uint8_t d : digits_) s += static_cast<char>('0' + d);
    return s;
}

} // namespace cgt::impartial
