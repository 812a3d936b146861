// cgt.play and cgt.draw: the rulesets of `cgt play` (Sopena's slides' games on graphs, Node-Kayles
// and impartial domination), called through the library's rulesets and solvers. Several graphs
// are a disjoint sum; per-graph options come as one list entry per graph (python/cgt/_play.py
// turns the keyword arguments into that form).
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "bindings.hpp"
#include "cgt/errors.hpp"
#include "games/graph/graph_svg.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/nimg.hpp"
#include "games/impartial/proper_colouring.hpp"
#include "games/impartial/timber.hpp"
#include "games/partizan/tinted_colouring.hpp"
#include "games/sum.hpp"
#include "interrupt.hpp"

namespace cgt::python {

namespace {

struct PlayRequest {
    std::string ruleset;
    std::vector<std::string> graphs;
    std::vector<std::string> tints;               // per graph ("" for none)
    std::vector<std::vector<int>> tokens;         // per graph
    std::vector<int> starts;                      // per graph
    int colours = 0;
    std::vector<std::vector<int>> dominated;      // per graph
    bool misere = false;
    bool outcome_only = false;
};

struct RulesetInfo {
    const char* name;
    const char* kind;
};
constexpr RulesetInfo rulesets[] = {
    {"col", "partizan"},         {"snort", "partizan"},        {"vertex-geography", "impartial"},
    {"edge-geography", "impartial"}, {"edge-nimg", "impartial"}, {"vertex-nimg", "impartial"},
    {"vertex-nimg:nonempty", "impartial"}, {"vertex-nimg:move-then-delete", "impartial"},
    {"vertex-nim", "impartial"}, {"timber", "impartial"},      {"colouring", "impartial"},
    {"node-kayles", "impartial"}, {"domination", "impartial"},
};

Multigraph board(const std::string& text) {
    try {
        return parse_multigraph(text);
    } catch (const InvalidArgument& e) {
        if (std::string_view(e.what()).starts_with("graph '")) throw;
        throw InvalidArgument(fmt::format("graph '{}': {}", text, e.what()));
    }
}

// Every graph as one simple graph (their disjoint union) and where each one's vertices start.
struct Union {
    Graph graph{0};
    std::vector<int> offsets;
};
Union simple_union(const PlayRequest& r) {
    Union u;
    for (const std::string& text : r.graphs) {
        u.offsets.push_back(u.graph.vertex_count());
        u.graph = disjoint_union(Multigraph(u.graph), Multigraph(board(text).to_simple_graph(r.ruleset))).underlying_graph();
    }
    return u;
}

int graph_size(const Union& u, std::size_t i) {
    return (i + 1 < u.offsets.size() ? u.offsets[i + 1] : u.graph.vertex_count()) - u.offsets[i];
}

VertexMask dominated_mask(const PlayRequest& r, const Union& u) {
    VertexMask marked = 0;
    for (std::size_t i = 0; i < r.dominated.size() && i < r.graphs.size(); ++i)
        for (int v : r.dominated[i]) {
            if (v < 0 || v >= graph_size(u, i))
                throw InvalidArgument(fmt::format("dominated: {} is not a vertex of graph '{}' (0..{})", v, r.graphs[i],
                                                  graph_size(u, i) - 1));
            marked |= VertexMask{1} << (v + u.offsets[i]);
        }
    return marked;
}

std::string all_tints(const PlayRequest& r, const Union& u) {
    std::string tints;
    for (std::size_t i = 0; i < r.graphs.size(); ++i) {
        const int n = graph_size(u, i);
        const std::string t = i < r.tints.size() ? r.tints[i] : std::string();
        if (!t.empty() && t.size() != static_cast<std::size_t>(n))
            throw InvalidArgument(fmt::format("tints '{}': {} letters for the {} vertices of graph '{}'", t, t.size(), n,
                                              r.graphs[i]));
        tints += t.empty() ? std::string(static_cast<std::size_t>(n), '.') : t;
    }
    return tints;
}

void check_request(const PlayRequest& r) {
    bool known = false;
    for (const RulesetInfo& info : rulesets) known = known || r.ruleset == info.name;
    if (!known) throw InvalidArgument(fmt::format("unknown ruleset '{}' (cgt.rulesets() lists them)", r.ruleset));
    if (r.graphs.empty()) throw InvalidArgument(fmt::format("{}: give at least one graph", r.ruleset));
}

// ---- values ----


template <typename R>
py::object solve_partizan(const R& rules, const typename R::Position& p, const PlayRequest& r) {
    search::PartizanSolver<R> solver(rules);
    solver.set_progress([](const search::SearchProgress&) { poll_signals(); });
    if (!r.misere && !r.outcome_only) return py::cast(released([&] { return solver.value(p); }));
    const Outcome o = released([&] { return solver.outcome(p, r.misere ? Play::misere : Play::normal); });
    return py::cast(std::string(to_string(o)));
}

template <typename R>
py::object solve_impartial(const R& rules, const typename R::Position& p, const PlayRequest& r) {
    search::ImpartialSolver<R> solver(rules);
    solver.set_progress([](const search::SearchProgress&) { poll_signals(); });
    if (!r.misere && !r.outcome_only) return py::cast(Game::nimber(released([&] { return solver.grundy(p); })));
    const bool wins = released([&] { return solver.first_player_wins(p, r.misere ? Play::misere : Play::normal); });
    return py::cast(std::string(wins ? "N" : "P"));
}

int start_of(const PlayRequest& r, std::size_t i) { return i < r.starts.size() ? r.starts[i] : 0; }

const std::vector<int>& tokens_of(const PlayRequest& r, std::size_t i) {
    if (i >= r.tokens.size() || r.tokens[i].empty())
        throw InvalidArgument(fmt::format("{} needs tokens: the counters on each {} of graph '{}'", r.ruleset,
                                          r.ruleset == "edge-nimg" ? "edge" : "vertex", r.graphs[i]));
    return r.tokens[i];
}

// One board (and token) per graph, summed when there are several.
template <typename R, typename Make, typename Start>
py::object solve_token_game(const PlayRequest& r, Make make, Start start) {
    std::vector<R> boards;
    std::vector<typename R::Position> starts;
    for (std::size_t i = 0; i < r.graphs.size(); ++i) {
        const Multigraph g = board(r.graphs[i]);
        boards.push_back(make(g));
        try {
            starts.push_back(start(boards.back(), i));
        } catch (const InvalidArgument& e) {
            throw InvalidArgument(fmt::format("graph '{}': {}", r.graphs[i], e.what()));
        }
    }
    if (boards.size() == 1) return solve_impartial(boards[0], starts[0], r);
    DisjointSum<R> sum(std::move(boards));
    return solve_impartial(sum, sum.position(std::move(starts)), r);
}

impartial::VertexNimGRule nimg_rule(const std::string& name) {
    if (name == "vertex-nimg:nonempty") return impartial::VertexNimGRule::delete_then_move_nonempty;
    if (name == "vertex-nimg:move-then-delete") return impartial::VertexNimGRule::move_then_delete;
    return impartial::VertexNimGRule::delete_then_move;
}

py::object play(const PlayRequest& r) {
    check_request(r);
    const std::string& name = r.ruleset;
    if (name == "col" || name == "snort") {
        const Union u = simple_union(r);
        const std::string tints = all_tints(r, u);
        if (name == "col") {
            const partizan::Col game(u.graph);
            return solve_partizan(game, game.start(tints), r);
        }
        const partizan::Snort game(u.graph);
        return solve_partizan(game, game.start(tints), r);
    }
    if (name == "node-kayles" || name == "domination") {
        const Union u = simple_union(r);
        const VertexMask marked = name == "domination" ? dominated_mask(r, u) : 0;
        auto solver = name == "domination" ? impartial::GraphGrundySolver::domination() : impartial::GraphGrundySolver::node_kayles();
        solver.set_progress([](const search::SearchProgress&) { poll_signals(); });
        if (!r.misere && !r.outcome_only) return py::cast(Game::nimber(released([&] { return solver.grundy(u.graph, marked); })));
        const bool wins = released([&] {
            return r.misere ? solver.misere_first_player_wins(u.graph, marked) : solver.grundy(u.graph, marked) != 0;
        });
        return py::cast(std::string(wins ? "N" : "P"));
    }
    if (name == "colouring") {
        if (r.colours <= 0) throw InvalidArgument("colouring needs colours=K (the number of colours, 1 to 64)");
        const Union u = simple_union(r);
        const impartial::ProperColouring game(u.graph, r.colours);
        return solve_impartial(game, game.start(), r);
    }
    if (name == "timber") {
        Multigraph all(0, true);
        for (const std::string& text : r.graphs) {
            const Multigraph g = board(text);
            if (!g.directed())
                throw InvalidArgument(fmt::format("graph '{}': Timber! is played on a digraph: write arcs (0>1 1>2), "
                                                  "opath(<<>>) or dcycle(n)", text));
            all = disjoint_union(all, g);
        }
        const impartial::Timber game(all);
        return solve_impartial(game, game.start(), r);
    }
    if (name == "vertex-geography")
        return solve_token_game<impartial::VertexGeography>(
            r, [](const Multigraph& g) { return impartial::VertexGeography(g); },
            [&](const auto& game, std::size_t i) { return game.start(start_of(r, i)); });
    if (name == "edge-geography" || name == "edge-nimg") {
        const bool geography = name == "edge-geography";
        return solve_token_game<impartial::EdgeNimG>(
            r, [](const Multigraph& g) { return impartial::EdgeNimG(g); },
            [&](const auto& game, std::size_t i) {
                return geography ? game.geography_start(start_of(r, i)) : game.start(start_of(r, i), tokens_of(r, i));
            });
    }
    if (name == "vertex-nim")
        return solve_token_game<impartial::VertexNim>(
            r, [](const Multigraph& g) { return impartial::VertexNim(g); },
            [&](const auto& game, std::size_t i) { return game.start(start_of(r, i), tokens_of(r, i)); });
    const impartial::VertexNimGRule rule = nimg_rule(name); // the vertex-nimg family
    return solve_token_game<impartial::VertexNimG>(
        r, [rule](const Multigraph& g) { return impartial::VertexNimG(g, rule); },
        [&](const auto& game, std::size_t i) { return game.start(start_of(r, i), tokens_of(r, i)); });
}

// ---- pictures ----

std::string draw(const PlayRequest& r) {
    check_request(r);
    Multigraph all(0, false);
    std::vector<int> offsets;
    for (const std::string& text : r.graphs) {
        offsets.push_back(all.vertex_count());
        all = disjoint_union(all, board(text));
    }
    BoardMarks marks;
    const bool tinted = r.ruleset == "col" || r.ruleset == "snort";
    const bool token_game = r.ruleset.find("geography") != std::string::npos || r.ruleset.find("nim") != std::string::npos;
    const bool on_edges = r.ruleset == "edge-nimg";
    for (std::size_t i = 0; i < r.graphs.size(); ++i) {
        const int n = (i + 1 < offsets.size() ? offsets[i + 1] : all.vertex_count()) - offsets[i];
        if (tinted) {
            const std::string t = i < r.tints.size() ? r.tints[i] : std::string();
            if (!t.empty() && t.size() != static_cast<std::size_t>(n))
                throw InvalidArgument(fmt::format("tints '{}': {} letters for the {} vertices of graph '{}'", t, t.size(),
                                                  n, r.graphs[i]));
            marks.tints += t.empty() ? std::string(static_cast<std::size_t>(n), '.') : t;
        }
        if (token_game) {
            const int s = start_of(r, i);
            if (s < 0 || s >= n) throw InvalidArgument(fmt::format("start: {} is not a vertex of graph '{}'", s, r.graphs[i]));
            marks.tokens |= VertexMask{1} << (offsets[i] + s);
        }
        if (i < r.tokens.size() && !r.tokens[i].empty())
            (on_edges ? marks.edge_counts : marks.vertex_counts).insert((on_edges ? marks.edge_counts : marks.vertex_counts).end(),
                                                                         r.tokens[i].begin(), r.tokens[i].end());
    }
    if (r.ruleset == "domination") {
        Union u;
        u.offsets = offsets;
        u.graph = all.underlying_graph();
        marks.dominated = dominated_mask(r, u);
    }
    std::string title = r.ruleset;
    for (const std::string& g : r.graphs) title += " " + g;
    return board_svg(all, marks, title);
}

} // namespace

void bind_play(py::module_& m) {
    py::class_<PlayRequest>(m, "_PlayRequest")
        .def(py::init<>())
        .def_readwrite("ruleset", &PlayRequest::ruleset)
        .def_readwrite("graphs", &PlayRequest::graphs)
        .def_readwrite("tints", &PlayRequest::tints)
        .def_readwrite("tokens", &PlayRequest::tokens)
        .def_readwrite("starts", &PlayRequest::starts)
        .def_readwrite("colours", &PlayRequest::colours)
        .def_readwrite("dominated", &PlayRequest::dominated)
        .def_readwrite("misere", &PlayRequest::misere)
        .def_readwrite("outcome_only", &PlayRequest::outcome_only);
    m.def("_play", &play, py::arg("request"), "The value or outcome of a request (cgt.play builds it).");
    m.def("_draw", &draw, py::arg("request"), "The picture of a request's position (cgt.draw builds it).");
    m.def("_rulesets", [] {
        std::vector<std::pair<std::string, std::string>> out;
        for (const RulesetInfo& info : rulesets) out.emplace_back(info.name, info.kind);
        return out;
    });
}

} // namespace cgt::python
