#pragma once
// A slow, obviously correct twin of the canonical-form core, for tests only.
//
// Games are explicit option trees in an arena (NaiveStore). Nothing is ever simplified: a node is
// exactly the form it was built from. Identical trees share a node (hash-consing by the exact
// structure: the sorted, duplicate-free lists of option nodes), so every memo below is keyed by
// structure, never by value. Every answer comes straight from a definition:
//   G <= H  iff no G^L >= H and no H^R <= G;
//   G + H = {G^L+H, G+H^L | G^R+H, G+H^R};  -G = {-G^R | -G^L};
//   outcome by who wins moving first;  stops by their recursive definition.
// The only bridge to the core is to_game / from_game, which use nothing but the public API
// (Game::from_options, left_options, right_options).

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/outcome.hpp"

namespace cgt::naive {

// Exact rationals from Boost (independent of cgt::Dyadic); the twin's numbers.
using Rational = boost::multiprecision::cpp_rational;

Rational to_rational(const Dyadic& x);          // via numerator()/denominator() only
Dyadic to_dyadic(const Rational& x);            // x must have a power-of-two denominator
bool is_dyadic(const Rational& x);
Rational floor(const Rational& x);
Rational ceil(const Rational& x);
// The simplest dyadic strictly between lo < hi, searched level by level (integers first, the one
// closest to 0; then halves, quarters, ...).
Rational simplest_between(const Rational& lo, const Rational& hi);

using Node = std::uint32_t;

struct NusParts {
    Rational number;
    std::int64_t ups = 0;
    std::uint64_t nim = 0;
    friend bool operator==(const NusParts&, const NusParts&) = default;
};

class NaiveStore {
public:
    NaiveStore();

    // ---- forms ----
    Node make(std::vector<Node> left, std::vector<Node> right); // sorts and drops repeats
    const std::vector<Node>& left(Node g) const { return nodes_[g].left; }
    const std::vector<Node>& right(Node g) const { return nodes_[g].right; }
    std::size_t size() const { return nodes_.size(); }
    Node zero() const { return zero_; }

    // Canonical forms straight from their definitions (n > 0: {n-1|}; m/2^j: {(m-1)/2^j |
    // (m+1)/2^j}; *k: {*0..*(k-1) | *0..*(k-1)}; ^ = {0|*}, v = {*|0}).
    Node number(const Rational& x);
    Node integer(std::int64_t n) { return number(Rational(n)); }
    Node nimber(std::uint64_t k);
    Node up() { return make({zero_}, {nimber(1)}); }
    Node ups(std::int64_t n);                                   // n copies of ^ (or v), summed
    Node nus(const Rational& x, std::int64_t n, std::uint64_t k); // x + n.^ + *k, summed

    // ---- arithmetic by definition ----
    Node neg(Node g);
    Node sum(Node g, Node h);

    // ---- order by definition ----
    bool leq(Node g, Node h);
    bool eq(Node g, Node h) { return leq(g, h) && leq(h, g); }
    bool lt(Node g, Node h) { return leq(g, h) && !leq(h, g); }
    bool confused(Node g, Node h) { return !leq(g, h) && !leq(h, g); }

    // ---- play ----
    bool left_wins_moving_first(Node g);
    bool right_wins_moving_first(Node g);
    Outcome outcome(Node g);

    // ---- invariants ----
    std::size_t formal_birthday(Node g);              // of this form (not of its value)
    std::optional<Rational> number_value(Node g);     // the number G equals, if any
    std::optional<std::uint64_t> nimber_value(Node g);
    std::optional<NusParts> nus_value(Node g);
    Rational left_stop(Node g);
    Rational right_stop(Node g);
    bool is_infinitesimal(Node g);                    // -x < G < x for tiny x = 2^-(b+2)

    // ---- properties of a form ----
    bool has_dominated_option(Node g);   // some G^L <= other G^L', or G^R >= other G^R'
    bool has_reversible_option(Node g);  // some G^LR <= G, or some G^RL >= G
    bool is_canonical_tree(Node g);      // no subposition has a dominated or reversible option

    // ---- diagnostics ----
    std::string to_string(Node g) const;           // explicit braces, e.g. {0,{|0}|}
    std::size_t subposition_count(Node g) const;   // distinct nodes reachable, g included

    // ---- bridge to the core ----
    Game to_game(Node g);        // recursively Game::from_options
    Node from_game(Game g);      // recursively left_options()/right_options()

private:
    struct Form {
        std::vector<Node> left, right;
    };
    struct KeyHash {
        std::size_t operator()(const std::vector<std::uint32_t>& key) const noexcept;
    };
    static std::uint64_t pair_key(Node a, Node b) { return (std::uint64_t{a} << 32) | b; }

    std::vector<Form> nodes_;
    std::unordered_map<std::vector<std::uint32_t>, Node, KeyHash> index_;
    Node zero_ = 0;

    std::unordered_map<std::uint64_t, bool> leq_memo_;
    std::unordered_map<std::uint64_t, Node> sum_memo_;
    std::unordered_map<Node, Node> neg_memo_;
    std::map<Rational, Node> number_memo_;
    std::vector<Node> nimbers_;
    std::unordered_map<Node, std::int8_t> left_first_memo_, right_first_memo_;
    std::unordered_map<Node, std::size_t> birthday_memo_;
    std::unordered_map<Node, std::optional<Rational>> number_value_memo_;
    std::unordered_map<Node, Rational> left_stop_memo_, right_stop_memo_;
    std::unordered_map<Node, Game> to_game_memo_;
    std::unordered_map<std::uint32_t, Node> from_game_memo_;
};

} // namespace cgt::naive
