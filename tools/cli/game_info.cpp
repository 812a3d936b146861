#include "tools/cli/game_info.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/notation.hpp"
#include "tools/cli/detail/output.hpp"

namespace cgt::cli {
namespace {

const char* info_yes_no(bool b) { return b ? "yes" : "no"; }

// "(t=-1: 4) (t=3/4: 9/4)": breakpoints (temperature: value); vertical above the last one.
std::string info_wall_text(const Trajectory& wall) {
    std::string out;
    for (const auto& p : wall.points) out += fmt::format("{}(t={}: {})", out.empty() ? "" : " ", p.temperature, p.value);
    return out;
}

} // namespace

GameInfo game_info(const Game& g) {
    GameInfo info{{}, thermograph(g)};
    auto add = [&](std::string label, std::string text) { info.fields.emplace_back(std::move(label), std::move(text)); };
    add("birthday", g.birthday().str());
    add("left stop", fmt::format("{}", g.left_stop()));
    add("right stop", fmt::format("{}", g.right_stop()));
    add("mean", fmt::format("{}", g.mean()));
    add("temperature", fmt::format("{}", g.temperature()));
    add("outcome", fmt::format("{}", g.outcome()));
    add("number", info_yes_no(g.is_number()));
    add("nus", info_yes_no(g.is_nus()));
    add("infinitesimal", info_yes_no(g.is_infinitesimal()));
    add("options", fmt::format("{} left, {} right", g.left_option_count(), g.right_option_count()));
    add("left wall", info_wall_text(info.thermograph.left_wall));
    add("right wall", info_wall_text(info.thermograph.right_wall));
    return info;
}

void print_game_info(const Game& g, const GameInfo& info) {
    write_line("value:         ", to_string(g));
    write_line("explicit:      ", to_string(g, PrintStyle::explicit_braces));
    for (const auto& [label, text] : info.fields) fmt::print("{:<15}{}\n", label + ":", text);
}

nlohmann::json game_info_json(const Game& g, const GameInfo& info) {
    nlohmann::json j = {{"value", to_string(g)}, {"explicit", to_string(g, PrintStyle::explicit_braces)}};
    for (const auto& [label, text] : info.fields) {
        std::string key = label;
        std::replace(key.begin(), key.end(), ' ', '_');
        if (text == "yes" || text == "no") j[key] = text == "yes";
        else j[key] = text;
    }
    return j;
}

} // namespace cgt::cli
