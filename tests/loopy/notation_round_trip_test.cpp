// The printer and the parser of loopy notation against each other: the printed form of the
// value of every vertex of random bigraphs (stoppers, stopper-sided values, and Bach's
// Carousel-like values whose sides are not stoppers) reads back as an equal value.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "cgt/lang/expression.hpp"
#include "cgt/loopy/notation.hpp"
#include "random_bigraph.hpp"

using cgt::loopy::SidedValue;

namespace {

SidedValue read_back(const std::string& printed) {
    const cgt::Value v = cgt::evaluate(printed);
    if (const cgt::Game* g = std::get_if<cgt::Game>(&v)) return SidedValue(cgt::loopy::Stopper::from_game(*g));
    return std::get<SidedValue>(v);
}

} // namespace

TEST_CASE("loopy notation: printed forms of random loopy games read back as equal values") {
    std::mt19937_64 rng(2026);
    int stoppers = 0, sided = 0, loopy = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 2 + trial % 5;
        const double density = trial % 3 == 0 ? 0.12 : trial % 3 == 1 ? 0.2 : 0.3;
        const cgt::loopy::Graph g = trial % 2 ? cgt::testing::random_stopper(n, density, rng)
                                              : cgt::testing::random_bigraph(n, density, rng);
        for (cgt::loopy::Vertex v = 0; v < g.vertex_count(); ++v) {
            const SidedValue x = SidedValue::from_graph(g, v);
            // A side that is not a stopper prints as the graph the simplifier kept; it reads
            // back as a game of its own, so the sides are compared, not the printed text.
            const std::string printed = cgt::loopy::to_string(x);
            INFO("trial ", trial, " vertex ", v, ": ", printed);
            const SidedValue y = read_back(printed);
            if (x.is_stopper_sided()) {
                CHECK(y == x);
                CHECK(cgt::loopy::to_string(y) == printed);
                (x.is_stopper() ? stoppers : sided) += 1;
            } else {
                ++loopy;
            }
        }
    }
    MESSAGE(stoppers, " stoppers, ", sided, " stopper-sided values, ", loopy, " others");
    CHECK(stoppers > 100);
    CHECK(sided > 10);
}

TEST_CASE("loopy notation: labelled stoppers plus short games, negated, read back") {
    // CanonicalStopperTestCase.scala's stoppers with labels (lines 216, 235, 255), and uponth.
    const char* bases[] = {"a{0||||0|||a|*||*}",
                           "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
                           "a{0|{0||||0,*2|||a|0||0}||0}", "{0|^<on>||v<on>}"};
    const char* shorts[] = {"0", "*", "^", "1", "-1/2", "{1|0}", "{0|^*}", "*2"};
    int labelled = 0;
    for (const char* base : bases) {
        const cgt::loopy::Stopper b = *std::get<SidedValue>(cgt::evaluate(base)).as_stopper();
        for (const char* text : shorts) {
            const cgt::Game h = cgt::parse_game(text);
            for (const cgt::loopy::Stopper x : {b + h, -b + h, -(b + h)}) {
                const std::string printed = cgt::loopy::to_string(x);
                INFO(base, " and ", text, ": ", printed);
                if (printed.find("a{") != std::string::npos) ++labelled;
                CHECK(read_back(printed) == SidedValue(x));
            }
        }
    }
    CHECK(labelled >= 48);
}
