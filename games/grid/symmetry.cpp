#include "games/grid/symmetry.hpp"

#include <array>
#include <bit>
#include <tuple>

namespace cgt::grid {

namespace {

constexpr std::array<Symmetry, 8> all_eight{Symmetry::identity,  Symmetry::flip_rows,      Symmetry::flip_columns,
                                            Symmetry::rotate_half, Symmetry::transpose, Symmetry::anti_transpose,
                                            Symmetry::rotate_quarter, Symmetry::rotate_three_quarters};
constexpr std::array<Symmetry, 4> mirror_four{Symmetry::identity, Symmetry::flip_rows, Symmetry::flip_columns,
                                              Symmetry::rotate_half};
constexpr std::array<Symmetry, 4> hex_four{Symmetry::identity, Symmetry::rotate_half, Symmetry::transpose,
                                           Symmetry::anti_transpose};

bool swaps_sides(Symmetry s) noexcept {
    return s == Symmetry::transpose || s == Symmetry::anti_transpose || s == Symmetry::rotate_quarter ||
           s == Symmetry::rotate_three_quarters;
}

} // namespace

std::span<const Symmetry> symmetries(SymmetryGroup group) noexcept {
    switch (group) {
    case SymmetryGroup::all: return all_eight;
    case SymmetryGroup::mirrors: return mirror_four;
    case SymmetryGroup::hex: return hex_four;
    case SymmetryGroup::none: break;
    }
    return std::span<const Symmetry>(all_eight).first(1);
}

Shape transformed(Shape shape, Symmetry s) noexcept {
    return swaps_sides(s) ? Shape{shape.columns, shape.rows} : shape;
}

int transformed_cell(int cell, Shape shape, Symmetry s) noexcept {
    const int rows = shape.rows, columns = shape.columns;
    const int r = cell / columns, c = cell % columns;
    int nr = r, nc = c;
    switch (s) {
    case Symmetry::identity: break;
    case Symmetry::flip_rows: nr = rows - 1 - r; break;
    case Symmetry::flip_columns: nc = columns - 1 - c; break;
    case Symmetry::rotate_half: nr = rows - 1 - r, nc = columns - 1 - c; break;
    case Symmetry::transpose: nr = c, nc = r; break;
    case Symmetry::anti_transpose: nr = columns - 1 - c, nc = rows - 1 - r; break;
    case Symmetry::rotate_quarter: nr = c, nc = rows - 1 - r; break;
    case Symmetry::rotate_three_quarters: nr = columns - 1 - c, nc = r; break;
    }
    return nr * transformed(shape, s).columns + nc;
}

CellMask transformed(CellMask cells, Shape shape, Symmetry s) noexcept {
    if (s == Symmetry::identity) return cells;
    CellMask out = 0;
    for (CellMask m = cells; m; m &= m - 1) out |= bit(transformed_cell(std::countr_zero(m), shape, s));
    return out;
}

Grid transformed(const Grid& grid, Symmetry s) noexcept {
    const Shape shape = grid.shape(), image = transformed(shape, s);
    return {transformed(grid.black, shape, s), transformed(grid.white, shape, s), transformed(grid.blocked, shape, s),
            static_cast<std::uint32_t>(image.rows), static_cast<std::uint32_t>(image.columns)};
}

Grid canonical(const Grid& grid, SymmetryGroup group) noexcept {
    const auto order = [](const Grid& g) { return std::tie(g.rows, g.columns, g.black, g.white, g.blocked); };
    Grid best = grid;
    for (Symmetry s : symmetries(group)) {
        if (s == Symmetry::identity) continue;
        const Grid image = transformed(grid, s);
        if (order(image) < order(best)) best = image;
    }
    return best;
}

} // namespace cgt::grid
