#include "games/impartial/octal_code.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

namespace {

constexpr std::string_view digit_chars = "0123456789ABCDEFGHIJKLMNOPQRSTUV"; // CGSuite's base 32

int digit_value(char c) {
    const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    const auto at = digit_chars.find(upper);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

PartRule rule_of(char c) {
    switch (c) {
    case '!': return PartRule::unequal;
    case '?': return PartRule::not_all_equal;
    case '=': return PartRule::all_equal;
    default: return PartRule::any;
    }
}

char rule_char(PartRule rule) {
    switch (rule) {
    case PartRule::unequal: return '!';
    case PartRule::not_all_equal: return '?';
    case PartRule::all_equal: return '=';
    case PartRule::any: break;
    }
    return '\0';
}

} // namespace

OctalCode::OctalCode(std::vector<std::uint8_t> digits) {
    if (digits.size() > max_digits)
        throw InvalidArgument(fmt::format("octal codes have at most {} digits, not {}", max_digits, digits.size()));
    digits_.push_back(0); // d_0
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (digits[i] > 7) throw InvalidArgument(fmt::format("octal digit d{} = {} is not in 0..7", i + 1, digits[i]));
        digits_.push_back(digits[i]);
    }
    rules_.assign(digits_.size(), PartRule::any);
    normalise();
}

OctalCode OctalCode::parse(std::string_view text) {
    auto fail = [&](std::size_t offset, std::string_view what) {
        throw ParseError(fmt::format("take-and-break code {}, offset {}: {}", quote_excerpt(text, offset), offset, what),
                         offset);
    };
    if (text.empty()) throw ParseError("take-and-break code '': empty (e.g. 0.137, 4!.0, 0.[3])", 0);
    OctalCode code;
    std::vector<std::uint8_t> before;      // digits written before the point
    std::vector<PartRule> before_rules;
    std::size_t point = std::string_view::npos, repeat_from = std::string_view::npos;
    for (std::size_t pos = 0; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (c == '.') {
            if (point != std::string_view::npos) fail(pos, "a second '.'");
            point = pos;
            continue;
        }
        if (c == '[') {
            if (point == std::string_view::npos) fail(pos, "'[' before the point (only digits after it repeat)");
            if (repeat_from != std::string_view::npos) fail(pos, "a second '['");
            if (code.digits_.empty()) { // d_0 goes first
                code.digits_.push_back(before.empty() ? 0 : before.back());
                code.rules_.push_back(before.empty() ? PartRule::any : before_rules.back());
            }
            repeat_from = code.digits_.size();
            continue;
        }
        if (c == ']') {
            if (repeat_from == std::string_view::npos) fail(pos, "']' without '['");
            if (pos + 1 != text.size()) fail(pos + 1, "text after the repeated part");
            if (repeat_from == code.digits_.size()) fail(pos, "an empty repeated part");
            code.repeat_ = code.digits_.size() - repeat_from;
            continue;
        }
        if (c == '{' || c == '*' || c == '&')
            fail(pos, fmt::format("'{}' (CGSuite's generalised digits {{..}}, * and &N; are not supported)", c));
        const int value = digit_value(c);
        if (value < 0) fail(pos, fmt::format("'{}' is not a digit 0-9, A-V", input_excerpt(text, pos, 1)));
        PartRule rule = PartRule::any;
        if (pos + 1 < text.size() && rule_of(text[pos + 1]) != PartRule::any) rule = rule_of(text[++pos]);
        if (point == std::string_view::npos) {
            before.push_back(static_cast<std::uint8_t>(value));
            before_rules.push_back(rule);
        } else {
            if (code.digits_.size() > max_digits) fail(pos, fmt::format("more than {} digits after the point", max_digits));
            if (code.digits_.empty()) { // d_0 goes first
                code.digits_.push_back(before.empty() ? 0 : before.back());
                code.rules_.push_back(before.empty() ? PartRule::any : before_rules.back());
            }
            code.digits_.push_back(static_cast<std::uint8_t>(value));
            code.rules_.push_back(rule);
        }
    }
    if (point == std::string_view::npos) fail(text.size(), "no '.' (e.g. 0.137, 4.0)");
    if (repeat_from != std::string_view::npos && code.repeat_ == 0) fail(text.size(), "'[' without ']'");
    if (code.digits_.empty()) { // "4." is "4.0"
        if (before.empty()) fail(point + 1, "no digits");
        code.digits_.push_back(before.back());
        code.rules_.push_back(before_rules.back());
    }
    for (std::size_t i = 0; i + 1 < before.size(); ++i)
        if (before[i] != 0)
            fail(i, fmt::format("'{}' before d_0 would add tokens to a heap, which cgt does not support",
                                input_excerpt(text, i, 1)));
    if (code.digits_[0] & 2U)
        fail(point == 0 ? 0 : point - 1,
             fmt::format("d_0 = {} lets a move remove nothing and leave the heap as it was (a loopy game)", digit_chars[code.digits_[0]]));
    code.normalise();
    return code;
}

// As CGSuite normalises codes: a repeated part of zeros is dropped, then trailing zeros (when
// nothing repeats), and a modifier only stays on digits that allow two heaps or more.
void OctalCode::normalise() {
    if (repeat_ > 0 && std::all_of(digits_.end() - static_cast<std::ptrdiff_t>(repeat_), digits_.end(),
                                   [](std::uint8_t d) { return d == 0; })) {
        digits_.resize(digits_.size() - repeat_);
        rules_.resize(digits_.size());
        repeat_ = 0;
    }
    if (repeat_ == 0)
        while (digits_.size() > 1 && digits_.back() == 0) digits_.pop_back();
    if (digits_.empty()) digits_.push_back(0);
    rules_.resize(digits_.size(), PartRule::any);
    for (std::size_t i = 0; i < digits_.size(); ++i)
        if (digits_[i] < 4) rules_[i] = PartRule::any;
}

std::uint8_t OctalCode::digit(std::size_t i) const noexcept {
    if (i < digits_.size()) return digits_[i];
    if (repeat_ == 0) return 0;
    const std::size_t first = digits_.size() - repeat_;
    return digits_[first + (i - first) % repeat_];
}

PartRule OctalCode::rule(std::size_t i) const noexcept {
    if (i < rules_.size()) return rules_[i];
    if (repeat_ == 0) return PartRule::any;
    const std::size_t first = rules_.size() - repeat_;
    return rules_[first + (i - first) % repeat_];
}

std::size_t OctalCode::max_take() const noexcept { return repeat_ > 0 ? unbounded : digits_.size() - 1; }

std::size_t OctalCode::max_parts() const noexcept {
    std::size_t parts = 0;
    for (std::uint8_t d : digits_)
        if (d != 0) parts = std::max<std::size_t>(parts, static_cast<std::size_t>(std::bit_width(d)) - 1);
    return parts;
}

bool OctalCode::has_rules() const noexcept {
    return std::any_of(rules_.begin(), rules_.end(), [](PartRule r) { return r != PartRule::any; });
}

bool OctalCode::is_octal() const noexcept {
    return digits_[0] == 0 && repeat_ == 0 && !has_rules() &&
           std::all_of(digits_.begin(), digits_.end(), [](std::uint8_t d) { return d <= 7; });
}

std::string OctalCode::to_string() const {
    auto put = [&](std::string& s, std::size_t i) {
        s += digit_chars[digits_[i]];
        if (const char r = rule_char(rules_[i])) s += r;
    };
    std::string s;
    put(s, 0);
    s += '.';
    if (digits_.size() == 1) return s + '0';
    const std::size_t first_repeat = digits_.size() - repeat_;
    for (std::size_t i = 1; i < digits_.size(); ++i) {
        if (i == first_repeat) s += '[';
        put(s, i);
    }
    if (repeat_ > 0) s += ']';
    return s;
}

namespace detail {
void require_two_parts(const OctalCode& code) {
    if (code.max_parts() > 2)
        throw InvalidArgument(fmt::format("{} leaves up to {} heaps; this needs a code whose moves leave at most two",
                                          code.to_string(), code.max_parts()));
}
} // namespace detail

} // namespace cgt::impartial
