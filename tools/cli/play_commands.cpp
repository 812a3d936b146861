// cgt play RULESET GRAPH...: the games of Sopena's slides (and Node-Kayles, impartial domination)
// on graphs and digraphs. Several GRAPH arguments are a disjoint sum. docs/slides-games.md
// describes every ruleset; `cgt play --list` lists them with their position syntax. The rulesets
// with text positions (algorithms/registry/) are played as sums by play_sum.cpp.
//
//   cgt play col P5 --tints L....
//   cgt play vertex-geography 'product(dcycle(3),dcycle(20))' --outcome
//   cgt play edge-nimg '0-1 0-1 0-1' --tokens 3,5,6 --start 0 --moves
//   cgt play domination P6 --dominated 0,1 --misere
#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/graph/families.hpp"
#include "games/graph/graph_svg.hpp"
#include "games/graph/multigraph.hpp"
#include "games/graph/graph_names.hpp"
#include "games/impartial/geography.hpp"
#include "games/impartial/graph_games.hpp"
#include "games/impartial/nimg.hpp"
#include "games/impartial/proper_colouring.hpp"
#include "games/impartial/timber.hpp"
#include "games/partizan/tinted_colouring.hpp"
#include "games/sum.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/detail/messages.hpp"
#include "tools/cli/loopy_play.hpp"
#include "tools/cli/play_report.hpp"
#include "tools/cli/play_sum.hpp"
#include "tools/cli/svg_output.hpp"

namespace cgt::cli {

namespace {

struct PlayArgs {
    std::string ruleset;
    std::vector<std::string> graphs;
    std::vector<std::string> tints, tokens, dominated;
    std::vector<int> starts;
    int colours = 0;
    bool misere = false, outcome = false, moves = false, list = false;
    bool info = false; // --info: cgt info's fields of the value
    OutputFormat format = OutputFormat::cgsuite;
    std::string svg;   // --svg FILE: the position's picture
    std::string first; // --first left|right (sums of registered rulesets)
    LongRunOptions long_run; // --checkpoint, --resume: the loopy rulesets' values
};

// The options a ruleset reads (any other is an error).
// long_run: --checkpoint and --resume (values that may take minutes).
enum Option : unsigned { tints = 1, tokens = 2, start = 4, colours = 8, dominated = 16, long_run = 32 };

struct Ruleset {
    std::string_view name;
    std::string_view kind;   // partizan or impartial
    unsigned options;        // Option bits
    std::string_view syntax; // the position: which graphs, which options
    void (*run)(const PlayArgs&, const PlayOutput&);
};

// ---- reading the arguments ----

// Option `values` for graph i: given once (for every graph) or once per graph.
template <typename T>
const T* for_graph(const std::vector<T>& values, std::size_t i, std::size_t graphs, std::string_view option) {
    if (values.empty()) return nullptr;
    if (values.size() == 1) return &values[0];
    if (values.size() != graphs)
        throw InvalidArgument(fmt::format("{} is given {} times for {} graphs: give it once (for every graph) or once "
                                          "per graph, in order", option, values.size(), graphs));
    return &values[i];
}

// "3,1,2", one count per item, or "2" for every item.
std::vector<int> counts(const std::string& text, std::size_t items, std::string_view what) {
    std::vector<int> values;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = std::min(text.find(',', pos), text.size());
        int v = -1;
        const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + comma, v);
        if (ec != std::errc{} || end != text.data() + comma || v < 0 || v > impartial::max_counters)
            throw InvalidArgument(fmt::format("--tokens {}: {} is not a count of 0 to {}", echoed(text),
                                              echoed(text.substr(pos, comma - pos)), impartial::max_counters));
        values.push_back(v);
        pos = comma + 1;
    }
    if (values.size() == 1 && items != 1) values.assign(items, values[0]);
    if (values.size() != items)
        throw InvalidArgument(fmt::format("--tokens {}: {} counts for {} {} (give one per {}, in order, or a single "
                                          "count for all)", echoed(text), values.size(), items, what,
                                          what == "edges" ? "edge" : "vertex"));
    return values;
}

// "0,3,4": a set of vertices of a graph with n vertices.
VertexMask vertex_set(const std::string& text, int n, const std::string& graph) {
    VertexMask set = 0;
    std::size_t pos = 0;
    while (!text.empty() && pos <= text.size()) {
        const std::size_t comma = std::min(text.find(',', pos), text.size());
        int v = -1;
        const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + comma, v);
        if (ec != std::errc{} || end != text.data() + comma || v < 0 || v >= n)
            throw InvalidArgument(fmt::format("--dominated {}: {} is not a vertex of graph {} ({})", echoed(text),
                                              echoed(text.substr(pos, comma - pos)), echoed(graph),
                                              vertex_range_text(n)));
        set |= VertexMask{1} << v;
        pos = comma + 1;
    }
    return set;
}

Multigraph board(const std::string& text) {
    try {
        return parse_multigraph(text);
    } catch (const Error& e) {
        if (std::string_view(e.what()).starts_with("graph '")) throw; // it names the graph already
        throw InvalidArgument(fmt::format("graph {}: {}", echoed(text), e.what()));
    }
}

Graph simple_board(const std::string& text, std::string_view game) {
    try {
        return board(text).to_simple_graph(game);
    } catch (const InvalidArgument& e) {
        if (std::string_view(e.what()).starts_with("graph '")) throw;
        throw InvalidArgument(fmt::format("graph {}: {}", echoed(text), e.what()));
    }
}

// Games without a token are summed as one graph, the disjoint union; vertex v of the union is
// vertex v - offset[i] of graph i.
struct UnionBoard {
    Graph graph;
    std::vector<int> offsets;
    std::vector<std::string> texts;

    std::string vertex(int v) const {
        std::size_t i = offsets.size() - 1;
        while (offsets[i] > v) --i;
        return texts.size() > 1 ? fmt::format("{}:v{}", i, v - offsets[i]) : fmt::format("v{}", v);
    }
};

UnionBoard union_board(const PlayArgs& a, std::string_view game) {
    UnionBoard u{Graph(0), {}, a.graphs};
    for (const std::string& text : a.graphs) {
        u.offsets.push_back(u.graph.vertex_count());
        u.graph = disjoint_union(u.graph, simple_board(text, game));
    }
    return u;
}

std::string graph_prefix(const PlayArgs& a, std::uint32_t board) {
    return a.graphs.size() > 1 ? fmt::format("{}:", board) : std::string();
}

// ---- the rulesets ----

template <typename Game_>
void run_tinted(const PlayArgs& a, const PlayOutput& out) {
    const UnionBoard u = union_board(a, a.ruleset);
    std::string all_tints;
    for (std::size_t i = 0; i < a.graphs.size(); ++i) {
        const int n = (i + 1 < u.offsets.size() ? u.offsets[i + 1] : u.graph.vertex_count()) - u.offsets[i];
        const std::string* t = for_graph(a.tints, i, a.graphs.size(), "--tints");
        if (t && t->size() != static_cast<std::size_t>(n))
            throw InvalidArgument(fmt::format("--tints {}: {} letters for the {} vertices of graph {}", echoed(*t),
                                              t->size(), n, echoed(a.graphs[i])));
        all_tints += t ? *t : std::string(static_cast<std::size_t>(n), '.');
    }
    Game_ game(u.graph);
    typename Game_::Position start;
    try {
        start = game.start(all_tints);
    } catch (const InvalidArgument& e) {
        throw InvalidArgument(fmt::format("--tints: {}", e.what()));
    }
    report_partizan(game, start, out, [&](const auto& m) { return u.vertex(m.vertex); });
}

void run_colouring(const PlayArgs& a, const PlayOutput& out) {
    if (a.colours == 0) throw InvalidArgument("colouring needs --colours K (the number of colours, 1 to 64)");
    const UnionBoard u = union_board(a, a.ruleset);
    impartial::ProperColouring game(u.graph, a.colours);
    report_impartial(game, game.start(), out,
                     [&](const auto& m) { return fmt::format("{} colour {}", u.vertex(m.vertex), m.colour); });
}

void run_timber(const PlayArgs& a, const PlayOutput& out) {
    Multigraph all(0, true);
    std::vector<int> first_arc, first_vertex;
    for (const std::string& text : a.graphs) {
        const Multigraph g = board(text);
        if (!g.directed())
            throw InvalidArgument(fmt::format("graph {}: Timber! is played on a digraph: write arcs (0>1 1>2), "
                                              "opath(<<>>) or dcycle(n)", echoed(text)));
        first_arc.push_back(all.edge_count());
        first_vertex.push_back(all.vertex_count());
        all = disjoint_union(all, g);
    }
    impartial::Timber game(all);
    report_impartial(game, game.start(), out, [&](const auto& m) {
        std::size_t i = first_arc.size() - 1;
        while (first_arc[i] > m.arc) --i;
        const Edge& e = game.arcs()[static_cast<std::size_t>(m.arc)];
        return fmt::format("{}arc {} ({}>{})", graph_prefix(a, static_cast<std::uint32_t>(i)), m.arc - first_arc[i],
                           e.from - first_vertex[i], e.to - first_vertex[i]);
    });
}

// Token games: one board (and token) per GRAPH argument, summed with DisjointSum.
template <typename R, typename Make, typename Start, typename Label>
void run_token_game(const PlayArgs& a, const PlayOutput& out, Make make, Start start, Label label) {
    std::vector<R> boards;
    std::vector<typename R::Position> starts;
    long long vertices = 0;
    for (std::size_t i = 0; i < a.graphs.size(); ++i) {
        const Multigraph g = board(a.graphs[i]);
        vertices += g.vertex_count();
        boards.push_back(make(g));
        const int* v = for_graph(a.starts, i, a.graphs.size(), "--start");
        try {
            starts.push_back(start(boards.back(), g, v ? *v : 0, i));
        } catch (const InvalidArgument& e) {
            throw InvalidArgument(fmt::format("graph {}: {}", echoed(a.graphs[i]), e.what()));
        }
    }
    // Misère play searches a sum whole (it does not split): one graph's limit holds for it.
    if (out.play == Play::misere && vertices > Multigraph::max_vertices)
        throw InvalidArgument(fmt::format("the disjoint sum would have {} vertices; misère play searches a sum whole, so "
                                          "its graphs have at most {} vertices together",
                                          vertices, Multigraph::max_vertices));
    if (boards.size() == 1) { // one board: the ruleset itself, without the sum's wrapping (a third faster)
        report_impartial(boards[0], starts[0], out, [&](const auto& m) { return graph_prefix(a, 0) + label(0, m); });
        return;
    }
    DisjointSum<R> sum(std::move(boards));
    report_impartial(sum, sum.position(std::move(starts)), out,
                     [&](const auto& m) { return graph_prefix(a, m.board) + label(m.board, m.move); });
}

const std::string& tokens_for(const PlayArgs& a, std::size_t i) {
    const std::string* t = for_graph(a.tokens, i, a.graphs.size(), "--tokens");
    if (!t)
        throw InvalidArgument(fmt::format("{} needs --tokens: the counters on each {} (e.g. --tokens 3,1,2, or --tokens 2 "
                                          "for 2 everywhere)", a.ruleset, a.ruleset == "edge-nimg" ? "edge" : "vertex"));
    return *t;
}

void run_vertex_geography(const PlayArgs& a, const PlayOutput& out) {
    run_token_game<impartial::VertexGeography>(
        a, out, [](const Multigraph& g) { return impartial::VertexGeography(g); },
        [](const auto& game, const Multigraph&, int v, std::size_t) { return game.start(v); },
        [](std::uint32_t, const auto& m) { return fmt::format("to v{}", m.to); });
}

std::string edge_label(const Multigraph& g, int e) {
    const Edge& edge = g.edges()[static_cast<std::size_t>(e)];
    return fmt::format("edge {} ({}{}{})", e, edge.from, g.directed() ? '>' : '-', edge.to);
}

void run_edge_game(const PlayArgs& a, const PlayOutput& out, bool geography) {
    std::vector<Multigraph> graphs;
    for (const std::string& text : a.graphs) graphs.push_back(board(text));
    run_token_game<impartial::EdgeNimG>(
        a, out, [](const Multigraph& g) { return impartial::EdgeNimG(g); },
        [&](const auto& game, const Multigraph& g, int v, std::size_t i) {
            if (geography) return game.geography_start(v);
            return game.start(v, counts(tokens_for(a, i), static_cast<std::size_t>(g.edge_count()), "edges"));
        },
        [&](std::uint32_t b, const auto& m) {
            const std::string edge = edge_label(graphs[b], m.edge);
            return geography ? fmt::format("{} to v{}", edge, m.to) : fmt::format("{} to v{}, take {}", edge, m.to, m.taken);
        });
}

void run_vertex_nimg(const PlayArgs& a, const PlayOutput& out, impartial::VertexNimGRule rule) {
    run_token_game<impartial::VertexNimG>(
        a, out, [rule](const Multigraph& g) { return impartial::VertexNimG(g, rule); },
        [&](const auto& game, const Multigraph& g, int v, std::size_t i) {
            return game.start(v, counts(tokens_for(a, i), static_cast<std::size_t>(g.vertex_count()), "vertices"));
        },
        [rule](std::uint32_t, const auto& m) {
            return rule == impartial::VertexNimGRule::move_then_delete
                       ? fmt::format("to v{}, take {}", m.to, m.taken)
                       : fmt::format("take {} at v{}, to v{}", m.taken, m.taken_from, m.to);
        });
}

void run_vertex_nim(const PlayArgs& a, const PlayOutput& out) {
    run_token_game<impartial::VertexNim>(
        a, out, [](const Multigraph& g) { return impartial::VertexNim(g); },
        [&](const auto& game, const Multigraph& g, int v, std::size_t i) {
            return game.start(v, counts(tokens_for(a, i), static_cast<std::size_t>(g.vertex_count()), "vertices"));
        },
        [](std::uint32_t, const auto& m) { return m.to < 0 ? fmt::format("take {}, game over", m.taken) : fmt::format("take {}, to v{}", m.taken, m.to); });
}

// Node-Kayles and the impartial domination game on the union of the graphs.
void run_graph_grundy(const PlayArgs& a, const PlayOutput& out, bool domination) {
    const UnionBoard u = union_board(a, a.ruleset);
    const auto label = [&](const impartial::VertexMove& m) { return u.vertex(m.vertex); };
    if (!domination) {
        const impartial::NodeKayles game(u.graph);
        report_impartial(game, game.start(), out, label);
        return;
    }
    VertexMask marked = 0;
    for (std::size_t i = 0; i < a.graphs.size(); ++i)
        if (const std::string* d = for_graph(a.dominated, i, a.graphs.size(), "--dominated")) {
            const int n = (i + 1 < u.offsets.size() ? u.offsets[i + 1] : u.graph.vertex_count()) - u.offsets[i];
            marked |= vertex_set(*d, n, a.graphs[i]) << u.offsets[i];
        }
    const impartial::Domination game(u.graph);
    report_impartial(game, game.start(marked), out, label);
}

// Loopy rulesets (tools/cli/loopy_play.cpp).
void run_token(const PlayArgs& a, const PlayOutput& out) {
    std::vector<Multigraph> boards;
    std::vector<int> starts;
    for (std::size_t i = 0; i < a.graphs.size(); ++i) {
        boards.push_back(board(a.graphs[i]));
        const int* v = for_graph(a.starts, i, a.graphs.size(), "--start");
        starts.push_back(v ? *v : 0);
    }
    play_tokens(boards, starts, out);
}

const std::string& one_position(const PlayArgs& a) {
    if (a.graphs.size() != 1)
        throw InvalidArgument(fmt::format("{} reads one position, got {}", a.ruleset, a.graphs.size()));
    return a.graphs.front();
}

constexpr Ruleset rulesets[] = {
    {"col", "partizan", tints, "undirected graph; --tints: one of . L R per vertex (L: next to a Left vertex, so only Right may colour it)",
     run_tinted<partizan::Col>},
    {"snort", "partizan", tints, "undirected graph; --tints: one of . L R per vertex (L: only Left may colour it)",
     run_tinted<partizan::Snort>},
    {"vertex-geography", "impartial", start,
     "graph (UVG) or digraph (DVG); --start V (default 0): the token's vertex, visited",
     run_vertex_geography},
    {"edge-geography", "impartial", start,
     "graph (UEG) or digraph (DEG), loops and repeated edges allowed; --start V (default 0)",
     [](const PlayArgs& a, const PlayOutput& o) { run_edge_game(a, o, true); }},
    {"edge-nimg", "impartial", start | tokens,
     "graph or digraph, loops and repeated edges allowed; --tokens: counters per edge (edge order); --start V",
     [](const PlayArgs& a, const PlayOutput& o) { run_edge_game(a, o, false); }},
    {"vertex-nimg", "impartial", start | tokens,
     "delete-then-move; graph or digraph, loops allowed; --tokens: counters per vertex; --start V",
     [](const PlayArgs& a, const PlayOutput& o) { run_vertex_nimg(a, o, impartial::VertexNimGRule::delete_then_move); }},
    {"vertex-nimg:nonempty", "impartial", start | tokens,
     "delete-then-move, only to a vertex with counters; as vertex-nimg",
     [](const PlayArgs& a, const PlayOutput& o) { run_vertex_nimg(a, o, impartial::VertexNimGRule::delete_then_move_nonempty); }},
    {"vertex-nimg:move-then-delete", "impartial", start | tokens,
     "move-then-delete; as vertex-nimg (loops(G) puts a loop on every vertex)",
     [](const PlayArgs& a, const PlayOutput& o) { run_vertex_nimg(a, o, impartial::VertexNimGRule::move_then_delete); }},
    {"vertex-nim", "impartial", start | tokens,
     "VertexNim (Duchene, Renault): graph or digraph, loops allowed; --tokens per vertex; --start V", run_vertex_nim},
    {"timber", "impartial", 0, "digraph (arcs 0>1, opath(<<>>), dcycle(n)), at most 64 arcs", run_timber},
    {"colouring", "impartial", colours, "undirected graph; --colours K (1..64): proper K-colouring", run_colouring},
    {"node-kayles", "impartial", 0, "undirected graph",
     [](const PlayArgs& a, const PlayOutput& o) { run_graph_grundy(a, o, false); }},
    {"domination", "impartial", dominated, "undirected graph; --dominated: vertices already dominated (e.g. 0,1)",
     [](const PlayArgs& a, const PlayOutput& o) { run_graph_grundy(a, o, true); }},
    {"token", "loopy", start,
     "graph or digraph, cycles and loops allowed (dcycle(5)); --start V: a token sliding along edges; Smith's value",
     run_token},
    {"fox-and-geese", "loopy", long_run,
     "not a graph: rows from the top, '|' between them, x geese, o the fox (x.x.x.x.|........|o.......)",
     [](const PlayArgs& a, const PlayOutput& o) { play_fox_and_geese(one_position(a), o); }},
    {"backsliding-toads-and-frogs", "loopy", long_run, "not a graph: a strip of t (toads), f (frogs) and . (ttt..fff)",
     [](const PlayArgs& a, const PlayOutput& o) { play_backsliding_toads_and_frogs(one_position(a), o); }},
};

void print_list() {
    fmt::print("{:<30} {:<10} {}\n", "ruleset", "kind", "position: GRAPH... and options");
    for (const Ruleset& r : rulesets) fmt::print("{:<30} {:<10} {}\n", r.name, r.kind, r.syntax);
    fmt::print("\nGRAPH: the notation of docs/impartial.md (P5, C7, Q(3), dcycle(5), opath(<<>>), "
               "product(G,H), loops(G), graph6, 0-1 1-2, 0>1 ...).\nSeveral GRAPH arguments are a disjoint sum; "
               "per-graph options are given once (every graph) or once per graph.\n");
    fmt::print("\n{:<30} {:<10} {}\n", "ruleset", "kind", "position (docs/rulesets.md), then what the game is");
    print_registered_rulesets();
    fmt::print("\nPositions of these rulesets: several are a sum, of one ruleset (cgt play clobber xo.ox ox) or of "
               "several\n(cgt play clobber:xo.ox domineering:..|..); --first left|right: who wins moving first; "
               "--moves: the\nwinning moves, i:MOVE for a move in position i (from 0, as MCGS writes them); --info: cgt info's\n"
               "fields of the value; --misere: the misère outcome (one search over the whole sum).\n");
}

bool is_graph_game(std::string_view name) {
    for (const Ruleset& r : rulesets)
        if (r.name == name) return true;
    return false;
}

// A sum of positions of the registered rulesets (play_sum.hpp): the graph options do not apply.
void run_registered_sum(const PlayArgs& a) {
    const struct {
        bool given;
        std::string_view name;
    } graph_only[] = {{!a.tints.empty(), "--tints"},   {!a.tokens.empty(), "--tokens"},
                      {!a.starts.empty(), "--start"},  {a.colours != 0, "--colours"},
                      {!a.dominated.empty(), "--dominated"}, {!a.svg.empty(), "--svg"}};
    for (const auto& g : graph_only)
        if (g.given) throw InvalidArgument(fmt::format("{} does not apply to {}", g.name, echoed(a.ruleset)));
    SumPlay play;
    play.words.push_back(a.ruleset);
    play.words.insert(play.words.end(), a.graphs.begin(), a.graphs.end());
    play.first = a.first;
    play.outcome = a.outcome;
    play.moves = a.moves;
    play.info = a.info;
    play.misere = a.misere;
    play.format = a.format;
    run_sum_play(play);
}

void check_options(const Ruleset& r, const PlayArgs& a) {
    const struct {
        unsigned bit;
        bool given;
        std::string_view name;
    } given[] = {{tints, !a.tints.empty(), "--tints"},
                 {tokens, !a.tokens.empty(), "--tokens"},
                 {start, !a.starts.empty(), "--start"},
                 {colours, a.colours != 0, "--colours"},
                 {dominated, !a.dominated.empty(), "--dominated"}};
    for (const auto& g : given)
        if (g.given && !(r.options & g.bit))
            throw InvalidArgument(fmt::format("{} does not apply to {} (cgt play --list shows what each ruleset reads)",
                                              g.name, r.name));
}

// --checkpoint and --resume: only for the rulesets that read them (registered sums read none).
void check_long_run(const PlayArgs& a) {
    std::vector<std::string_view> readers;
    for (const Ruleset& r : rulesets)
        if (r.options & long_run) readers.push_back(r.name);
    if (std::find(readers.begin(), readers.end(), a.ruleset) == readers.end())
        throw InvalidArgument(fmt::format("--checkpoint and --resume apply to the values of {} positions",
                                          fmt::join(readers, " and ")));
    if (a.outcome) throw InvalidArgument("--checkpoint and --resume apply to values: drop --outcome");
}

// --svg: the boards (summed), with the tints, counters, tokens and dominated vertices given.
void write_play_picture(const PlayArgs& a, const Ruleset& r) {
    Multigraph all(0, false);
    BoardMarks marks;
    for (std::size_t i = 0; i < a.graphs.size(); ++i) {
        const Multigraph g = board(a.graphs[i]);
        const int offset = all.vertex_count();
        all = disjoint_union(all, g);
        if (r.options & tints) {
            const std::string* t = for_graph(a.tints, i, a.graphs.size(), "--tints");
            marks.tints += t ? *t : std::string(static_cast<std::size_t>(g.vertex_count()), '.');
        }
        if (r.options & start) {
            const int* v = for_graph(a.starts, i, a.graphs.size(), "--start");
            if ((v ? *v : 0) < g.vertex_count()) marks.tokens |= VertexMask{1} << (offset + (v ? *v : 0));
        }
        if ((r.options & tokens) && !a.tokens.empty()) {
            const bool on_edges = a.ruleset == "edge-nimg";
            auto& into = on_edges ? marks.edge_counts : marks.vertex_counts;
            const auto c = counts(tokens_for(a, i), static_cast<std::size_t>(on_edges ? g.edge_count() : g.vertex_count()),
                                  on_edges ? "edges" : "vertices");
            into.insert(into.end(), c.begin(), c.end());
        }
        if (const std::string* d = (r.options & dominated) ? for_graph(a.dominated, i, a.graphs.size(), "--dominated") : nullptr)
            marks.dominated |= vertex_set(*d, g.vertex_count(), a.graphs[i]) << offset;
    }
    std::string title = a.ruleset;
    for (const std::string& g : a.graphs) title += " " + g;
    write_svg_file(a.svg, board_svg(all, marks, title));
}

void run_play(const PlayArgs& a) {
    if (a.list) {
        print_list();
        return;
    }
    if (a.ruleset.empty()) throw InvalidArgument("cgt play: name a ruleset (cgt play --list shows them)");
    if (!a.long_run.checkpoint.empty() || !a.long_run.resume.empty()) check_long_run(a);
    if (!is_graph_game(a.ruleset) && starts_registered_sum(a.ruleset)) {
        run_registered_sum(a);
        return;
    }
    if (!a.first.empty()) throw InvalidArgument("--first applies to positions of the rulesets with text positions (cgt play --list)");
    const Ruleset* found = nullptr;
    for (const Ruleset& r : rulesets)
        if (r.name == a.ruleset) found = &r;
    if (!found) throw InvalidArgument(fmt::format("unknown ruleset {} (cgt play --list shows them)", echoed(a.ruleset)));
    if (a.graphs.empty()) throw InvalidArgument(fmt::format("cgt play {}: give at least one GRAPH", a.ruleset));
    check_options(*found, a);
    if (a.info && (a.misere || a.outcome || found->kind == "loopy"))
        throw InvalidArgument(a.misere || a.outcome ? "--info prints the normal-play value's fields: drop --misere and --outcome"
                                                    : fmt::format("--info prints the fields of short games, and {} is loopy", a.ruleset));
    if (!a.svg.empty() && found->syntax.starts_with("not a graph"))
        throw InvalidArgument(fmt::format("--svg draws graph boards, and {} is not played on one", a.ruleset));
    SearchProgressLine progress; // long searches report on stderr when it is a terminal
    progress.set_label(fmt::format("play {}", a.ruleset));
    PlayOutput out;
    out.progress = &progress;
    out.play = a.misere ? Play::misere : Play::normal;
    out.outcome_only = a.outcome;
    out.moves = a.moves;
    out.info = a.info;
    out.format = a.format;
    out.description = {{"ruleset", a.ruleset}, {"graphs", a.graphs}};
    if (!a.tints.empty()) out.description["tints"] = a.tints;
    if (!a.tokens.empty()) out.description["tokens"] = a.tokens;
    if (!a.starts.empty()) out.description["start"] = a.starts;
    if (a.colours != 0) out.description["colours"] = a.colours;
    if (!a.dominated.empty()) out.description["dominated"] = a.dominated;
    out.long_run = a.long_run;
    out.identity = fmt::format("play {} {}{} --format {}", a.ruleset, fmt::join(a.graphs, " "), a.moves ? " --moves" : "",
                               static_cast<int>(a.format));
    found->run(a, out);
    if (!a.svg.empty()) write_play_picture(a, *found);
}

} // namespace

void add_play_commands(CLI::App& app) {
    auto args = std::make_shared<PlayArgs>();
    auto* cmd = app.add_subcommand(
        "play",
        "Values of the games of Sopena's slides on graphs (COL, SNORT, Geography, NimG, VertexNim, Timber!,\n"
        "proper colouring), of Node-Kayles and impartial domination, and of the classic rulesets (Clobber,\n"
        "Domineering, Amazons, ...) and their sums: cgt play clobber:xo.ox domineering:..|.. `cgt play --list` lists them.\n"
        "Prints the value (canonical form; *k for impartial games), with --outcome or --misere the outcome\n"
        "(L, R, P, N; N/P for impartial games).");
    cmd->add_option("ruleset", args->ruleset, "the ruleset (cgt play --list)");
    cmd->add_option("graphs", args->graphs, "one or more graphs (a disjoint sum), or positions (a sum)");
    cmd->add_flag("--list", args->list, "list the rulesets and their position syntax");
    cmd->add_option("--tints", args->tints, "COL, SNORT: one letter per vertex, . L or R (once, or once per graph)");
    cmd->add_option("--tokens", args->tokens, "NimG, VertexNim: counters per edge or vertex, 3,1,2 (or one count for all)");
    cmd->add_option("--start", args->starts, "token games: the token's vertex (default 0)")
        ->check(CLI::Range(0, Multigraph::max_vertices - 1)); // NonNegativeNumber printed DBL_MAX's 310 digits
    cmd->add_option("--colours", args->colours, "colouring: the number of colours K")->check(CLI::Range(1, 64));
    cmd->add_option("--dominated", args->dominated, "domination: vertices already dominated, 0,1");
    cmd->add_flag("--misere", args->misere, "misère play: print the outcome");
    cmd->add_flag("--outcome", args->outcome, "print the outcome class only (found by search)");
    cmd->add_flag("--moves", args->moves, "also list every move and what it leads to (of a sum: the winning moves)");
    cmd->add_option("--first", args->first, "sums: who wins moving first, left or right");
    cmd->add_flag("--info", args->info, "cgt info's fields of the value (stops, mean, temperature, thermograph)");
    cmd->add_option("--svg", args->svg, "also draw the position into FILE (SVG)");
    add_format_option(cmd, args->format, "cgsuite (default), explicit or json");
    add_long_run_options(cmd, args->long_run);
    cmd->callback([args] { run_play(*args); });
}

} // namespace cgt::cli
