// Evaluation of the expression language: the syntax tree's nodes in index order (children come
// before their parents), each value kept until its parent takes it. No recursion, so a chain of
// 10^6 terms or 10^4 nested brackets costs a loop, not a deep call stack.

#include "cgt/lang/expression.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/game_table.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/detail/lexer.hpp"
#include "cgt/lang/detail/loopy_methods.hpp"
#include "cgt/lang/detail/loopy_values.hpp"
#include "cgt/lang/detail/methods.hpp"
#include "cgt/lang/detail/operators.hpp"
#include "cgt/lang/detail/syntax_tree.hpp"
#include "cgt/lang/detail/value_checks.hpp"
#include "cgt/lang/detail/value_printer.hpp"
#include "cgt/lang/detail/work_checks.hpp"
#include "cgt/lang/work_limit.hpp"
#include "cgt/products.hpp"
#include "cgt/step_limit.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {
namespace {

using detail::Join;
using detail::NodeKind;
using detail::SyntaxNode;

// A node's value: games (nearly every node) inline, anything else on the heap.
struct Slot {
    Game game;
    std::unique_ptr<Value> other;
};

class Evaluator {
public:
    Evaluator(std::string_view text, const detail::SyntaxTree& tree)
        : text_(text), tree_(tree), slots_(tree.nodes.size()) {}

    Value run() {
        for (std::size_t i = 0; i < tree_.nodes.size(); ++i) {
            const SyntaxNode& n = tree_.nodes[i];
            if (n.kind == NodeKind::loop_ref || loops_out(i)) continue; // built with the game they loop to
            try {
                put(i, evaluate(n));
            } catch (const MemoryLimitExceeded&) {
                throw;
            } catch (const StepLimitExceeded&) {
                throw; // like the memory limit: about the whole request, not this operand
            } catch (const WorkLimitExceeded& e) {
                throw WorkLimitExceeded(message(n, e.what()), e.needed()); // keeps its type and advice
            } catch (const ParseError&) {
                throw;
            } catch (const InvalidArgument& e) {
                if (std::string_view(e.what()).starts_with("at position")) throw;
                throw InvalidArgument(message(n, e.what()));
            } catch (const Error& e) {
                throw InvalidArgument(message(n, e.what()));
            }
        }
        return take(tree_.root);
    }

private:
    std::string_view text_;
    const detail::SyntaxTree& tree_;
    std::vector<Slot> slots_;

    // A game node whose pass or label options move to an enclosing game.
    bool loops_out(std::size_t i) const { return !tree_.loop_reach.empty() && tree_.loop_reach[i] > i; }
    bool has_loops(std::size_t i) const { return !tree_.loop_reach.empty() && tree_.loop_reach[i] != 0; }
    bool child_is_loopy(const SyntaxNode& n) const {
        for (std::size_t k = 0; k < n.child_count; ++k) {
            const Slot& s = slots_[tree_.child(n, k)];
            if (s.other && detail::is_loopy(*s.other)) return true;
        }
        return false;
    }

    void put(std::size_t i, Value v) {
        if (const auto* loopy = std::get_if<loopy::SidedValue>(&v)) v = detail::loopy_result(*loopy);
        if (Game* g = std::get_if<Game>(&v)) slots_[i].game = *g;
        else slots_[i].other = std::make_unique<Value>(std::move(v));
    }
    Value take(std::uint32_t i) {
        Slot& s = slots_[i];
        if (s.other) return std::move(*std::exchange(s.other, nullptr));
        return s.game;
    }
    Value child(const SyntaxNode& n, std::size_t k) { return take(tree_.child(n, k)); }
    // Child k as a game; a wrong type is reported where that child's text starts.
    Game child_game(const SyntaxNode& n, std::size_t k, std::string_view what) {
        std::uint32_t i = tree_.child(n, k);
        Value v = take(i);
        if (const Game* g = std::get_if<Game>(&v)) return *g;
        try {
            return detail::game_value(v, what);
        } catch (const Error& e) {
            throw InvalidArgument(located(tree_.start(i), e.what()));
        }
    }

    std::string located(std::size_t position, std::string_view what) const {
        if (position >= text_.size()) return fmt::format("at position {}: {}", position, what);
        return fmt::format("at position {} (at \"{}\"): {}", position, input_excerpt(text_, position), what);
    }

    // "at position 6 (at "Cool(*)"): Cool: t must be a number, got * (a game)"
    std::string message(const SyntaxNode& n, std::string_view what) const {
        if (n.kind == NodeKind::method)
            return located(n.position, fmt::format("{}: {}", detail::method_info(n.count).name, what));
        return located(n.position, what);
    }

    Value evaluate(const SyntaxNode& n);
    Game literal(const SyntaxNode& n) const;
    MisereGame misere(const SyntaxNode& n) const;
    Value sum(const SyntaxNode& n);
    Value loopy_sum(const SyntaxNode& n);
    Value game(std::size_t i, const SyntaxNode& n);
    MisereGame misere_sum(const SyntaxNode& n);
    Value method(const SyntaxNode& n);
};

Game Evaluator::literal(const SyntaxNode& n) const {
    detail::Lexer lexer(text_, n.position);
    detail::Token t = lexer.next(true);
    Dyadic number = n.count == 1 ? -t.number : t.number;
    if (t.order_on) // ^<on>, v[on]*, ...: evaluate() turns the literal node into a loopy value
        throw InvalidArgument("internal: a loopy literal read as a short game");
    switch (t.arrows) {
    case detail::ArrowKind::none:
    case detail::ArrowKind::multiple: return Game::nus(number, t.ups, t.nim);
    case detail::ArrowKind::unit:
        detail::check_chain_levels(BigInt(t.ups < 0 ? -t.ups : t.ups), "^<n>");
        return Game::number(number) + detail::uptimal_unit(t.ups) + Game::nimber(t.nim);
    case detail::ArrowKind::unit_sum:
        detail::check_chain_levels(BigInt(t.ups < 0 ? -t.ups : t.ups), "^[n]");
        return Game::number(number) + detail::uptimal_unit_sum(t.ups) + Game::nimber(t.nim);
    }
    return Game();
}

// *[E] in CGSuite's list form (checked by the lexer): a number n is the heap *n, [E] the game
// with those options, and the outer *[x] with one element x is x itself.
MisereGame Evaluator::misere(const SyntaxNode& n) const {
    detail::Lexer lexer(text_, n.position);
    const detail::Token t = lexer.next(true);
    const std::string_view body = t.text(text_);
    std::vector<std::vector<MisereGame>> lists;
    for (std::size_t i = 1; i < body.size();) { // body[0] is '*'
        const char c = body[i];
        if (c == '[') {
            lists.emplace_back();
            ++i;
        } else if (c == ']') {
            std::vector<MisereGame> done = std::move(lists.back());
            lists.pop_back();
            if (lists.empty()) return done.size() == 1 ? done.front() : MisereGame::from_options(done);
            lists.back().push_back(MisereGame::from_options(done));
            ++i;
        } else if (c >= '0' && c <= '9') {
            std::size_t end = i;
            while (end < body.size() && body[end] >= '0' && body[end] <= '9') ++end;
            const std::string_view digits = body.substr(i, end - i);
            if (digits.size() > 3 || std::stoul(std::string(digits)) > detail::max_listed_nimber)
                throw InvalidArgument(message(n, fmt::format("a misere heap has at most {} counters, got {}",
                                                             detail::max_listed_nimber, input_excerpt(digits, 0))));
            lists.back().push_back(MisereGame::nim_heap(static_cast<std::uint32_t>(std::stoul(std::string(digits)))));
            i = end;
        } else {
            ++i; // ',' and ' '
        }
    }
    return MisereGame(); // not reached: the lexer checked the brackets
}

// A sum with a misère game in it is a misère sum: every term a misère game or a nimber (its heap),
// '-' the same as '+' (every misère game is its own negative).
MisereGame Evaluator::misere_sum(const SyntaxNode& n) {
    MisereGame total;
    for (std::size_t k = 0; k < n.child_count; ++k) {
        const SyntaxNode& term = tree_.nodes[tree_.child(n, k)];
        const Value v = child(n, k);
        MisereGame g;
        if (const MisereGame* m = std::get_if<MisereGame>(&v)) {
            g = *m;
        } else if (const Game* h = std::get_if<Game>(&v); h && h->is_nimber() && h->nim_part() <= detail::max_listed_nimber) {
            g = MisereGame::nim_heap(static_cast<std::uint32_t>(h->nim_part()));
        } else {
            throw InvalidArgument(message(term, fmt::format("a misere sum adds misere games and nimbers (up to *{}), "
                                                            "not {}", detail::max_listed_nimber, cgt::to_string(v))));
        }
        if (term.join == Join::plus_minus)
            throw InvalidArgument(message(term, "+- does not apply to misere games"));
        total = total + g;
    }
    return total;
}

// Number+up+star terms are added part by part (numbers add, up multiples add, nimbers xor) and
// enter the game table once, at the end: a chain of 10^6 numbers creates one game, not 10^6.
Value Evaluator::sum(const SyntaxNode& n) {
    for (std::size_t k = 0; k < n.child_count; ++k) {
        const Slot& s = slots_[tree_.child(n, k)];
        if (s.other && std::holds_alternative<MisereGame>(*s.other)) return misere_sum(n);
    }
    if (child_is_loopy(n)) return loopy_sum(n);
    std::optional<Game> general; // the sum of the terms that are not number+up+star values
    Dyadic number;
    std::int64_t ups = 0;
    std::uint64_t nim = 0;
    for (std::size_t k = 0; k < n.child_count; ++k) {
        Join join = tree_.nodes[tree_.child(n, k)].join;
        Game g = child_game(n, k, "a term of a sum");
        if (join == Join::plus_minus) {
            detail::check_up_multiples(g, "+-G");
            g = detail::plus_minus(g);
        }
        if (!g.is_nus()) {
            if (join == Join::minus) g = -g;
            general = general ? *general + g : g;
            continue;
        }
        std::int64_t u = g.up_part();
        bool overflow = join == Join::minus ? __builtin_sub_overflow(ups, u, &ups) : __builtin_add_overflow(ups, u, &ups);
        if (overflow) throw OutOfRange("the sum's up multiple does not fit in 64 bits");
        number = join == Join::minus ? number - g.number_part() : number + g.number_part();
        nim ^= g.nim_part();
    }
    Game parts = Game::nus(number, ups, nim);
    if (!general) return parts;
    detail::check_up_multiple(ups, "a sum");
    return *general + parts;
}

// A sum with a loopy term: the short terms summed as short games, then the loopy ones added.
Value Evaluator::loopy_sum(const SyntaxNode& n) {
    Game short_total;
    loopy::SidedValue total;
    for (std::size_t k = 0; k < n.child_count; ++k) {
        const Join join = tree_.nodes[tree_.child(n, k)].join;
        Value v = child(n, k);
        if (const Game* g = std::get_if<Game>(&v); g && join != Join::plus_minus) {
            detail::check_up_multiples(*g, "a sum with a loopy game");
            short_total = join == Join::minus ? short_total - *g : short_total + *g;
            continue;
        }
        loopy::SidedValue x = detail::sided_value(v, "a term of a sum");
        if (join == Join::plus_minus) {
            const loopy::SidedValue minus = -x;
            x = loopy::SidedValue::from_options({&x, 1}, {&minus, 1});
        }
        total = detail::loopy_sum(total, join == Join::minus ? -x : x);
    }
    return detail::loopy_sum(total, loopy::SidedValue(detail::short_stopper(short_total)));
}

// {L|R}: a short game; with loopy options a loopy game; with pass or labels inside, the loopy
// game built node by node.
Value Evaluator::game(std::size_t i, const SyntaxNode& n) {
    if (has_loops(i))
        return detail::loopy_game(tree_, static_cast<std::uint32_t>(i), [this](std::uint32_t c) { return take(c); });
    if (child_is_loopy(n)) {
        std::vector<Value> options;
        for (std::size_t k = 0; k < n.child_count; ++k) options.push_back(child(n, k));
        std::span<const Value> all(options);
        if (n.kind == NodeKind::plus_minus_list) {
            std::vector<Value> negated;
            for (const Value& v : options) negated.push_back(-detail::sided_value(v, "an option"));
            return detail::loopy_options(all, negated);
        }
        return detail::loopy_options(all.subspan(0, n.count), all.subspan(n.count));
    }
    std::vector<Game> options;
    for (std::size_t k = 0; k < n.child_count; ++k) {
        options.push_back(child_game(n, k, "an option"));
        detail::check_up_multiples(options.back(), "an option");
    }
    if (n.kind == NodeKind::plus_minus_list) return detail::plus_minus(options);
    std::span<const Game> all(options);
    return Game::from_options(all.subspan(0, n.count), all.subspan(n.count));
}

Value Evaluator::method(const SyntaxNode& n) {
    Value receiver = child(n, 0);
    std::vector<Value> arguments;
    for (std::size_t k = 1; k < n.child_count; ++k) arguments.push_back(child(n, k));
    const detail::MethodInfo& m = detail::method_info(n.count);
    const bool loopy = detail::is_loopy(receiver) ||
                       std::any_of(arguments.begin(), arguments.end(), [](const Value& v) { return detail::is_loopy(v); });
    if (loopy) return detail::call_loopy_method(m.name, receiver, arguments);
    return m.call(receiver, arguments);
}

Value Evaluator::evaluate(const SyntaxNode& n) {
    switch (n.kind) {
    case NodeKind::literal: {
        detail::Lexer lexer(text_, n.position);
        const detail::Token t = lexer.next(true);
        if (t.order_on)
            return loopy::SidedValue(detail::upon_literal(t.arrows == detail::ArrowKind::unit, static_cast<int>(t.ups),
                                                          n.count == 1 ? -t.number : t.number, t.nim));
        return literal(n);
    }
    case NodeKind::player: return n.count == 0 ? Player::left : Player::right;
    case NodeKind::loopy_constant: return detail::loopy_constant(static_cast<detail::LoopyConstant>(n.count));
    case NodeKind::loop_ref: return Game(); // not reached: built with the game it moves to
    case NodeKind::sidle: return detail::sidle(child(n, 0), child(n, 1));
    case NodeKind::comparison: {
        const Value a = child(n, 0), b = child(n, 1);
        return detail::compare(a, b, static_cast<detail::Comparison>(n.count));
    }
    case NodeKind::misere: return misere(n);
    case NodeKind::sum: return sum(n);
    case NodeKind::negate:
        if (child_is_loopy(n)) return -detail::sided_value(child(n, 0), "the operand of '-'");
        return -child_game(n, 0, "the operand of '-'");
    case NodeKind::plus_minus: {
        if (child_is_loopy(n)) {
            const loopy::SidedValue x = detail::sided_value(child(n, 0), "the operand of '+-'"), minus = -x;
            return loopy::SidedValue::from_options({&x, 1}, {&minus, 1});
        }
        const Game g = child_game(n, 0, "the operand of '+-'");
        detail::check_up_multiples(g, "+-G");
        return detail::plus_minus(g);
    }
    case NodeKind::plus_minus_list:
    case NodeKind::game: return game(static_cast<std::size_t>(&n - tree_.nodes.data()), n);
    case NodeKind::ordinal_sum: {
        if (child_is_loopy(n)) {
            Value total = child(n, 0);
            for (std::size_t k = 1; k < n.child_count; ++k) total = detail::loopy_ordinal_sum(total, child(n, k));
            return total;
        }
        Game total = child_game(n, 0, "an operand of ':'");
        for (std::size_t k = 1; k < n.child_count; ++k) {
            const Game h = child_game(n, k, "an operand of ':'");
            detail::check_up_multiples(total, "G:H");
            detail::check_up_multiples(h, "G:H");
            detail::check_ordinal_levels(total, h);
            total = ordinal_sum(total, h);
        }
        return total;
    }
    case NodeKind::product: {
        Value total = child(n, 0);
        for (std::size_t k = 1; k < n.child_count; ++k) {
            Value next = child(n, k);
            total = detail::is_loopy(total) || detail::is_loopy(next) ? detail::loopy_product(total, next)
                                                                      : detail::product(total, next);
        }
        return total;
    }
    case NodeKind::tiny:
    case NodeKind::miny: {
        Dyadic translation = n.count == 1 ? detail::number_value(child(n, 0), "the translation") : Dyadic();
        if (const Slot& s = slots_[tree_.child(n, n.count)]; s.other && detail::is_loopy(*s.other))
            return detail::loopy_tiny(translation, child(n, n.count), n.kind == NodeKind::tiny);
        Game g = child_game(n, n.count, n.kind == NodeKind::tiny ? "the argument of Tiny" : "the argument of Miny");
        detail::check_up_multiples(g, n.kind == NodeKind::tiny ? "Tiny(G)" : "Miny(G)");
        return Game::number(translation) + (n.kind == NodeKind::tiny ? tiny(g) : miny(g));
    }
    case NodeKind::method: return method(n);
    case NodeKind::nimber_of: {
        const auto k = detail::integer_value(child(n, 0), "the n of *(n)", 0, detail::max_nimber);
        return Game::nimber(static_cast<std::uint32_t>(k));
    }
    }
    return Game();
}

} // namespace

Value evaluate(std::string_view text) {
    detail::SyntaxTree tree = detail::parse_syntax(text);
    // The work limit's step budget, for work that no up-front check sees (sums and products of
    // moderately large games). A caller's own, smaller StepLimit stays in force and its
    // StepLimitExceeded passes through unchanged.
    const detail::Bounds bounds = detail::bounds_at_work_limit();
    const bool own_budget = StepLimit::remaining() > bounds.steps;
    StepLimit steps(bounds.steps);
    try {
        return Evaluator(text, tree).run();
    } catch (const StepLimitExceeded&) {
        if (!own_budget) throw;
        throw WorkLimitExceeded(fmt::format("the evaluation stopped after {} steps (games built and comparisons "
                                            "made), all that work limit {} allows",
                                            bounds.steps, bounds.limit),
                                bounds.limit < maximum_work_limit ? 2 * bounds.limit : 0); // a guess: twice as much
    }
}

Game parse_game(std::string_view text) {
    Value v = evaluate(text);
    if (const Game* g = std::get_if<Game>(&v)) return *g;
    throw InvalidArgument(fmt::format("the expression gives {} ({}), not a game", to_string(v), kind_name(v)));
}

std::string kind_name(const Value& value) {
    struct Names {
        std::string operator()(Game) const { return "a game"; }
        std::string operator()(bool) const { return "a boolean"; }
        std::string operator()(Outcome) const { return "an outcome class"; }
        std::string operator()(const GameSet&) const { return "a set of games"; }
        std::string operator()(const Thermograph&) const { return "a thermograph"; }
        std::string operator()(MisereGame) const { return "a misere game"; }
        std::string operator()(const Genus&) const { return "a genus"; }
        std::string operator()(const UptimalExpansion&) const { return "an uptimal expansion"; }
        std::string operator()(const loopy::SidedValue&) const { return "a loopy game"; }
        std::string operator()(loopy::LoopyOutcome) const { return "a loopy outcome class"; }
        std::string operator()(const LoopySet&) const { return "a set of loopy games"; }
        std::string operator()(Player) const { return "a player"; }
    };
    return std::visit(Names{}, value);
}

std::string to_string(const Value& value, PrintStyle style) { return detail::print_value(value, style); }

} // namespace cgt
