#include "games/basic/basic_games.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>

#include "cgt/errors.hpp"

namespace cgt::basic {
namespace {

// MCGS reads its numbers as C++ ints.
constexpr std::int64_t max_magnitude = (std::int64_t{1} << 31) - 1;

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// A whole number of at most 2^31 in size ("-12"): no spaces, no '+'.
std::int64_t parse_int(std::string_view text, std::string_view game, std::string_view what) {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error == std::errc::invalid_argument || stop != end)
        throw ParseError(fmt::format("{}: {} {} is not a whole number", game, what, quote_excerpt(text)), 0);
    if (error == std::errc::result_out_of_range || value > max_magnitude || value < -max_magnitude)
        throw ParseError(fmt::format("{}: {} {} is larger than 2^31", game, what, quote_excerpt(text)), 0);
    return value;
}

} // namespace

Fraction reduced(std::int64_t numerator, std::int64_t exponent) noexcept {
    while (exponent > 0 && numerator % 2 == 0) {
        numerator /= 2;
        --exponent;
    }
    return {numerator, exponent};
}

Game to_game(const Fraction& f) { return Game::dyadic(f.numerator, static_cast<std::uint64_t>(f.exponent)); }

std::string to_string(const Fraction& f) {
    if (f.exponent == 0) return std::to_string(f.numerator);
    return fmt::format("{}/{}", f.numerator, std::int64_t{1} << f.exponent);
}

Fraction parse_fraction(std::string_view text, std::string_view game) {
    text = trimmed(text);
    const std::size_t slash = text.find('/');
    const std::int64_t numerator = parse_int(trimmed(text.substr(0, slash)), game, "the number");
    if (slash == std::string_view::npos) return {numerator, 0};
    const std::int64_t denominator = parse_int(trimmed(text.substr(slash + 1)), game, "the denominator");
    if (denominator <= 0 || !std::has_single_bit(static_cast<std::uint64_t>(denominator)))
        throw ParseError(fmt::format("{}: the denominator of {} is not a power of 2", game, quote_excerpt(text)), 0);
    return reduced(numerator, std::countr_zero(static_cast<std::uint64_t>(denominator)));
}

std::vector<std::string> parse_list(std::string_view text, std::string_view game) {
    // Spaces around '/' belong to a fraction: drop them first.
    std::string joined;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (is_space(text[i])) {
            std::size_t j = i;
            while (j < text.size() && is_space(text[j])) ++j;
            const bool before_slash = j < text.size() && text[j] == '/';
            const bool after_slash = !joined.empty() && joined.back() == '/';
            if (!before_slash && !after_slash) joined += ' ';
            i = j - 1;
        } else {
            joined += text[i];
        }
    }
    std::vector<std::string> items;
    std::string item;
    bool comma_pending = false; // a comma needs an item after it
    const auto finish_item = [&] {
        if (!item.empty()) items.push_back(std::move(item));
        item.clear();
    };
    for (char c : joined) {
        if (c == ',') {
            if (item.empty() && (items.empty() || comma_pending))
                throw ParseError(fmt::format("{}: an empty item in the list {}", game, quote_excerpt(text)), 0);
            finish_item();
            comma_pending = true;
        } else if (c == ' ') {
            finish_item();
        } else {
            item += c;
            comma_pending = false;
        }
    }
    finish_item();
    if (comma_pending) throw ParseError(fmt::format("{}: the list {} ends with a comma", game, quote_excerpt(text)), 0);
    return items;
}

IntegerGame::Position IntegerGame::parse(std::string_view text) {
    return Position{parse_int(trimmed(text), name, "the integer")};
}

SwitchGame::Position SwitchGame::parse(std::string_view text) {
    const std::vector<std::string> items = parse_list(text, name);
    if (items.size() != 2)
        throw ParseError(fmt::format("switch_game: {} is not two numbers (Left's and Right's)", quote_excerpt(text)), 0);
    return Position{parse_fraction(items[0], name), parse_fraction(items[1], name), 0};
}

std::string SwitchGame::print(const Position& p) {
    if (p.played != 0) return to_string(p.left);
    return fmt::format("{}, {}", to_string(p.left), to_string(p.right));
}

Game SwitchGame::exact_value(const Position& p) {
    if (p.played != 0) return to_game(p.left);
    return Game::from_options({to_game(p.left)}, {to_game(p.right)});
}

UpStar::Position UpStar::parse(std::string_view text) {
    Position p;
    bool ups_seen = false, star_seen = false;
    for (const std::string& item : parse_list(text, name)) {
        if (item == "*") {
            if (star_seen) throw ParseError(fmt::format("up_star: {} has two stars", quote_excerpt(text)), 0);
            star_seen = true;
            p.star = 1;
        } else {
            if (ups_seen) throw ParseError(fmt::format("up_star: {} has two integers", quote_excerpt(text)), 0);
            ups_seen = true;
            p.ups = parse_int(item, name, "the number of ups");
        }
    }
    if (!ups_seen && !star_seen) throw ParseError("up_star: an empty game (write ups and/or '*')", 0);
    return p;
}

namespace {
// Heaps and rows this large would list millions of moves. A Kayles row's search grows about
// with the square of its length (a row of 4,000: 3.8 s and 560 MB; MCGS's files go to 300).
constexpr std::int64_t max_heap = 100000;
constexpr std::int64_t max_kayles_row = 2000;
std::int64_t parse_heap(std::string_view text, std::string_view game, std::int64_t max = max_heap) {
    const std::int64_t n = parse_int(trimmed(text), game, "the size");
    if (n < 0 || n > max)
        throw ParseError(fmt::format("{}: the size {} is not between 0 and {}", game, n, max), 0);
    return n;
}
} // namespace

Nimber::Position Nimber::parse(std::string_view text) { return Position{parse_heap(text, name)}; }

Kayles::Position Kayles::parse(std::string_view text) {
    const auto n = static_cast<std::uint32_t>(parse_heap(text, name, max_kayles_row));
    return n == 0 ? Position{} : Position{n};
}

std::string Kayles::print(const Position& p) {
    if (p.empty()) return "0";
    std::string out;
    for (std::uint32_t row : p) out += fmt::format("{}{}", out.empty() ? "" : "+", row);
    return out;
}

Kayles::Position Kayles::replaced(const Position& p, std::size_t r, std::uint32_t a, std::uint32_t b) {
    Position next = p;
    next.erase(next.begin() + static_cast<std::ptrdiff_t>(r));
    for (std::uint32_t row : {a, b})
        if (row > 0) next.insert(std::upper_bound(next.begin(), next.end(), row), row);
    return next;
}

} // namespace cgt::basic
