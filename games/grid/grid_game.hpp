#pragma once
// What every grid ruleset shares, so that a grid ruleset is its move generator and a few
// constants: parsing and printing, the key (the Grid itself, board size included), the canonical
// key (the least image under the ruleset's symmetries) and the split into regions.
//
//   struct Clobber : grid::GridGame<Clobber>, PartizanOptionsFromMoves<Clobber> {
//       static constexpr std::string_view name = "clobber";
//       static constexpr grid::Alphabet alphabet{".", "x", "o", ""};
//       static constexpr grid::SymmetryGroup symmetry = grid::SymmetryGroup::all;
//       static constexpr bool swapping_colours_negates = true; // optional: negative() swaps x and o
//       // optional, for split: the cells that form regions, through which neighbours, what the
//       // cells of a region's box outside the region become, and which regions have moves
//       static constexpr grid::Adjacency adjacency = grid::Adjacency::orthogonal;
//       static grid::CellMask region_cells(const grid::Grid& g) { return g.stones(); }
//       static constexpr grid::Cell outside = grid::Cell::empty;
//       static bool playable(const grid::Grid& part) { return part.black && part.white; }
//
//       using GridGame::GridGame;
//       template <class Visit>
//       void for_each_option_with_move(const grid::Grid&, Player, Visit&&) const;
//   };
//
// The object holds only the layout of move names: Clobber{} writes "a1-b1", Clobber{Layout::strip}
// (MCGS's clobber_1xn) writes "1-2".

#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "games/grid/grid.hpp"
#include "games/grid/grid_move.hpp"
#include "games/grid/regions.hpp"
#include "games/grid/symmetry.hpp"

namespace cgt::grid {

template <typename R>
concept HasRegions = requires(const Grid& g) {
    { R::region_cells(g) } -> std::same_as<CellMask>;
    { R::playable(g) } -> std::same_as<bool>;
    R::adjacency;
    R::outside;
};

template <typename Derived>
class GridGame {
public:
    using Position = Grid;
    using Move = GridMove;

    explicit GridGame(Layout layout = Layout::grid) noexcept : layout_(layout) {}
    Layout layout() const noexcept { return layout_; }

    static Grid parse(std::string_view text) { return parse_grid(text, Derived::alphabet, Derived::name); }
    static std::string print(const Grid& position) { return to_string(position, Derived::alphabet); }

    Grid key(const Grid& position) const noexcept { return position; }
    // The layout only names moves: a Grid says everything.
    std::string_view rules_key() const noexcept { return {}; }
    // A template so that the constraint is checked when it is used, not while Derived is still
    // incomplete (clang checks a plain member's requires-clause when GridGame<Derived> is made).
    template <typename D = Derived>
        requires(D::symmetry != SymmetryGroup::none)
    Grid canonical_key(const Grid& position) const noexcept {
        return canonical(position, D::symmetry);
    }

    // The negative (games/ruleset.hpp: HasNegative) of a ruleset whose rules treat the two colours
    // of stones alike, which says so with `static constexpr bool swapping_colours_negates = true`.
    template <typename D = Derived>
        requires D::swapping_colours_negates
    Grid negative(const Grid& position) const noexcept {
        Grid out = position;
        std::swap(out.black, out.white);
        return out;
    }

    template <typename Visit>
        requires HasRegions<Derived>
    void split(const Grid& position, Visit&& visit) const {
        for_each_region(Derived::region_cells(position), position.shape(), Derived::adjacency, [&](CellMask region) {
            Grid piece = part(position, region, Derived::outside);
            if (Derived::playable(piece)) visit(std::move(piece));
        });
    }

protected:
    GridMove move(const Grid& position, std::initializer_list<int> cells, std::string_view suffix = {}) const noexcept {
        return grid_move(position, layout_, cells, suffix);
    }

private:
    Layout layout_;
};

// The suffix of a stone placed by `player`: "_X" (Left, black) or "_O" (Right, white).
constexpr std::string_view placed_by(Player player) noexcept { return player == Player::left ? "_X" : "_O"; }

} // namespace cgt::grid
