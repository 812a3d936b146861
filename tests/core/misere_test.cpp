// Misère canonical forms (cgt/misere.hpp): counts of the games born by each day, outcomes of
// sums and genus digits against brute-force play on explicit game trees, and CGSuite's own test
// values.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "cgt/misere.hpp"
#include "random_games.hpp"

using cgt::MisereGame;
using cgt::Outcome;

namespace {

// An impartial game as an explicit tree, and misère play on it by brute force.
struct Tree {
    std::vector<Tree> options;
};

Tree heap(std::size_t n) {
    Tree t;
    for (std::size_t i = 0; i < n; ++i) t.options.push_back(heap(i));
    return t;
}

// The disjunctive sum of trees, as a tree.
Tree sum(const Tree& a, const Tree& b) {
    Tree t;
    for (const Tree& x : a.options) t.options.push_back(sum(x, b));
    for (const Tree& y : b.options) t.options.push_back(sum(a, y));
    return t;
}

// Misère nim-value: 1 for the empty game (the player to move has won), otherwise the mex.
std::uint32_t misere_value(const Tree& t) {
    if (t.options.empty()) return 1;
    std::set<std::uint32_t> seen;
    for (const Tree& o : t.options) seen.insert(misere_value(o));
    std::uint32_t m = 0;
    while (seen.contains(m)) ++m;
    return m;
}

std::uint32_t normal_value(const Tree& t) {
    std::set<std::uint32_t> seen;
    for (const Tree& o : t.options) seen.insert(normal_value(o));
    std::uint32_t m = 0;
    while (seen.contains(m)) ++m;
    return m;
}

std::size_t height(const Tree& t) {
    std::size_t h = 0;
    for (const Tree& o : t.options) h = std::max(h, height(o) + 1);
    return h;
}

MisereGame canonical(const Tree& t) {
    std::vector<MisereGame> options;
    for (const Tree& o : t.options) options.push_back(canonical(o));
    return MisereGame::from_options(options);
}

Tree random_tree(std::mt19937_64& rng, int depth) {
    Tree t;
    if (depth <= 0) return t;
    const auto n = rng() % 4;
    for (std::size_t i = 0; i < n; ++i) t.options.push_back(random_tree(rng, depth - 1 - static_cast<int>(rng() % 2)));
    return t;
}

MisereGame m(std::initializer_list<MisereGame> options) { return MisereGame::from_options(options); }

} // namespace

TEST_CASE("misère: games born by day n") {
    // Conway, On Numbers and Games ch. 12; Siegel, "On the structure of misère impartial
    // games": 1, 2, 3, 5, 22 distinct games are born by days 0 to 4 (4171780 by day 5).
    std::vector<MisereGame> born{MisereGame()};
    const std::vector<std::size_t> expected = {1, 2, 3, 5, 22};
    for (std::size_t day = 1; day < expected.size(); ++day) {
        std::set<std::uint32_t> next;
        for (std::size_t mask = 0; mask < (std::size_t{1} << born.size()); ++mask) {
            std::vector<MisereGame> options;
            for (std::size_t i = 0; i < born.size(); ++i)
                if ((mask >> i) & 1U) options.push_back(born[i]);
            next.insert(MisereGame::from_options(options).id());
        }
        born.clear();
        for (std::uint32_t id : next) born.push_back(MisereGame::from_id(id));
        CHECK(born.size() == expected[day]);
    }
}

TEST_CASE("misère: values from CGSuite's test suite and Winning Ways") {
    const MisereGame zero, star = MisereGame::nim_heap(1), two = MisereGame::nim_heap(2);
    CHECK(zero.genus().to_string() == "0");
    CHECK(star.genus().to_string() == "1");
    CHECK(two.genus().to_string() == "2");
    CHECK(zero.misere_nim_value() == 1);
    CHECK(zero.misere_outcome() == Outcome::N);
    CHECK(star.misere_outcome() == Outcome::P);
    CHECK(zero.mate() == star);
    CHECK(star.mate() == zero);
    CHECK(two.mate() == two);
    // The genus digits of the nim heaps (Winning Ways ch. 13): 0^120, 1^031, n^(n, n xor 2).
    CHECK(zero.genus().gamma(0) == 1);
    CHECK(zero.genus().gamma(1) == 2);
    CHECK(zero.genus().gamma(2) == 0);
    CHECK(zero.genus().gamma(3) == 2);
    CHECK(star.genus().gamma(1) == 3);
    CHECK(two.genus().gamma(1) == 0);
    CHECK(MisereGame::nim_heap(5).genus().gamma(7) == 7);
    // {*} = 0 in misère play (the proviso holds: * is a P-position); *2 + *2 is a P-position.
    CHECK(m({star}) == zero);
    CHECK((two + two).misere_outcome() == Outcome::P);
    CHECK((star + star).misere_outcome() == Outcome::N);
    // CGSuite's MisereCanonicalGameTestCase: *[[2]] = {*2} has genus 0^0, is a P-position, its
    // own mate; *[[[2]]] = {{*2}} has genus 1^1 and birthday 4.
    const MisereGame g2 = m({two});
    CHECK(g2.genus().to_string() == "0^0");
    CHECK(g2.misere_outcome() == Outcome::P);
    CHECK(g2.mate() == g2);
    CHECK(g2.birthday() == 3);
    CHECK(cgt::to_string(g2) == "*[[2]]");
    CHECK(cgt::to_string(two) == "*[2]");
    CHECK(m({g2}).genus().to_string() == "1^1");
    CHECK(m({g2}).birthday() == 4);
    // *[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]: tameable but not generally tame, genus 0^120.
    const MisereGame a = m({g2, star}) + star;
    const MisereGame b = m({g2, g2 + star, m({g2, zero})});
    const MisereGame wild = m({a, b});
    CHECK(wild.genus().to_string() == "0^120");
    CHECK(wild.birthday() == 6);
    CHECK(wild.nim_value() == 0);
    CHECK(wild.misere_nim_value() == 1);
    CHECK(wild.misere_outcome() == Outcome::N);
    // *[[[2],2,0],[[2],3],1]: restive, genus 0^2, misère nim-value 2, birthday 5.
    const MisereGame restive = m({m({g2, two, zero}), m({g2, MisereGame::nim_heap(3)}), star});
    CHECK(restive.genus().to_string() == "0^2");
    CHECK(restive.misere_nim_value() == 2);
    CHECK(restive.birthday() == 5);
}

TEST_CASE("misère: canonical forms keep the outcome of every sum (brute force on trees)") {
    std::mt19937_64 rng(2024);
    std::vector<Tree> trees;
    for (std::size_t i = 0; i < cgt::naive::scaled(60); ++i) trees.push_back(random_tree(rng, 4));
    for (std::size_t n = 0; n <= 4; ++n) trees.push_back(heap(n));
    std::size_t checked = 0;
    for (std::size_t i = 0; i < trees.size(); ++i) {
        const MisereGame g = canonical(trees[i]);
        REQUIRE(g.misere_nim_value() == misere_value(trees[i]));
        REQUIRE(g.nim_value() == normal_value(trees[i]));
        // The canonical form is born no later than the tree it came from.
        CHECK(g.birthday() <= height(trees[i]));
        for (std::size_t j = i; j < trees.size() && j < i + 6; ++j) {
            const MisereGame h = canonical(trees[j]);
            const Tree s = sum(trees[i], trees[j]);
            REQUIRE(misere_value(s) == (g + h).misere_nim_value());
            ++checked;
        }
        // Genus digits: γi is the misère nim-value of G + *2 + ... + *2 (i copies).
        Tree with_twos = trees[i];
        for (std::size_t k = 0; k <= 2; ++k) {
            CHECK_MESSAGE(g.genus().gamma(k) == misere_value(with_twos), cgt::to_string(g), " gamma ", k);
            with_twos = sum(with_twos, heap(2));
        }
    }
    CHECK(checked > 100);
}
