#pragma once
// What `cgt info` prints for a short game (its value, explicit form, birthday, stops, mean,
// temperature, outcome, kind, options and thermograph walls), shared by `cgt info` and
// `cgt play --info` (the value of a position or of a sum of positions).

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"

namespace cgt::cli {

// The fields after the value and its explicit form: (label as cgt info prints it, text), and the
// thermograph they were read from.
struct GameInfo {
    std::vector<std::pair<std::string, std::string>> fields; // "left stop", "1/2"
    Thermograph thermograph;
};

GameInfo game_info(const Game& g);

// cgt info's lines: "value:         {1|0}", the explicit form, then the fields.
void print_game_info(const Game& g, const GameInfo& info);

// The same as a JSON object: "value", "explicit", then each field under its label with '_' for
// spaces ("left_stop"); yes/no fields are booleans.
nlohmann::json game_info_json(const Game& g, const GameInfo& info);

} // namespace cgt::cli
