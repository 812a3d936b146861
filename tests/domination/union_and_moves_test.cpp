// Disjoint unions and moves, against a plain minimax (who wins moving first) that knows nothing
// of game values: the outcome and the "winning" flags must agree with it.
#include <doctest/doctest.h>

#include <random>
#include <unordered_map>

#include <fmt/format.h>

#include "algorithms/domination/domination.hpp"
#include "algorithms/domination/graph_search.hpp"
#include "tests/domination/helpers.hpp"

using namespace cgt::domination;

namespace {

// Does `mover` win when it is their turn in this position? Plain normal-play minimax.
class Minimax {
public:
    explicit Minimax(const ColouredGraph& g) : g_(g) {}
    bool mover_wins(cgt::VertexMask dominated, Player mover) {
        auto key = (dominated << 1) ^ static_cast<cgt::VertexMask>(mover == Player::right);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool wins = false;
        Position pos(g_, dominated);
        Player other = mover == Player::left ? Player::right : Player::left;
        for (int v : pos.moves(mover))
            if (!mover_wins(pos.after(v).dominated(), other)) {
                wins = true;
                break;
            }
        memo_.emplace(key, wins);
        return wins;
    }
    cgt::Outcome outcome() {
        bool left_first = mover_wins(0, Player::left), right_first = mover_wins(0, Player::right);
        return left_first ? (right_first ? cgt::Outcome::N : cgt::Outcome::L)
                          : (right_first ? cgt::Outcome::R : cgt::Outcome::P);
    }

private:
    const ColouredGraph& g_;
    std::unordered_map<cgt::VertexMask, bool> memo_; // dominated set is < 2^63 here (<= 20 vertices)
};

std::vector<Component> random_union(std::mt19937_64& rng) {
    std::vector<Component> parts;
    int count = 1 + static_cast<int>(rng() % 3);
    for (int i = 0; i < count; ++i) {
        bool is_cycle = rng() % 3 == 0;
        int n = static_cast<int>(rng() % 5) + (is_cycle ? 3 : 1);
        std::string s = testing::colouring(rng(), n, rng() % 4 == 0 ? 3 : 2);
        parts.push_back(is_cycle ? cycle(s) : path(s));
    }
    return parts;
}

} // namespace

TEST_CASE("unions: value is the sum, outcome agrees with minimax") {
    std::mt19937_64 rng(20261121);
    GraphSearch search;
    for (int trial = 0; trial < 400; ++trial) {
        std::vector<Component> parts = random_union(rng);
        ColouredGraph g = to_graph(parts);
        cgt::Game v = value(parts);
        cgt::Game sum;
        for (const Component& c : parts) sum += value(c);
        CHECK(v == sum);
        CHECK(v == search.value(g));
        Minimax mm(g);
        CHECK(v.outcome() == mm.outcome());
    }
}

TEST_CASE("moves: winning flags agree with minimax, canonical flags with the canonical form") {
    std::mt19937_64 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<Component> parts = random_union(rng);
        ColouredGraph g = to_graph(parts);
        Minimax mm(g);
        cgt::Game v = value(parts);
        for (Player p : {Player::left, Player::right}) {
            Player other = p == Player::left ? Player::right : Player::left;
            std::vector<MoveReport> list = moves(parts, p);
            std::vector<MoveReport> graph_list = moves(Position(g), p);
            REQUIRE(list.size() == graph_list.size());
            std::vector<cgt::Game> canonical = p == Player::left ? v.left_options() : v.right_options();
            bool any_winning = false;
            for (std::size_t i = 0; i < list.size(); ++i) {
                const MoveReport& m = list[i];
                // Vertex numbering of the union graph: component after component.
                int vertex = m.move.vertex;
                for (std::size_t c = 0; c < m.move.component; ++c) vertex += static_cast<int>(parts[c].size());
                CHECK(graph_list[i].move.vertex == vertex);
                CHECK(graph_list[i].value == m.value);
                CHECK(m.label == (parts.size() > 1 ? fmt::format("c{}:v{}", m.move.component + 1, m.move.vertex + 1)
                                                   : fmt::format("v{}", m.move.vertex + 1)));
                bool wins = !mm.mover_wins(Position(g).after(vertex).dominated(), other);
                CHECK(m.winning == wins);
                any_winning |= wins;
                bool in_canonical = std::find(canonical.begin(), canonical.end(), *m.value) != canonical.end();
                CHECK(m.canonical == in_canonical);
            }
            CHECK(any_winning == mm.mover_wins(0, p));
            CHECK(winning_moves(parts, p).size() ==
                  static_cast<std::size_t>(std::count_if(list.begin(), list.end(), [](const MoveReport& m) { return m.winning; })));
        }
    }
}

TEST_CASE("moves of ABA for Right: the only move is the B in the middle, to 0, winning") {
    std::vector<MoveReport> list = moves({path("ABA")}, Player::right);
    REQUIRE(list.size() == 1);
    CHECK(list[0].move.vertex == 1);
    CHECK(list[0].label == "v2");
    CHECK(list[0].value == cgt::Game::zero());
    CHECK(list[0].winning);
    CHECK(list[0].canonical);
}
