// Scenarios shipped in data/<game-id>/scenarios/<scenario-id>.json.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "core/registry.h"

namespace grognard {
std::vector<ScenarioInfo> list_scenario_files(std::string_view game_id);
// Throws DataError if there is no such scenario or it does not parse.
nlohmann::json load_scenario_file(std::string_view game_id, std::string_view scenario_id);
}  // namespace grognard
