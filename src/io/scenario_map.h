// A scenario may carry its own battlefield: a whole "map" object in the format of
// data/<game>/map.json, and "map_changes", a list of edits to that map (docs/scenarios.md).
// The walking and the located errors are here; what each change does is the game's.
#pragma once

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace grognard {

// The map a scenario is played on, and how errors name it.
struct ScenarioMap {
  nlohmann::json map;
  std::string where;  // "scenario.map", or the shipped map file's path
};
// The scenario's own "map" object if it has one, else the shipped `map_file`. Throws DataError.
ScenarioMap scenario_map(const nlohmann::json& scenario, const std::filesystem::path& map_file);

// One kind of map change: {"change": name, ...fields}. `apply` gets the change and where it
// is ("scenario.map_changes[2]") and throws DataError naming the field at fault.
struct MapChangeKind {
  std::string name;
  std::vector<std::string> fields;  // the change's fields besides "change", all required
  std::vector<std::string> optional_fields = {};
  std::function<void(const nlohmann::json& change, const std::string& where)> apply;
};
// Applies the scenario's "map_changes" in order, if it has any. Throws DataError for a change
// that is not an object, names no known kind, lacks a field or has one its kind does not know.
void apply_map_changes(const nlohmann::json& scenario, const std::vector<MapChangeKind>& kinds);

}  // namespace grognard
