#pragma once
// A deterministic total order on canonical games, used to list options in printed forms.
//
// Table ids depend on the order in which games were created, so sorting by id would print the
// same game differently in different runs. This order depends on the games only (as CGSuite's):
// numbers by value, then nimbers, then other number+up+star values, then general games by
// their sorted option lists (Left list, then Right list, lexicographically, shorter first).

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::detail {

class OptionOrder {
public:
    struct SortedOptions {
        std::vector<Game> left;
        std::vector<Game> right;
    };

    // Sorts the options of the general (non-NUS) game g. Every general option of g must have
    // been added before (add games in post-order). Adding a game twice is harmless.
    void add(Game g);
    const SortedOptions& sorted(Game g) const; // g must have been added
    bool contains(Game g) const { return sorted_.count(g.id()) != 0; }

    // <0, 0 or >0. General games compared must have been added. Iterative: no deep recursion.
    int compare(Game a, Game b);

private:
    int compare_general(Game a, Game b);
    std::unordered_map<std::uint32_t, SortedOptions> sorted_;
    std::unordered_map<std::uint64_t, int> memo_; // general pairs already compared
};

} // namespace cgt::detail
