// An area board read from a map file's `provinces` ([{"id", "name", ...}]) and `links`
// ([{"between": [a, b], "kind": "land" | "sea" | "strait"}]); area ids in data checked
// against a board. Errors name the place ("map.links[3].between[1]: no province 'x'").
// Other fields of a province (owner, capital, drawing points) are the ruleset's to read.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/area_board.h"

namespace grognard {
AreaBoard read_area_board(const nlohmann::json& map, const std::string& where);
AreaId read_area_id(const AreaBoard& board, const nlohmann::json& value, const std::string& where);
}  // namespace grognard
