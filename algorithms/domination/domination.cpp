#include "algorithms/domination/domination.hpp"

#include <algorithm>

#include <fmt/format.h>

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

std::vector<Game> canonical_options(Game position, Player p) {
    return p == Player::left ? position.left_options() : position.right_options();
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

std::vector<MoveReport> moves(const std::vector<Component>& components, Player player) {
    std::vector<Game> values;
    for (const Component& c : components) values.push_back(value(c));
    const std::vector<Game> canonical = canonical_options(value(components), player);
    std::vector<MoveReport> result;
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
            MoveReport m{Move{i, static_cast<int>(k)},
                         components.size() > 1 ? fmt::format("c{}:v{}", i + 1, k + 1) : fmt::format("v{}", k + 1)};
            search::set_value(m, rest + part, player, canonical);
            result.push_back(std::move(m));
        }
    }
    return result;
}

std::vector<MoveReport> moves(const Position& position, Player player) {
    const std::vector<Game> canonical = canonical_options(value(position), player);
    std::vector<MoveReport> result;
    for (int v : position.moves(player)) {
        MoveReport m{Move{0, v}, fmt::format("v{}", v + 1)};
        search::set_value(m, search().value(position.after(v)), player, canonical);
        result.push_back(std::move(m));
    }
    return result;
}

std::vector<MoveReport> winning_moves(const std::vector<Component>& components, Player player) {
    std::vector<MoveReport> all = moves(components, player);
    std::erase_if(all, [](const MoveReport& m) { return !m.winning; });
    return all;
}

std::vector<MoveReport> winning_moves(const Position& position, Player player) {
    std::vector<MoveReport> all = moves(position, player);
    std::erase_if(all, [](const MoveReport& m) { return !m.winning; });
    return all;
}

void clear_memos() {
    dp().clear();
    search().clear();
}

void set_graph_search_progress(search::ProgressHook hook) { search().set_progress(std::move(hook)); }

} // namespace cgt::domination
