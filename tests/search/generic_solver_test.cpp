// The generic solvers against published values and against plain game-tree recursions written
// here (no splitting, no keys, no tables, no explicit stack: the definitions read literally).
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <thread>
#include <vector>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "tests/search/domineering.hpp"
#include "tests/search/take_one.hpp"

using namespace cgt;
using cgt::search::ImpartialSolver;
using cgt::search::PartizanSolver;
using cgt::testing::Domineering;
using cgt::testing::SplitDomineering;
using cgt::testing::TakeOne;

namespace {

// ---- plain recursions ----

// The canonical form by its definition: {values of Left's options | values of Right's options}.
Game plain_value(const Domineering& d, std::uint64_t empty, std::map<std::uint64_t, Game>& memo) {
    if (auto it = memo.find(empty); it != memo.end()) return it->second;
    std::vector<Game> left, right;
    d.for_each_option(empty, Player::left, [&](std::uint64_t o) { left.push_back(plain_value(d, o, memo)); });
    d.for_each_option(empty, Player::right, [&](std::uint64_t o) { right.push_back(plain_value(d, o, memo)); });
    return memo[empty] = Game::from_options(left, right);
}

// Does `mover`, to move, win under `play`? (No move: loses in normal play, wins in misère.)
bool plain_wins(const Domineering& d, std::uint64_t empty, Player mover, Play play,
                std::map<std::pair<std::uint64_t, Player>, bool>& memo) {
    if (auto it = memo.find({empty, mover}); it != memo.end()) return it->second;
    bool any = false, wins = false;
    d.for_each_option(empty, mover, [&](std::uint64_t o) {
        any = true;
        if (!plain_wins(d, o, opponent(mover), play, memo)) wins = true;
    });
    return memo[{empty, mover}] = any ? wins : play == Play::misere;
}

Game parse(const char* text) { return parse_game(text); }

// ---- an impartial ruleset: Kayles on rows of pins (remove one or two adjacent pins) ----

struct Kayles {
    using Position = std::vector<std::uint32_t>; // row lengths, sorted, no zeros
    template <typename Visit>
    void for_each_option(const Position& rows, Visit&& visit) const {
        for (std::size_t k = 0; k < rows.size(); ++k)
            for (std::uint32_t take = 1; take <= 2 && take <= rows[k]; ++take)
                for (std::uint32_t a = 0; a + take <= rows[k]; ++a) {
                    Position next = rows;
                    next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
                    for (std::uint32_t part : {a, rows[k] - take - a})
                        if (part > 0) next.push_back(part);
                    std::sort(next.begin(), next.end());
                    visit(std::move(next));
                }
    }
    const Position& key(const Position& rows) const { return rows; }
};

struct SplitKayles : Kayles {
    template <typename Visit>
    void split(const Position& rows, Visit&& visit) const {
        for (std::uint32_t r : rows) visit(Position{r});
    }
};

Grundy plain_grundy(const Kayles& k, const Kayles::Position& rows, std::map<Kayles::Position, Grundy>& memo) {
    if (auto it = memo.find(rows); it != memo.end()) return it->second;
    std::vector<bool> seen(64, false);
    k.for_each_option(rows, [&](const Kayles::Position& o) { seen[plain_grundy(k, o, memo)] = true; });
    Grundy m = 0;
    while (seen[m]) ++m;
    return memo[rows] = m;
}

bool plain_misere_wins(const Kayles& k, const Kayles::Position& rows, std::map<Kayles::Position, bool>& memo) {
    if (auto it = memo.find(rows); it != memo.end()) return it->second;
    bool any = false, wins = false;
    k.for_each_option(rows, [&](const Kayles::Position& o) {
        any = true;
        if (!plain_misere_wins(k, o, memo)) wins = true;
    });
    return memo[rows] = any ? wins : true;
}

// TakeOne, but position `fork` has two options, 2 (a loss for the player to move there: 2 -> 1 -> 0)
// then `fork - 1`, and the ruleset ignores the visitor's "stop".
struct ForkIgnoringStop {
    using Position = std::uint64_t;
    static constexpr Position fork = 1000;
    template <typename Visit>
    void for_each_option(Position n, Visit&& visit) const {
        if (n == fork) visit(Position{2});
        if (n > 0) visit(n - 1);
    }
    Position key(Position n) const { return n; }
};

} // namespace

TEST_CASE("a win search decided by a known losing option searches nothing more") {
    ImpartialSolver<ForkIgnoringStop> solver;
    REQUIRE_FALSE(solver.search_wins(2, Play::normal)); // stored: 2 is a loss for the player to move
    auto& table = solver.tables().wins(Play::normal, Player::left);
    const std::size_t before = table.size();
    CHECK(solver.search_wins(ForkIgnoringStop::fork, Play::normal));
    CHECK(table.size() == before + 1); // the fork alone, not the 999 positions below fork - 1
}

TEST_CASE("Domineering: published values") {
    // Winning Ways (Berlekamp, Conway, Guy), ch. 2 and 5: a vertical domino's place is 1, a
    // horizontal one's -1, the 2x2 board is ±1. The others are CGSuite's values, as listed in
    // the Domineering tests of cgt-tools (t4ccer/cgt-tools, cgt/short/partizan/games/domineering.rs).
    const std::pair<const char*, const char*> known[] = {
        {".|.", "1"},          {"..", "-1"},          {"..|..", "{1|-1}"},   {"..#|..#|##.", "{1|-1}"},
        {"....", "-2"},        {".#|..", "*"},        {".##|.##|...", "0"},  {"..#|..#|...", "{1/2|-2}"},
        {"...|...|...", "{1|-1}"}, {".#.#|.#..", "1*"}, {"#...|....|....|....", "{1*|-1*}"},
    };
    for (const auto& [board, value] : known) {
        CAPTURE(board);
        const auto [rules, empty] = Domineering::parse(board);
        CHECK(PartizanSolver<Domineering>(rules).value(empty) == parse(value));
        const SplitDomineering split{rules};
        CHECK(PartizanSolver<SplitDomineering>(split).value(empty) == parse(value));
    }
}

TEST_CASE("one solver, new rules: a 2x3 board then a 3x2 board (the same mask) get their own values") {
    // The example of docs/rulesets.md reused through set_rules: both boards are the mask
    // 0b111111, so a table keyed by the mask alone gave the 3x2 board the 2x3 value {2|-1/2}.
    // The boards' values are worked out by hand in docs/rulesets.md (2x3) and are negatives
    // of each other's quarter turn (3x2 = -(2x3 turned) = {1/2|-2}).
    const auto [wide, cells] = Domineering::parse("...|...");
    const auto [tall, same_cells] = Domineering::parse("..|..|..");
    REQUIRE(cells == same_cells);
    PartizanSolver<Domineering> solver(wide);
    CHECK(solver.value(cells) == parse("{2|-1/2}"));
    CHECK(solver.outcome(cells, Play::misere) == Outcome::L);
    solver.set_rules(tall);
    CHECK(solver.value(cells) == parse("{1/2|-2}"));
    CHECK(solver.value(cells) == PartizanSolver<Domineering>(tall).value(cells));
    CHECK(solver.outcome(cells, Play::misere) == PartizanSolver<Domineering>(tall).outcome(cells, Play::misere));
    // Back to the first board: its values again, from tables that were emptied for the second.
    solver.set_rules(wide);
    CHECK(solver.value(cells) == parse("{2|-1/2}"));

    // Rules with the same rules key keep the tables (a graph game keyed by graphs does this).
    const std::size_t kept = solver.memo_size();
    REQUIRE(kept > 0);
    solver.set_rules(Domineering::parse("...|...").first);
    CHECK(solver.memo_size() == kept);

    // Tables shared between threads serve the first rules bound to them; other rules are refused.
    auto tables = PartizanSolver<Domineering>::make_tables(true);
    search::SolverOptions options;
    options.tables = tables;
    PartizanSolver<Domineering> first(wide, options);
    CHECK(first.value(cells) == parse("{2|-1/2}"));
    CHECK_THROWS_AS(PartizanSolver<Domineering>(tall, options), InvalidArgument);
    CHECK_THROWS_AS(first.set_rules(tall), InvalidArgument);
    CHECK(first.value(cells) == parse("{2|-1/2}"));
}

TEST_CASE("Domineering: solver == plain recursion on every position of the 3x4 and 4x3 boards") {
    for (const char* board : {"....|....|....", "...|...|...|..."}) {
        const auto [rules, full] = Domineering::parse(board);
        PartizanSolver<Domineering> whole(rules);
        PartizanSolver<SplitDomineering> split(SplitDomineering{rules});
        std::map<std::uint64_t, Game> memo;
        for (std::uint64_t empty = 0; empty <= full; ++empty) {
            CAPTURE(empty);
            const Game expected = plain_value(rules, empty, memo);
            REQUIRE(whole.value(empty) == expected);
            REQUIRE(split.value(empty) == expected);
        }
    }
}

// The outcome class from who wins moving first (plain_wins).
Outcome plain_outcome(const Domineering& d, std::uint64_t empty, Play play,
                      std::map<std::pair<std::uint64_t, Player>, bool>& memo) {
    const bool left = plain_wins(d, empty, Player::left, play, memo);
    const bool right = plain_wins(d, empty, Player::right, play, memo);
    return left && right ? Outcome::N : left ? Outcome::L : right ? Outcome::R : Outcome::P;
}

TEST_CASE("Domineering: outcomes in both plays == plain game-tree search") {
    const auto [rules, full] = Domineering::parse("....|....|....");
    PartizanSolver<SplitDomineering> solver(SplitDomineering{rules});
    std::map<std::pair<std::uint64_t, Player>, bool> normal, misere;
    for (std::uint64_t empty = 0; empty <= full; empty += 7) {
        CAPTURE(empty);
        for (Player p : {Player::left, Player::right}) {
            CHECK(solver.wins_moving_first(empty, p, Play::normal) == plain_wins(rules, empty, p, Play::normal, normal));
            CHECK(solver.wins_moving_first(empty, p, Play::misere) == plain_wins(rules, empty, p, Play::misere, misere));
        }
        const Outcome expected = plain_outcome(rules, empty, Play::normal, normal);
        CHECK(solver.outcome(empty, Play::normal) == expected);
        CHECK(solver.outcome(empty) == expected); // from the canonical form
        CHECK(solver.outcome(empty, Play::misere) == plain_outcome(rules, empty, Play::misere, misere));
    }
}

// CGSuite's sensible moves (Game.sensibleOptions), read from its definition on the plain
// recursion's values: a move of `p` whose value is at least some canonical option of the
// position for `p` (Left: >=, Right: <=); and CGSuite's list, per canonical option the first
// such move.
bool at_least_some(Player p, const Game& value, const std::vector<Game>& canonical) {
    for (const Game& k : canonical)
        if (p == Player::left ? value >= k : value <= k) return true;
    return false;
}
std::vector<std::size_t> cgsuite_sensible_options(Player p, const std::vector<Game>& option_values,
                                                  const std::vector<Game>& canonical) {
    std::vector<std::size_t> picked;
    for (const Game& k : canonical)
        for (std::size_t i = 0; i < option_values.size(); ++i)
            if (p == Player::left ? option_values[i] >= k : option_values[i] <= k) {
                picked.push_back(i);
                break;
            }
    return picked;
}

TEST_CASE("Domineering: moves, winning and sensible moves == brute force on every position of 3x3 and 2x4") {
    // Each move's value, flags and label from the plain recursions: the value by the definition
    // (plain_value), winning by who wins the game tree (plain_wins, no values), sensible by
    // CGSuite's definition (at_least_some), canonical when the value is a canonical option of
    // the position's plain value for the mover.
    std::size_t sensible_not_canonical = 0;
    for (const char* board : {"...|...|...", "....|...."}) {
        const auto [rules, full] = Domineering::parse(board);
        PartizanSolver<Domineering> solver(rules);
        std::map<std::uint64_t, Game> values;
        std::map<std::pair<std::uint64_t, Player>, bool> normal, misere;
        std::size_t moves_seen = 0, winning_seen = 0, not_sensible_seen = 0, not_canonical_seen = 0;
        for (std::uint64_t empty = 0; empty <= full; ++empty) {
            CAPTURE(empty);
            const Game whole = plain_value(rules, empty, values);
            for (Player p : {Player::left, Player::right}) {
                CAPTURE(p);
                std::vector<std::uint64_t> options;
                rules.for_each_option(empty, p, [&](std::uint64_t o) { options.push_back(o); });
                const std::vector<Game> canonical = p == Player::left ? whole.left_options() : whole.right_options();
                const auto moves = solver.moves(empty, p);
                REQUIRE(moves.size() == options.size());
                std::vector<std::uint64_t> winning, sensible, misere_winning;
                std::vector<Game> option_values;
                for (std::size_t k = 0; k < options.size(); ++k) {
                    const std::uint64_t o = options[k];
                    const Game value = plain_value(rules, o, values);
                    option_values.push_back(value);
                    const bool wins = !plain_wins(rules, o, opponent(p), Play::normal, normal);
                    const bool is_sensible = at_least_some(p, value, canonical);
                    const bool is_canonical = std::find(canonical.begin(), canonical.end(), value) != canonical.end();
                    CHECK(moves[k].label == std::to_string(k + 1)); // no Move type: the options' numbers
                    CHECK(moves[k].value == value);
                    CHECK(moves[k].outcome == value.outcome());
                    CHECK(moves[k].winning == wins);
                    CHECK(moves[k].sensible == is_sensible);
                    CHECK(moves[k].canonical == is_canonical);
                    if (wins) winning.push_back(o);
                    if (is_sensible) sensible.push_back(o);
                    if (!plain_wins(rules, o, opponent(p), Play::misere, misere)) misere_winning.push_back(o);
                    winning_seen += wins;
                    not_sensible_seen += !is_sensible;
                    not_canonical_seen += !is_canonical;
                }
                moves_seen += options.size();
                // CGSuite's list (one move per canonical option) holds only sensible moves.
                for (std::size_t i : cgsuite_sensible_options(p, option_values, canonical)) CHECK(moves[i].sensible);
                CHECK(solver.winning_moves(empty, p) == winning);
                CHECK(solver.winning_moves(empty, p, Play::normal) == winning);
                CHECK(solver.sensible_moves(empty, p) == sensible);
                CHECK(solver.winning_moves(empty, p, Play::misere) == misere_winning);
                // By search: the options' misère outcomes and the winning flags.
                const auto by_search = solver.moves(empty, p, Play::misere);
                REQUIRE(by_search.size() == options.size());
                for (std::size_t k = 0; k < options.size(); ++k) {
                    CHECK_FALSE(by_search[k].value.has_value());
                    CHECK(by_search[k].outcome == plain_outcome(rules, options[k], Play::misere, misere));
                    CHECK(by_search[k].winning == !plain_wins(rules, options[k], opponent(p), Play::misere, misere));
                }
            }
        }
        // The boards have moves of every kind, so every comparison above can fail.
        CHECK(winning_seen > 0);
        CHECK(winning_seen < moves_seen);
        CHECK(not_sensible_seen > 0);
        sensible_not_canonical += not_canonical_seen - not_sensible_seen;
    }
    CHECK(sensible_not_canonical > 0); // moves the old definition (canonical only) missed: 2x4 has 8
    // By hand: 2x2 = {1|-1}, each player's two moves both win and are both canonical.
    const auto [square, cells] = Domineering::parse("..|..");
    PartizanSolver<Domineering> s(square);
    for (Player p : {Player::left, Player::right}) {
        const auto moves = s.moves(cells, p);
        REQUIRE(moves.size() == 2);
        for (const auto& m : moves) {
            CHECK(m.winning);
            CHECK(m.sensible);
            CHECK(m.canonical);
            CHECK(m.value == (p == Player::left ? Game::integer(1) : Game::integer(-1)));
        }
    }
}

// A game given as its tree, node by node: node i has the Left and Right options listed.
struct GameTree {
    struct Node {
        std::vector<int> left, right;
    };
    using Position = int;
    std::vector<Node> nodes;

    template <typename Visit>
    void for_each_option(int p, Player player, Visit&& visit) const {
        const Node& n = nodes[static_cast<std::size_t>(p)];
        for (int o : player == Player::left ? n.left : n.right) visit(o);
    }
    int key(int p) const { return p; }
    std::vector<int> rules_key() const { // the tree: per node its option counts, then the options
        std::vector<int> out;
        for (const Node& n : nodes) {
            out.push_back(static_cast<int>(n.left.size()));
            out.push_back(static_cast<int>(n.right.size()));
            out.insert(out.end(), n.left.begin(), n.left.end());
            out.insert(out.end(), n.right.begin(), n.right.end());
        }
        return out;
    }
};

TEST_CASE("sensible moves as CGSuite defines them: on {^|0} = *, Left's move to ^ is sensible, and wins") {
    // 0 = { | }, 1 = * = {0|0}, 2 = ^ = {0|*}, 3 = {^|0}: equal to *, whose canonical form has
    // Left option 0; Left's move to ^ reverses (through *, which is <= {^|0}) and ^ >= 0.
    const GameTree tree{{{{}, {}}, {{0}, {0}}, {{0}, {1}}, {{2}, {0}}}};
    PartizanSolver<GameTree> solver(tree);
    REQUIRE(solver.value(3) == Game::star());
    const auto left = solver.moves(3, Player::left);
    REQUIRE(left.size() == 1);
    CHECK(left[0].value == parse("^"));
    CHECK(left[0].winning);
    CHECK(left[0].sensible);
    CHECK_FALSE(left[0].canonical); // ^ is not 0, the canonical Left option of *
    CHECK(solver.sensible_moves(3, Player::left) == std::vector<int>{2});
    CHECK(solver.winning_moves(3, Player::left) == std::vector<int>{2});
    // Right's move to 0 is canonical, sensible and winning.
    const auto right = solver.moves(3, Player::right);
    REQUIRE(right.size() == 1);
    CHECK((right[0].winning && right[0].sensible && right[0].canonical));
    // A move that is worse than every canonical option is not sensible: {0, -1 | } = 1, the
    // move to -1 is dominated.
    const GameTree dominated{{{{}, {}}, {{}, {0}}, {{0, 1}, {}}}}; // 1 = {|0} = -1, 2 = {0, -1|} = 1
    PartizanSolver<GameTree> d(dominated);
    REQUIRE(d.value(2) == Game::integer(1));
    const auto moves = d.moves(2, Player::left);
    REQUIRE(moves.size() == 2);
    CHECK((moves[0].sensible && moves[0].canonical && moves[0].winning));
    CHECK_FALSE(moves[1].sensible);
    CHECK_FALSE(moves[1].winning);
}

TEST_CASE("Kayles: Grundy values and misère outcomes == plain recursion") {
    ImpartialSolver<Kayles> whole;
    ImpartialSolver<SplitKayles> split;
    std::map<Kayles::Position, Grundy> memo;
    std::map<Kayles::Position, bool> misere_memo;
    const Kayles k;
    // Kayles is octal 0.77: G(0..11) = 0 1 2 3 1 4 3 2 1 4 2 6 (Winning Ways ch. 4).
    const Grundy published[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
    for (std::uint32_t n = 1; n < 12; ++n) CHECK(split.grundy({n}) == published[n]);
    for (std::uint32_t a = 1; a <= 7; ++a)
        for (std::uint32_t b = a; b <= 7; ++b)
            for (std::uint32_t c = 0; c <= 3; ++c) {
                Kayles::Position rows{a, b};
                if (c > 0) rows.push_back(c);
                std::sort(rows.begin(), rows.end());
                CAPTURE(rows);
                const Grundy expected = plain_grundy(k, rows, memo);
                CHECK(whole.grundy(rows) == expected);
                CHECK(split.grundy(rows) == expected);
                CHECK(split.first_player_wins(rows, Play::misere) == plain_misere_wins(k, rows, misere_memo));
                CHECK(whole.search_wins(rows, Play::normal) == (expected != 0));
                // Every option with its value, and the winning ones in either play, in the
                // ruleset's order.
                std::vector<Grundy> options;
                std::vector<Kayles::Position> normal_wins, misere_wins;
                std::vector<bool> misere_wins_flags;
                k.for_each_option(rows, [&](const Kayles::Position& o) {
                    options.push_back(plain_grundy(k, o, memo));
                    if (options.back() == 0) normal_wins.push_back(o);
                    misere_wins_flags.push_back(!plain_misere_wins(k, o, misere_memo));
                    if (misere_wins_flags.back()) misere_wins.push_back(o);
                });
                const auto reports = split.moves(rows);
                const auto by_search = split.moves(rows, Play::misere);
                REQUIRE(reports.size() == options.size());
                REQUIRE(by_search.size() == options.size());
                for (std::size_t i = 0; i < options.size(); ++i) {
                    CHECK(reports[i].value == Game::nimber(options[i]));
                    CHECK(reports[i].winning == (options[i] == 0));
                    CHECK(reports[i].sensible == (options[i] < expected)); // *n's options: *0 .. *(n-1)
                    CHECK(by_search[i].winning == misere_wins_flags[i]);
                }
                CHECK(split.winning_moves(rows) == normal_wins);
                CHECK(split.winning_moves(rows, Play::misere) == misere_wins);
                CHECK(whole.winning_moves(rows, Play::misere) == misere_wins);
            }
}

TEST_CASE("long games use no C++ stack: a heap of 100000 counters, take one") {
    ImpartialSolver<TakeOne> solver;
    CHECK(solver.grundy(100000) == 0);
    CHECK(solver.grundy(100001) == 1);
    CHECK(solver.first_player_wins(100000, Play::misere)); // misère: odd heaps lose
    CHECK_FALSE(solver.first_player_wins(100001, Play::misere));
}

TEST_CASE("the memory limit: a clear exception, and the solver stays usable") {
    const std::size_t before = memory_limit();
    ImpartialSolver<TakeOne> solver;
    set_memory_limit(memory_usage() + (std::size_t{4} << 20));
    CHECK_THROWS_AS(solver.grundy(2'000'000), MemoryLimitExceeded);
    set_memory_limit(before);
    solver.clear();
    CHECK(solver.grundy(1000) == 0);
    try {
        set_memory_limit(memory_usage() + (std::size_t{4} << 20));
        solver.grundy(2'000'001);
        set_memory_limit(before);
        FAIL("no exception");
    } catch (const MemoryLimitExceeded& e) {
        set_memory_limit(before);
        CHECK(std::string(e.what()).find("memory limit") != std::string::npos);
    }
}

TEST_CASE("threads share one set of tables") {
    const auto [rules, full] = Domineering::parse("....|....|....|....");
    const SplitDomineering split{rules};
    auto tables = PartizanSolver<SplitDomineering>::make_tables(true);
    std::vector<Game> found(4);
    {
        std::vector<std::jthread> workers;
        for (int t = 0; t < 4; ++t)
            workers.emplace_back([&, t] {
                search::SolverOptions options;
                options.tables = tables;
                PartizanSolver<SplitDomineering> solver(split, options);
                for (std::uint64_t empty = full; empty > full - 1000; empty -= 1 + static_cast<std::uint64_t>(t))
                    solver.value(empty);
                found[static_cast<std::size_t>(t)] = solver.value(full);
            });
    }
    std::map<std::uint64_t, Game> memo;
    const Game expected = plain_value(rules, full, memo);
    for (const Game& g : found) CHECK(g == expected);
    CHECK(tables->values().size() > 0);
}

TEST_CASE("progress reports") {
    std::size_t reports = 0, last = 0;
    search::SolverOptions options;
    options.progress = [&](const search::SearchProgress& p) {
        ++reports;
        CHECK(p.positions_solved > last);
        last = p.positions_solved;
    };
    options.progress_interval = 1000;
    ImpartialSolver<TakeOne> solver(TakeOne{}, options);
    solver.grundy(10'000);
    CHECK(reports == 10);
}
