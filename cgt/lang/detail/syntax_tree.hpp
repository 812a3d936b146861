#pragma once
// The syntax tree of an expression (docs/notation.md): the parser checks the whole input and
// builds it before anything is evaluated, so a syntax error late in a long expression costs no
// evaluation.
//
// Nodes live in one vector and refer to their children by index. Every node is created after
// its children, so evaluating the nodes in index order evaluates children first: neither the
// parser nor the evaluator recurses on the call stack, whatever the input's nesting or length.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace cgt::detail {

enum class NodeKind : std::uint8_t {
    literal,         // a number+up+star literal (re-read from the text at `position`)
    sum,             // children joined by their `join` (+, -, +-); the first child's join is +
    ordinal_sum,     // G:H:K (left to right)
    product,         // G * H * K (left to right)
    negate,          // -G
    plus_minus,      // +-G = {G|-G}
    plus_minus_list, // +-(a,b) or +-{a,b} = {a,b|-a,-b}
    game,            // {L...|R...}: the first `count` children are Left options, the rest Right
    tiny,            // x + Tiny(G): child G; `payload` is the literal giving x (or no_node)
    miny,            // x + Miny(G)
    method,          // receiver.Name(args): child 0 the receiver, then the arguments
    misere,          // *[...], a misère game (re-read from the text at `position`)
    nimber_of,       // *(n): the nimber of the integer n (CGSuite's nim operator)
    player,          // Left (`count` 0) or Right (1): the argument of G.Stop(Left), G.Options(Right)
    // Loopy games (cgt/lang/detail/loopy_syntax.hpp):
    loopy_constant,  // on, off, dud, over, under, upon: `count` is the LoopyConstant
    loop_ref,        // pass or a label as an option: `count` is the game node it moves to
    sidle,           // G & H: onside G, offside H
    comparison,      // G <= H, ...: `count` is the Comparison; the value is a boolean
};

enum class Join : std::uint8_t { plus, minus, plus_minus };

// The comparison operators: G == H, G <= H, G < H, G >= H, G > H, G || H (confused with).
enum class Comparison : std::uint8_t { equal, less_equal, less, greater_equal, greater, confused };

struct SyntaxNode {
    NodeKind kind;
    Join join = Join::plus;       // how this node joins the sum it is a term of
    std::uint32_t position = 0;   // where the node's text starts (for messages)
    std::uint32_t first_child = 0; // index of the first child in SyntaxTree::children
    std::uint32_t child_count = 0;
    std::uint32_t count = 0;      // game: number of Left options; method: the method's index
    std::uint32_t payload = 0;    // method: position of the name; tiny/miny: translation literal
};

inline constexpr std::uint32_t no_node = 0xffffffffu;

struct SyntaxTree {
    std::vector<SyntaxNode> nodes;
    // For inputs with pass or labels: per node, the largest game node that a pass or label
    // inside it moves to (0 when none); a game node i with loop_reach[i] > i is still open,
    // built as part of the loopy game of an enclosing node (empty when the input has none).
    std::vector<std::uint32_t> loop_reach;
    std::vector<std::uint32_t> children; // child indices, each node's contiguous
    std::uint32_t root = 0;
    std::uint32_t child(const SyntaxNode& n, std::size_t k) const { return children[n.first_child + k]; }
    // Where the text of node i starts (a method call starts with its receiver).
    std::uint32_t start(std::uint32_t i) const {
        while (nodes[i].kind == NodeKind::method) i = child(nodes[i], 0);
        return nodes[i].position;
    }
};

// Parses the whole text (throws ParseError with the position on the first syntax error,
// including unknown methods and wrong argument counts). Inputs are limited to 2^32 - 2 bytes.
SyntaxTree parse_syntax(std::string_view text);

} // namespace cgt::detail
