// The shared board of games/grid: parsing and its errors, printing, regions, parts, symmetries
// and move names, checked against cell-by-cell definitions.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <set>

#include "cgt/errors.hpp"
#include "games/grid/grid.hpp"
#include "games/grid/grid_move.hpp"
#include "games/grid/regions.hpp"
#include "games/grid/symmetry.hpp"

using namespace cgt;
using namespace cgt::grid;

namespace {

const Alphabet all{".", "x", "o", "#"};

std::string error_of(std::string_view text, const Alphabet& a = all) {
    try {
        parse_grid(text, a, "test");
    } catch (const ParseError& e) {
        return e.what() + std::string(" @") + std::to_string(e.position());
    }
    return "";
}

// The neighbours of one cell, by coordinates.
CellMask neighbours_by_hand(int cell, Shape s, Adjacency adjacency) {
    CellMask out = 0;
    const int r = cell / s.columns, c = cell % s.columns;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            const bool orthogonal = (dr == 0) != (dc == 0);
            const bool diagonal = dr != 0 && dc != 0;
            const bool hex_diagonal = (dr == -1 && dc == 1) || (dr == 1 && dc == -1);
            const bool counted = orthogonal || (adjacency == Adjacency::king && diagonal) ||
                                 (adjacency == Adjacency::hex && hex_diagonal);
            if (counted && r + dr >= 0 && r + dr < s.rows && c + dc >= 0 && c + dc < s.columns)
                out |= bit((r + dr) * s.columns + c + dc);
        }
    return out;
}

} // namespace

TEST_CASE("grid: parse and print") {
    const Grid g = parse_grid("XO.|#ox", all, "test");
    CHECK(g.rows == 2);
    CHECK(g.columns == 3);
    CHECK(g.at(0) == Cell::black);
    CHECK(g.at(1) == Cell::white);
    CHECK(g.at(3) == Cell::blocked);
    CHECK(to_string(g) == "xo.|#ox");
    CHECK(to_string(parse_grid("tf.", Alphabet{".", "xt", "of", ""}, "t"), Alphabet{".", "t", "f", ""}) == "tf.");
    CHECK(parse_grid("", all, "test") == Grid{});
    CHECK(parse_grid(std::string(64, '.'), all, "test").size() == 64);
    // Errors name the character, its row and column, and where it is in the text.
    CHECK(error_of("xo|oq") == "test position: 'q' at row 2, column 2 is not a cell; write '.', 'x', 'o', '#' (rows "
                               "separated by '|') @4");
    CHECK(error_of("xo|o") == "test position \"xo|o\": row 2 has 1 cells, row 1 has 2 @4");
    CHECK(error_of(std::string(65, '.')).find("more than 64 cells @64") != std::string::npos);
    CHECK(error_of("x#", Alphabet{".", "x", "o", ""}).find("'#' at row 1, column 2") != std::string::npos);
    CHECK_THROWS_AS(parse_strip("x.|.o", all, "test"), ParseError);
}

TEST_CASE("grid: neighbours and regions as the coordinates say") {
    std::mt19937 rng(25);
    for (Shape s : {Shape{1, 64}, Shape{64, 1}, Shape{8, 8}, Shape{3, 5}, Shape{5, 3}, Shape{7, 9}, Shape{1, 1}})
        for (Adjacency a : {Adjacency::orthogonal, Adjacency::king, Adjacency::hex}) {
            for (int cell = 0; cell < s.cells(); ++cell)
                CHECK(neighbours(bit(cell), s, a) == neighbours_by_hand(cell, s, a));
            for (int trial = 0; trial < 20; ++trial) {
                const CellMask cells = (CellMask{rng()} << 32 | rng()) & (CellMask{rng()} << 32 | rng()) & all_cells(s.cells());
                CellMask seen = 0;
                for_each_region(cells, s, a, [&](CellMask region) {
                    CHECK((region & seen) == 0);
                    seen |= region;
                    CHECK((neighbours(region, s, a) & cells & ~region) == 0); // closed
                    CHECK(grow(region & (~region + 1), cells, s, a) == region); // connected
                });
                CHECK(seen == cells);
            }
        }
}

TEST_CASE("grid: a part is the bounding box of its cells, the rest filled") {
    const Grid g = parse_grid("x...|.o#.|....", all, "test");
    const Grid p = part(g, bit(5) | bit(6) | bit(10), Cell::blocked);
    CHECK(to_string(p) == "o#|#.");
    CHECK(to_string(part(g, bit(0), Cell::empty)) == "x");
    CHECK(part(g, 0, Cell::empty) == Grid{});
}

TEST_CASE("grid: bounding boxes and crops, done a row at a time, match their cell-by-cell definitions") {
    std::mt19937_64 rng(11);
    for (const Shape s : {Shape{1, 64}, Shape{64, 1}, Shape{8, 8}, Shape{6, 6}, Shape{3, 7}, Shape{7, 9}, Shape{2, 1}}) {
        CAPTURE(s.rows);
        CAPTURE(s.columns);
        for (int trial = 0; trial < 500; ++trial) {
            // Sparse and dense masks: a random mask ANDed with 0 to 3 more.
            CellMask cells = rng() & all_cells(s.cells());
            for (int k = static_cast<int>(rng() % 4); k > 0; --k) cells &= rng();
            int top = s.rows, bottom = -1, first = s.columns, last = -1;
            for (int cell = 0; cell < s.cells(); ++cell)
                if (cells & bit(cell)) {
                    top = std::min(top, cell / s.columns);
                    bottom = std::max(bottom, cell / s.columns);
                    first = std::min(first, cell % s.columns);
                    last = std::max(last, cell % s.columns);
                }
            const Box box = bounding_box(cells, s);
            if (!cells) {
                CHECK(box.shape.cells() == 0);
                continue;
            }
            CHECK(box.top == top);
            CHECK(box.left == first);
            CHECK(box.shape.rows == bottom - top + 1);
            CHECK(box.shape.columns == last - first + 1);
            const CellMask other = rng() & all_cells(s.cells()); // cells outside the box are dropped
            CellMask cropped = 0;
            for (int r = 0; r < box.shape.rows; ++r)
                for (int c = 0; c < box.shape.columns; ++c)
                    if (other & bit((top + r) * s.columns + first + c)) cropped |= bit(r * box.shape.columns + c);
            CHECK(crop(other, s, box) == cropped);
            CHECK(std::popcount(crop(cells, s, box)) == std::popcount(cells));
        }
    }
}

TEST_CASE("grid: symmetries move cells as their definitions say, and canonical forms are the least images") {
    const Grid g = parse_grid("xo.|#..", all, "test");
    CHECK(to_string(transformed(g, Symmetry::flip_rows)) == "#..|xo.");
    CHECK(to_string(transformed(g, Symmetry::flip_columns)) == ".ox|..#");
    CHECK(to_string(transformed(g, Symmetry::rotate_half)) == "..#|.ox");
    CHECK(to_string(transformed(g, Symmetry::transpose)) == "x#|o.|..");
    CHECK(to_string(transformed(g, Symmetry::anti_transpose)) == "..|.o|#x");
    CHECK(to_string(transformed(g, Symmetry::rotate_quarter)) == "#x|.o|..");
    CHECK(to_string(transformed(g, Symmetry::rotate_three_quarters)) == "..|o.|x#");
    // Every image has the same canonical form, under each group that contains the symmetry.
    for (SymmetryGroup group : {SymmetryGroup::all, SymmetryGroup::mirrors, SymmetryGroup::hex})
        for (Symmetry s : symmetries(group)) CHECK(canonical(transformed(g, s), group) == canonical(g, group));
    CHECK(canonical(g, SymmetryGroup::none) == g);
    CHECK(symmetries(SymmetryGroup::all).size() == 8);
    // Images under the eight symmetries of a board with no symmetry of its own are all different.
    std::set<std::string> images;
    for (Symmetry s : symmetries(SymmetryGroup::all)) images.insert(to_string(transformed(g, s)));
    CHECK(images.size() == 8);
}

TEST_CASE("grid: moves named as MCGS names them") {
    const Grid g = parse_grid("....|....|....", all, "test");
    CHECK(to_string(grid_move(g, Layout::grid, {0, 1})) == "a1-b1");
    CHECK(to_string(grid_move(g, Layout::grid, {5, 4, 11})) == "b2-a2-d3");
    CHECK(to_string(grid_move(g, Layout::grid, {11}, "_X")) == "d3_X");
    CHECK(to_string(grid_move(g, Layout::strip, {6, 5})) == "7-6");
    CHECK(to_string(grid_move(g, Layout::strip, {3}, "L")) == "4L");
    CHECK(square_name(25, 30) == "z1");
    CHECK(square_name(26, 30) == "aa1");
    CHECK(square_name(59, 30) == "ad2");
}
