// Blue-Red-Green Hackenbush and Childish Hackenbush (games/partizan/hackenbush.hpp): CGSuite's
// graph strings, CGSuite's fixture values, and a plain recursion on random small graphs (loops
// and repeated edges included), all through one solver whose rules change from graph to graph.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <map>
#include <random>
#include <set>

#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "games/graph/cgsuite_graph.hpp"
#include "games/partizan/hackenbush.hpp"

using namespace cgt;
using cgt::partizan::ChildishHackenbush;
using cgt::partizan::Hackenbush;

namespace {

// The plain game: a position is its standing edges; a cut drops what no longer reaches vertex 0.
struct PlainHackenbush {
    bool childish = false;
    std::map<std::string, Game> memo;

    static std::vector<LabelledEdge> grounded(const std::vector<LabelledEdge>& edges) {
        std::set<int> reached{0};
        for (bool grew = true; grew;) {
            grew = false;
            for (const LabelledEdge& e : edges)
                if (reached.count(e.from) != reached.count(e.to)) {
                    reached.insert(e.from);
                    reached.insert(e.to);
                    grew = true;
                }
        }
        std::vector<LabelledEdge> kept;
        for (const LabelledEdge& e : edges)
            if (reached.count(e.from)) kept.push_back(e);
        return kept;
    }
    Game value(const std::vector<LabelledEdge>& edges) {
        std::string text;
        for (const LabelledEdge& e : edges) text += fmt::format("{}-{}{} ", e.from, e.to, e.label);
        if (const auto it = memo.find(text); it != memo.end()) return it->second;
        std::vector<Game> options[2];
        for (std::size_t i = 0; i < edges.size(); ++i) {
            std::vector<LabelledEdge> rest = edges;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            const std::vector<LabelledEdge> kept = grounded(rest);
            const char c = edges[i].label;
            if (childish && c != 'e' && kept.size() != rest.size()) continue; // green edges are not childish
            if (c != 'r') options[0].push_back(value(kept));
            if (c != 'l') options[1].push_back(value(kept));
        }
        return memo[text] = Game::from_options(options[0], options[1]);
    }
};

// A connected graph on up to 5 vertices: a random tree first, then extra edges (loops and
// repeated edges allowed), each blue, red or green.
LabelledGraph random_hackenbush_graph(std::mt19937& rng) {
    LabelledGraph g;
    g.vertex_count = 1 + static_cast<int>(rng() % 5);
    const auto colour = [&] { return "lre"[rng() % 3]; };
    for (int v = 1; v < g.vertex_count; ++v) g.edges.push_back({static_cast<int>(rng() % static_cast<unsigned>(v)), v, colour()});
    for (int extra = static_cast<int>(rng() % 4); extra > 0; --extra)
        g.edges.push_back({static_cast<int>(rng() % static_cast<unsigned>(g.vertex_count)),
                           static_cast<int>(rng() % static_cast<unsigned>(g.vertex_count)), colour()});
    std::shuffle(g.edges.begin(), g.edges.end(), rng);
    return g;
}

template <typename R>
void check_random_graphs(bool childish) {
    std::mt19937 rng(25);
    search::PartizanSolver<R> solver; // one solver, its rules changed for every graph
    PlainHackenbush plain{childish, {}};
    int wrong = 0;
    for (int i = 0; i < 3000; ++i) {
        const LabelledGraph g = random_hackenbush_graph(rng);
        solver.set_rules(R(g));
        wrong += solver.value(solver.rules().start()) != plain.value(g.edges);
    }
    CHECK(wrong == 0);
}

} // namespace

TEST_CASE("hackenbush: random small graphs as the plain recursion says, one solver for all") {
    check_random_graphs<Hackenbush>(false);
    check_random_graphs<ChildishHackenbush>(true);
}

TEST_CASE("hackenbush: CGSuite's values (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala)") {
    const auto value = [](const char* text) {
        const Hackenbush h = Hackenbush::parse(text);
        return search::PartizanSolver<Hackenbush>(h).value(h.start());
    };
    CHECK(value("lrlrrllr") == parse_game("77/128"));
    CHECK(value("l(l;rl)") == parse_game("3/2"));
    CHECK(value("eeeeeee") == parse_game("*7"));
    CHECK(value("lrlerrr") == parse_game("3/4v[3]*"));
    CHECK(value("e(ee(e;e);e(eee;ee);e(ee;e))") == parse_game("*5"));
    CHECK(value("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))") == parse_game("*2"));
    CHECK(value("lrlrr") == parse_game("9/16")); // CGSuite's Hackenbush documentation
    CHECK(value("") == Game::zero());              // the bare ground (CGSuite refuses it)
    CHECK_THROWS_AS(Hackenbush::parse("lrlr;lr"), InvalidArgument); // not connected
    const auto childish = [](const char* text) {
        const ChildishHackenbush h = ChildishHackenbush::parse(text);
        return search::PartizanSolver<ChildishHackenbush>(h).value(h.start());
    };
    CHECK(childish("l(l;rl)") == parse_game("2"));
    CHECK(childish(":{ground}llllllrrrr:{ground}") == parse_game("{4|-2}"));
    CHECK(childish("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))") == parse_game("15/16"));
    CHECK(childish("(e:B;e:Bllllllrrr:B)") == parse_game("{0|^[4]*||vv}"));
}

TEST_CASE("hackenbush: CGSuite's graph strings, errors and move names") {
    // ":A" names vertex 1, "." is optional, "(" branches, ";" outside parentheses starts anew.
    const LabelledGraph g = parse_cgsuite_graph(":A e.e:A (l; r:{x}) ; e", "lre", "hackenbush");
    CHECK(g.vertex_count == 6);
    CHECK(g.edges == std::vector<LabelledEdge>{{0, 1, 'e'}, {1, 0, 'e'}, {0, 2, 'l'}, {0, 3, 'r'}, {4, 5, 'e'}});
    CHECK_THROWS_AS(parse_cgsuite_graph("l(l", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph("l)l", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph("l(l;r)l", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph("lxl", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph("l-l", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph("l:{A", "lre", "hackenbush"), ParseError);
    CHECK_THROWS_AS(parse_cgsuite_graph(std::string(65, 'l'), "lre", "hackenbush"), ParseError);
    CHECK(parse_cgsuite_graph(std::string(500, '(') + std::string(500, ')'), "lre", "hackenbush").vertex_count == 1);
    const Hackenbush h = Hackenbush::parse("lr");
    std::vector<std::string> names;
    h.for_each_option_with_move(h.start(), Player::left, [&](partizan::EdgeMask, const partizan::HackenbushMove& m) {
        names.push_back(to_string(m));
    });
    CHECK(names == std::vector<std::string>{"1"});
}
