#include "cgt/lang/detail/loopy_syntax.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "cgt/errors.hpp"
#include "cgt/lang/detail/lexer.hpp"

namespace cgt::detail {

std::optional<LoopyConstant> find_loopy_constant(std::string_view name) {
    static constexpr std::array<std::pair<std::string_view, LoopyConstant>, 6> names{{
        {"on", LoopyConstant::on},
        {"off", LoopyConstant::off},
        {"dud", LoopyConstant::dud},
        {"over", LoopyConstant::over},
        {"under", LoopyConstant::under},
        {"upon", LoopyConstant::upon},
    }};
    for (const auto& [text, constant] : names)
        if (text == name) return constant;
    return std::nullopt;
}

bool is_reserved_name(std::string_view name) {
    return find_loopy_constant(name) || name == "pass" || name == "Tiny" || name == "Miny" || name == "Left" ||
           name == "Right" || name == "cool" ||
           name == "heat";
}

std::vector<std::uint32_t> loop_reach(const SyntaxTree& tree, std::string_view text) {
    const bool any = std::any_of(tree.nodes.begin(), tree.nodes.end(),
                                 [](const SyntaxNode& n) { return n.kind == NodeKind::loop_ref; });
    if (!any) return {};
    std::vector<std::uint32_t> reach(tree.nodes.size(), 0);
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) { // children come first
        const SyntaxNode& n = tree.nodes[i];
        if (n.kind == NodeKind::loop_ref) {
            reach[i] = n.count;
            continue;
        }
        for (std::uint32_t k = 0; k < n.child_count; ++k) reach[i] = std::max(reach[i], reach[tree.child(n, k)]);
        if (reach[i] > i && n.kind != NodeKind::game) {
            const std::size_t position = tree.start(i);
            throw ParseError(parse_error_message(text, position,
                                                 "a game with pass or a label of an enclosing game must be an option "
                                                 "of a game (as in a{0|{1|a}}), not part of a sum or an operation"),
                             position);
        }
    }
    return reach;
}

} // namespace cgt::detail
