// Closed forms of seeds 001 (domination) and 004 (0.33 on stars and bistars) against search, and
// the test vectors of octal-033.md section 10 (values copied from the spec).
#include <doctest/doctest.h>

#include <random>

#include "algorithms/impartial/closed_forms.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"

using namespace cgt;
using namespace cgt::impartial;

namespace {
#ifdef CGT_SANITIZED
constexpr int longest_path = 16;
#else
constexpr int longest_path = 24;
#endif

VertexMask bit(int v) { return VertexMask{1} << v; }
} // namespace

TEST_CASE("domination nimbers of P_n, C_n, P'_n, P''_n: closed form == search") {
    auto solver = GraphGrundySolver::domination();
    for (int n = 0; n <= longest_path; ++n) {
        CAPTURE(n);
        CHECK(solver.grundy(path_graph(n)) == domination_path_grundy(n));
        if (n >= 3) CHECK(solver.grundy(cycle_graph(n)) == domination_cycle_grundy(n));
        // P'_n: P_{n+2} whose first vertex was selected (it and its neighbour are dominated).
        CHECK(solver.grundy(path_graph(n + 2), bit(0) | bit(1)) == domination_path_one_end_selected_grundy(n));
        // P''_n: P_{n+4} whose first and last vertices were selected.
        CHECK(solver.grundy(path_graph(n + 4), bit(0) | bit(1) | bit(n + 2) | bit(n + 3)) ==
              domination_path_both_ends_selected_grundy(n));
    }
    // The seed's statements, copied: P1, P2, P3 = 1, 1, 2; then 0, 1, 1, 3 by n mod 4.
    CHECK(domination_path_grundy(1) == 1);
    CHECK(domination_path_grundy(3) == 2);
    CHECK(domination_path_grundy(7) == 3);
    CHECK(domination_path_grundy(8) == 0);
    CHECK(domination_cycle_grundy(7) == 1);
    CHECK(domination_cycle_grundy(8) == 0);
    CHECK_THROWS_AS(domination_cycle_grundy(2), InvalidArgument);
    CHECK_THROWS_AS(domination_path_grundy(-1), InvalidArgument);
}

TEST_CASE("domination: the seed's unions have nimber 0") {
    auto solver = GraphGrundySolver::domination();
    CHECK(solver.grundy(parse_graph("P3+P6+P7")) == 0); // 2 ^ 1 ^ 3
    CHECK(solver.grundy(parse_graph("C3+C4+C5+C6+C7")) == 0);
    CHECK(solver.value(parse_graph("P3+P6")) == Game::nimber(3));
}

struct Vector033 {
    const char* graph; // our notation: S(..) star, S(..)-m-S(..) bistar, or an edge list
    Grundy value;
};

// octal-033.md section 10, rows 1-46 (the empty graph is P0; "P_2 as a star" is S(1)).
const Vector033 vectors033[] = {
    {"P0", 0}, {"P1", 1}, {"P2", 2}, {"P3", 0}, {"P10", 1}, {"C3", 0}, {"C4", 1}, {"C5", 2},
    {"S(1,1,1)", 1}, {"S(1,1,2)", 2}, {"S(1,1,3)", 0}, {"S(1,1,3,4)", 1}, {"S(2,1,1)", 2},
    {"S(2,1,1,1)", 3}, {"S(2,2,1,1)", 1}, {"S(2,2,2,1,1)", 3}, {"S(2,2,2,2,1)", 1}, {"S(2,2,2)", 1},
    {"S(2,2,1)", 0}, {"S(2,2,2,2,2)", 2}, {"S(2,2,2,2,2,1)", 3}, {"S(1,1,1,1)", 0},
    {"S(2,2,2,2,2,2,1,1)", 0}, {"S(4,5,7,8)", 1},
    {"S(1,1)-1-S(1,1)", 0}, {"S(1,1,1)-1-S(2,1,1)", 3}, {"S(2,1)-1-S(2,2,2)", 2}, {"S(2,2)-1-S(2,2,2)", 0},
    {"S(2,2)-1-S(2,1,1)", 1}, {"S(2,2)-1-S(2,1,1,1)", 0}, {"S(1,1)-2-S(1,1)", 1}, {"S(2,1,1)-2-S(2,1,1)", 0},
    {"S(2,1,1,1)-2-S(2,1,1,1)", 0}, {"S(1,1,1)-2-S(1,1,1)", 1}, {"S(2,2,2,2,1)-2-S(2,2,2,2,2)", 3},
    {"S(2,1,1,1)-2-S(1)", 3}, {"S(1,2,3)-2-S(1,3,4)", 2}, {"S(1,1,1)-4-S(1,1,1)", 0},
    {"0-1 0-2 0-3 3-4 4-5 4-6 6-7", 2},                         // Obs. 24: B = S(1,1)-2-S(1,2)
    {"0-1 0-2 0-3 3-4 4-5 4-6 6-7 6-8 8-9 9-10", 0},           // B plus a pendant P3 at u = 6
    {"S(1,1,5)", 2}, {"star(7)", 1}, {"S(1,1,1)-1-S(2,2,2,1)", 3}, {"S(2,1,1)-1-S(2,1,1,1)", 1},
    {"S(2,1,1)-2-S(2,1,1,1)", 1}, {"S(1,1)-2-S(2,2,2,2)", 1},
};

TEST_CASE("0.33 on graphs: the test vectors of octal-033.md section 10") {
    auto solver = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    for (const auto& [text, value] : vectors033) {
        CAPTURE(text);
        CHECK(solver.grundy(parse_graph(text)) == value);
    }
    // Row 39 is the bistar S(1,1)-2-S(1,2) itself (up to labels).
    CHECK(solver.grundy(parse_graph("S(1,1)-2-S(1,2)")) == 2);
}

TEST_CASE("0.33 closed forms reproduce the section 10 vectors") {
    CHECK(octal033_star_grundy(std::vector<int>{1, 1, 3, 4}) == 1);
    CHECK(octal033_star_grundy(std::vector<int>{4, 5, 7, 8}) == 1);
    CHECK(octal033_star_grundy(std::vector<int>{2, 2, 2, 2, 2, 2, 1, 1}) == 0);
    CHECK(octal033_star_grundy(std::vector<int>{}) == 1);
    using Star = std::optional<std::vector<int>>;
    CHECK(octal033_bistar_grundy(Star{{1, 1}}, 1, Star{{1, 1}}) == 0);
    CHECK(octal033_bistar_grundy(Star{{2, 1}}, 1, Star{{2, 2, 2}}) == 2);
    CHECK(octal033_bistar_grundy(Star{{2, 2}}, 1, Star{{2, 1, 1, 1}}) == 0);
    CHECK(octal033_bistar_grundy(Star{{2, 2, 2, 2, 1}}, 2, Star{{2, 2, 2, 2, 2}}) == 3);
    CHECK(octal033_bistar_grundy(Star{{1, 2, 3}}, 2, Star{{1, 3, 4}}) == 2);
    CHECK(octal033_bistar_grundy(Star{{1, 1, 1}}, 4, Star{{1, 1, 1}}) == 0);
    CHECK(octal033_bistar_grundy(Star{{2, 1, 1, 1}}, 2, Star{{1}}) == 3);
    // The m = 0 (mod 3) edge cases of section 9.3: S(1,1) -3- empty is S(1,1,2), empty -3- empty is P2.
    CHECK(octal033_bistar_grundy(Star{{1, 1}}, 3, std::nullopt) == 2);
    CHECK(octal033_bistar_grundy(std::nullopt, 3, std::nullopt) == 2);
    CHECK(octal033_bistar_grundy(std::nullopt, 1, std::nullopt) == 0);
    CHECK_THROWS_AS(octal033_bistar_grundy(Star{{1}}, 0, Star{{1}}), InvalidArgument);
    CHECK_THROWS_AS(octal033_star_grundy(std::vector<int>{0}), InvalidArgument);
}

TEST_CASE("0.33 star closed form == search on every reduced star with up to 9 branches") {
    auto solver = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    for (int ones = 0; ones <= 9; ++ones)
        for (int twos = 0; ones + twos <= 9; ++twos) {
            std::vector<int> branches(static_cast<std::size_t>(ones), 1);
            branches.insert(branches.end(), static_cast<std::size_t>(twos), 2);
            CAPTURE(ones);
            CAPTURE(twos);
            CHECK(solver.grundy(subdivided_star(branches)) == octal033_star_grundy(branches));
        }
}

TEST_CASE("0.33 bistar closed form == search on all pairs of small reduced stars and random bistars") {
    auto solver = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    std::vector<std::vector<int>> stars;
    for (int ones = 0; ones <= 3; ++ones)
        for (int twos = 0; ones + twos <= 4; ++twos) {
            std::vector<int> s(static_cast<std::size_t>(ones), 1);
            s.insert(s.end(), static_cast<std::size_t>(twos), 2);
            stars.push_back(s);
        }
    for (const auto& a : stars)
        for (const auto& b : stars)
            for (int m = 1; m <= 3; ++m) {
                const Graph g = subdivided_bistar(a, m, b);
                if (g.vertex_count() > 20) continue;
                CAPTURE(to_edge_list(g));
                CHECK(solver.grundy(g) == octal033_bistar_grundy(a, m, b));
            }
    std::mt19937_64 rng(33);
#ifdef CGT_SANITIZED
    const int rounds = 20;
#else
    const int rounds = 150;
#endif
    for (int k = 0; k < rounds; ++k) {
        auto random_star = [&]() -> std::optional<std::vector<int>> {
            if (rng() % 8 == 0) return std::nullopt;
            std::vector<int> s(rng() % 4);
            for (int& l : s) l = 1 + static_cast<int>(rng() % 5);
            return s;
        };
        const auto a = random_star();
        const auto b = random_star();
        const int m = 1 + static_cast<int>(rng() % 6);
        Graph g;
        if (a && b) g = subdivided_bistar(*a, m, *b);
        else if (a || b) {
            std::vector<int> s = a ? *a : *b;
            if (m > 1) s.push_back(m - 1);
            g = subdivided_star(s);
        } else
            g = path_graph(m - 1);
        if (g.vertex_count() > 22) continue;
        CAPTURE(to_edge_list(g));
        CHECK(solver.grundy(g) == octal033_bistar_grundy(a, m, b));
    }
}

TEST_CASE("0.33: Observation 24, attaching a P3 away from the centres changes the value") {
    auto solver = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    const Graph b = parse_graph("0-1 0-2 0-3 3-4 4-5 4-6 6-7");
    CHECK(solver.grundy(b) == 2);
    // Attaching the pendant P3 at the centre c = 0 leaves the value unchanged (Lemma 12).
    CHECK(solver.grundy(parse_graph("0-1 0-2 0-3 3-4 4-5 4-6 6-7 0-8 8-9 9-10")) == 2);
}
