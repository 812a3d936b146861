// The canonical core against its naive twin (tests/core/naive_game.hpp) on random games:
// comparisons, outcomes, sums, negation, canonical forms, stops and birthdays, predicates.

#include <doctest/doctest.h>

#include <thread>

#include <fmt/format.h>

#include <vector>

#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "naive_game.hpp"
#include "random_games.hpp"

using cgt::Game;
using cgt::Outcome;
using namespace cgt::naive;

namespace {

struct Sample {
    std::vector<Node> forms;
    std::vector<Game> games; // games[i] = canonical form of forms[i], built by the core
};

Sample random_sample(NaiveStore& store, std::uint64_t seed, std::size_t count, int depth) {
    RandomGames random(store, seed);
    Sample sample;
    for (std::size_t i = 0; i < count; ++i) {
        sample.forms.push_back(random.game(depth));
        sample.games.push_back(store.to_game(sample.forms.back()));
    }
    return sample;
}

std::string pair_text(NaiveStore& s, Node a, Node b) {
    return fmt::format("G = {}, H = {}", s.to_string(a), s.to_string(b));
}

} // namespace

TEST_CASE("naive twin reproduces textbook facts") {
    NaiveStore s;
    const Node half = s.number(Rational(1, 2)), one = s.integer(1), star = s.nimber(1);
    const Node up = s.up();
    CHECK(s.eq(s.sum(half, half), one));
    CHECK(s.eq(s.sum(s.number(Rational(3, 4)), s.number(Rational(-1, 4))), half));
    CHECK(s.eq(s.sum(star, star), s.zero()));
    CHECK(s.eq(s.sum(s.nimber(3), s.nimber(5)), s.nimber(6)));
    CHECK(s.lt(s.zero(), up));
    CHECK(s.confused(up, star));
    CHECK(s.confused(s.sum(up, star), s.zero()));
    CHECK(s.lt(up, s.number(Rational(1, 64))));
    CHECK(s.outcome(star) == Outcome::N);
    CHECK(s.outcome(up) == Outcome::L);
    CHECK(s.outcome(s.zero()) == Outcome::P);
    CHECK(s.outcome(s.neg(one)) == Outcome::R);
    CHECK(s.eq(s.make({star}, {star}), s.zero()));           // {*|*} = 0
    CHECK(s.number_value(s.make({star}, {star})) == Rational(0));
    CHECK(s.number_value(s.make({s.integer(-5)}, {s.integer(5)})) == Rational(0));
    CHECK(s.number_value(s.make({one}, {s.integer(2)})) == Rational(3, 2));
    CHECK_FALSE(s.number_value(up).has_value());
    CHECK(s.nimber_value(s.make({s.zero(), star}, {s.zero(), star})) == 2u);
    CHECK(s.left_stop(s.make({s.integer(3)}, {s.integer(-2)})) == 3);
    CHECK(s.right_stop(s.make({s.integer(3)}, {s.integer(-2)})) == -2);
    CHECK(s.is_infinitesimal(s.sum(up, star)));
    CHECK_FALSE(s.is_infinitesimal(half));
    CHECK(s.nus_value(s.make({s.zero()}, {s.sum(up, s.nimber(5))})) == NusParts{0, 2, 4}); // {0|^*5}
    CHECK(s.has_dominated_option(s.make({s.zero(), one}, {})));
    CHECK(s.has_reversible_option(s.make({s.make({}, {s.integer(-3)})}, {})));
    CHECK_FALSE(s.has_reversible_option(s.make({s.zero()}, {star})));
    CHECK(simplest_between(Rational(0), Rational(1)) == Rational(1, 2));
    CHECK(simplest_between(Rational(-7, 2), Rational(5)) == Rational(0));
    CHECK(simplest_between(Rational(5, 4), Rational(7, 4)) == Rational(3, 2));
    CHECK(simplest_between(Rational(-9, 4), Rational(-2)) == Rational(-17, 8));
    CHECK(simplest_between(Rational(2), Rational(17, 4)) == Rational(3));
}

TEST_CASE("random games: comparisons and outcomes agree with the twin") {
    NaiveStore s;
    const Sample sample = random_sample(s, 20261121, scaled(3000), 3);
    RandomGames random(s, 7);
    FailureLog canonical("canonical form equals its source"), outcome("outcome");
    for (std::size_t i = 0; i < sample.forms.size(); ++i) {
        const Node form = sample.forms[i];
        const Game g = sample.games[i];
        const std::string text = s.to_string(form);
        if (!s.eq(s.from_game(g), form)) canonical.add(text.size(), text);
        if (g.outcome() != s.outcome(form))
            outcome.add(text.size(), fmt::format("{}: core {}, naive {}", text, g.outcome(), s.outcome(form)));
    }
    FailureLog leq("<="), lt("<"), eq("=="), confused("||"), ordering("compare");
    std::size_t equal_pairs = 0, confused_pairs = 0, less_pairs = 0;
    for (std::size_t trial = 0; trial < scaled(12000); ++trial) {
        const auto i = random.below(sample.forms.size());
        // Half the pairs are neighbours in the sample, half are random: both equal and unequal.
        const auto j = trial % 2 ? random.below(sample.forms.size()) : (i + 1) % sample.forms.size();
        const Node a = sample.forms[i], b = sample.forms[j];
        const Game g = sample.games[i], h = sample.games[j];
        const bool naive_leq = s.leq(a, b), naive_geq = s.leq(b, a);
        const std::size_t size = s.subposition_count(a) + s.subposition_count(b);
        if ((g <= h) != naive_leq) leq.add(size, pair_text(s, a, b) + fmt::format(", naive G<=H {}", naive_leq));
        if ((g < h) != (naive_leq && !naive_geq)) lt.add(size, pair_text(s, a, b));
        if ((g == h) != (naive_leq && naive_geq)) eq.add(size, pair_text(s, a, b));
        if (g.confused_with(h) != (!naive_leq && !naive_geq)) confused.add(size, pair_text(s, a, b));
        const auto order = compare(g, h);
        const auto expected = naive_leq && naive_geq ? std::partial_ordering::equivalent
                              : naive_leq            ? std::partial_ordering::less
                              : naive_geq            ? std::partial_ordering::greater
                                                     : std::partial_ordering::unordered;
        if (order != expected) ordering.add(size, pair_text(s, a, b));
        equal_pairs += naive_leq && naive_geq;
        confused_pairs += !naive_leq && !naive_geq;
        less_pairs += naive_leq != naive_geq;
    }
    for (const auto* log : {&canonical, &outcome, &leq, &lt, &eq, &confused, &ordering}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
    // The sample must exercise every answer, or the test could not fail.
    CHECK(equal_pairs > scaled(100));
    CHECK(confused_pairs > scaled(500));
    CHECK(less_pairs > scaled(500));
}

TEST_CASE("random games: sums and negation agree with the twin") {
    NaiveStore s;
    const Sample sample = random_sample(s, 4242, scaled(600), 2);
    RandomGames random(s, 99);
    FailureLog sum("G+H equals the naive sum"), sum_form("G+H is the canonical form of the naive sum"),
        negation("-G equals the naive negative"), difference("G-H = G+(-H)");
    for (std::size_t trial = 0; trial < scaled(1500); ++trial) {
        const auto i = random.below(sample.forms.size()), j = random.below(sample.forms.size());
        const Node a = sample.forms[i], b = sample.forms[j];
        const Game g = sample.games[i], h = sample.games[j];
        const Node naive_sum = s.sum(a, b);
        const std::size_t size = s.subposition_count(a) + s.subposition_count(b);
        const Game core_sum = g + h;
        if (!s.eq(s.from_game(core_sum), naive_sum)) sum.add(size, pair_text(s, a, b));
        if (core_sum != s.to_game(naive_sum)) sum_form.add(size, pair_text(s, a, b));
        if (g - h != g + (-h)) difference.add(size, pair_text(s, a, b));
    }
    for (std::size_t i = 0; i < sample.forms.size(); ++i) {
        const Node a = sample.forms[i];
        const Game g = sample.games[i];
        const std::string text = s.to_string(a);
        if (!s.eq(s.from_game(-g), s.neg(a)) || -g != s.to_game(s.neg(a))) negation.add(text.size(), text);
    }
    for (const auto* log : {&sum, &sum_form, &negation, &difference}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("random games: group laws and the partial order") {
    NaiveStore s;
    const Sample sample = random_sample(s, 31337, scaled(500), 3);
    RandomGames random(s, 5);
    const auto& games = sample.games;
    const Game zero;
    FailureLog inverse("G-G=0"), commutative("G+H=H+G"), associative("(G+H)+K=G+(H+K)"),
        identity("G+0=G and -(-G)=G"), antisymmetric("G<=H<=G => G=H"), transitive("transitivity"),
        monotone("G<=H => G+K<=H+K"), difference_sign("G<=H iff 0<=H-G");
    auto text = [&](std::initializer_list<std::size_t> indices) {
        std::string out;
        for (auto i : indices) out += s.to_string(sample.forms[i]) + "  ";
        return out;
    };
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game g = games[i];
        if (g - g != zero || g + (-g) != zero) inverse.add(text({i}).size(), text({i}));
        if (g + zero != g || -(-g) != g || !(g <= g)) identity.add(text({i}).size(), text({i}));
    }
    std::size_t comparable_chains = 0;
    for (std::size_t trial = 0; trial < scaled(3000); ++trial) {
        const auto i = random.below(games.size()), j = random.below(games.size()), k = random.below(games.size());
        const Game g = games[i], h = games[j], c = games[k];
        const std::string t = text({i, j, k});
        if (g + h != h + g) commutative.add(t.size(), t);
        if ((g + h) + c != g + (h + c)) associative.add(t.size(), t);
        if (g <= h && h <= g && g != h) antisymmetric.add(t.size(), t);
        if (g <= h && h <= c) {
            ++comparable_chains;
            if (!(g <= c)) transitive.add(t.size(), t);
        }
        if (g <= h && !(g + c <= h + c)) monotone.add(t.size(), t);
        if ((g <= h) != (zero <= h - g)) difference_sign.add(t.size(), t);
    }
    for (const auto* log : {&inverse, &commutative, &associative, &identity, &antisymmetric, &transitive,
                            &monotone, &difference_sign}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
    CHECK(comparable_chains > scaled(50));
}

TEST_CASE("random games: canonical options are canonical and equal values share a handle") {
    NaiveStore s;
    const Sample sample = random_sample(s, 777, scaled(1500), 3);
    RandomGames random(s, 11);
    FailureLog dominated("canonical form has a dominated option"),
        reversible("canonical form has a reversible option"), sorted("options sorted by id, no repeats"),
        counts("option counts"), same_handle("equal option lists give the same handle"),
        variant_twin("twin: the padded form equals the original"),
        tree("a subposition of a canonical form has a dominated or reversible option");
    for (std::size_t i = 0; i < sample.forms.size(); ++i) {
        const Game g = sample.games[i];
        const Node canonical = s.from_game(g);
        const std::string text = s.to_string(canonical);
        if (s.has_dominated_option(canonical)) dominated.add(text.size(), text);
        if (s.has_reversible_option(canonical)) reversible.add(text.size(), text);
        if (!s.is_canonical_tree(canonical)) tree.add(text.size(), text);
        const auto left = g.left_options(), right = g.right_options();
        for (const auto* side : {&left, &right})
            for (std::size_t k = 1; k < side->size(); ++k)
                if (!((*side)[k - 1].id() < (*side)[k].id())) sorted.add(text.size(), text);
        if (left.size() != g.left_option_count() || right.size() != g.right_option_count())
            counts.add(text.size(), text);

        // Pad the canonical options with a dominated option on each side and a reversible Left
        // option X = {Y | G-1} (reversible through G-1 <= G; bypassing it adds only G^L-1, which
        // is dominated). The value is unchanged, so the handle must be too.
        std::vector<Node> pad_left(s.left(canonical)), pad_right(s.right(canonical));
        const Node minus_one = s.integer(-1), plus_one = s.integer(1);
        if (!pad_left.empty()) pad_left.push_back(s.sum(pad_left[random.below(pad_left.size())], minus_one));
        if (!pad_right.empty()) pad_right.push_back(s.sum(pad_right[random.below(pad_right.size())], plus_one));
        pad_left.push_back(s.make({sample.forms[random.below(sample.forms.size())]}, {s.sum(canonical, minus_one)}));
        const Node padded = s.make(pad_left, pad_right);
        const std::string padded_text = s.to_string(padded);
        if (!s.eq(padded, canonical)) variant_twin.add(padded_text.size(), padded_text);
        else if (s.to_game(padded) != g) same_handle.add(padded_text.size(), padded_text);
    }
    for (const auto* log : {&dominated, &reversible, &tree, &sorted, &counts, &same_handle, &variant_twin}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("random games: stops, birthdays and predicates agree with the twin") {
    NaiveStore s;
    const Sample sample = random_sample(s, 2718, scaled(1500), 3);
    FailureLog stops("left/right stops"), birthday("birthday"), number("is_number/number_part"),
        integer("is_integer"), nimber("is_nimber"), infinitesimal("is_infinitesimal"), nus("is_nus/parts"),
        parts_throw("parts of a non-NUS throw InvalidArgument");
    std::size_t numbers = 0, nimbers = 0, nuses = 0, infinitesimals = 0, others = 0;
    for (std::size_t i = 0; i < sample.forms.size(); ++i) {
        const Node form = sample.forms[i];
        const Game g = sample.games[i];
        const Node canonical = s.from_game(g);
        const std::string text = s.to_string(form);
        // Stops are values' invariants: read them off the random form, not the canonical one.
        if (to_rational(g.left_stop()) != s.left_stop(form) || to_rational(g.right_stop()) != s.right_stop(form))
            stops.add(text.size(), fmt::format("{}: core {} {}, naive {} {}", text, g.left_stop(), g.right_stop(),
                                               s.left_stop(form).str(), s.right_stop(form).str()));
        if (g.birthday() != s.formal_birthday(canonical) || g.birthday() > s.formal_birthday(form))
            birthday.add(text.size(), text);

        const auto value = s.number_value(form);
        numbers += value.has_value();
        if (g.is_number() != value.has_value() || (value && to_rational(g.number_part()) != *value))
            number.add(text.size(), text);
        if (g.is_integer() != (value && boost::multiprecision::denominator(*value) == 1))
            integer.add(text.size(), text);
        const auto nim = s.nimber_value(canonical);
        nimbers += nim.has_value();
        if (g.is_nimber() != nim.has_value() || (nim && g.nim_part() != *nim)) nimber.add(text.size(), text);
        const bool tiny = s.is_infinitesimal(form);
        infinitesimals += tiny;
        if (g.is_infinitesimal() != tiny) infinitesimal.add(text.size(), text);
        const auto parts = s.nus_value(canonical);
        nuses += parts.has_value();
        others += !parts.has_value();
        if (g.is_nus() != parts.has_value()) {
            nus.add(text.size(), fmt::format("{}: core is_nus {}", text, g.is_nus()));
        } else if (parts && (to_rational(g.number_part()) != parts->number || g.up_part() != parts->ups ||
                             g.nim_part() != parts->nim)) {
            nus.add(text.size(), fmt::format("{}: core parts {} {} {}, naive {} {} {}", text, g.number_part(),
                                             g.up_part(), g.nim_part(), parts->number.str(), parts->ups, parts->nim));
        }
        if (!g.is_nus()) {
            bool all_threw = true;
            try { (void)g.number_part(); all_threw = false; } catch (const cgt::InvalidArgument&) {}
            try { (void)g.up_part(); all_threw = false; } catch (const cgt::InvalidArgument&) {}
            try { (void)g.nim_part(); all_threw = false; } catch (const cgt::InvalidArgument&) {}
            if (!all_threw) parts_throw.add(text.size(), text);
        }
    }
    for (const auto* log : {&stops, &birthday, &number, &integer, &nimber, &infinitesimal, &nus, &parts_throw}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
    MESSAGE(fmt::format("sample: {} numbers, {} nimbers, {} NUS, {} infinitesimals, {} non-NUS", numbers, nimbers,
                        nuses, infinitesimals, others));
    CHECK(numbers > scaled(50));
    CHECK(nimbers > scaled(20));
    CHECK(nuses - numbers > scaled(50));
    CHECK(infinitesimals > scaled(50));
    CHECK(others > scaled(200));
}

TEST_CASE("birthdays: asked for the options first (the core's shortcut) and cold, they agree with the twin") {
    NaiveStore s;
    const Sample sample = random_sample(s, 1618, scaled(800), 4);
    FailureLog cold("birthday with no memo"), shortcut("birthday after its options' (the shortcut)");
    std::size_t shortcuts = 0;
    for (std::size_t i = 0; i < sample.games.size(); ++i) {
        const Game g = sample.games[i];
        const cgt::BigInt expected = s.formal_birthday(s.from_game(g));
        // Each in a fresh thread, whose birthday memo is empty: the whole walk, then G's options
        // first (each remembered) and G itself from them.
        cgt::BigInt walked, from_options;
        std::thread([&] { walked = g.birthday(); }).join();
        std::thread([&] {
            for (const auto& side : {g.left_options(), g.right_options()})
                for (Game o : side) (void)o.birthday();
            from_options = g.birthday();
        }).join();
        shortcuts += !g.is_nus();
        if (walked != expected) cold.add(0, s.to_string(sample.forms[i]));
        if (from_options != expected) shortcut.add(0, s.to_string(sample.forms[i]));
    }
    for (const auto* log : {&cold, &shortcut}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
    CHECK(shortcuts > scaled(200));
}

TEST_CASE("larger random games and sums of them against the twin") {
    NaiveStore s;
    const Sample big = random_sample(s, 9001, scaled(300), 4); // formal birthday up to 6
    const Sample small = random_sample(s, 9002, scaled(300), 2);
    RandomGames random(s, 13);
    FailureLog leq("<= on birthday-6 forms"), outcome("outcome of birthday-6 forms"),
        sum_leq("G+H <= K against the naive sum"), canonical("canonical form of birthday-6 forms");
    std::size_t non_nus = 0;
    for (std::size_t i = 0; i < big.forms.size(); ++i) {
        const std::string text = s.to_string(big.forms[i]);
        non_nus += !big.games[i].is_nus();
        if (big.games[i].outcome() != s.outcome(big.forms[i])) outcome.add(text.size(), text);
        if (!s.eq(s.from_game(big.games[i]), big.forms[i])) canonical.add(text.size(), text);
    }
    for (std::size_t trial = 0; trial < scaled(3000); ++trial) {
        const auto i = random.below(big.forms.size()), j = random.below(big.forms.size());
        const Node a = big.forms[i], b = big.forms[j];
        const std::size_t size = s.subposition_count(a) + s.subposition_count(b);
        if ((big.games[i] <= big.games[j]) != s.leq(a, b)) leq.add(size, pair_text(s, a, b));
    }
    for (std::size_t trial = 0; trial < scaled(600); ++trial) {
        const auto i = random.below(small.forms.size()), j = random.below(small.forms.size());
        const auto k = random.below(big.forms.size());
        const Node naive_sum = s.sum(small.forms[i], small.forms[j]);
        const Game core_sum = small.games[i] + small.games[j];
        const std::string text = pair_text(s, small.forms[i], small.forms[j]) + ", K = " + s.to_string(big.forms[k]);
        if ((core_sum <= big.games[k]) != s.leq(naive_sum, big.forms[k]) ||
            (big.games[k] <= core_sum) != s.leq(big.forms[k], naive_sum))
            sum_leq.add(text.size(), text);
    }
    for (const auto* log : {&leq, &outcome, &sum_leq, &canonical}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
    CHECK(non_nus > scaled(60));
}

TEST_CASE("numbers with hot games: translation and comparison against the twin") {
    NaiveStore s;
    RandomGames random(s, 8080);
    FailureLog sum("x + G"), leq("x <= G and G <= x"), stops("stops of x + G");
    for (std::size_t trial = 0; trial < scaled(1500); ++trial) {
        const auto numerator = static_cast<std::int64_t>(random.below(129)) - 64;
        const auto exponent = static_cast<unsigned>(random.below(7));
        const Rational x = Rational(numerator, std::int64_t{1} << exponent);
        const Node a = random.game(2);
        const Game g = s.to_game(a), number = Game::number(to_dyadic(x));
        const Node naive_x = s.number(x);
        const std::string text = fmt::format("x = {}, G = {}", x.str(), s.to_string(a));
        const Node naive_sum = s.sum(naive_x, a);
        if (!s.eq(s.from_game(number + g), naive_sum) || (g + number) != (number + g)) sum.add(text.size(), text);
        if ((number <= g) != s.leq(naive_x, a) || (g <= number) != s.leq(a, naive_x)) leq.add(text.size(), text);
        if (to_rational((number + g).left_stop()) != s.left_stop(a) + x ||
            to_rational((number + g).right_stop()) != s.right_stop(a) + x)
            stops.add(text.size(), text);
    }
    for (const auto* log : {&sum, &leq, &stops}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}

TEST_CASE("from_options with many options, and sum() of lists, against the twin") {
    NaiveStore s;
    const Sample pool = random_sample(s, 6060, 200, 2);
    RandomGames random(s, 17);
    FailureLog many("from_options with up to 80 options a side"), list_sum("cgt::sum of a list");
    for (std::size_t trial = 0; trial < scaled(600); ++trial) {
        std::vector<Node> left, right;
        std::vector<Game> left_games, right_games;
        const auto nl = random.below(81), nr = random.below(81);
        for (std::size_t i = 0; i < nl; ++i) {
            const auto k = random.below(pool.forms.size());
            left.push_back(pool.forms[k]);
            left_games.push_back(pool.games[k]);
        }
        for (std::size_t i = 0; i < nr; ++i) {
            const auto k = random.below(pool.forms.size());
            right.push_back(pool.forms[k]);
            right_games.push_back(pool.games[k]);
        }
        const Game g = Game::from_options(left_games, right_games);
        const Node form = s.make(left, right);
        if (!s.eq(s.from_game(g), form) || s.has_dominated_option(s.from_game(g)) ||
            s.has_reversible_option(s.from_game(g)))
            many.add(nl + nr, fmt::format("{} Left and {} Right options: {}", nl, nr, s.to_string(form)));
    }
    for (std::size_t trial = 0; trial < scaled(600); ++trial) {
        std::vector<Game> games;
        Node naive_total = s.zero();
        for (std::size_t i = 0, n = random.below(4); i < n; ++i) {
            const auto k = random.below(pool.forms.size());
            games.push_back(pool.games[k]);
            naive_total = s.sum(naive_total, pool.forms[k]);
        }
        if (!s.eq(s.from_game(cgt::sum(games)), naive_total)) list_sum.add(games.size(), s.to_string(naive_total));
    }
    for (const auto* log : {&many, &list_sum}) {
        INFO(log->message());
        CHECK(log->count() == 0);
    }
}
