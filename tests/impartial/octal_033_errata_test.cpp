// The errors of Beaudou et al. ("Octal games on graphs: the game 0.33 on subdivided
// stars and bistars") and of the slides' bistar claim, each witnessed by the graph search and by a
// plain recursion written here (docs/errata.md, section "0.33 on subdivided stars and bistars").
#include <doctest/doctest.h>

#include <bit>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "algorithms/impartial/graph_grundy.hpp"
#include "games/graph/families.hpp"

using namespace cgt;

namespace {

// ---- 0.33 on a graph by its definition (Beaudou et al., Definition 5 with u1 = u2 = 3) ----
// Remove one vertex, or two adjacent vertices, without disconnecting their component (removing
// a whole component is allowed). The value of a position (a vertex set) is the mex of its options.

bool connected(const Graph& g, VertexMask set) {
    if (set == 0) return true;
    VertexMask seen = set & -set, frontier = seen;
    while (frontier) {
        const int v = std::countr_zero(frontier);
        frontier &= frontier - 1;
        const VertexMask fresh = g.neighbours(v) & set & ~seen;
        seen |= fresh;
        frontier |= fresh;
    }
    return seen == set;
}

// The component of `alive` holding v.
VertexMask component_of(const Graph& g, VertexMask alive, int v) {
    VertexMask seen = VertexMask{1} << v, frontier = seen;
    while (frontier) {
        const int u = std::countr_zero(frontier);
        frontier &= frontier - 1;
        const VertexMask fresh = g.neighbours(u) & alive & ~seen;
        seen |= fresh;
        frontier |= fresh;
    }
    return seen;
}

int plain_033(const Graph& g, VertexMask alive, std::unordered_map<VertexMask, int>& memo) {
    if (auto it = memo.find(alive); it != memo.end()) return it->second;
    std::set<int> seen;
    for (VertexMask m = alive; m; m &= m - 1) {
        const int v = std::countr_zero(m);
        const VertexMask h = component_of(g, alive, v);
        const VertexMask bit = VertexMask{1} << v;
        if (connected(g, h & ~bit)) seen.insert(plain_033(g, alive & ~bit, memo));
        for (VertexMask n = g.neighbours(v) & alive & ~((bit << 1) - 1); n; n &= n - 1) { // pairs u > v
            const VertexMask pair = bit | (n & -n);
            if (connected(g, h & ~pair)) seen.insert(plain_033(g, alive & ~pair, memo));
        }
    }
    int mex = 0;
    while (seen.count(mex)) ++mex;
    return memo[alive] = mex;
}

// The value by both methods, checked equal.
unsigned value(const Graph& g) {
    static auto solver = impartial::GraphGrundySolver::octal(impartial::OctalCode::parse("0.33"));
    std::unordered_map<VertexMask, int> memo;
    const auto engine = solver.grundy(g);
    CHECK(engine == static_cast<unsigned>(plain_033(g, g.all_vertices(), memo)));
    return engine;
}

// The reduced star with a branches of length 1 and b of length 2 (the row a + b, column b of the
// paper's Figure 4).
Graph star(int ones, int twos) {
    std::vector<int> branches(static_cast<std::size_t>(twos), 2);
    branches.insert(branches.end(), static_cast<std::size_t>(ones), 1);
    return subdivided_star(branches);
}

// S —m— S' (Beaudou et al.: the centres joined by a path of m >= 1 edges, both stars present). With an
// empty star, S —m— ∅ is the star S with one more branch of m - 1 vertices (built as a star).
Graph bistar(const std::vector<int>& first, int m, const std::vector<int>& second) {
    return subdivided_bistar(first, m, second);
}

std::string pattern_row(int branches) {
    std::string row;
    for (int twos = 0; twos <= branches; ++twos) row += static_cast<char>('0' + value(star(branches - twos, twos)));
    return row;
}

} // namespace

TEST_CASE("Beaudou et al., Theorem 13: the exceptional rows are i = 0..3 counted by branches, not with the empty "
          "graph's row") {
    // The paper: "Except for the four first rows, the rows corresponding to stars with an odd
    // number of paths are of the form 1203(12)*, ... with an even number of paths 03120(30)*."
    // Figure 4 has a first row for the empty graph (value 0) above i = 0 (the lone centre).
    auto follows = [](const std::string& row, int branches) {
        const std::string pattern = branches % 2 == 1 ? "1203" : "03120";
        const std::string period = branches % 2 == 1 ? "12" : "30";
        for (std::size_t j = 0; j < row.size(); ++j) {
            const char want = j < pattern.size() ? pattern[j] : period[(j - pattern.size()) % 2];
            if (row[j] != want) return false;
        }
        return true;
    };
    CHECK(value(Graph(0)) == 0);          // the empty graph's row
    CHECK(pattern_row(0) == "1");        // i = 0: the lone centre
    CHECK(pattern_row(1) == "20");       // P2, P3
    CHECK(pattern_row(2) == "012");      // P3, P4, P5
    CHECK(pattern_row(3) == "1201");     // not 1203: the fourth row is exceptional too
    CHECK_FALSE(follows(pattern_row(3), 3));
    for (int i = 4; i <= 10; ++i) CHECK_MESSAGE(follows(pattern_row(i), i), "row ", i, ": ", pattern_row(i));
    // So exactly four rows are exceptional when rows count branches (i = 0, 1, 2, 3); with the
    // empty graph's row counted, five are (the empty row, i = 0, 1, 2, 3).
}

TEST_CASE("Beaudou et al., remark after Theorem 22: large stars need not be in the plain classes D0..D3") {
    // "When the two subdivided stars are of sufficiently large order, they are in the classes D0,
    // D1, D2, D3, and the Grundy value of the bistar is given by the nim-sum." But S_{1^{2p}} (2p
    // branches of length 1, any order 2p + 1) has G = 0 and no branch of length 2: it is in D0*,
    // and S_{1^{2p}} —2— S_{1^{2p}} is worth 1, not the nim-sum 0.
    for (int p = 1; p <= 4; ++p) {
        const std::vector<int> ones(static_cast<std::size_t>(2 * p), 1);
        CHECK(value(subdivided_star(ones)) == 0);
        CHECK(value(bistar(ones, 2, ones)) == 1);
    }
    // The condition that works is b >= 4 branches of length 2 mod 3 in each star (D0..D3):
    const std::vector<int> four_twos{2, 2, 2, 2}, five_twos{2, 2, 2, 2, 2};
    CHECK(value(bistar(four_twos, 2, five_twos)) == (value(subdivided_star(four_twos)) ^ value(subdivided_star(five_twos))));
}

TEST_CASE("Beaudou et al., proof of Theorem 22: S_{1,2} is not ~2-equivalent to the empty star; S_{1,1} is") {
    // S ~2 S' means S —2— Ŝ and S' —2— Ŝ have the same value for every star Ŝ. With Ŝ = ∅,
    // S —2— ∅ is S with one more branch of length 1; with Ŝ = P1 (a lone centre), S with one more
    // branch of length 2. The empty star gives P1 (value 1) and P2 (value 2).
    CHECK(value(path_graph(1)) == 1);                   // ∅ —2— ∅
    CHECK(value(path_graph(2)) == 2);                   // ∅ —2— P1
    CHECK(value(subdivided_star(std::vector{1, 1, 1})) == 1); // S_{1,1} —2— ∅: as ∅
    CHECK(value(subdivided_star(std::vector{1, 1, 2})) == 2); // S_{1,1} —2— P1: as ∅
    CHECK(value(subdivided_star(std::vector{1, 2, 1})) == 2); // S_{1,2} —2— ∅: 2, not 1
    CHECK(value(subdivided_star(std::vector{1, 2, 2})) == 0); // S_{1,2} —2— P1: 0, not 2
    CHECK(value(subdivided_star(std::vector{1, 2})) == 1);    // S_{1,2} = P4 itself is not even ≡ ∅
}

TEST_CASE("Beaudou et al., Lemma 15 with an empty star and m = 0 mod 3: the middle path cannot be reduced to 0") {
    // With S' = ∅, S —m— ∅ is the star S plus a branch of m - 1 vertices; m = 3 gives a branch of
    // 2 vertices, while "m mod 3 = 0" would leave S alone.
    CHECK(value(subdivided_star(std::vector{1, 1, 2})) == 2); // S_{1,1} —3— ∅
    CHECK(value(subdivided_star(std::vector{1, 1})) == 0);    // S_{1,1} (—0— ∅)
    CHECK(value(path_graph(2)) == 2);                         // ∅ —3— ∅ = P2
    CHECK(value(Graph(0)) == 0);                              // ∅ —0— ∅ = ∅
    // m = 6 does agree with m = 3 (the reduction holds with representatives 1, 2, 3).
    CHECK(value(subdivided_star(std::vector{1, 1, 5})) == 2);
    // With both stars non-empty, m = 3 is the merged-centre star (the lemma holds).
    CHECK(value(bistar({1, 1}, 3, {1, 2})) == value(subdivided_star(std::vector{1, 1, 1, 2})));
}

TEST_CASE("slides: sigma(S1-k-S2) is not a function of sigma(S1) and sigma(S2)") {
    // S_{2,1} and S_{1,1,1} both have value 1 (Table 1 classes C1* and C1), yet joined to a copy
    // of themselves they differ, whatever the length of the middle path (k = m - 1 inner vertices).
    const std::vector<int> a{2, 1}, b{1, 1, 1};
    CHECK(value(subdivided_star(a)) == 1);
    CHECK(value(subdivided_star(b)) == 1);
    CHECK(value(bistar(a, 1, a)) == 2); // k = 0: C1* x C1* = 2
    CHECK(value(bistar(b, 1, b)) == 0); // C1 x C1 = 1 xor 1
    CHECK(value(bistar(a, 2, a)) == 0); // k = 1: D1* x D1* = 0
    CHECK(value(bistar(b, 2, b)) == 1); // D1□ x D1□ = 1 xor 1 xor 1
    CHECK(value(bistar(a, 3, a)) != value(bistar(b, 3, b))); // k = 2: merged centres S_{2,1,2,1}, S_{1^6}
    // The value depends on the stars' classes (Tables 1 and 2), which need more than sigma.
}
