// The ruleset registry (algorithms/registry/): each ruleset is found by its names, and a sum of
// positions of several registered rulesets has the value of its parts' values by the generic
// solvers, and the winning moves that those values say (a Left move wins iff the sum after it
// is >= 0).
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/registry/registry.hpp"
#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "algorithms/sums/sum_search.hpp"
#include "games/grid/amazons.hpp"
#include "games/grid/clobber.hpp"
#include "games/grid/cram.hpp"
#include "games/grid/domineering.hpp"
#include "games/grid/konane.hpp"
#include "games/impartial/wythoff.hpp"
#include "games/labelled_moves.hpp"
#include "games/partizan/cutcake.hpp"
#include "games/partizan/hackenbush.hpp"
#include "games/partizan/partizan_arc_kayles.hpp"
#include "games/strip/toads_and_frogs.hpp"

using namespace cgt;

TEST_CASE("registry: every ruleset is found by its name and its MCGS title, and makes its ruleset") {
    std::set<std::string_view> names;
    for (const registry::Ruleset& r : registry::rulesets()) {
        CAPTURE(r.name);
        CHECK(names.insert(r.name).second);
        CHECK(registry::find(r.name) == &r);
        if (!r.mcgs_section.empty()) CHECK(registry::find(r.mcgs_section) == &r);
        CHECK(!r.syntax.empty());
        CHECK(!r.description.empty());
        CHECK((r.make == nullptr) == (r.make_for_position != nullptr)); // one way to make it
        if (r.make) {
            CHECK(r.make()->impartial() == r.impartial);
            CHECK(r.make_impartial()->impartial());
        }
    }
    CHECK(registry::find("chess") == nullptr);
    CHECK(registry::find("clobber_1xn") == registry::find("clobber-1xn"));
}

namespace {

// The generic solver's value of a position of R, and its Left moves' names and values.
template <typename R>
struct Twin {
    std::string text;
    Game value;
    std::vector<std::pair<std::string, Game>> left_moves;
};

template <typename R>
Twin<R> twin(R rules, const std::string& text) {
    const typename R::Position p = R::parse(text);
    Twin<R> t{text, Game(), {}};
    if constexpr (ImpartialRuleset<R>) {
        search::ImpartialSolver<R> solver(rules);
        t.value = solver.value(p);
        for_each_labelled_option(rules, p, [&](auto&& o, const auto& move) {
            t.left_moves.emplace_back(move_name(move), solver.value(typename R::Position(o)));
        });
    } else {
        search::PartizanSolver<R> solver(rules);
        t.value = solver.value(p);
        for_each_labelled_option(rules, p, Player::left, [&](auto&& o, const auto& move) {
            t.left_moves.emplace_back(move_name(move), solver.value(typename R::Position(o)));
        });
    }
    return t;
}

struct Part {
    std::string name, text;
    Game value;
    std::vector<std::pair<std::string, Game>> left_moves;
};

template <typename R>
Part part(std::string name, R rules, const std::string& text) {
    auto t = twin(rules, text);
    return {std::move(name), text, t.value, std::move(t.left_moves)};
}

// The same for a ruleset whose position text is its board (R::parse gives the ruleset).
template <typename R>
Part board_part(std::string name, const std::string& text) {
    const R rules = R::parse(text);
    search::PartizanSolver<R> solver(rules);
    Part out{std::move(name), text, solver.value(rules.start()), {}};
    for_each_labelled_option(rules, rules.start(), Player::left, [&](auto&& o, const auto& move) {
        out.left_moves.emplace_back(move_name(move), solver.value(typename R::Position(o)));
    });
    return out;
}

// A position of each kind of ruleset, with its value by the generic solver.
std::vector<Part> sample_parts() {
    return {
        part("clobber", grid::Clobber{}, "xo.|.ox"),
        part("domineering", grid::Domineering{}, "..#|..."),
        part("toads-and-frogs", grid::ToadsAndFrogs{}, "t.tf.f"),
        part("konane", grid::Konane{}, "xo.|.ox"),
        part("amazons", grid::Amazons{}, "x..|..o"),
        part("cutcake", partizan::Cutcake{}, "2x3"),
        part("cram", grid::Cram{}, "...|..."),
        part("wythoff", impartial::Wythoff{}, "2,3"),
        board_part<partizan::Hackenbush>("hackenbush", "lr(e;rl)"),
        board_part<partizan::ChildishHackenbush>("childish-hackenbush", "llre"),
        board_part<partizan::PartizanArcKayles>("partizan-arc-kayles", "llr(e;r)"),
    };
}

sums::ErasedRuleset& add_ruleset(sums::SumSearch& search, const Part& part) {
    const registry::Ruleset* r = registry::find(part.name);
    REQUIRE(r != nullptr);
    return search.ruleset(search.add_ruleset(r->make ? r->make() : r->make_for_position(part.text)));
}

} // namespace

TEST_CASE("registry: a part's move counts are its named moves, player by player (the search orders by them)") {
    std::size_t counted = 0;
    for (const Part& part : sample_parts()) {
        CAPTURE(part.name);
        sums::SumSearch search;
        sums::ErasedRuleset& rules = add_ruleset(search, part);
        const sums::PositionId p = rules.parse(part.text);
        std::size_t both = 0;
        for (const Player player : {Player::left, Player::right}) {
            std::vector<sums::NamedMove> moves;
            rules.named_moves(p, player, moves);
            CHECK(rules.move_count_of(p, player) == moves.size());
            both += moves.size();
            counted += moves.size();
        }
        CHECK(rules.move_count(p) == both);
    }
    CHECK(counted > 20);
}

TEST_CASE("registry sums: value and Left's winning moves == the generic solvers' values of the parts") {
    const std::vector<Part> parts = sample_parts();
    // Every pair and the whole list, as sums.
    std::vector<std::vector<std::size_t>> sums_to_try;
    for (std::size_t i = 0; i < parts.size(); ++i)
        for (std::size_t j = i; j < parts.size(); ++j) sums_to_try.push_back({i, j});
    sums_to_try.emplace_back();
    for (std::size_t i = 0; i < parts.size(); ++i) sums_to_try.back().push_back(i);
    std::size_t winning_seen = 0, losing_seen = 0;
    for (const auto& chosen : sums_to_try) {
        sums::SumSearch search;
        std::vector<sums::Component> sum;
        Game total;
        std::string text;
        for (std::size_t i : chosen) {
            const std::uint32_t index = static_cast<std::uint32_t>(search.ruleset_count());
            sum.push_back({index, add_ruleset(search, parts[i]).parse(parts[i].text)});
            total += parts[i].value;
            text += fmt::format(" {}:{}", parts[i].name, parts[i].text);
        }
        CAPTURE(text);
        CHECK(search.value(sum) == total);
        CHECK(search.wins(sum, Player::left) == !(total <= Game()));
        // Left's move in part k wins iff (the option's value) + (the rest) >= 0.
        std::vector<std::string> expected;
        for (std::size_t k = 0; k < chosen.size(); ++k) {
            const Game rest = total - parts[chosen[k]].value;
            for (const auto& [name, value] : parts[chosen[k]].left_moves) {
                const bool wins = rest + value >= Game();
                if (wins) expected.push_back(fmt::format("{}:{}", k, name));
                winning_seen += wins;
                losing_seen += !wins;
            }
        }
        std::vector<std::string> found;
        for (const sums::WinningMove& m : search.winning_moves(sum, Player::left))
            found.push_back(fmt::format("{}:{}", m.component, m.move));
        CHECK(found == expected);
    }
    CHECK(winning_seen > 0);
    CHECK(losing_seen > 0);
}

TEST_CASE("registry: arc-kayles owns its graph; CGSuite's values (GameGraphTest.scala)") {
    // Arc-Kayles on paths is Dawson's Kayles; with a loop at every vertex it is Kayles.
    const unsigned dawson[] = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2};
    const unsigned kayles[] = {1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4};
    const registry::Ruleset* r = registry::find("arc-kayles");
    REQUIRE(r != nullptr);
    CHECK(r->impartial);
    sums::SumSearch search;
    std::vector<sums::Component> all;
    unsigned nim_sum = 0;
    for (int n = 1; n <= 12; ++n) {
        for (bool looped : {false, true}) {
            std::string text = looped ? fmt::format("loops(P{})", n) : fmt::format("P{}", n); // gone once parsed
            const std::uint32_t index = search.add_ruleset(r->make_for_position(text));
            const sums::Component c{index, search.ruleset(index).parse(text)};
            text.assign(text.size(), '?');
            const unsigned expected = (looped ? kayles : dawson)[n - 1];
            CAPTURE(n);
            CAPTURE(looped);
            CHECK(search.grundy(std::vector<sums::Component>{c}) == expected);
            if (n % 3 == 0) {
                all.push_back(c);
                nim_sum ^= expected;
            }
        }
    }
    CHECK(search.grundy(all) == nim_sum);
    CHECK_THROWS(r->make_for_position("dcycle(3)")); // a digraph
    CHECK_THROWS(r->make_for_position("P"));
}
