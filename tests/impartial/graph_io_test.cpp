// graph6, edge lists and graph names.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <string>

#include "games/graph/canonical_graph.hpp"
#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"
#include "games/graph/multigraph.hpp"
#include "games/graph/graph_names.hpp"
#include "tests/random_graph.hpp"

using namespace cgt;

using cgt::testing::random_graph;

TEST_CASE("graph6: the examples of nauty's formats.txt and geng output") {
    // formats.txt: the graph on 5 vertices with edges 0-2 0-4 1-3 3-4 is "DQc".
    const Graph g = parse_graph6("DQc");
    CHECK(g.vertex_count() == 5);
    CHECK(g.edges() == std::vector<std::pair<int, int>>{{0, 2}, {0, 4}, {1, 3}, {3, 4}});
    CHECK(to_graph6(g) == "DQc");
    // geng 4: "C?" is the empty graph on 4 vertices and "C~" is K4.
    CHECK(parse_graph6("C?\n").edge_count() == 0);
    CHECK(parse_graph6("C~") == complete_graph(4));
    CHECK(parse_graph6(">>graph6<<C~") == complete_graph(4));
    CHECK(parse_graph6("?").vertex_count() == 0);
    CHECK(parse_graph6("@").vertex_count() == 1);
    // The Petersen graph as usually published in graph6, up to isomorphism.
    CHECK(canonical_key(parse_graph6("IheA@GUAo")) == canonical_key(petersen_graph()));
}

TEST_CASE("graph6 and edge lists round-trip on random graphs of every size up to 64") {
    std::mt19937_64 rng(2024);
    for (int n = 0; n <= 64; ++n) {
        const Graph g = random_graph(n, 0.3, rng);
        CHECK(parse_graph6(to_graph6(g)) == g);
        CHECK(parse_edge_list(to_edge_list(g)) == g);
    }
    CHECK(to_graph6(Graph(63)).size() == 4 + (63 * 62 / 2 + 5) / 6); // the long size header
}

TEST_CASE("malformed graph6 is rejected with a message") {
    CHECK_THROWS_AS(parse_graph6(""), ParseError);
    CHECK_THROWS_AS(parse_graph6("C"), ParseError);      // data missing
    CHECK_THROWS_AS(parse_graph6("C~~"), ParseError);    // data too long
    CHECK_THROWS_AS(parse_graph6("C "), ParseError);     // trimmed to "C": data missing
    CHECK_THROWS_AS(parse_graph6("D\x01\x01"), ParseError); // characters below '?'
    CHECK_THROWS_AS(parse_graph6(":Fa@x^"), ParseError); // sparse6
    CHECK_THROWS_AS(parse_graph6("Bx"), ParseError);     // 3 vertices, padding bits set
    CHECK_THROWS_AS(parse_graph6("~?@A" + std::string(400, '?')), ParseError); // 66 vertices
    try {
        parse_graph6("Cx!");
        FAIL("no error");
    } catch (const ParseError& e) {
        CHECK(std::string(e.what()).find("graph6") != std::string::npos);
    }
}

TEST_CASE("edge lists") {
    CHECK(parse_edge_list("0-1 1-2,2-3\n3-0") == cycle_graph(4));
    CHECK(parse_edge_list("5: 0-1").vertex_count() == 5);
    CHECK(parse_edge_list("3:").edge_count() == 0);
    CHECK(parse_edge_list("").vertex_count() == 0);
    for (const char* bad : {"0-", "0-0", "a-b", "3: 0-5", "0-1-2", "0 1", "99-1", "0-1 x", "70: 0-1"})
        CHECK_THROWS_AS(parse_edge_list(bad), ParseError);
}

TEST_CASE("named families") {
    CHECK(parse_graph("P5") == path_graph(5));
    CHECK(parse_graph("P0").vertex_count() == 0);
    CHECK(parse_graph("C7").edge_count() == 7);
    CHECK(parse_graph("K4").edge_count() == 6);
    CHECK(parse_graph("E3").edge_count() == 0);
    CHECK(parse_graph("star(3)") == star_graph(3));
    CHECK(parse_graph("S(1,1,1)") == star_graph(3));
    CHECK(parse_graph("S()") == path_graph(1));
    CHECK(parse_graph("S(2,3)").vertex_count() == 6);
    CHECK(parse_graph("S(1,1)-2-S(1,2)").vertex_count() == 8);
    CHECK(parse_graph("bistar(2,3)").vertex_count() == 7);
    CHECK(parse_graph("bistar(2,3)").edge_count() == 6);
    CHECK(parse_graph("caterpillar(2,0,1)").vertex_count() == 6);
    CHECK(parse_graph("petersen").edge_count() == 15);
    CHECK(parse_graph("P3+P6+P7").vertex_count() == 16);
    CHECK(parse_graph("grid(1,5)") == path_graph(5));
    CHECK(parse_graph("grid(3,4)").vertex_count() == 12);
    CHECK(parse_graph("grid(3,4)").edge_count() == 17); // 3 * 3 across, 2 * 4 down
    CHECK(parse_graph("grid(8,8)").vertex_count() == 64);
    CHECK(parse_graph("K(1,4)") == star_graph(4));
    CHECK(parse_graph("K(3,3)").edge_count() == 9);
    CHECK(parse_graph("K(0,2)") == empty_graph(2));
    CHECK(parse_graph("C~") == complete_graph(4));
    CHECK(parse_graph("0-1 1-2") == path_graph(3));
    // The Petersen graph: 3-regular, girth 5 (no triangles, no 4-cycles).
    const Graph p = petersen_graph();
    for (int v = 0; v < 10; ++v) CHECK(std::popcount(p.neighbours(v)) == 3);
    for (int u = 0; u < 10; ++u)
        for (int v = u + 1; v < 10; ++v)
            CHECK(std::popcount(p.neighbours(u) & p.neighbours(v)) <= (p.has_edge(u, v) ? 0 : 1));
    for (const char* bad : {"P", "C2", "S(0)", "S(1,2", "bistar(1)", "foo", "P65", "K70", "S(1)-0-S(1)",
                            "caterpillar()", "petersen2", "S(1)-2-T(1)", "P5+", "", "grid(0,3)", "grid(5,13)",
                            "grid(2)", "K(1)", "K(40,40)", "K(1,2"})
        CHECK_THROWS_AS(parse_graph(bad), Error);
}

TEST_CASE("parse_graph reads plain graph6 straight, as the general notation does") {
    std::mt19937_64 rng(6);
    for (int round = 0; round < 300; ++round) {
        const int n = static_cast<int>(rng() % 65);
        const Graph g = random_graph(n, 0.1 * static_cast<double>(rng() % 10), rng);
        const std::string text = to_graph6(g);
        CHECK(parse_graph(text) == g);
        CHECK(parse_multigraph(text).underlying_graph() == g);
    }
    // Malformed graph6 gets the general parser's message (what the text is not, and why).
    for (const char* bad : {"C~~", "Bw~", "~"}) {
        std::string message;
        try {
            parse_graph(bad);
        } catch (const ParseError& e) {
            message = e.what();
        }
        CAPTURE(bad);
        CHECK(message.find("is neither a named graph") != std::string::npos);
        CHECK(message.find("nor valid graph6 (graph6: ") != std::string::npos);
    }
}

namespace {
// Isomorphism by trying every permutation (small graphs only), respecting a marked vertex set.
bool isomorphic(const Graph& a, VertexMask ma, const Graph& b, VertexMask mb) {
    const int n = a.vertex_count();
    if (n != b.vertex_count() || a.edge_count() != b.edge_count() || std::popcount(ma) != std::popcount(mb)) return false;
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
    do {
        bool ok = true;
        for (int u = 0; u < n && ok; ++u) {
            const int pu = p[static_cast<std::size_t>(u)];
            if (((ma >> u) & 1U) != ((mb >> pu) & 1U)) ok = false;
            for (int v = u + 1; v < n && ok; ++v)
                if (a.has_edge(u, v) != b.has_edge(pu, p[static_cast<std::size_t>(v)])) ok = false;
        }
        if (ok) return true;
    } while (std::next_permutation(p.begin(), p.end()));
    return false;
}
} // namespace

TEST_CASE("nauty keys: equal exactly for isomorphic (marked) graphs") {
    std::mt19937_64 rng(99);
#ifdef CGT_SANITIZED
    const int pairs = 150;
#else
    const int pairs = 1500;
#endif
    int equal_keys = 0;
    for (int k = 0; k < pairs; ++k) {
        const int n = 1 + static_cast<int>(rng() % 6);
        const Graph a = random_graph(n, 0.5, rng);
        // b: a relabelled copy half of the time, an unrelated graph otherwise.
        Graph b(n);
        std::vector<int> p(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
        std::shuffle(p.begin(), p.end(), rng);
        const bool copy = rng() & 1;
        const Graph source = copy ? a : random_graph(n, 0.5, rng);
        for (const auto& [u, v] : source.edges()) b.add_edge(p[static_cast<std::size_t>(u)], p[static_cast<std::size_t>(v)]);
        const VertexMask ma = rng() & a.all_vertices();
        VertexMask mb = 0;
        const VertexMask source_marks = (rng() % 4 == 0) ? (rng() & a.all_vertices()) : ma;
        for (int v = 0; v < n; ++v)
            if ((source_marks >> v) & 1U) mb |= VertexMask{1} << p[static_cast<std::size_t>(v)];
        const bool same_key = canonical_key(a, ma) == canonical_key(b, mb);
        CHECK(same_key == isomorphic(a, ma, b, mb));
        equal_keys += same_key;
    }
    CHECK(equal_keys > pairs / 4); // the test sees both answers
}

TEST_CASE("tree keys (AHU): equal exactly for isomorphic marked trees") {
    std::mt19937_64 rng(5);
#ifdef CGT_SANITIZED
    const int pairs = 150;
#else
    const int pairs = 1500;
#endif
    auto random_tree = [&](int n) {
        Graph t(n);
        for (int v = 1; v < n; ++v) t.add_edge(v, static_cast<int>(rng() % static_cast<std::uint64_t>(v)));
        return t;
    };
    int equal_keys = 0;
    for (int k = 0; k < pairs; ++k) {
        const int n = 2 + static_cast<int>(rng() % 6);
        const Graph a = random_tree(n);
        std::vector<int> p(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
        std::shuffle(p.begin(), p.end(), rng);
        const Graph source = (rng() & 1) ? a : random_tree(n);
        Graph b(n);
        for (const auto& [u, v] : source.edges()) b.add_edge(p[static_cast<std::size_t>(u)], p[static_cast<std::size_t>(v)]);
        const VertexMask ma = (rng() % 3 == 0) ? (rng() & a.all_vertices()) : 0;
        const VertexMask source_marks = (rng() % 4 == 0) ? (rng() & a.all_vertices()) : ma;
        VertexMask mb = 0;
        for (int v = 0; v < n; ++v)
            if ((source_marks >> v) & 1U) mb |= VertexMask{1} << p[static_cast<std::size_t>(v)];
        const std::string ka = canonical_key(a, ma);
        CHECK(ka.front() == 'T');
        const bool same_key = ka == canonical_key(b, mb);
        CHECK(same_key == isomorphic(a, ma, b, mb));
        equal_keys += same_key;
    }
    CHECK(equal_keys > pairs / 4);
    // A tree and a non-tree with the same vertex count never share a key.
    CHECK(canonical_key(path_graph(3)) != canonical_key(complete_graph(3)));
    CHECK(canonical_key(path_graph(4)) != canonical_key(parse_graph("4: 0-1 1-2 0-2"))); // 3 edges, not a tree
}
