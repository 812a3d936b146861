#include "algorithms/domination/domination.hpp"

#include <algorithm>

#include "algorithms/domination/graph_search.hpp"
#include "algorithms/domination/interval_dp.hpp"

namespace cgt::domination {

namespace {

IntervalDp& dp() {
    thread_local IntervalDp instance;
    return instance;
}

GraphSearch& search() {
    thread_local GraphSearch instance;
    return instance;
}

bool is_winning(Player p, Game option) { return p == Player::left ? option >= Game::zero() : option <= Game::zero(); }

void mark_canonical(std::vector<MoveInfo>& list, Game position, Player p) {
    std::vector<Game> canonical = p == Player::left ? position.left_options() : position.right_options();
    for (MoveInfo& m : list) m.canonical = std::find(canonical.begin(), canonical.end(), m.option) != canonical.end();
}

} // namespace

Game value(const Component& component) {
    return component.shape == Shape::path ? dp().path_value(component.colours) : dp().cycle_value(component.colours);
}

Game value(const std::vector<Component>& components) {
    Game total;
    for (const Component& c : components) total += value(c);
    return total;
}

Game value(const Position& position) { return search().value(position); }
Game value(const ColouredGraph& graph) { return search().value(graph); }

std::vector<MoveInfo> moves(const std::vector<Component>& components, Player player) {
    std::vector<Game> values;
    for (const Component& c : components) values.push_back(value(c));
    std::vector<MoveInfo> result;
    for (std::size_t i = 0; i < components.size(); ++i) {
        Game rest;
        for (std::size_t j = 0; j < components.size(); ++j)
            if (j != i) rest += values[j];
        const std::string& s = components[i].colours;
        for (std::size_t k = 0; k < s.size(); ++k) {
            if (!may_move(colour_of(s[k]), player)) continue;
            Game part;
            if (components[i].shape == Shape::path) {
                std::string_view sv(s);
                part = dp().interval(sv.substr(0, k)).y + dp().interval(sv.substr(k + 1)).x;
            } else {
                part = dp().cycle_option(s, k);
            }
            MoveInfo m;
            m.component = i;
            m.vertex = static_cast<int>(k);
            m.player = player;
            m.option = rest + part;
            m.winning = is_winning(player, m.option);
            result.push_back(m);
        }
    }
    mark_canonical(result, value(components), player);
    return result;
}

std::vector<MoveInfo> moves(const Position& position, Player player) {
    std::vector<MoveInfo> result;
    for (int v : position.moves(player)) {
        MoveInfo m;
        m.vertex = v;
        m.player = player;
        m.option = search().value(position.after(v));
        m.winning = is_winning(player, m.option);
        result.push_back(m);
    }
    mark_canonical(result, value(position), player);
    return result;
}

std::vector<MoveInfo> winning_moves(const std::vector<Component>& components, Player player) {
    std::vector<MoveInfo> all = moves(components, player);
    std::erase_if(all, [](const MoveInfo& m) { return !m.winning; });
    return all;
}

std::vector<MoveInfo> winning_moves(const Position& position, Player player) {
    std::vector<MoveInfo> all = moves(position, player);
    std::erase_if(all, [](const MoveInfo& m) { return !m.winning; });
    return all;
}

void clear_memos() {
    dp().clear();
    search().clear();
}

void set_graph_search_progress(search::ProgressHook hook) { search().set_progress(std::move(hook)); }

} // namespace cgt::domination
