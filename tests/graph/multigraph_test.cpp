// Digraphs and multigraphs: the new families, products, arc lists, digraph6 and the notation.
#include <doctest/doctest.h>

#include <bit>
#include <random>
#include <string>

#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"
#include "games/graph/multigraph.hpp"
#include "games/graph/graph_names.hpp"

using namespace cgt;

namespace {

std::vector<Edge> edges_of(std::initializer_list<std::pair<int, int>> list) {
    std::vector<Edge> out;
    for (const auto& [u, v] : list) out.push_back({u, v});
    return out;
}

} // namespace

TEST_CASE("directed cycles and oriented paths") {
    const Multigraph c3 = directed_cycle(3);
    CHECK(c3.directed());
    CHECK(c3.edges() == edges_of({{0, 1}, {1, 2}, {2, 0}}));
    CHECK(c3.successors(2) == 0b001);
    CHECK(c3.predecessors(0) == 0b100);
    CHECK(directed_cycle(1).has_loop(0));
    CHECK(directed_cycle(2).edges() == edges_of({{0, 1}, {1, 0}}));
    const Multigraph p = oriented_path("<<>>");
    CHECK(p.vertex_count() == 5);
    CHECK(p.edges() == edges_of({{1, 0}, {2, 1}, {2, 3}, {3, 4}}));
    CHECK(oriented_path("").vertex_count() == 1);
    CHECK_THROWS_AS(oriented_path("<x>"), InvalidArgument);
    CHECK_THROWS_AS(directed_cycle(0), InvalidArgument);
    CHECK_THROWS_AS(directed_cycle(65), InvalidArgument);
}

TEST_CASE("hypercubes") {
    CHECK(hypercube(0).vertex_count() == 1);
    CHECK(hypercube(1) == path_graph(2));
    CHECK(hypercube(2) == parse_graph("0-1 0-2 1-3 2-3"));
    for (int d = 0; d <= 6; ++d) {
        const Graph q = hypercube(d);
        CHECK(q.vertex_count() == (1 << d));
        CHECK(q.edge_count() == d * (1 << d) / 2);
        for (const auto& [u, v] : q.edges()) CHECK(std::popcount(static_cast<unsigned>(u ^ v)) == 1);
    }
    CHECK_THROWS_AS(hypercube(7), InvalidArgument);
    // Q_d = Q_{d-1} □ K_2.
    for (int d = 1; d <= 5; ++d) {
        const Graph product = cartesian_product(path_graph(2), hypercube(d - 1));
        // (g, h) = g * 2^(d-1) + h: the factor K_2 is the top bit, so the numbering agrees.
        CHECK(product == hypercube(d));
    }
}

TEST_CASE("Cartesian products: numbering row by row, edges of both factors") {
    // grid(r,c) is P_r □ P_c with the same numbering.
    for (int r = 1; r <= 4; ++r)
        for (int c = 1; c <= 5; ++c) CHECK(cartesian_product(path_graph(r), path_graph(c)) == grid_graph(r, c));
    // C_3 □ C_20 of directed cycles: 60 vertices, 120 arcs, (i, j) -> (i+1, j) and (i, j) -> (i, j+1).
    const Multigraph torus = cartesian_product(directed_cycle(3), directed_cycle(20));
    CHECK(torus.vertex_count() == 60);
    CHECK(torus.edge_count() == 120);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 20; ++j) {
            const int v = i * 20 + j;
            const VertexMask expected = (VertexMask{1} << (((i + 1) % 3) * 20 + j)) | (VertexMask{1} << (i * 20 + (j + 1) % 20));
            CHECK(torus.successors(v) == expected);
        }
    // A directed factor makes the other's edges two arcs.
    const Multigraph mixed = cartesian_product(Multigraph(path_graph(2)), directed_cycle(2));
    CHECK(mixed.directed());
    CHECK(mixed.edge_count() == 2 * 2 + 2 * 2);
    // Repeated edges are kept: a double edge times P2 gives two double edges plus one rung.
    const Multigraph doubled = cartesian_product(parse_arc_list("0-1 0-1"), Multigraph(path_graph(2)));
    CHECK(doubled.edge_count() == 2 * 2 + 2);
    CHECK(doubled.has_parallel_edges());
    // G □ K_1 = G.
    CHECK(cartesian_product(petersen_graph(), path_graph(1)) == petersen_graph());
    CHECK_THROWS_AS(cartesian_product(path_graph(9), path_graph(8)), InvalidArgument);
}

TEST_CASE("loops, unions and conversions") {
    const Multigraph looped = with_loops(directed_cycle(3));
    for (int v = 0; v < 3; ++v) CHECK(looped.has_loop(v));
    CHECK(looped.edge_count() == 6);
    CHECK(with_loops(looped) == looped); // existing loops are not doubled
    const Multigraph u = disjoint_union(directed_cycle(2), Multigraph(path_graph(2)));
    CHECK(u.directed());
    CHECK(u.edges() == edges_of({{0, 1}, {1, 0}, {2, 3}, {3, 2}}));
    CHECK(Multigraph(petersen_graph()).to_simple_graph("test") == petersen_graph());
    CHECK_THROWS_AS(directed_cycle(3).to_simple_graph("node-kayles"), InvalidArgument);
    CHECK_THROWS_AS(with_loops(Multigraph(path_graph(2))).to_simple_graph("node-kayles"), InvalidArgument);
    CHECK(directed_cycle(4).underlying_graph() == cycle_graph(4));
}

TEST_CASE("arc lists keep loops, repeated edges and the written order") {
    const Multigraph g = parse_arc_list("3>1 0>1 1>1 0>1");
    CHECK(g.directed());
    CHECK(g.vertex_count() == 4);
    CHECK(g.edges() == edges_of({{3, 1}, {0, 1}, {1, 1}, {0, 1}}));
    CHECK(g.has_loop(1));
    CHECK(g.has_parallel_edges());
    CHECK_FALSE(parse_arc_list("0-1 1-2").directed());
    CHECK(parse_arc_list("1-0").edges() == edges_of({{0, 1}})); // undirected edges are stored from <= to
    CHECK(parse_arc_list("6: 0>1").vertex_count() == 6);
    for (const char* bad : {"0>1 1-2", "0>", "0>>1", "0>1>2", "3: 0>5", "0<1"})
        CHECK_THROWS_AS(parse_arc_list(bad), ParseError);
    CHECK_THROWS_AS(parse_edge_list("0>1"), ParseError); // an undirected edge list refuses arcs
    std::mt19937_64 rng(7);
    for (int round = 0; round < 50; ++round) {
        const int n = 1 + static_cast<int>(rng() % 10);
        Multigraph m(n, round % 2 == 0);
        for (int k = 0; k < static_cast<int>(rng() % 20); ++k) m.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n));
        CHECK(parse_arc_list(to_arc_list(m)) == m);
    }
}

TEST_CASE("digraph6: nauty's example and round trips") {
    // nauty-listg -a shows "&DI?AO?" as the arcs 0>2 0>4 3>1 3>4, and "&BG?" as 0>2.
    CHECK(parse_digraph6("&DI?AO?").edges() == edges_of({{0, 2}, {0, 4}, {3, 1}, {3, 4}}));
    CHECK(parse_digraph6("&BG?\n").edges() == edges_of({{0, 2}}));
    CHECK(to_digraph6(parse_digraph6("&DI?AO?")) == "&DI?AO?");
    std::mt19937_64 rng(11);
    for (int n = 0; n <= 64; n += 7) {
        Multigraph m(n, true);
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                if (rng() % 5 == 0) m.add_edge(u, v);
        CHECK(parse_digraph6(to_digraph6(m)) == m);
    }
    for (const char* bad : {"&", "&B", "&BG", "&BG??", "DI?AO?", "&B~~"}) CHECK_THROWS_AS(parse_digraph6(bad), ParseError);
    CHECK_THROWS_AS(to_digraph6(parse_arc_list("0>1 0>1")), InvalidArgument);
}

TEST_CASE("the notation: new names, products, sums and their vertex numbering") {
    CHECK(parse_multigraph("product(dcycle(3),dcycle(20))") == cartesian_product(directed_cycle(3), directed_cycle(20)));
    CHECK(parse_multigraph("opath(<<>>)") == oriented_path("<<>>"));
    CHECK(parse_multigraph("opath()") == oriented_path(""));
    CHECK(parse_graph("Q(3)") == hypercube(3));
    CHECK(parse_graph("product(P2,product(P2,P2))") == hypercube(3));
    CHECK(parse_graph("product(P2+P1, K3)").vertex_count() == 9);
    CHECK(parse_graph(" product( P3 , P4 ) ") == grid_graph(3, 4));
    CHECK(parse_multigraph("loops(P3)").edge_count() == 5);
    CHECK(parse_multigraph("dcycle(3)+P2") == disjoint_union(directed_cycle(3), Multigraph(path_graph(2))));
    CHECK(parse_multigraph("0>1 1>2 2>0") == directed_cycle(3));
    CHECK(parse_multigraph("&BG?").edge_count() == 1);
    CHECK(parse_multigraph("0-0 0-1").has_loop(0));
    CHECK(parse_multigraph("C~") == Multigraph(complete_graph(4)));
    // Games on simple graphs refuse what they cannot play on.
    for (const char* bad : {"dcycle(3)", "loops(P2)", "0-0", "0>1", "product(P2,dcycle(2))"})
        CHECK_THROWS_AS(parse_graph(bad), InvalidArgument);
    CHECK(parse_graph("0-1 0-1 1-2") == path_graph(3)); // repeated edges collapse, as before
    for (const char* bad : {"product(P2)", "product(P2,P3,P4)", "product(P2,", "product P2,P3", "dcycle()", "dcycle(x)",
                            "dcycle(0)", "opath(<a>)", "Q(7)", "Q(-1)", "loops()", "product(,P2)", "P2+", "+P2",
                            "P2++P3", "(P2)", "P2)", "product(P9,P9)", "dcycle(3", "Q(3)x"})
        CHECK_THROWS_AS(parse_multigraph(bad), Error);
}

TEST_CASE("the notation does not recurse per '+' and bounds nesting") {
    // A 200000-term sum of empty graphs parses without deep recursion.
    std::string chain = "P0";
    for (int k = 0; k < 200000; ++k) chain += "+P0";
    CHECK(parse_graph(chain).vertex_count() == 0);
    // ... also after a graph with many edges: empty parts add nothing and copy nothing.
    CHECK(parse_graph("K64" + chain.substr(2)).edge_count() == 64 * 63 / 2);
    CHECK(parse_multigraph("P2+&?").directed()); // an empty digraph still makes the sum directed
    std::string sixty_four = "P1";
    for (int k = 1; k < 64; ++k) sixty_four += "+P1";
    CHECK(parse_graph(sixty_four).vertex_count() == 64);
    CHECK_THROWS_AS(parse_graph(sixty_four + "+P1"), InvalidArgument);
    // Nesting: 32 levels are fine, 33 are refused with a message.
    auto nested = [](int depth) {
        std::string text;
        for (int k = 0; k < depth; ++k) text += "product(P1,";
        text += "P1";
        return text + std::string(static_cast<std::size_t>(depth), ')');
    };
    CHECK(parse_graph(nested(32)).vertex_count() == 1);
    CHECK_THROWS_AS(parse_graph(nested(33)), ParseError);
    CHECK_THROWS_AS(parse_graph(nested(100000)), ParseError);
}
