#pragma once
// Slow twins of the operations in cgt/thermal.hpp, products.hpp, all_small.hpp,
// reduced_form.hpp and invariants.hpp: each is the operation's recursive definition, applied to
// explicit option trees of the naive store (tests/core/naive_game.hpp) with its unsimplified
// sums. The arguments are canonical-form trees (NaiveStore::from_game), as the definitions
// (CGSuite's) are stated on canonical forms; no shortcut of the library is used (no closed
// forms for numbers, nimbers or up-chains, no linearity, no dominated-incentive removal).
//
// Three things come from the core: cooling needs a game's temperature and mean (the
// thermograph code has its own twin tests); each recursive result is stored as its canonical
// tree (from_game(to_game(...))), since the definitions only add results, and sums are well
// defined on values; and results are compared through NaiveStore::to_game.

#include <cstdint>
#include <map>
#include <optional>
#include <utility>

#include "naive_game.hpp"

namespace cgt::naive {

class NaiveOperations {
public:
    explicit NaiveOperations(NaiveStore& store) : s_(store) {}

    Node copies(std::int64_t n, Node g);     // n copies of g (n < 0: of -g)
    Node heat(Node g, Node t);               // numbers unchanged, else {∫G^L + t | ∫G^R - t}
    Node cool(Node g, const Rational& t);    // CGSuite's rule; temperatures from the core
    Node overheat(Node g, Node s, Node t);   // integers n -> n copies of s
    Node norton(Node g, Node u);             // over all incentives of u
    Node ordinal_sum(Node g, Node h);
    Node conway_product(Node g, Node h);
    Node companion(Node g);                  // the recursion on every game, 0 and * included
    Node star_projection(Node g);            // every subgame x* by x (on a canonical tree)
    std::optional<Node> atomic_weight(Node g); // CGSuite's recursion, correction and check

    BigInt stop_count(Node g);
    bool is_even(Node g);
    bool is_odd(Node g);
    bool is_even_tempered(Node g);
    bool is_odd_tempered(Node g);
    bool is_all_small(Node g); // every subposition has options for both players or for neither

private:
    using PairKey = std::pair<Node, Node>;
    bool is_integer(Node g);
    template <typename Map, typename Key, typename Fn>
    Node memoised(Map& memo, const Key& key, Fn&& compute);
    Node naive_atomic_weight(Node g);
    std::uint64_t far_star(Node g);

    NaiveStore& s_;
    std::map<PairKey, Node> heat_memo_, norton_memo_, ordinal_memo_, conway_memo_;
    std::map<std::pair<Node, Rational>, Node> cool_memo_;
    std::map<std::pair<PairKey, Node>, Node> overheat_memo_;
    std::map<Node, Node> companion_memo_, projection_memo_, aw_memo_;
};

} // namespace cgt::naive
