// The loopy search of rulesets (algorithms/loopy): graphs against graphs built by hand, values
// of tiny loopy rulesets against their definitions (on, off, over, under, dud), the values found
// component by component against the whole graph simplified at once, short rulesets against the
// short solver, and the limits.
#include <doctest/doctest.h>

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "../core/memory_limit_guard.hpp"
#include "algorithms/loopy/component_values.hpp"
#include "algorithms/loopy/ruleset_values.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/loopy/notation.hpp"
#include "random_bigraph.hpp"
#include "tests/search/domineering.hpp"
#include "loopy_names.hpp"

namespace {

// A loopy ruleset given by a table: position i's Left and Right options.
struct TableRules {
    std::vector<std::vector<int>> left, right;
    using Position = int;
    template <typename Visit>
    void for_each_option(int p, Player player, Visit&& visit) const {
        for (int q : (player == Player::left ? left : right)[static_cast<std::size_t>(p)]) visit(q);
    }
    int key(int p) const { return p; }
};

// The positions of a bigraph as a ruleset (options in the graph's sorted order).
struct BigraphRules {
    const Graph* graph;
    using Position = Vertex;
    template <typename Visit>
    void for_each_option(Vertex v, Player player, Visit&& visit) const {
        for (Vertex w : graph->options(player, v)) visit(w);
    }
    Vertex key(Vertex v) const { return v; }
};

// A chain of `blocks` random blocks of `size` vertices (each a random bigraph), with moves down
// into later blocks (probability `down` per pair): components of every size, meeting values
// from below them.
Graph random_block_chain(int blocks, int size, double down_probability, std::mt19937_64& rng) {
    GraphBuilder b;
    for (int v = 0; v < blocks * size; ++v) b.add_vertex();
    std::bernoulli_distribution inside(0.3), down(down_probability);
    for (int v = 0; v < blocks * size; ++v)
        for (int w = 0; w < blocks * size; ++w) {
            const bool ok = v / size == w / size ? inside(rng) : w / size > v / size && down(rng);
            if (ok) b.add_edge(inside(rng) ? Player::left : Player::right, static_cast<Vertex>(v), static_cast<Vertex>(w));
        }
    return b.build();
}

SidedValue value_of(const TableRules& rules, int start) { return cgt::loopy::loopy_value(rules, start); }

// A counter from 0 to 3: Left counts up, Right down; at 3 Left may pass; at 0 Right has no move.
// Breadth-first from 1: vertices 1, 2, 0, 3 in that order.
TableRules counter() { return {{{1}, {2}, {3}, {3}}, {{}, {0}, {1}, {2}}}; }

// An unbounded ruleset: from n, Left moves to n + 1.
struct Unbounded {
    using Position = std::uint64_t;
    template <typename Visit>
    void for_each_option(std::uint64_t n, Player player, Visit&& visit) const {
        if (player == Player::left) visit(n + 1);
    }
    std::uint64_t key(std::uint64_t n) const { return n; }
};

} // namespace

TEST_CASE("loopy search: the graph of a small ruleset is the graph drawn by hand") {
    const TableRules rules = counter();
    const int start = 1;
    const auto found = cgt::loopy::explore(rules, std::span(&start, 1));
    GraphBuilder b; // vertex k is the k-th position found: 1, 2, 0, 3
    for (int i = 0; i < 4; ++i) b.add_vertex();
    b.add_left_edge(0, 1);  // 1 -> 2
    b.add_right_edge(0, 2); // 1 -> 0
    b.add_left_edge(1, 3);  // 2 -> 3
    b.add_right_edge(1, 0); // 2 -> 1
    b.add_left_edge(2, 0);  // 0 -> 1
    b.add_left_edge(3, 3);  // 3 -> 3 (pass)
    b.add_right_edge(3, 1); // 3 -> 2
    CHECK(found.graph == b.build());
    CHECK(found.positions == std::vector<int>{1, 2, 0, 3});
    CHECK(found.starts == std::vector<Vertex>{0});
    // Its sides by definition. Onside (infinite play is Left's): Left can always move (up, or
    // pass at 3), so even against on she survives moving second in G - on = G + off: the onside
    // is on everywhere. Offside (infinite play is Right's): Right, to move, is stuck only at 0;
    // Left can never make him move there (she moves 0 -> 1, and he answers 1 -> 0 or moves
    // down), so Right wins every offside except 0 with Right to move: offside outcome R at 1, 2,
    // 3 and P at 0 (Left first loses by infinite play, Right first has no move). Loopy
    // outcomes: PHat at 0, D elsewhere; and an offside with outcome P is 0.
    for (int p = 0; p < 4; ++p) {
        const SidedValue v = value_of(rules, p);
        CHECK(v.onside() == Stopper::on());
        CHECK(v.outcome() == (p == 0 ? cgt::loopy::LoopyOutcome::PHat : cgt::loopy::LoopyOutcome::D));
        CHECK(cgt::loopy::loopy_outcome(rules, p) == v.outcome());
    }
    CHECK(value_of(rules, 0).offside() == Stopper());
}

TEST_CASE("loopy search: on, off, over, under, dud and upon as rulesets") {
    // 0 is the empty position in each table.
    CHECK(value_of({{{}, {1}}, {{}, {}}}, 1) == SidedValue(Stopper::on()));  // 1 = {pass|}
    CHECK(value_of({{{}, {}}, {{}, {1}}}, 1) == SidedValue(Stopper::off())); // 1 = {|pass}
    CHECK(value_of({{{}, {0}}, {{}, {1}}}, 1) == SidedValue(Stopper::over())); // {0|pass}
    CHECK(value_of({{{}, {1}}, {{}, {0}}}, 1) == SidedValue(Stopper::under())); // {pass|0}
    CHECK(value_of({{{}, {1}}, {{}, {1}}}, 1) == SidedValue::dud());             // {pass|pass}
    // upon = {pass|*}: 2 = * = {0|0}.
    const SidedValue upon = value_of({{{}, {1}, {0}}, {{}, {2}, {0}}}, 1);
    CHECK(upon == SidedValue(Stopper::upon()));
    CHECK(cgt::loopy::to_string(upon) == "^[on]");
    // Loopy outcomes read off the graph: on is L, dud is D, and dud + anything short is D.
    const TableRules dud{{{}, {1}}, {{}, {1}}};
    CHECK(cgt::loopy::loopy_outcome(dud, 1) == cgt::loopy::LoopyOutcome::D);
    const Game one[] = {Game::integer(1)};
    CHECK(cgt::loopy::loopy_outcome(dud, 1, one) == cgt::loopy::LoopyOutcome::D);
    const TableRules over{{{}, {0}}, {{}, {1}}};
    CHECK(cgt::loopy::loopy_outcome(over, 1) == cgt::loopy::LoopyOutcome::L);
    const Game minus_one[] = {Game::integer(-1)};
    CHECK(cgt::loopy::loopy_outcome(over, 1, minus_one) == cgt::loopy::LoopyOutcome::R); // over - 1 < 0
}

TEST_CASE("loopy search: values component by component equal the whole graph simplified at once") {
    // Random bigraphs, and chains of random blocks (each block a random bigraph, with moves down
    // into later blocks), so that components of every size meet values from below them.
    std::mt19937_64 rng(2620);
    int multi_component = 0, sided = 0;
    for (int trial = 0; trial < 150; ++trial) {
        Graph g;
        if (trial % 2 == 0) {
            g = cgt::testing::random_bigraph(1 + trial % 7, 0.12 + 0.04 * (trial % 5), rng);
        } else {
            g = random_block_chain(2 + trial % 3, 1 + trial % 4, 0.2, rng);
        }
        std::vector<Vertex> all;
        for (std::size_t v = 0; v < g.vertex_count(); ++v) all.push_back(static_cast<Vertex>(v));
        const std::vector<SidedValue> by_component = cgt::loopy::component_values(g, all);
        for (Vertex v : all) {
            const SidedValue whole = SidedValue::from_graph(g, v);
            CHECK_MESSAGE(by_component[v] == whole, "trial ", trial, " vertex ", v);
            sided += !whole.is_stopper();
        }
        // Through the ruleset interface too, from vertex 0.
        CHECK(cgt::loopy::loopy_value(BigraphRules{&g}, 0) == by_component[0]);
        multi_component += cgt::loopy::strongly_connected_components(g, all).members.size() > 1;
    }
    CHECK(multi_component > 100);
    CHECK(sided > 20);
}

TEST_CASE("loopy search: a valuation resumed from any of its checkpoints gives the uninterrupted values") {
    // Chains of random blocks, valued for a few wanted vertices (so values below are dropped once
    // used); a checkpoint after every component, each resumed in a fresh valuation.
    std::mt19937_64 rng(2621);
    int resumed = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const int size = 1 + trial % 4;
        const Graph g = random_block_chain(3 + trial % 3, size, 0.25, rng);
        const std::vector<Vertex> wanted{0, static_cast<Vertex>(size)};
        std::vector<cgt::loopy::LoopySnapshot> snapshots;
        cgt::loopy::LoopySearchOptions o;
        o.checkpoint_due = [] { return true; };
        o.checkpoint = [&](const cgt::loopy::LoopySnapshot& s) { snapshots.push_back(s); };
        const std::vector<SidedValue> expected = cgt::loopy::component_values(g, wanted, o);
        REQUIRE(!snapshots.empty());
        const std::size_t components = cgt::loopy::strongly_connected_components(g, wanted).members.size();
        CHECK(snapshots.back().components_valued == components);
        for (const auto& s : snapshots) {
            cgt::loopy::LoopySearchOptions r;
            r.resume = std::make_shared<const cgt::loopy::LoopySnapshot>(s);
            std::size_t valued = 0; // components valued by the resumed run: only those after the snapshot
            r.progress_interval = 1;
            r.progress = [&](const cgt::loopy::LoopyProgress& p) { valued += p.components > 0; };
            CHECK_MESSAGE(cgt::loopy::component_values(g, wanted, r) == expected, "trial ", trial, " from component ",
                          s.components_valued);
            CHECK(valued == components - s.components_valued);
            ++resumed;
            // The values read back from their notation (as cgt play's checkpoints keep them).
            for (const auto& [v, x] : s.values) {
                const cgt::Value back = cgt::evaluate(cgt::loopy::to_string(x));
                const SidedValue y = std::holds_alternative<cgt::Game>(back)
                                         ? SidedValue(cgt::loopy::Stopper::from_game(std::get<cgt::Game>(back)))
                                         : std::get<SidedValue>(back);
                CHECK(y == x);
            }
        }
        // A snapshot that does not fit: a position the graph lacks, too many components, a value
        // missing.
        cgt::loopy::LoopySearchOptions bad;
        auto misfit = snapshots.back();
        misfit.values.emplace_back(static_cast<Vertex>(g.vertex_count()), SidedValue());
        bad.resume = std::make_shared<const cgt::loopy::LoopySnapshot>(misfit);
        CHECK_THROWS_AS(cgt::loopy::component_values(g, wanted, bad), cgt::InvalidArgument);
        misfit = snapshots.back();
        ++misfit.components_valued;
        bad.resume = std::make_shared<const cgt::loopy::LoopySnapshot>(misfit);
        CHECK_THROWS_AS(cgt::loopy::component_values(g, wanted, bad), cgt::InvalidArgument);
        misfit = snapshots.back();
        misfit.values.clear();
        bad.resume = std::make_shared<const cgt::loopy::LoopySnapshot>(misfit);
        CHECK_THROWS_AS(cgt::loopy::component_values(g, wanted, bad), cgt::InvalidArgument);
    }
    CHECK(resumed > 200);
}

TEST_CASE("loopy search: strongly connected components, sinks first") {
    // 0 <-> 1 -> 2 <-> 3, 3 -> 3, 4 -> 0 (4 unreached from 0).
    GraphBuilder b;
    for (int i = 0; i < 5; ++i) b.add_vertex();
    b.add_left_edge(0, 1);
    b.add_right_edge(1, 0);
    b.add_left_edge(1, 2);
    b.add_left_edge(2, 3);
    b.add_right_edge(3, 2);
    b.add_left_edge(3, 3);
    b.add_left_edge(4, 0);
    const Graph g = b.build();
    const Vertex root = 0;
    const auto c = cgt::loopy::strongly_connected_components(g, std::span(&root, 1));
    REQUIRE(c.members.size() == 2);
    CHECK(c.component[2] == 0);
    CHECK(c.component[3] == 0);
    CHECK(c.component[0] == 1);
    CHECK(c.component[1] == 1);
    CHECK(c.component[4] == cgt::loopy::Components::unreached);
}

TEST_CASE("loopy search: short rulesets give the short solver's values") {
    // Every position of 3x3 Domineering and of a 2x4 board, whole and split into regions.
    for (const char* board : {"...|...|...", "....|...."}) {
        const auto [d, full] = cgt::testing::Domineering::parse(board);
        cgt::search::PartizanSolver<cgt::testing::Domineering> solver(d);
        const cgt::testing::SplitDomineering split{d};
        for (std::uint64_t empty = 0; empty <= full; ++empty) {
            if ((empty & ~full) != 0) continue;
            const Game expected = solver.value(empty);
            const SidedValue whole = cgt::loopy::loopy_value(d, empty);
            REQUIRE(whole.as_stopper());
            CHECK(whole.as_stopper()->as_game() == expected);
            CHECK(cgt::loopy::loopy_value(split, empty) == whole);
        }
    }
}

TEST_CASE("loopy search: known values stand for the positions behind them") {
    // A ruleset whose position 2 the rules know to be `off` (its moves are never listed):
    // 1 = {0 | 2} = {0 | off}.
    struct Known : TableRules {
        std::optional<Stopper> known_value(int p) const { return p == 2 ? std::optional(Stopper::off()) : std::nullopt; }
    };
    Known rules;
    rules.left = {{}, {0}, {}};
    rules.right = {{}, {2}, {}};
    const int start = 1;
    const auto found = cgt::loopy::explore(rules, std::span(&start, 1));
    CHECK(found.graph.vertex_count() == 3); // off is one vertex: 2 itself, with a Right pass
    CHECK(found.graph.right(2).size() == 1);
    CHECK(found.graph.right(2)[0] == 2);
    GraphBuilder b;
    const Vertex x = b.add_vertex(), off = b.add_vertex();
    b.add_left_edge(x, b.add_game(Game()));
    b.add_right_edge(x, off);
    b.add_right_edge(off, off);
    CHECK(cgt::loopy::loopy_value(rules, 1) == SidedValue::from_graph(b.build(), x));
}

TEST_CASE("loopy search: the position limit and the memory limit give clear errors") {
    cgt::loopy::LoopySearchOptions options;
    options.max_positions = 1000;
    std::size_t reports = 0;
    options.progress = [&](const cgt::loopy::LoopyProgress&) { ++reports; };
    options.progress_interval = 100;
    try {
        cgt::loopy::loopy_value(Unbounded{}, 0, options);
        FAIL("no error");
    } catch (const cgt::OutOfRange& e) {
        CHECK(std::string(e.what()) == "loopy search: more than 1000 positions are reachable (the position limit)");
    }
    CHECK(reports == 9);
    {
        cgt::testing::MemoryLimitGuard guard(cgt::memory_usage() + (4 << 20));
        options.max_positions = std::size_t{1} << 30;
        options.progress = nullptr;
        CHECK_THROWS_AS(cgt::loopy::loopy_value(Unbounded{}, 0, options), cgt::MemoryLimitExceeded);
    }
    // A progress hook may interrupt: its exception comes out, nothing else happens.
    options.progress = [](const cgt::loopy::LoopyProgress& p) {
        if (p.positions > 300) throw cgt::Error("interrupted");
    };
    CHECK_THROWS_WITH_AS(cgt::loopy::loopy_value(Unbounded{}, 0, options), "interrupted", cgt::Error);
}
