#include "games/grid/sheep.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::grid {

Herds Sheep::part(const Herds& p, CellMask keep) noexcept {
    const Box box = bounding_box(keep, p.shape());
    Herds out;
    out.rows = static_cast<std::uint32_t>(box.shape.rows);
    out.columns = static_cast<std::uint32_t>(box.shape.columns);
    for (int r = 0; r < box.shape.rows; ++r)
        for (int c = 0; c < box.shape.columns; ++c) {
            const int from = (box.top + r) * p.shape().columns + box.left + c;
            out.set(r * box.shape.columns + c, (keep & bit(from)) ? p.herd(from) : 1);
        }
    return out;
}

HerdsKey::HerdsKey(Shape shape) noexcept : length_(static_cast<std::uint8_t>(shape.rows * shape.columns + 2)) {
    bytes_[0] = static_cast<std::int8_t>(shape.rows); // at most max_cells = 64 each
    bytes_[1] = static_cast<std::int8_t>(shape.columns);
}

HerdsKey::HerdsKey(const Herds& p) noexcept : HerdsKey(p.shape()) {
    std::copy_n(p.herds.begin(), p.size(), bytes_.begin() + 2);
}

HerdsKey Sheep::canonical_key(const Herds& p) const noexcept {
    HerdsKey best(p);
    for (Symmetry s : symmetries(SymmetryGroup::hex)) {
        if (s == Symmetry::identity) continue;
        HerdsKey key(transformed(p.shape(), s));
        for (int c = 0; c < p.size(); ++c) key.cell(transformed_cell(c, p.shape(), s)) = static_cast<std::int8_t>(p.herd(c));
        if (key < best) best = key;
    }
    return best;
}

Herds Sheep::parse(std::string_view text) {
    const auto fail = [&](std::size_t at, std::string_view what) {
        throw ParseError(fmt::format("sheep position {}: {}", quote_excerpt(text, at), what), at);
    };
    std::size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
    if (begin < end && text[begin] == '(') {
        if (text[end - 1] != ')') fail(end - 1, "'(' without ')'");
        ++begin;
        --end;
    }
    Herds p;
    int row = 0, column = 0, width = -1, cell = 0;
    for (std::size_t i = begin; i <= end;) {
        const char c = i < end ? text[i] : '|';
        if (c == ' ' || c == ',' || c == '\t') {
            ++i;
            continue;
        }
        if (c == '|') {
            if (width < 0) width = column;
            if (column != width)
                fail(i, fmt::format("row {} has {} herds, row 1 has {}", row + 1, column, width));
            ++row;
            column = 0;
            ++i;
            continue;
        }
        int value = 0;
        const auto [stop, ec] = std::from_chars(text.data() + i, text.data() + end, value);
        if (ec != std::errc{} || stop == text.data() + i)
            fail(i, "write herd sizes (whole numbers, Left's positive, Right's negative, 0 empty) separated by "
                    "spaces or commas, rows by '|'");
        if (value > max_herd || value < -max_herd) fail(i, fmt::format("a herd has at most {} sheep", max_herd));
        if (cell == max_cells) fail(i, fmt::format("more than {} cells", max_cells));
        p.set(cell++, value);
        ++column;
        i = static_cast<std::size_t>(stop - text.data());
    }
    if (width > 0) {
        p.rows = static_cast<std::uint32_t>(row);
        p.columns = static_cast<std::uint32_t>(width);
    }
    return p;
}

std::string Sheep::print(const Herds& p) {
    std::string out;
    for (int r = 0; r < static_cast<int>(p.rows); ++r)
        for (int c = 0; c < static_cast<int>(p.columns); ++c)
            out += fmt::format("{}{}", c > 0 ? " " : r > 0 ? " | " : "", p.herd(r * static_cast<int>(p.columns) + c));
    return out;
}

} // namespace cgt::grid
