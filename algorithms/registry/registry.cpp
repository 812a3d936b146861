// The table of rulesets (registry.hpp). To add a ruleset with text positions, add one line here
// (and its syntax to docs/rulesets.md): cgt play --list, cgt play's sums and cgt solve find it.
#include "algorithms/registry/registry.hpp"

#include <array>
#include <memory>

#include "algorithms/sums/typed_ruleset.hpp"
#include "cgt/errors.hpp"
#include "games/basic/basic_games.hpp"
#include "games/grid/amazons.hpp"
#include "games/grid/cannibal_clobber.hpp"
#include "games/grid/clobber.hpp"
#include "games/grid/cram.hpp"
#include "games/grid/domineering.hpp"
#include "games/grid/fission.hpp"
#include "games/grid/king_dirt.hpp"
#include "games/grid/konane.hpp"
#include "games/grid/nogo.hpp"
#include "games/grid/sheep.hpp"
#include "games/graph/graph_names.hpp"
#include "games/graph/multigraph.hpp"
#include "games/impartial/arc_kayles.hpp"
#include "games/impartial/impartial_variant.hpp"
#include "games/impartial/wythoff.hpp"
#include "games/partizan/cutcake.hpp"
#include "games/partizan/hackenbush.hpp"
#include "games/partizan/partizan_arc_kayles.hpp"
#include "games/strip/elephants_and_rhinos.hpp"
#include "games/strip/toads_and_frogs.hpp"
#include "games/strip/toppling_dominoes.hpp"

namespace cgt::registry {
namespace {

using Made = std::unique_ptr<sums::ErasedRuleset>;

// `rules` (R, or a variant of R) with R's own parse and print.
template <typename R, typename Rules>
Made typed(Rules rules) {
    using Position = typename Rules::Position;
    return std::make_unique<sums::TypedRuleset<Rules>>(
        std::move(rules), [](std::string_view text) -> Position { return R::parse(text); },
        [](const Position& p) -> std::string {
            if constexpr (requires { R::print(p); }) return R::print(p);
            else return to_string(p);
        });
}

#define CGT_PARTIZAN(NAME, MCGS, R, SYNTAX, DESCRIPTION, ...)                                                 \
    Ruleset {                                                                                                 \
        NAME, MCGS, false, SYNTAX, DESCRIPTION, [] { return typed<R>(R{__VA_ARGS__}); },                      \
            [] { return typed<R>(ImpartialVariant<R>(R{__VA_ARGS__})); }                                      \
    }
// A ruleset object per position (R::parse gives the ruleset, start() its position).
template <typename R>
Made board(std::string_view text) {
    R rules = R::parse(text);
    const typename R::Position start = rules.start();
    return std::make_unique<sums::TypedRuleset<R>>(
        std::move(rules), [start](std::string_view) { return start; }, nullptr);
}

// Arc-Kayles on a graph of games/graph/graph_names.hpp, a loop at a vertex letting a move take
// that vertex alone. The ruleset keeps a pointer to its graph: the ruleset object owns the graph.
Made arc_kayles_board(std::string_view text) {
    const Multigraph written = parse_multigraph(text);
    if (written.directed()) throw InvalidArgument("arc-kayles is played on an undirected graph");
    auto graph = std::make_shared<const Graph>(written.underlying_graph());
    VertexMask loops = 0;
    for (int v = 0; v < written.vertex_count(); ++v)
        if (written.has_loop(v)) loops |= VertexMask{1} << v;
    const impartial::ArcKayles rules(*graph);
    const impartial::GraphState start = rules.start(loops);
    return std::make_unique<sums::TypedRuleset<impartial::ArcKayles>>(
        rules, [start](std::string_view) { return start; }, nullptr, std::move(graph));
}

#define CGT_BOARD(NAME, R, SYNTAX, DESCRIPTION) Ruleset{NAME, "", false, SYNTAX, DESCRIPTION, nullptr, nullptr, board<R>}
#define CGT_IMPARTIAL(NAME, MCGS, R, SYNTAX, DESCRIPTION)                                                     \
    Ruleset { NAME, MCGS, true, SYNTAX, DESCRIPTION, [] { return typed<R>(R{}); }, [] { return typed<R>(R{}); } }

constexpr std::string_view grid_syntax = "rows of x (Left), o (Right), . (empty) separated by |: xo.|.ox";

const std::array table{
    // MCGS's games first, in the order of MCGS's file_parser.cpp.
    CGT_PARTIZAN("clobber-1xn", "clobber_1xn", grid::Clobber, "x o . in a row: xoxo.ox",
                 "Clobber on a strip, moves 1-2 as MCGS writes them", grid::Layout::strip),
    CGT_PARTIZAN("nogo-1xn", "nogo_1xn", grid::NoGo, "x o . # in a row: x..o", "NoGo on a strip, moves 2_X",
                 grid::Layout::strip),
    CGT_PARTIZAN("elephants-and-rhinos", "elephants", grid::ElephantsAndRhinos, "x (elephant) o (rhino) . in a row: x..o.x",
                 "elephants move right, rhinos left, one step into an empty cell"),
    CGT_PARTIZAN("toppling-dominoes", "toppling_dominoes", grid::TopplingDominoes,
                 "CGSuite's l r e or MCGS's x o # in a row (. a gap): llre", "topple a domino of yours left or right"),
    CGT_PARTIZAN("toads-and-frogs", "gen_toads", grid::ToadsAndFrogs,
                 "t f . or x o . in a row: tt..ff; MCGS's rules first: 1,2,1,1:x.o",
                 "toads slide or jump right, frogs left"),
    CGT_PARTIZAN("clobber", "clobber", grid::Clobber, grid_syntax, "move a stone onto an adjacent stone of the other colour"),
    CGT_PARTIZAN("cannibal-clobber", "cannibal_clobber", grid::CannibalClobber, grid_syntax,
                 "Clobber where a stone may also clobber one of its own colour"),
    CGT_PARTIZAN("nogo", "nogo", grid::NoGo, "rows of x o . # (off the board) separated by |: ..x|.o.",
                 "place a stone; no capture, no suicide"),
    CGT_PARTIZAN("amazons", "amazons", grid::Amazons, "rows of x o . # (burnt) separated by |: x..#|...o",
                 "move a queen, then shoot an arrow that burns a cell"),
    CGT_PARTIZAN("king-dirt", "gen_king_dirt", grid::KingDirt, "unplaced kings of Left and Right and whether they must be placed, then rows: 1,1,0:.x.|...|.o.",
                 "kings move and leave dirt behind (MCGS's gen_king_dirt)"),
    CGT_PARTIZAN("domineering", "domineering", grid::Domineering, "rows of . (empty) # (taken) separated by |: ..#|...",
                 "Left places vertical dominoes, Right horizontal"),
    CGT_PARTIZAN("fission", "fission", grid::Fission, "rows of x . # separated by |: ..x.|#...",
                 "a stone splits into two, Left vertically, Right horizontally"),
    CGT_PARTIZAN("sheep", "sheep", grid::Sheep, "herds (Left's > 0) in rows: 0 0 0 | 0 3 0, or MCGS's (0, 0, 0 | 0, 3, 0)", "herds of sheep split and move"),
    CGT_PARTIZAN("integer", "integer_game", basic::IntegerGame, "an integer: -3", "the integer n (MCGS's integer_game)"),
    CGT_PARTIZAN("dyadic", "dyadic_rational", basic::DyadicRational, "a dyadic rational: 3/8",
                 "the number p/2^k (MCGS's dyadic_rational)"),
    CGT_PARTIZAN("switch", "switch_game", basic::SwitchGame, "Left's and Right's numbers: 3, -1/2 ({3|-1/2})",
                 "a switch (MCGS's switch_game)"),
    CGT_PARTIZAN("up-star", "up_star", basic::UpStar, "ups and/or a star: 2 *", "n.^, plus * if a star is written (MCGS's up_star)"),
    CGT_IMPARTIAL("nimber", "nimber", basic::Nimber, "a heap size: 5", "a Nim heap *n (MCGS's nimber)"),
    CGT_IMPARTIAL("kayles", "kayles", basic::Kayles, "a row length: 7", "Kayles on a row of n pins"),
    // Rulesets MCGS does not have.
    CGT_PARTIZAN("konane", "", grid::Konane, "rows of x o . # separated by |: xo.|.ox",
                 "jump over an adjacent stone of the other colour, capturing it"),
    CGT_IMPARTIAL("cram", "", grid::Cram, "as Domineering: ..#|...", "either player places a domino either way"),
    CGT_PARTIZAN("cutcake", "", partizan::Cutcake, "rectangles: 3x5, (3,5)+2x2 (Left cuts the columns)", "Left cuts vertically, Right horizontally"),
    CGT_IMPARTIAL("wythoff", "", impartial::Wythoff, "two heaps: 5,3 or (5,3)", "take from one heap, or the same from both"),
    CGT_BOARD("hackenbush", partizan::Hackenbush, "CGSuite's graph string (l blue, r red, e green; vertex 1 the ground): l(l;rl)",
              "Blue-Red-Green Hackenbush: cut an edge of yours; what no longer reaches the ground falls"),
    CGT_BOARD("childish-hackenbush", partizan::ChildishHackenbush, "as hackenbush",
              "Hackenbush where a cut must not make blue or red edges fall"),
    CGT_BOARD("partizan-arc-kayles", partizan::PartizanArcKayles, "CGSuite's graph string of l r e edges: lrlr(ll;ree)",
              "remove both ends of an edge of yours (e: either player's)"),
    Ruleset{"arc-kayles", "", true, "a graph as cgt play's graph games write it (P6, C5, 0-1 1-2; a loop takes one vertex: loops(P5))",
            "remove both ends of an edge", nullptr, nullptr, arc_kayles_board},
};

#undef CGT_PARTIZAN
#undef CGT_IMPARTIAL
#undef CGT_BOARD

} // namespace

std::span<const Ruleset> rulesets() { return table; }

const Ruleset* find(std::string_view name) {
    for (const Ruleset& r : table)
        if (r.name == name || (!r.mcgs_section.empty() && r.mcgs_section == name)) return &r;
    return nullptr;
}

} // namespace cgt::registry
