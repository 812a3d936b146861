// Arc-Kayles (games/impartial/arc_kayles.hpp) and Partizan Arc-Kayles
// (games/partizan/partizan_arc_kayles.hpp) against plain recursions on random small graphs and
// against CGSuite's fixture values.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <random>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/arc_kayles.hpp"
#include "games/partizan/partizan_arc_kayles.hpp"

using namespace cgt;
using cgt::impartial::ArcKayles;
using cgt::partizan::PartizanArcKayles;

namespace {

// The plain game on an edge list: taking an edge removes its ends and every edge at them.
struct PlainArcKayles {
    std::map<std::string, Game> values;
    std::map<std::string, unsigned> grundy_values;

    static std::string text(const std::vector<LabelledEdge>& edges) {
        std::string out;
        for (const LabelledEdge& e : edges) out += fmt::format("{}-{}{} ", e.from, e.to, e.label);
        return out;
    }
    static std::vector<LabelledEdge> without_ends(const std::vector<LabelledEdge>& edges, const LabelledEdge& taken) {
        std::vector<LabelledEdge> rest;
        for (const LabelledEdge& e : edges)
            if (e.from != taken.from && e.from != taken.to && e.to != taken.from && e.to != taken.to) rest.push_back(e);
        return rest;
    }
    Game value(const std::vector<LabelledEdge>& edges) {
        const std::string key = text(edges);
        if (const auto it = values.find(key); it != values.end()) return it->second;
        std::vector<Game> options[2];
        for (const LabelledEdge& e : edges) {
            if (e.label != 'r') options[0].push_back(value(without_ends(edges, e)));
            if (e.label != 'l') options[1].push_back(value(without_ends(edges, e)));
        }
        return values[key] = Game::from_options(options[0], options[1]);
    }
    unsigned grundy(const std::vector<LabelledEdge>& edges) {
        const std::string key = text(edges);
        if (const auto it = grundy_values.find(key); it != grundy_values.end()) return it->second;
        std::vector<unsigned> seen;
        for (const LabelledEdge& e : edges) seen.push_back(grundy(without_ends(edges, e)));
        unsigned mex = 0;
        while (std::find(seen.begin(), seen.end(), mex) != seen.end()) ++mex;
        return grundy_values[key] = mex;
    }
};

// Up to 7 vertices, each pair an edge with probability 1/3 (blue, red or green), some loops.
LabelledGraph random_arc_kayles_graph(std::mt19937& rng) {
    LabelledGraph g;
    g.vertex_count = 1 + static_cast<int>(rng() % 7);
    for (int u = 0; u < g.vertex_count; ++u)
        for (int v = u; v < g.vertex_count; ++v)
            if (rng() % (u == v ? 5 : 3) == 0) g.edges.push_back({u, v, "lre"[rng() % 3]});
    return g;
}

} // namespace

TEST_CASE("partizan arc-kayles: random small graphs as the plain recursion says, one solver for all") {
    std::mt19937 rng(25);
    search::PartizanSolver<PartizanArcKayles> solver;
    PlainArcKayles plain;
    int wrong = 0;
    for (int i = 0; i < 3000; ++i) {
        const LabelledGraph g = random_arc_kayles_graph(rng);
        solver.set_rules(PartizanArcKayles(g));
        wrong += solver.value(solver.rules().start()) != plain.value(g.edges);
    }
    CHECK(wrong == 0);
}

TEST_CASE("arc-kayles: random small graphs with loops as the plain recursion says") {
    std::mt19937 rng(25);
    PlainArcKayles plain;
    int wrong = 0;
    for (int i = 0; i < 2000; ++i) {
        LabelledGraph g = random_arc_kayles_graph(rng);
        Graph simple(g.vertex_count);
        VertexMask loops = 0;
        std::vector<LabelledEdge> edges;
        for (LabelledEdge e : g.edges) {
            e.label = 'e';
            if (e.from == e.to) loops |= VertexMask{1} << e.from;
            else simple.add_edge(e.from, e.to);
            edges.push_back(e);
        }
        const ArcKayles rules(simple);
        wrong += search::ImpartialSolver<ArcKayles>(rules).grundy(rules.start(loops)) != plain.grundy(edges);
    }
    CHECK(wrong == 0);
}

TEST_CASE("arc-kayles: CGSuite's values (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala)") {
    // Arc-Kayles on paths is Dawson's Kayles; with a loop at every vertex it is Kayles.
    const std::vector<unsigned> dawson{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0,
                                       2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5};
    const std::vector<unsigned> kayles{1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1,
                                       2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2};
    for (int n = 1; n <= 50; ++n) {
        const Graph path = parse_graph(fmt::format("P{}", n));
        const ArcKayles rules(path);
        search::ImpartialSolver<ArcKayles> solver(rules);
        CHECK(solver.grundy(rules.start()) == dawson[static_cast<std::size_t>(n - 1)]);
        CHECK(solver.grundy(rules.start(path.all_vertices())) == kayles[static_cast<std::size_t>(n - 1)]);
    }
    const auto value = [](const char* text) {
        const PartizanArcKayles rules = PartizanArcKayles::parse(text);
        return search::PartizanSolver<PartizanArcKayles>(rules).value(rules.start());
    };
    CHECK(value("llr") == parse_game("1/2"));
    CHECK(value("lrlr(ll;ree(rl;l))") == parse_game("{3*|2*||3/2,3/2*|1/2*}"));
    // Move names: the edge's ends (CGSuite numbers vertices from 1).
    const PartizanArcKayles rules = PartizanArcKayles::parse("llr");
    std::vector<std::string> names;
    rules.for_each_option_with_move(rules.start(), Player::left, [&](VertexMask, const partizan::EdgeMove& m) {
        names.push_back(to_string(m));
    });
    CHECK(names == std::vector<std::string>{"1-2", "2-3"});
}
