// The parser of the expression language (grammar in docs/notation.md): text -> syntax tree.
//
// One loop over an explicit stack of open brackets, with the operands and operators of each
// bracket level kept in flat lists (a chain a+b+...+z becomes one sum node with 26 terms), so
// no input can make it recurse: 10^5 nested braces meet the nesting limit with a clear
// message, 10^6 terms make one node with 10^6 children. Work is linear in the input.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/lang/detail/methods.hpp"
#include "cgt/lang/detail/lexer.hpp"
#include "cgt/lang/detail/syntax_tree.hpp"
#include "cgt/errors.hpp"
#include "cgt/lang/detail/loopy_syntax.hpp"
#include "cgt/lang/detail/parser.hpp"

namespace cgt::detail::parsing {

std::uint32_t Parser::add(NodeKind kind, std::size_t position, const std::vector<std::uint32_t>& children,
                          std::uint32_t count, std::uint32_t payload) {
    SyntaxNode n{kind};
    n.position = static_cast<std::uint32_t>(position);
    n.first_child = static_cast<std::uint32_t>(tree_.children.size());
    n.child_count = static_cast<std::uint32_t>(children.size());
    n.count = count;
    n.payload = payload;
    tree_.children.insert(tree_.children.end(), children.begin(), children.end());
    tree_.nodes.push_back(n);
    return static_cast<std::uint32_t>(tree_.nodes.size() - 1);
}

// A literal node; negated: the '-' before it is the sign of its number (-1/2^* is -1/2 + ^*).
std::uint32_t Parser::add_literal(const Token& literal, bool negated) {
    return add(NodeKind::literal, literal.position, {}, negated ? 1 : 0);
}

void Parser::open(Frame::Kind kind) {
    if (stack_.size() > max_nesting)
        fail(fmt::format("brackets nested deeper than {} levels", max_nesting), token_.position);
    Frame f;
    f.kind = kind;
    f.open_position = token_.position;
    const Frame& parent = stack_.back();
    f.after_plus_minus = (kind == Frame::Kind::paren || kind == Frame::Kind::brace) && !parent.prefixes.empty() &&
                         parent.prefixes.back().kind == TokenKind::plus_minus;
    stack_.push_back(std::move(f));
    advance(true);
}

// At the '(' after Tiny or Miny (translation: the literal written directly before, or no_node).
void Parser::open_function(Frame::Kind kind, std::uint32_t translation) {
    const char* name = kind == Frame::Kind::tiny ? "Tiny" : "Miny";
    if (token_.kind != TokenKind::lparen) fail_expected(fmt::format("'(' after {}", name));
    open(kind);
    stack_.back().translation = translation;
}

// The operand is complete (methods applied): apply the unary operators in front of it, then it
// is the next factor of the current product.
void Parser::deliver(std::uint32_t node) {
    Frame& f = stack_.back();
    for (auto it = f.prefixes.rbegin(); it != f.prefixes.rend(); ++it) {
        if (it->kind == TokenKind::minus) node = add(NodeKind::negate, it->position, {node});
        else if (it->kind == TokenKind::plus_minus) node = add(NodeKind::plus_minus, it->position, {node});
    }
    f.prefixes.clear();
    f.factors.push_back(node);
}

std::uint32_t Parser::finish_product(Frame& f) {
    std::uint32_t node = f.factors.size() == 1 ? f.factors.front()
                                               : add(NodeKind::product, tree_.start(f.factors.front()), f.factors);
    f.factors.clear();
    return node;
}

std::uint32_t Parser::finish_ordinal(Frame& f) {
    f.ordinals.push_back(finish_product(f));
    std::uint32_t node = f.ordinals.size() == 1
                             ? f.ordinals.front()
                             : add(NodeKind::ordinal_sum, tree_.start(f.ordinals.front()), f.ordinals);
    f.ordinals.clear();
    return node;
}

std::uint32_t Parser::finish_expression(Frame& f) {
    std::uint32_t term = finish_ordinal(f);
    tree_.nodes[term].join = f.next_join;
    f.terms.push_back(term);
    std::uint32_t node =
        f.terms.size() == 1 && tree_.nodes[term].join == Join::plus
            ? term
            : add(NodeKind::sum, tree_.start(f.terms.front()), f.terms);
    if (f.terms.size() == 1) tree_.nodes[term].join = Join::plus;
    f.terms.clear();
    f.next_join = Join::plus;
    return node;
}

// The sum, then G & H (the sum is H), then a comparison (the rest is its right side).
std::uint32_t Parser::finish_relation(Frame& f) {
    std::uint32_t node = finish_expression(f);
    if (f.sidle_left != no_node) {
        node = add(NodeKind::sidle, tree_.start(f.sidle_left), {f.sidle_left, node});
        f.sidle_left = no_node;
    }
    if (f.comparison_left != no_node) {
        node = add(NodeKind::comparison, f.comparison_position, {f.comparison_left, node},
                   static_cast<std::uint32_t>(f.comparison));
        f.comparison_left = no_node;
    }
    return node;
}

void Parser::end_item(Frame& f) {
    f.items.push_back(finish_relation(f));
    f.after_comma = false;
}

// True at the start of a brace side that has no options: "{|1}", "{1|}", "{|}", or at the ')'
// of an empty argument list "G.Name()".
bool Parser::at_empty_side() const {
    const Frame& f = stack_.back();
    if (!f.expression_empty() || !f.items.empty() || f.after_comma) return false;
    if (f.kind == Frame::Kind::brace) return token_.kind == TokenKind::slashes || token_.kind == TokenKind::rbrace;
    return f.kind == Frame::Kind::arguments && token_.kind == TokenKind::rparen;
}

// Slash runs decide the nesting: the longest run splits the braces, and each part with more
// runs is itself a game ({3||2|1} = {3|{2|1}}). Two longest runs are ambiguous, as in CGSuite.
// Iterative: a part is built after the parts inside it, so children precede parents.
std::uint32_t Parser::build_game(const Frame& f) {
    struct Part {
        std::size_t first, last; // sides first..last, separators first..last-1
        std::size_t split = 0;
        std::uint32_t left = no_node, right = no_node; // built inner games
        int stage = 0;
    };
    std::vector<Part> work{Part{0, f.sides.size() - 1}};
    std::uint32_t result = no_node;
    while (!work.empty()) {
        Part& p = work.back();
        if (p.stage == 0) {
            std::size_t split = p.first;
            for (std::size_t k = p.first + 1; k < p.last; ++k)
                if (f.separators[k].first > f.separators[split].first) split = k;
            for (std::size_t k = p.first; k < p.last; ++k) {
                if (k != split && f.separators[k].first == f.separators[split].first) {
                    std::size_t second = std::max(k, split);
                    fail(fmt::format("ambiguous slashes: two '{0}' at the same level (write {{3|{{2|1}}}} as "
                                     "{{3||2|1}} and {{{{3|2}}|1}} as {{3|2||1}})",
                                     std::string(f.separators[split].first, '|')),
                         f.separators[second].second);
                }
            }
            p.split = split;
            p.stage = 1;
            if (split != p.first) {
                work.push_back(Part{p.first, split});
                continue;
            }
        }
        if (p.stage == 1) {
            p.stage = 2;
            if (p.split + 1 != p.last) {
                std::size_t first = p.split + 1, last = p.last;
                work.push_back(Part{first, last});
                continue;
            }
        }
        std::vector<std::uint32_t> options;
        std::size_t left_count;
        if (p.left == no_node) options = f.sides[p.first];
        else options = {p.left};
        left_count = options.size();
        if (p.right == no_node) options.insert(options.end(), f.sides[p.last].begin(), f.sides[p.last].end());
        else options.push_back(p.right);
        std::size_t position = p.first == 0 ? f.open_position : f.separators[p.first - 1].second;
        std::uint32_t node = add(NodeKind::game, position, options, static_cast<std::uint32_t>(left_count));
        if (!f.pass_refs.empty()) resolve_passes(options, node);
        Part done = p;
        work.pop_back();
        if (work.empty()) {
            result = node;
        } else if (work.back().stage == 1) {
            work.back().left = node;
        } else {
            work.back().right = node;
        }
        (void)done;
    }
    return result;
}

// Closes the top frame (its closing bracket is the current token) and makes its value the
// operand of the frame below.
void Parser::close() {
    Frame f = std::move(stack_.back());
    stack_.pop_back();
    Frame& parent = stack_.back();
    std::uint32_t node = no_node;
    switch (f.kind) {
    case Frame::Kind::tiny:
    case Frame::Kind::miny: {
        std::vector<std::uint32_t> children;
        if (f.translation != no_node) children.push_back(f.translation);
        children.push_back(f.items.front());
        node = add(f.kind == Frame::Kind::tiny ? NodeKind::tiny : NodeKind::miny, f.open_position, children,
                   f.translation != no_node ? 1 : 0);
        break;
    }
    case Frame::Kind::arguments: {
        const MethodInfo& m = method_info(f.method);
        std::vector<std::uint32_t> children;
        if (f.function_form) {
            if (f.items.size() < m.min_arguments + 1 || f.items.size() > m.max_arguments + 1)
                fail(function_arity_message(m, f.items.size()), f.name_position);
        } else {
            if (f.items.size() < m.min_arguments || f.items.size() > m.max_arguments)
                fail(arity_message(m, f.items.size()), f.name_position);
            children.push_back(f.receiver);
        }
        children.insert(children.end(), f.items.begin(), f.items.end());
        node = add(NodeKind::method, f.name_position, children, f.method, f.name_position);
        break;
    }
    case Frame::Kind::nimber_of: node = add(NodeKind::nimber_of, f.name_position, {f.items.front()}); break;
    case Frame::Kind::paren:
        if (f.items.size() > 1) {
            node = add(NodeKind::plus_minus_list, parent.prefixes.back().position, f.items);
            parent.prefixes.pop_back(); // the '+-' was used up by the list
        } else {
            node = f.items.front();
        }
        break;
    case Frame::Kind::brace:
        f.sides.push_back(std::move(f.items));
        if (f.separators.empty()) {
            if (!f.after_plus_minus)
                fail("expected '|' between the Left and Right options of this game", f.open_position);
            if (f.sides.front().empty()) fail("expected at least one option after '+-{'", f.open_position);
            if (!f.pass_refs.empty() || !f.label_refs.empty() || !f.label.empty())
                fail("pass and labels belong to games written {Left|Right}, not to +-{...} lists", f.open_position);
            node = add(NodeKind::plus_minus_list, parent.prefixes.back().position, f.sides.front());
            parent.prefixes.pop_back();
        } else {
            node = build_game(f);
            resolve_labels(f, node);
        }
        break;
    case Frame::Kind::top: break;
    }
    operand_ = node;
}

// At the name after '.': a method call, with or without arguments.
void Parser::method_call() {
    std::uint32_t name_position = static_cast<std::uint32_t>(token_.position);
    std::string_view name = token_.text(text_);
    auto method = find_method(name);
    if (!method) fail(unknown_method_message(name), token_.position);
    advance(false);
    if (token_.kind == TokenKind::lparen) {
        std::uint32_t receiver = *operand_;
        operand_.reset();
        open(Frame::Kind::arguments);
        Frame& f = stack_.back();
        f.receiver = receiver;
        f.method = *method;
        f.name_position = name_position;
        return;
    }
    const MethodInfo& m = method_info(*method);
    if (m.min_arguments > 0) fail(arity_message(m, 0), name_position);
    operand_ = add(NodeKind::method, name_position, {*operand_}, *method, name_position);
}

// A number literal directly followed by a name: 9Tiny(2), -3/4Miny(1).
void Parser::translated(std::uint32_t literal_node, const Token& literal) {
    std::string_view name = token_.text(text_);
    if (name != "Tiny" && name != "Miny")
        fail(fmt::format("unexpected '{}' after the value (write separate values with '+')",
                         name.substr(0, std::min<std::size_t>(name.size(), 40))),
             token_.position);
    if (literal.arrows != ArrowKind::none || literal.nim != 0)
        fail("only a number written directly before it can translate Tiny or Miny (as in 9Tiny(2))", token_.position);
    auto kind = name == "Tiny" ? Frame::Kind::tiny : Frame::Kind::miny;
    advance(false);
    open_function(kind, literal_node);
}

SyntaxTree Parser::parse() {
    if (text_.size() >= no_node) fail("input too long (at most 4294967294 bytes)", 0);
    stack_.push_back(Frame{});
    advance(true);
    bool need_operand = true;
    while (true) {
        if (need_operand) {
            need_operand = !operand_step();
        } else if (operator_step()) {
            tree_.loop_reach = loop_reach(tree_, text_);
            return std::move(tree_);
        } else {
            need_operand = !operand_;
        }
    }
}

// Where an operand must start. Returns true once an operand is read (it is then in operand_,
// open to method calls).
bool Parser::operand_step() {
    Frame& f = stack_.back();
    switch (token_.kind) {
    case TokenKind::minus: {
        std::uint32_t minus_position = static_cast<std::uint32_t>(token_.position);
        advance(true);
        if (token_.kind != TokenKind::literal || !token_.has_number) {
            stack_.back().prefixes.push_back(Prefix{TokenKind::minus, minus_position});
            return false;
        }
        // "-1/2^*" is the number -1/2 plus ^*, as CGSuite prints it; but in "-3.Birthday" the
        // '-' applies after the method, as in CGSuite.
        Token literal = token_;
        advance(false);
        if (token_.kind == TokenKind::dot) {
            stack_.back().prefixes.push_back(Prefix{TokenKind::minus, minus_position});
            operand_ = add_literal(literal, false);
            return true;
        }
        std::uint32_t node = add_literal(literal, true);
        if (token_.kind == TokenKind::name && is_pseudonumber_suffix(token_.text(text_))) {
            pseudonumber_suffix(node, literal);
            return true;
        }
        if (token_.kind == TokenKind::name && token_.position == literal.end) {
            translated(node, literal);
            return false;
        }
        operand_ = node;
        return true;
    }
    case TokenKind::misere:
        operand_ = add(NodeKind::misere, token_.position, {}, 0);
        advance(false);
        return true;
    case TokenKind::nim_operator: { // *(n)
        const auto star_position = static_cast<std::uint32_t>(token_.position);
        advance(true); // to the '(' (the lexer saw it)
        open(Frame::Kind::nimber_of);
        stack_.back().name_position = star_position;
        return false;
    }
    case TokenKind::literal: {
        Token literal = token_;
        advance(false);
        std::uint32_t node = add_literal(literal, false);
        if (token_.kind == TokenKind::name && is_pseudonumber_suffix(token_.text(text_))) {
            pseudonumber_suffix(node, literal);
            return true;
        }
        if (token_.kind == TokenKind::name && token_.position == literal.end) {
            translated(node, literal);
            return false;
        }
        operand_ = node;
        return true;
    }
    case TokenKind::name: {
        std::string_view name = token_.text(text_);
        if (name == "Tiny" || name == "Miny") {
            auto kind = name == "Tiny" ? Frame::Kind::tiny : Frame::Kind::miny;
            advance(false);
            open_function(kind, no_node);
            return false;
        }
        if (auto method = find_function(name)) { // cool(G, t), heat(G, t)
            const auto name_position = static_cast<std::uint32_t>(token_.position);
            advance(false);
            if (token_.kind != TokenKind::lparen) fail_expected(fmt::format("'(' after {} (as in {}(G, t))", name, name));
            open(Frame::Kind::arguments);
            Frame& call = stack_.back();
            call.function_form = true;
            call.method = *method;
            call.name_position = name_position;
            return false;
        }
        if ((name == "Left" || name == "Right") && Lexer(text_, token_.end).next(false).kind != TokenKind::lbrace) {
            operand_ = add(NodeKind::player, token_.position, {}, name == "Left" ? 0 : 1);
            advance(false);
            return true;
        }
        if (loopy_name()) return operand_.has_value();
        fail(fmt::format("unknown name '{}' (expected a number, *, ^, v, '{{', '(', '+-', on, off, dud, over, "
                         "under, upon, or pass or a label as an option)",
                         name.substr(0, std::min<std::size_t>(name.size(), 40))),
             token_.position);
    }
    case TokenKind::plus:
    case TokenKind::plus_minus:
        f.prefixes.push_back(Prefix{token_.kind, static_cast<std::uint32_t>(token_.position)});
        advance(true);
        return false;
    case TokenKind::lparen: open(Frame::Kind::paren); return false;
    case TokenKind::lbrace: open(Frame::Kind::brace); return false;
    default: break;
    }
    if (at_empty_side()) {
        if (token_.kind == TokenKind::slashes) {
            f.sides.emplace_back();
            f.separators.emplace_back(token_.slash_count, token_.position);
            advance(true);
            return false;
        }
        advance(false); // '}' or ')'
        close();
        return true;
    }
    if (f.after_comma) fail_expected(f.kind == Frame::Kind::arguments ? "an argument after ','" : "an option after ','");
    if (token_.kind == TokenKind::end && f.kind != Frame::Kind::top)
        fail(fmt::format("missing {} for the '{}' at position {}", f.kind == Frame::Kind::brace ? "'}'" : "')'",
                         f.kind == Frame::Kind::brace ? '{' : '(', f.open_position),
             token_.position);
    fail_expected("a game (a number, *, ^, v, '{', '(' or '+-')");
}

// After an operand: method calls (.Name), then an operator, a separator, a closing bracket or
// the end. Returns true at the end of the input.
bool Parser::operator_step() {
    if (operand_) {
        if (token_.kind == TokenKind::dot) {
            advance(false);
            if (token_.kind == TokenKind::literal && token_.has_number)
                fail("decimal points are not part of the notation (write 5/2 for 2.5; methods are written G.Mean)",
                     token_.position - 1);
            if (token_.kind != TokenKind::name) fail_expected("a method name after '.' (as in G.Mean)");
            method_call();
            return false;
        }
        deliver(*operand_);
        operand_.reset();
    }
    Frame& f = stack_.back();
    switch (token_.kind) {
    case TokenKind::plus:
    case TokenKind::minus:
    case TokenKind::plus_minus: {
        std::uint32_t term = finish_ordinal(f);
        tree_.nodes[term].join = f.next_join;
        f.terms.push_back(term);
        f.next_join = token_.kind == TokenKind::plus    ? Join::plus
                      : token_.kind == TokenKind::minus ? Join::minus
                                                        : Join::plus_minus;
        advance(true);
        return false;
    }
    case TokenKind::times: advance(true); return false;
    case TokenKind::ampersand: sidle_operator(); return false;
    case TokenKind::comparison: comparison_operator(token_.comparison); return false;
    case TokenKind::colon:
        f.ordinals.push_back(finish_product(f));
        advance(true);
        return false;
    case TokenKind::comma:
        if (f.kind == Frame::Kind::brace || f.kind == Frame::Kind::arguments ||
            (f.kind == Frame::Kind::paren && f.after_plus_minus)) {
            end_item(f);
            f.after_comma = true;
            advance(true);
            return false;
        }
        if (f.kind == Frame::Kind::tiny || f.kind == Frame::Kind::miny)
            fail(fmt::format("{} takes one argument, as in {}(2)", f.kind == Frame::Kind::tiny ? "Tiny" : "Miny",
                             f.kind == Frame::Kind::tiny ? "Tiny" : "Miny"),
                 token_.position);
        fail(f.kind == Frame::Kind::paren ? "',' in parentheses: lists are allowed only in +-(a, b)"
                                          : "',' outside braces: options are listed inside {...}",
             token_.position);
    case TokenKind::slashes:
        if (f.kind != Frame::Kind::brace && token_.slash_count == 2) { // G || H: confused with
            comparison_operator(Comparison::confused);
            return false;
        }
        if (f.kind != Frame::Kind::brace) fail("'|' outside braces: a game is written {Left|Right}", token_.position);
        end_item(f);
        f.sides.push_back(std::move(f.items));
        f.items.clear();
        f.separators.emplace_back(token_.slash_count, token_.position);
        advance(true);
        return false;
    case TokenKind::rbrace:
    case TokenKind::rparen: {
        bool brace = token_.kind == TokenKind::rbrace;
        bool matches = brace ? f.kind == Frame::Kind::brace
                             : f.kind != Frame::Kind::brace && f.kind != Frame::Kind::top;
        if (!matches) {
            if (f.kind == Frame::Kind::top)
                fail(fmt::format("{} without a matching opening bracket", describe(token_)), token_.position);
            fail(fmt::format("expected {} to close the '{}' at position {}, found {}",
                             f.kind == Frame::Kind::brace ? "'}'" : "')'", f.kind == Frame::Kind::brace ? '{' : '(',
                             f.open_position, describe(token_)),
                 token_.position);
        }
        end_item(f);
        advance(false);
        close();
        return false;
    }
    case TokenKind::end:
        if (f.kind == Frame::Kind::top) {
            tree_.root = finish_relation(f);
            return true;
        }
        fail(fmt::format("missing {} for the '{}' at position {}", f.kind == Frame::Kind::brace ? "'}'" : "')'",
                         f.kind == Frame::Kind::brace ? '{' : '(', f.open_position),
             token_.position);
    case TokenKind::name: {
        std::string_view name = token_.text(text_);
        if (name == "Tiny" || name == "Miny")
            fail("only a number written directly before it can translate Tiny or Miny (as in 9Tiny(2))",
                 token_.position);
        fail(fmt::format("unexpected name '{}' after a value (methods are written G.{})",
                         name.substr(0, std::min<std::size_t>(name.size(), 40)),
                         name.substr(0, std::min<std::size_t>(name.size(), 40))),
             token_.position);
    }
    default:
        fail_expected("an operator ('+', '-', '+-', ':', '*', '&', '==', '<=', ...), '.', ',', '|', a closing "
                      "bracket or the end");
    }
}

} // namespace cgt::detail::parsing

namespace cgt::detail {

SyntaxTree parse_syntax(std::string_view text) { return parsing::Parser(text).parse(); }

} // namespace cgt::detail
