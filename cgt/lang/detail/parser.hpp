#pragma once
// The parser's state (cgt/lang/detail/parser.cpp; its loopy part, pass, labels, on, off, ...,
// '&' and the comparisons, in parser_loopy.cpp). Internal to cgt_lang.
//
// One loop over an explicit stack of open brackets, with the operands and operators of each
// bracket level kept in flat lists, so no input can make it recurse.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/detail/lexer.hpp"
#include "cgt/lang/detail/syntax_tree.hpp"

namespace cgt::detail::parsing {

// Brackets ('(', '{', method arguments) may nest at most this deep.
constexpr std::size_t max_nesting = 10000;

struct Prefix {
    TokenKind kind; // minus, plus or plus_minus
    std::uint32_t position;
};

// One level of brackets (or the whole input).
struct Frame {
    enum class Kind { top, paren, brace, arguments, tiny, miny, nimber_of } kind = Kind::top;
    std::size_t open_position = 0;
    bool after_plus_minus = false; // opened right after a '+-': +-(a,b) and +-{a,b} are lists
    // arguments: the receiver and the method; tiny/miny: the translation literal (or no_node).
    std::uint32_t receiver = no_node;
    std::uint32_t method = 0;
    std::uint32_t name_position = 0;
    std::uint32_t translation = no_node;
    bool function_form = false; // arguments of name(G, ...): the first is the receiver

    // The expression being read: products inside ordinal sums inside a sum, and the unary
    // operators waiting for the next operand.
    std::vector<std::uint32_t> terms;    // completed terms of the sum (each node's join set)
    std::vector<std::uint32_t> ordinals; // completed operands of the current ordinal sum
    std::vector<std::uint32_t> factors;  // completed operands of the current product
    Join next_join = Join::plus;
    std::uint32_t next_join_position = 0;
    std::vector<Prefix> prefixes;

    // Completed comma-separated expressions (a side of a brace, a +-( ) list, arguments).
    std::vector<std::uint32_t> items;
    bool after_comma = false;
    // Braces: the completed sides, and the slash runs between them as (count, position).
    std::vector<std::vector<std::uint32_t>> sides;
    std::vector<std::pair<std::size_t, std::size_t>> separators;

    // Loopy games (parser_loopy.cpp). Braces: the label written before them (a{...}) and the
    // pass and label options waiting for the game node they move to.
    std::string_view label;
    std::vector<std::uint32_t> label_refs;
    std::vector<std::uint32_t> pass_refs;
    // The onside of G & H, and the left side of a comparison, once read (no_node before).
    std::uint32_t sidle_left = no_node;
    std::uint32_t comparison_left = no_node;
    Comparison comparison = Comparison::equal;
    std::uint32_t comparison_position = 0;

    bool expression_empty() const {
        return terms.empty() && ordinals.empty() && factors.empty() && prefixes.empty() && sidle_left == no_node &&
               comparison_left == no_node;
    }
};

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text), lexer_(text) {}
    SyntaxTree parse();

private:
    std::string_view text_;
    Lexer lexer_;
    Token token_;
    std::vector<Frame> stack_;
    SyntaxTree tree_;
    // The operand just completed, still open to method calls (.Name) before the unary
    // operators in front of it apply.
    std::optional<std::uint32_t> operand_;

    void advance(bool operand_expected) { token_ = lexer_.next(operand_expected); }

    [[noreturn]] void fail(const std::string& what, std::size_t position) const {
        throw ParseError(parse_error_message(text_, position, what), position);
    }
    [[noreturn]] void fail_expected(const std::string& expected) const {
        fail(fmt::format("expected {}, found {}", expected, describe(token_)), token_.position);
    }

    std::uint32_t add(NodeKind kind, std::size_t position, const std::vector<std::uint32_t>& children,
                      std::uint32_t count = 0, std::uint32_t payload = 0);
    std::uint32_t add_literal(const Token& literal, bool negated);

    void open(Frame::Kind kind);
    void open_function(Frame::Kind kind, std::uint32_t translation);
    void deliver(std::uint32_t node);
    std::uint32_t finish_product(Frame& f);
    std::uint32_t finish_ordinal(Frame& f);
    std::uint32_t finish_expression(Frame& f);
    std::uint32_t finish_relation(Frame& f); // the sum, then '&', then a comparison
    void end_item(Frame& f);
    bool at_empty_side() const;
    void close();
    std::uint32_t build_game(const Frame& f);
    void method_call();
    void translated(std::uint32_t literal_node, const Token& literal);

    bool operand_step();
    bool operator_step();

    // ---- loopy games (parser_loopy.cpp) ----
    // A name where an operand starts: on, off, ..., pass, a label's use or a label before '{'.
    // Returns false when the name is none of these.
    bool loopy_name();
    // The pass or label option just read must be a whole option.
    void whole_option(std::string_view what, std::size_t position);
    // 5over, -3/2 under: the literal's node plus over or under.
    void pseudonumber_suffix(std::uint32_t literal_node, const Token& literal);
    // '&' or a comparison after an operand.
    void sidle_operator();
    void comparison_operator(Comparison c);
    // The game nodes that pass and label options move to, once their braces close.
    void resolve_passes(const std::vector<std::uint32_t>& options, std::uint32_t game);
    void resolve_labels(const Frame& f, std::uint32_t game);
};

} // namespace cgt::detail::parsing
