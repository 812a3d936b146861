// The parser's loopy part (CGSuite's notation, docs/loopy.md): the constants on, off, dud,
// over, under, upon; pass and labels, a{0|a}, which are options moving to a game being read;
// x over and x under; G & H; and the comparisons ==, <=, <, >=, >, ||.
//
// A pass or a label's use is a loop_ref node whose target, the game node it moves to, is set
// when that game's braces close (a pass moves to the innermost game of its slash part:
// {0||0|0,pass} is {0||{0|0,pass}}; a label to the whole braces it precedes).

#include <fmt/format.h>

#include "cgt/lang/detail/loopy_syntax.hpp"
#include "cgt/lang/detail/parser.hpp"

namespace cgt::detail::parsing {
namespace {

constexpr std::uint32_t pass_flag = 1; // a loop_ref's payload: 1 for pass, 0 for a label

std::string_view cut_name(std::string_view name) { return name.substr(0, std::min<std::size_t>(name.size(), 40)); }

} // namespace

bool Parser::loopy_name() {
    const std::string_view name = token_.text(text_);
    const std::size_t position = token_.position;
    // A label before braces: a{0|a}.
    Lexer peek(text_, token_.end);
    if (peek.next(false).kind == TokenKind::lbrace) {
        if (is_reserved_name(name))
            fail(fmt::format("'{}' cannot label a game (it is a name of the notation)", cut_name(name)), position);
        advance(false); // to the '{'
        open(Frame::Kind::brace);
        stack_.back().label = name;
        return true;
    }
    if (const auto constant = find_loopy_constant(name)) {
        operand_ = add(NodeKind::loopy_constant, position, {}, static_cast<std::uint32_t>(*constant));
        advance(false);
        return true;
    }
    if (name == "pass") {
        whole_option("pass", position);
        operand_ = add(NodeKind::loop_ref, position, {}, no_node, pass_flag);
        stack_.back().pass_refs.push_back(*operand_);
        advance(false);
        return true;
    }
    // A label's use: an option of a game inside the braces it labels.
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (it->kind != Frame::Kind::brace || it->label != name) continue;
        Frame& labelled = *it;
        whole_option(fmt::format("the label '{}'", cut_name(name)), position);
        operand_ = add(NodeKind::loop_ref, position, {}, no_node, 0);
        labelled.label_refs.push_back(*operand_);
        advance(false);
        return true;
    }
    return false;
}

void Parser::whole_option(std::string_view what, std::size_t position) {
    const Frame& f = stack_.back();
    Lexer peek(text_, token_.end);
    const TokenKind next = peek.next(false).kind;
    // (At the end of the input the missing '}' is the error to report.)
    const bool alone = next == TokenKind::comma || next == TokenKind::slashes || next == TokenKind::rbrace ||
                       next == TokenKind::end;
    if (f.kind != Frame::Kind::brace || !f.expression_empty() || !alone)
        fail(fmt::format("{} stands alone as an option of a game, as in {{0|pass}} or a{{0|a}}", what), position);
}

void Parser::pseudonumber_suffix(std::uint32_t literal_node, const Token& literal) {
    const std::string_view name = token_.text(text_);
    if (!literal.has_number || literal.arrows != ArrowKind::none || literal.nim != 0)
        fail(fmt::format("only a number can come before {} (as in 5{})", name, name), token_.position);
    const std::uint32_t constant = add(NodeKind::loopy_constant, token_.position, {},
                                       static_cast<std::uint32_t>(*find_loopy_constant(name)));
    operand_ = add(NodeKind::sum, literal.position, {literal_node, constant});
    advance(false);
}

void Parser::sidle_operator() {
    Frame& f = stack_.back();
    if (f.sidle_left != no_node) fail("a value has one '&' (onside & offside)", token_.position);
    f.sidle_left = finish_expression(f);
    advance(true);
}

void Parser::comparison_operator(Comparison c) {
    Frame& f = stack_.back();
    if (f.comparison_left != no_node)
        fail("comparisons do not chain: write (G <= H) == ... or compare two values at a time", token_.position);
    const auto position = static_cast<std::uint32_t>(token_.position);
    f.comparison_left = finish_relation(f);
    f.comparison = c;
    f.comparison_position = position;
    advance(true);
}

void Parser::resolve_passes(const std::vector<std::uint32_t>& options, std::uint32_t game) {
    for (std::uint32_t o : options) {
        SyntaxNode& n = tree_.nodes[o];
        if (n.kind == NodeKind::loop_ref && n.payload == pass_flag && n.count == no_node) n.count = game;
    }
}

void Parser::resolve_labels(const Frame& f, std::uint32_t game) {
    for (std::uint32_t ref : f.label_refs) tree_.nodes[ref].count = game;
}

} // namespace cgt::detail::parsing
