// Loopy games from rulesets: Fox and Geese and Backsliding Toads and Frogs valued as CGSuite
// values them (canonical stoppers and sided values), a token sliding on a digraph with cycles
// valued by Smith's loopy nim values, and the outcome of a loopy game plus short games.
#include <fmt/format.h>

#include "algorithms/loopy/ruleset_values.hpp"
#include "cgt/loopy/notation.hpp"
#include "games/graph/graph_names.hpp"
#include "games/loopy/backsliding_toads_and_frogs.hpp"
#include "games/loopy/fox_and_geese.hpp"
#include "games/loopy/sliding_token.hpp"

using namespace cgt;
using namespace cgt::loopy;

int main() {
    // Fox and Geese: four geese on row 4, the fox in the corner (1,1): CGSuite says {4*|7/2}.
    const FoxAndGeese fox_and_geese;
    const auto start = fox_and_geese.parse(".x.x.x.x|........|........|o.......");
    const SidedValue v = loopy_value(fox_and_geese, start);
    fmt::print("Fox and Geese {}: {} (a stopper: {})\n", fox_and_geese.to_string(start), v, v.as_stopper().has_value());

    // CGSuite's ValuesTable: the fox on every free square below four geese on row 3.
    const std::vector<FoxAndGeese::Square> geese{{3, 1}, {3, 3}, {3, 5}, {3, 7}};
    const auto table = fox_and_geese.values_table(geese);
    const auto values = loopy_values(fox_and_geese, std::span(table));
    for (std::size_t i = 0; i < table.size(); ++i)
        fmt::print("  fox at ({},{}): {}\n", table[i].fox.row, table[i].fox.col, values[i]);

    // Backsliding Toads and Frogs: the sides differ, so the value is onside & offside.
    const BackslidingToadsAndFrogs toads;
    const SidedValue t = loopy_value(toads, BackslidingToadsAndFrogs::parse("ttt..fff"));
    fmt::print("Backsliding Toads and Frogs ttt..fff: {} (outcome {})\n", t, t.outcome());

    // The outcome of a loopy game plus short games, read off the sum's graph.
    const Game minus_four[] = {Game::integer(-4)};
    fmt::print("Fox and Geese above - 4: outcome {}\n", loopy_outcome(fox_and_geese, start, minus_four));

    // A token on the digraph 0 -> 1 -> 2 -> 0, 2 -> 3, 3 -> 4: Smith's values.
    const SlidingToken token(parse_multigraph("0>1 1>2 2>0 2>3 3>4"));
    for (int vertex = 0; vertex < token.vertex_count(); ++vertex) {
        const NimValue x = loopy_nim_value(token, token.start({vertex}));
        fmt::print("  token on {}: {} ({})\n", vertex, x, x.outcome());
    }
    // Sums follow Smith's rules: ∞_K + *n is a first-player win exactly when n is in K. Tokens on
    // 2 and 3 are ∞_{1} + * = ∞_{0}: moving the token on 2 to 3 leaves * + * = 0.
    const NimValue sum = loopy_nim_value(token, token.start({2, 3}));
    fmt::print("tokens on 2 and 3: {} ({}); by the rule: {}\n", sum, sum.outcome(),
               loopy_nim_value(token, token.start({2})) + loopy_nim_value(token, token.start({3})));
}
