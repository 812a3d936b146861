#include "games/domination/position.hpp"

namespace cgt::domination {

std::vector<int> Position::moves(Player p) const {
    std::vector<int> result;
    for (int v = 0; v < graph_->vertex_count(); ++v)
        if (is_legal(p, v)) result.push_back(v);
    return result;
}

} // namespace cgt::domination
