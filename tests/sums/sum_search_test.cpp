// The sum search (algorithms/sums/) against its twin: the canonical forms of the components by
// the plain generic solvers (algorithms/search/), added up, give who wins each sum (Left moving
// first wins G iff G is not <= 0). Random sums of components of several rulesets at once, with
// the search's values on (small parts valued and merged), off (plain search) and starved (every
// value past its budget).
#include <doctest/doctest.h>

#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "algorithms/sums/sum_search.hpp"
#include "algorithms/sums/typed_ruleset.hpp"
#include "games/basic/basic_games.hpp"
#include "games/grid/amazons.hpp"
#include "games/grid/clobber.hpp"
#include "games/grid/domineering.hpp"
#include "games/grid/nogo.hpp"
#include "games/impartial/impartial_variant.hpp"
#include "games/impartial/wythoff.hpp"
#include "games/strip/toads_and_frogs.hpp"
#include "games/strip/toppling_dominoes.hpp"
#include "tests/core/memory_limit_guard.hpp"

using namespace cgt;

namespace {

// A ruleset of the test: how to make random positions, and the twin's value of one.
struct Kind {
    std::uint32_t index = 0; // in the search
    std::function<std::string(std::mt19937&)> random_text;
    std::function<Game(const std::string&)> twin_value; // canonical form by the generic solver
    bool impartial = false;
    std::function<Game(sums::PositionId)> twin_value_of; // the same, of an interned position
};

template <typename R>
std::unique_ptr<sums::TypedRuleset<R>> typed(R rules) {
    using P = typename R::Position;
    return std::make_unique<sums::TypedRuleset<R>>(rules, [](std::string_view t) -> P { return R::parse(t); },
                                                  [](const P& p) { return R::print(p); });
}

// A random board of `rows` x `columns` cells over `letters`.
std::string random_board(std::mt19937& rng, int rows, int columns, std::string_view letters) {
    std::string out;
    for (int r = 0; r < rows; ++r) {
        if (r > 0) out += '|';
        for (int c = 0; c < columns; ++c) out += letters[std::uniform_int_distribution<std::size_t>(0, letters.size() - 1)(rng)];
    }
    return out;
}

int pick(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

// The rulesets, added to `search`; the twins use their own solvers.
std::vector<Kind> kinds(sums::SumSearch& search) {
    std::vector<Kind> out;
    const auto partizan = [&](auto rules, auto random_text) {
        using R = decltype(rules);
        auto twin = std::make_shared<search::PartizanSolver<R>>(rules);
        auto ruleset = typed(rules);
        auto* raw = ruleset.get();
        out.push_back({search.add_ruleset(std::move(ruleset)), random_text,
                       [twin](const std::string& t) { return twin->value(R::parse(t)); }, false,
                       [twin, raw](sums::PositionId id) { return twin->value(raw->position(id)); }});
    };
    const auto impartial = [&](auto rules, auto parse, auto random_text) {
        using R = decltype(rules);
        auto twin = std::make_shared<search::ImpartialSolver<R>>(rules);
        using P = typename R::Position;
        auto ruleset = std::make_unique<sums::TypedRuleset<R>>(rules, parse, [](const P&) { return std::string("?"); });
        auto* raw = ruleset.get();
        out.push_back({search.add_ruleset(std::move(ruleset)), random_text,
                       [twin, parse](const std::string& t) { return Game::nimber(twin->grundy(parse(t))); }, true,
                       [twin, raw](sums::PositionId id) { return Game::nimber(twin->grundy(raw->position(id))); }});
    };
    partizan(grid::Clobber{}, [](std::mt19937& rng) { return random_board(rng, pick(rng, 1, 3), pick(rng, 2, 4), "xo.xo"); });
    partizan(grid::Domineering{}, [](std::mt19937& rng) { return random_board(rng, pick(rng, 1, 4), pick(rng, 1, 4), "..#"); });
    partizan(grid::NoGo{grid::Layout::strip}, [](std::mt19937& rng) { return random_board(rng, 1, pick(rng, 2, 8), "...xo"); });
    partizan(grid::ToadsAndFrogs{}, [](std::mt19937& rng) { return random_board(rng, 1, pick(rng, 2, 8), "..tf"); });
    partizan(grid::TopplingDominoes{}, [](std::mt19937& rng) { return random_board(rng, 1, pick(rng, 1, 5), "lre"); });
    partizan(basic::SwitchGame{}, [](std::mt19937& rng) { return fmt::format("{}/4, {}/2", pick(rng, -9, 9), pick(rng, -5, 5)); });
    partizan(basic::UpStar{}, [](std::mt19937& rng) { return fmt::format("{}{}", pick(rng, -3, 3), pick(rng, 0, 1) ? " *" : ""); });
    partizan(basic::DyadicRational{}, [](std::mt19937& rng) { return fmt::format("{}/8", pick(rng, -20, 20)); });
    impartial(basic::Kayles{}, [](std::string_view t) { return basic::Kayles::parse(t); },
              [](std::mt19937& rng) { return std::to_string(pick(rng, 0, 12)); });
    impartial(ImpartialVariant<grid::Clobber>(grid::Clobber{}), [](std::string_view t) { return grid::Clobber::parse(t); },
              [](std::mt19937& rng) { return random_board(rng, pick(rng, 1, 2), pick(rng, 2, 4), "xo.xo"); });
    return out;
}

struct RandomSum {
    std::vector<sums::Component> components;
    std::vector<const Kind*> kinds;
    Game value;
    std::string text;
    bool impartial = true;
};

RandomSum random_sum(std::mt19937& rng, sums::SumSearch& search, const std::vector<Kind>& ks, int max_parts) {
    RandomSum s;
    const int parts = pick(rng, 1, max_parts);
    for (int i = 0; i < parts; ++i) {
        const Kind& k = ks[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(ks.size()) - 1))];
        const std::string text = k.random_text(rng);
        s.components.push_back({k.index, search.ruleset(k.index).parse(text)});
        s.kinds.push_back(&k);
        s.value += k.twin_value(text);
        s.text += fmt::format("{}[{}] {}", s.text.empty() ? "" : " + ", k.index, text);
        s.impartial = s.impartial && k.impartial;
    }
    return s;
}

bool left_first_wins(Game g) { return !(g <= Game()); }
bool right_first_wins(Game g) { return !(g >= Game()); }

// Lighter under the sanitizers, whose builds run several times slower.
#ifdef CGT_SANITIZED
constexpr int sum_count_divisor = 5;
#else
constexpr int sum_count_divisor = 1;
#endif

// Returns the search's statistics.
sums::SumStatistics check_random_sums(sums::SumSearchOptions options, int count, unsigned seed) {
    count /= sum_count_divisor;
    sums::SumSearch search(options);
    const std::vector<Kind> ks = kinds(search);
    std::mt19937 rng(seed);
    for (int n = 0; n < count; ++n) {
        const RandomSum s = random_sum(rng, search, ks, 4);
        INFO(s.text, " = ", to_string(s.value));
        CHECK(search.wins(s.components, Player::left) == left_first_wins(s.value));
        CHECK(search.wins(s.components, Player::right) == right_first_wins(s.value));
        if (s.impartial) CHECK(Game::nimber(search.grundy(s.components)) == s.value); // by search or values
    }
    return search.statistics();
}

} // namespace

TEST_CASE("sum search: random sums of several rulesets, as their canonical forms say") {
    check_random_sums({}, 400, 1);
}

TEST_CASE("sum search: the plain search (no values) agrees too") {
    sums::SumSearchOptions plain;
    plain.value_moves = 0;
    // Without values the search is plain minimax with a table: the 21st to 30th of these sums include
    // one that takes it 13 s (values take it in milliseconds), so 20 here.
    check_random_sums(plain, 20, 2);
}

TEST_CASE("sum search: values past their budget (every value tried, none found) leave the parts to the search") {
    sums::SumSearchOptions starved;
    starved.value_moves = 1000;
    starved.value_budget = 1;
    starved.merge_steps = 1; // and no two values merge
    check_random_sums(starved, 250, 3);
}

TEST_CASE("sum search: freeing the positions a search no longer names (at every chance here) changes no answer") {
    sums::SumSearchOptions often;
    often.collect_positions = 1; // a collection every 256 nodes
    const sums::SumStatistics with_values = check_random_sums(often, 400, 1);
    CHECK(with_values.collections > 0);
    CHECK(with_values.positions_freed > 0);
    often.value_moves = 0; // the plain search: more nodes, more collections
    const sums::SumStatistics plain = check_random_sums(often, 20, 2);
    CHECK(plain.collections > 0);
    CHECK(plain.positions_freed > 0);
    // Nim values by the nim search alone, between win searches that free and give again the ids
    // its answers name.
    often.value_moves = 10;
    often.grundy_budget = 0;
    const sums::SumStatistics nim = check_random_sums(often, 400, 5);
    CHECK(nim.collections > 0);

    // Larger boards, where freed ids are given again many times over; the boards parsed stay.
    sums::SumSearch search(often);
    const std::vector<Kind> ks = kinds(search);
    const std::uint32_t clobber = ks[0].index, domineering = ks[1].index;
    for (const auto& [kind, text] : {std::pair{0, "xoxoxo|oxoxox"}, std::pair{1, "....|....|...."}, std::pair{0, "xoxoxoxoxo"},
                                     std::pair{1, ".....|.....|....."}}) {
        const std::uint32_t r = kind == 0 ? clobber : domineering;
        const std::vector<sums::Component> sum{{r, search.ruleset(r).parse(text)}};
        const Game value = ks[static_cast<std::size_t>(kind)].twin_value(text);
        INFO(text, " = ", to_string(value));
        CHECK(search.wins(sum, Player::left) == left_first_wins(value));
        CHECK(search.wins(sum, Player::right) == right_first_wins(value));
        CHECK(search.ruleset(r).print(sum[0].position) == text);
    }
    CHECK(search.statistics().collections > 4);

    // An id handed out between searches stays that position, though a search interned it first
    // (the options of a board, interned by its search, then named for a caller).
    sums::ErasedRuleset& rules = search.ruleset(clobber);
    const sums::PositionId board = rules.parse("xoxoxo|oxoxox");
    std::vector<sums::NamedMove> moves;
    rules.named_moves(board, Player::left, moves);
    std::vector<std::string> printed;
    for (const auto& m : moves) printed.push_back(rules.print(m.option));
    const std::uint64_t freed_before = search.statistics().positions_freed;
    search.clear_table(); // nothing names the options now but the caller
    for (const std::string text : {"xoxoxox|oxoxoxo", "oxoxoxo|xoxoxox|oxoxoxo"}) // more searches, more collections
        search.wins(std::vector<sums::Component>{{clobber, rules.parse(text)}}, Player::left);
    CHECK(search.statistics().positions_freed > freed_before);
    for (std::size_t i = 0; i < moves.size(); ++i) CHECK(rules.print(moves[i].option) == printed[i]);
    CHECK(search.statistics().positions_freed > 100);
}

TEST_CASE("sum search: short of memory, it forgets half its table at a time and still answers right") {
    sums::SumSearchOptions options;
    options.value_moves = 0; // the plain search: a large table
    sums::SumSearch search(options);
    const std::vector<Kind> ks = kinds(search);
    const std::uint32_t clobber = ks[0].index;
    const std::string text = "xoxoxox|oxoxoxo";
    const std::vector<sums::Component> sum{{clobber, search.ruleset(clobber).parse(text)}};
    const Game value = ks[0].twin_value(text); // before the limit: the twin's memory is not the search's
    {
        const testing::MemoryLimitGuard limit(memory_usage() + 6 * testing::mib);
        CHECK(search.wins(sum, Player::left) == left_first_wins(value));
        CHECK(search.wins(sum, Player::right) == right_first_wins(value));
    }
    CHECK(search.statistics().table_halvings > 0);
    CHECK(search.statistics().positions_freed > 0);
}

TEST_CASE("sum search: a board is read as written though a symmetric one came first (MCGS's winning_moves_all.test)") {
    // The moves of OXO|XOX were named as those of XOX|OXO (its mirror image, met first) when
    // clobber_autotests/clobber_rectangle_alternating.test ran before winning_moves_all.test.
    sums::SumSearch search;
    const std::vector<Kind> ks = kinds(search);
    sums::ErasedRuleset& clobber = search.ruleset(ks[0].index);
    const sums::PositionId mirror = clobber.parse("xox|oxo");
    const sums::PositionId written = clobber.parse("oxo|xox");
    CHECK(clobber.print(mirror) == "xox|oxo");
    CHECK(clobber.print(written) == "oxo|xox");
    CHECK(clobber.parse("oxo|xox") == written);
    std::vector<sums::NamedMove> moves;
    clobber.named_moves(written, Player::left, moves);
    std::set<std::string> names;
    for (const auto& m : moves) names.insert(m.name);
    CHECK(names == std::set<std::string>{"a2-a1", "a2-b2", "b1-a1", "b1-b2", "b1-c1", "c2-b2", "c2-c1"}); // as the file states
    const std::vector<sums::Component> sum{{ks[0].index, written}};
    CHECK(search.wins(sum, Player::left) == search.wins(std::vector<sums::Component>{{ks[0].index, mirror}}, Player::left));
}

TEST_CASE("sum search: winning moves are the moves to sums the opponent loses, by canonical forms") {
    sums::SumSearch search;
    const std::vector<Kind> ks = kinds(search);
    std::mt19937 rng(4);
    for (int n = 0; n < 60; ++n) {
        const RandomSum s = random_sum(rng, search, ks, 3);
        INFO(s.text);
        for (Player p : {Player::left, Player::right}) {
            std::vector<std::string> expected;
            for (std::size_t i = 0; i < s.components.size(); ++i) {
                sums::ErasedRuleset& rules = search.ruleset(s.components[i].ruleset);
                std::vector<sums::NamedMove> moves;
                rules.named_moves(s.components[i].position, p, moves);
                const Game rest = s.value - s.kinds[i]->twin_value_of(s.components[i].position);
                for (const auto& m : moves) {
                    const Game after = rest + s.kinds[i]->twin_value_of(m.option);
                    if (p == Player::left ? after >= Game() : after <= Game()) expected.push_back(fmt::format("{}:{}", i, m.name));
                }
            }
            std::vector<std::string> found;
            for (const auto& m : search.winning_moves(s.components, p)) found.push_back(fmt::format("{}:{}", m.component, m.move));
            CHECK(found == expected);
        }
    }
}

TEST_CASE("sum search: a stop check that throws stops a search, and the search still answers right after") {
    sums::SumSearch search;
    const std::vector<Kind> ks = kinds(search);
    const std::uint32_t clobber = ks[0].index;
    const std::vector<sums::Component> sum{{clobber, search.ruleset(clobber).parse("xoxoxo|oxoxox")}};
    // The first check throws (the search calls it before its first node): with values only for
    // parts of at most 10 moves this board is solved in fewer nodes than lie between two checks.
    search.set_stop([] { throw std::runtime_error("stop"); });
    CHECK_THROWS_AS(search.wins(sum, Player::left), std::runtime_error);
    search.set_stop({});
    const Game value = ks[0].twin_value("xoxoxo|oxoxox"); // the generic solver's, not this search's
    CHECK(search.wins(sum, Player::left) == left_first_wins(value));
    CHECK(search.wins(sum, Player::right) == right_first_wins(value));
}

TEST_CASE("sum search: MCGS's frontier-style positions as the canonical forms say") {
    sums::SumSearch search;
    const std::vector<Kind> ks = kinds(search);
    const std::uint32_t clobber = ks[0].index, domineering = ks[1].index;
    for (const std::string text : {"xoxoxoxoxoxo", "xoxoxo|oxoxox", "xxoxxoxxo"}) {
        const std::vector<sums::Component> sum{{clobber, search.ruleset(clobber).parse(text)}};
        const Game value = ks[0].twin_value(text);
        INFO(text, " = ", to_string(value));
        CHECK(search.wins(sum, Player::left) == left_first_wins(value));
        CHECK(search.wins(sum, Player::right) == right_first_wins(value));
    }
    for (const std::string text : {"....|....|....|....", "....|....|....", ".....|.....|....."}) {
        const std::vector<sums::Component> sum{{domineering, search.ruleset(domineering).parse(text)}};
        const Game value = ks[1].twin_value(text);
        INFO(text, " = ", to_string(value));
        CHECK(search.wins(sum, Player::left) == left_first_wins(value));
        CHECK(search.wins(sum, Player::right) == right_first_wins(value));
    }
}

TEST_CASE("sum search: moves that leave the fewest replies first (3 x 4 Amazons, a queen in each corner)") {
    // Its canonical form is +-{...} (the generic solver, `cgt play amazons "X..O|....|O..X"`, 1 s):
    // whoever moves first wins. Fewest replies first searched 1,290 sums; play in the middle
    // alone 15,581 (and on 4 x 4, 23 k against 930 k: docs/solve.md).
    sums::SumSearch search;
    const std::uint32_t amazons = search.add_ruleset(typed(grid::Amazons{}));
    const std::vector<sums::Component> sum{{amazons, search.ruleset(amazons).parse("X..O|....|O..X")}};
    CHECK(search.wins(sum, Player::left));
    CHECK(search.statistics().nodes < 4000);
    search.clear_table();
    CHECK(search.wins(sum, Player::right));
}

TEST_CASE("sum search: Right moving first in S is answered from Left's search of -S, as the canonical forms say") {
    sums::SumSearch search;
    const std::vector<Kind> ks = kinds(search);
    // Boards that are their own negatives (Domineering's is its transpose): Right's question is in
    // the table after Left's, and no node is searched for it.
    for (const auto& [kind, text] : {std::pair{0, "xoxoxo|oxoxox"}, std::pair{1, "....|....|....|...."}, std::pair{2, "........"}}) {
        const Kind& k = ks[static_cast<std::size_t>(kind)];
        const std::vector<sums::Component> sum{{k.index, search.ruleset(k.index).parse(text)}};
        const Game value = k.twin_value(text);
        INFO(text, " = ", to_string(value));
        CHECK(search.wins(sum, Player::left) == left_first_wins(value));
        const std::uint64_t before = search.statistics().nodes;
        CHECK(search.wins(sum, Player::right) == right_first_wins(value));
        CHECK(search.statistics().nodes == before);
    }
    // Random sums of rulesets with negatives (Clobber, Domineering, NoGo, Toppling Dominoes) and
    // impartial ones (their own negatives): -S searched first, for each player, then S for the
    // other.
    std::mt19937 rng(12);
    int answered = 0;
    for (int n = 0; n < 300 / sum_count_divisor; ++n) {
        const RandomSum s = random_sum(rng, search, ks, 3);
        std::vector<sums::Component> negative;
        bool all = true;
        for (const sums::Component& c : s.components) {
            if (search.ruleset(c.ruleset).impartial()) { // G = -G
                negative.push_back(c);
                continue;
            }
            std::vector<sums::PositionId> parts;
            all = all && search.ruleset(c.ruleset).negative(c.position, parts);
            for (sums::PositionId id : parts) negative.push_back({c.ruleset, id});
        }
        if (!all || s.impartial) continue;
        INFO(s.text, " = ", to_string(s.value));
        for (Player p : {Player::left, Player::right}) {
            // -S with p to move is S with the other player to move.
            CHECK(search.wins(negative, p) == (p == Player::left ? right_first_wins(s.value) : left_first_wins(s.value)));
            const std::uint64_t before = search.statistics().nodes;
            CHECK(search.wins(s.components, opponent(p)) == (p == Player::left ? right_first_wins(s.value) : left_first_wins(s.value)));
            CHECK(search.statistics().nodes == before);
        }
        ++answered;
    }
    CHECK(answered > 30 / sum_count_divisor); // about a fifth of the sums qualify
}

TEST_CASE("sum search: a part whose Grundy value is known enters later win searches as that nimber") {
    // MCGS's files ask {N 1, B win, W win} of one sum: after the nim value, who wins is read off it.
    const std::string text = "xoxoxo|oxoxox";
    for (const bool grundy_first : {false, true}) {
        sums::SumSearchOptions options;
        options.value_moves = 0; // no values of its own
        sums::SumSearch search(options);
        const std::vector<Kind> ks = kinds(search);
        const Kind& clobber = ks.back(); // impartial Clobber
        REQUIRE(clobber.impartial);
        const sums::PositionId id = search.ruleset(clobber.index).parse(text);
        const std::vector<sums::Component> sum{{clobber.index, id}};
        const Game twin = clobber.twin_value(text);
        if (grundy_first) CHECK(Game::nimber(search.grundy(sum)) == twin);
        CHECK(search.ruleset(clobber.index).known_value(id).has_value() == grundy_first);
        const std::uint64_t before = search.statistics().nodes;
        CHECK(search.wins(sum, Player::left) == left_first_wins(twin));
        if (grundy_first) CHECK(search.statistics().nodes == before); // decided at the root
        else CHECK(search.statistics().nodes > 100);
    }
}

TEST_CASE("sum search: Lemoine and Viennot's nim search on larger boards and repeated parts, as the twins say") {
    sums::SumSearchOptions options;
    options.grundy_budget = 0; // every component searched
    sums::SumSearch search(options);
    const std::vector<Kind> ks = kinds(search);
    const Kind& clobber = ks.back(); // impartial Clobber
    REQUIRE(clobber.impartial);
    std::mt19937 rng(11);
    const int count = 60 / sum_count_divisor;
    std::set<Game, Game::IdLess> seen;
    for (int n = 0; n < count; ++n) {
        // Boards up to 3x4, with a copy of one (G + G = 0) now and then.
        const std::string a = random_board(rng, pick(rng, 2, 3), pick(rng, 3, 4), "xo.xo");
        const std::string b = random_board(rng, pick(rng, 1, 2), pick(rng, 2, 5), "xo.xo");
        const bool twice = n % 3 == 0;
        std::vector<sums::Component> sum{{clobber.index, search.ruleset(clobber.index).parse(a)},
                                         {clobber.index, search.ruleset(clobber.index).parse(twice ? a : b)}};
        const Game expected = twice ? Game() : clobber.twin_value(a) + clobber.twin_value(b);
        INFO(a, " + ", twice ? a : b, " = ", to_string(expected));
        CHECK(Game::nimber(search.grundy(sum)) == expected);
        seen.insert(clobber.twin_value(a));
    }
    CHECK(seen.size() >= 4); // boards of several nim values
    CHECK(search.statistics().nodes > 0); // found by search, not by values
}

TEST_CASE("sum search: a stop check that throws stops a nim search, and it still answers right after") {
    sums::SumSearchOptions options;
    options.grundy_budget = 0;
    sums::SumSearch search(options);
    const std::vector<Kind> ks = kinds(search);
    const Kind& clobber = ks.back();
    const std::string board = "xoxo|oxox|xoxo";
    const std::vector<sums::Component> sum{{clobber.index, search.ruleset(clobber.index).parse(board)}};
    int calls = 0;
    search.set_stop([&] {
        if (++calls == 2) throw std::runtime_error("stop");
    });
    CHECK_THROWS_AS(search.grundy(sum), std::runtime_error);
    search.set_stop({});
    CHECK(Game::nimber(search.grundy(sum)) == clobber.twin_value(board));
}

TEST_CASE("sum search: nim values of impartial sums, by the nim search or by values, as the twins say") {
    for (const std::uint64_t budget : {std::uint64_t{0}, std::uint64_t{1} << 17}) { // every part searched, or valued
        sums::SumSearchOptions options;
        options.grundy_budget = budget;
        sums::SumSearch search(options);
        std::vector<Kind> ks = kinds(search);
        std::erase_if(ks, [](const Kind& k) { return !k.impartial; });
        REQUIRE(ks.size() == 2); // Kayles and impartial Clobber
        std::mt19937 rng(7);
        const int count = 300 / sum_count_divisor;
        int nonzero = 0;
        for (int n = 0; n < count; ++n) {
            const RandomSum s = random_sum(rng, search, ks, 3);
            INFO(s.text, " = ", to_string(s.value));
            CHECK(Game::nimber(search.grundy(s.components)) == s.value);
            nonzero += s.value.is_zero() ? 0 : 1;
        }
        CHECK(nonzero > count / 3); // nim values other than 0 are found too (about 4 sums in 5)
    }
}

TEST_CASE("sum search: nim values past 32 (Wythoff's heaps) by the nim search, as a plain mex table says") {
    // The nim search keeps answers for *0 .. *31 in an array and larger ones in a table: sums
    // whose nim values reach past 32 go through both.
    constexpr int heaps = 48;
    std::vector<std::vector<Grundy>> mex_table(heaps, std::vector<Grundy>(heaps)); // the definition
    for (int a = 0; a < heaps; ++a) {
        for (int b = 0; b < heaps; ++b) {
            std::set<Grundy> options;
            for (int k = 1; k <= a; ++k) options.insert(mex_table[a - k][b]);
            for (int k = 1; k <= b; ++k) options.insert(mex_table[a][b - k]);
            for (int k = 1; k <= std::min(a, b); ++k) options.insert(mex_table[a - k][b - k]);
            Grundy g = 0;
            while (options.count(g)) ++g;
            mex_table[a][b] = g;
        }
    }
    sums::SumSearchOptions options;
    options.grundy_budget = 0; // every component searched
    sums::SumSearch search(options);
    const std::uint32_t wythoff = search.add_ruleset(std::make_unique<sums::TypedRuleset<impartial::Wythoff>>(
        impartial::Wythoff{}, [](std::string_view t) { return impartial::Wythoff::parse(t); },
        [](const impartial::Heaps& h) { return impartial::to_string(h); }));
    std::mt19937 rng(5);
    int past_32 = 0;
    for (int n = 0; n < 24; ++n) {
        const int a = pick(rng, 24, heaps - 1), b = pick(rng, 0, heaps - 1), c = pick(rng, 0, 12), d = pick(rng, 0, 12);
        const std::vector<sums::Component> sum{{wythoff, search.ruleset(wythoff).parse(fmt::format("{},{}", a, b))},
                                               {wythoff, search.ruleset(wythoff).parse(fmt::format("{},{}", c, d))}};
        const Grundy expected = mex_table[a][b] ^ mex_table[c][d];
        INFO(a, ",", b, " + ", c, ",", d, " = *", expected);
        CHECK(search.grundy(sum) == expected);
        past_32 += mex_table[a][b] >= 32 ? 1 : 0;
    }
    CHECK(past_32 >= 8); // the table's part is used
}
