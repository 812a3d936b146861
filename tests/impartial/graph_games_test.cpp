// Impartial games on graphs: the component/nauty search against a definitional search written
// here from the rules alone (vertex masks of the input graph, no components, no canonical forms).
#include <doctest/doctest.h>

#include <functional>
#include <random>
#include <unordered_map>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_io.hpp"
#include "tests/random_graph.hpp"

using namespace cgt;
using namespace cgt::impartial;

namespace {

#ifdef CGT_SANITIZED
constexpr int random_graphs = 30;
#else
constexpr int random_graphs = 150;
#endif

using cgt::testing::random_graph;

std::uint64_t closed(const Graph& g, int v) {
    std::uint64_t m = std::uint64_t{1} << v;
    for (int u = 0; u < g.vertex_count(); ++u)
        if (g.has_edge(u, v)) m |= std::uint64_t{1} << u;
    return m;
}

// The vertices of `within` reachable from `start` (plain BFS over has_edge).
std::uint64_t reach(const Graph& g, std::uint64_t within, int start) {
    std::uint64_t seen = std::uint64_t{1} << start;
    std::vector<int> todo{start};
    while (!todo.empty()) {
        const int v = todo.back();
        todo.pop_back();
        for (int u = 0; u < g.vertex_count(); ++u)
            if (((within >> u) & 1) && !((seen >> u) & 1) && g.has_edge(u, v)) {
                seen |= std::uint64_t{1} << u;
                todo.push_back(u);
            }
    }
    return seen;
}

int component_count(const Graph& g, std::uint64_t within) {
    int count = 0;
    while (within) {
        within &= ~reach(g, within, std::countr_zero(within));
        ++count;
    }
    return count;
}

// Definitional search: state = a vertex mask, options listed straight from the rules.
class Brute {
public:
    using Options = std::function<std::vector<std::uint64_t>(std::uint64_t)>;
    explicit Brute(Options options) : options_(std::move(options)) {}

    Grundy grundy(std::uint64_t s) {
        if (auto it = normal_.find(s); it != normal_.end()) return it->second;
        std::vector<bool> seen(70, false);
        for (auto o : options_(s)) seen[grundy(o)] = true;
        Grundy m = 0;
        while (seen[m]) ++m;
        return normal_[s] = m;
    }
    bool misere_wins(std::uint64_t s) {
        if (auto it = misere_.find(s); it != misere_.end()) return it->second;
        const auto opts = options_(s);
        bool wins = opts.empty();
        for (auto o : opts)
            if (!misere_wins(o)) wins = true;
        return misere_[s] = wins;
    }

private:
    Options options_;
    std::unordered_map<std::uint64_t, Grundy> normal_;
    std::unordered_map<std::uint64_t, bool> misere_;
};

// Node-Kayles: state = remaining vertices.
Brute brute_node_kayles(const Graph& g) {
    return Brute([&g](std::uint64_t alive) {
        std::vector<std::uint64_t> out;
        for (int v = 0; v < g.vertex_count(); ++v)
            if ((alive >> v) & 1) out.push_back(alive & ~closed(g, v));
        return out;
    });
}

// Domination: state = dominated vertices.
Brute brute_domination(const Graph& g) {
    return Brute([&g](std::uint64_t dominated) {
        std::vector<std::uint64_t> out;
        for (int v = 0; v < g.vertex_count(); ++v)
            if (closed(g, v) & ~dominated) out.push_back(dominated | closed(g, v));
        return out;
    });
}

// Octal on graphs (Definition 5): every subset X of the remaining vertices.
Brute brute_octal(const Graph& g, std::string code) {
    return Brute([&g, code](std::uint64_t alive) {
        std::vector<std::uint64_t> out;
        for (std::uint64_t x = alive; x; x = (x - 1) & alive) {
            const int size = std::popcount(x);
            const std::size_t at = static_cast<std::size_t>(size) + 1; // "0.d1d2..": d_i is character i + 1
            const int digit = at < code.size() ? code[at] - '0' : 0;
            if (digit == 0 || reach(g, x, std::countr_zero(x)) != x) continue; // X must induce a connected graph
            const std::uint64_t h = reach(g, alive, std::countr_zero(x));   // its component
            const std::uint64_t rest = h & ~x;
            const bool ok = rest == 0 ? (digit & 1) : component_count(g, rest) == 1 ? (digit & 2) : (digit & 4);
            if (ok) out.push_back(alive & ~x);
        }
        return out;
    });
}

std::uint64_t all(const Graph& g) { return g.all_vertices(); }

} // namespace

TEST_CASE("Node-Kayles: search == definitional search on random graphs, normal and misère") {
    std::mt19937_64 rng(1);
    auto solver = GraphGrundySolver::node_kayles();
    for (int k = 0; k < random_graphs; ++k) {
        const int n = 1 + static_cast<int>(rng() % 14);
        const Graph g = random_graph(n, 0.1 + 0.1 * static_cast<double>(rng() % 6), rng);
        Brute brute = brute_node_kayles(g);
        CAPTURE(to_edge_list(g));
        CHECK(solver.grundy(g) == brute.grundy(all(g)));
        CHECK(solver.misere_first_player_wins(g) == brute.misere_wins(all(g)));
    }
}

TEST_CASE("Node-Kayles on P_n is octal 0.137; K_n; the slides' examples") {
    auto solver = GraphGrundySolver::node_kayles();
    const auto heap = octal_grundy_sequence(OctalCode::parse("0.137"), 61);
    for (int n = 0; n <= 60; ++n) CHECK(solver.grundy(path_graph(n)) == heap[static_cast<std::size_t>(n)]);
    for (int n = 1; n <= 10; ++n) {
        CHECK(solver.grundy(complete_graph(n)) == 1);
        CHECK_FALSE(solver.misere_first_player_wins(complete_graph(n))); // "first player always loses"
    }
    CHECK(solver.misere_first_player_wins(Graph(0))); // misère: no move means a win
    CHECK(solver.grundy(parse_graph("P5+P3")) == 1);   // 3 xor 2
    CHECK(solver.value(path_graph(5)) == Game::nimber(3));
}

TEST_CASE("Node-Kayles on cycles has the single option P_{n-3}") {
    auto solver = GraphGrundySolver::node_kayles();
    const auto heap = octal_grundy_sequence(OctalCode::parse("0.137"), 61);
    for (int n = 3; n <= 60; ++n) CHECK(solver.grundy(cycle_graph(n)) == (heap[static_cast<std::size_t>(n - 3)] == 0 ? 1U : 0U));
}

TEST_CASE("misère Node-Kayles on paths: search == definitional search") {
    auto solver = GraphGrundySolver::node_kayles();
#ifdef CGT_SANITIZED
    const int longest = 16;
#else
    const int longest = 24;
#endif
    for (int n = 0; n <= longest; ++n) {
        const Graph g = path_graph(n);
        Brute brute = brute_node_kayles(g);
        CHECK(solver.misere_first_player_wins(g) == brute.misere_wins(all(g)));
    }
}

TEST_CASE("domination: search == definitional search on random graphs, normal and misère") {
    std::mt19937_64 rng(2);
    auto solver = GraphGrundySolver::domination();
    for (int k = 0; k < random_graphs; ++k) {
        const int n = 1 + static_cast<int>(rng() % 12);
        const Graph g = random_graph(n, 0.1 + 0.1 * static_cast<double>(rng() % 5), rng);
        const std::uint64_t pre = rng() & all(g) & rng();
        Brute brute = brute_domination(g);
        CAPTURE(to_edge_list(g));
        CHECK(solver.grundy(g) == brute.grundy(0));
        CHECK(solver.grundy(g, pre) == brute.grundy(pre));
        CHECK(solver.misere_first_player_wins(g, pre) == brute.misere_wins(pre));
    }
}

TEST_CASE("octal games on graphs: search == Definition 5 read literally") {
    std::mt19937_64 rng(3);
    for (const char* code : {"0.33", "0.07", "0.137", "0.6", "0.77", "0.007", "0.4", "0.376"}) {
        auto solver = GraphGrundySolver::octal(OctalCode::parse(code));
        for (int k = 0; k < random_graphs / 5; ++k) {
            const int n = 1 + static_cast<int>(rng() % 9);
            const Graph g = random_graph(n, 0.2 + 0.1 * static_cast<double>(rng() % 5), rng);
            Brute brute = brute_octal(g, code);
            CAPTURE(code);
            CAPTURE(to_edge_list(g));
            CHECK(solver.grundy(g) == brute.grundy(all(g)));
            CHECK(solver.misere_first_player_wins(g) == brute.misere_wins(all(g)));
        }
    }
}

TEST_CASE("octal games on paths are the heap games") {
    for (const char* code : {"0.33", "0.07", "0.137", "0.6", "0.77", "0.16"}) {
        auto solver = GraphGrundySolver::octal(OctalCode::parse(code));
        const auto heap = octal_grundy_sequence(OctalCode::parse(code), 31);
        CAPTURE(code);
        for (int n = 0; n <= 30; ++n) CHECK(solver.grundy(path_graph(n)) == heap[static_cast<std::size_t>(n)]);
    }
    auto solver = GraphGrundySolver::octal(OctalCode::parse("0.33"));
    for (int n = 3; n <= 30; ++n) CHECK(solver.grundy(cycle_graph(n)) == static_cast<Grundy>(n % 3));
}

TEST_CASE("game names") {
    CHECK(GraphGrundySolver::from_name("node-kayles").game_name() == "node-kayles");
    CHECK(GraphGrundySolver::from_name("octal:0.33").game_name() == "octal");
    CHECK_THROWS_AS(GraphGrundySolver::from_name("kayles"), InvalidArgument);
    CHECK_THROWS_AS(GraphGrundySolver::from_name("octal:33"), ParseError);
}

TEST_CASE("every labelled graph on up to 5 vertices (6 for Node-Kayles), domination with every set already dominated: search == definitional search") {
    auto kayles = GraphGrundySolver::node_kayles();
    auto domination = GraphGrundySolver::domination();
    auto octal = GraphGrundySolver::octal(OctalCode::parse("0.137"));
#ifdef CGT_SANITIZED
    const int largest = 5;
#else
    const int largest = 6;
#endif
    for (int n = 1; n <= largest; ++n) {
        std::vector<std::pair<int, int>> slots;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v) slots.emplace_back(u, v);
        for (std::uint64_t edges = 0; edges < (std::uint64_t{1} << slots.size()); ++edges) {
            Graph g(n);
            for (std::size_t k = 0; k < slots.size(); ++k)
                if ((edges >> k) & 1) g.add_edge(slots[k].first, slots[k].second);
            Brute nk = brute_node_kayles(g);
            REQUIRE(kayles.grundy(g) == nk.grundy(all(g)));
            REQUIRE(kayles.misere_first_player_wins(g) == nk.misere_wins(all(g)));
            if (n > 5) continue;
            Brute dom = brute_domination(g);
            for (std::uint64_t pre = 0; pre <= all(g); ++pre) { // every set of vertices already dominated
                REQUIRE(domination.grundy(g, pre) == dom.grundy(pre));
                REQUIRE(domination.misere_first_player_wins(g, pre) == dom.misere_wins(pre));
            }
            Brute oct = brute_octal(g, "0.137");
            REQUIRE(octal.grundy(g) == oct.grundy(all(g)));
        }
    }
}
