#include "io/scenario_map.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard {

namespace {
const std::string kScenario = "scenario";

bool listed(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}
}  // namespace

ScenarioMap scenario_map(const json& scenario, const std::filesystem::path& map_file) {
  if (scenario.is_object() && scenario.contains("map"))
    return {get_object(scenario, "map", kScenario), where_in(kScenario, "map")};
  return {read_json_file(map_file), map_file.string()};
}

void apply_map_changes(const json& scenario, const std::vector<MapChangeKind>& kinds) {
  if (!scenario.is_object() || !scenario.contains("map_changes")) return;
  const json& changes = get_array(scenario, "map_changes", kScenario);
  const std::string list_where = where_in(kScenario, "map_changes");
  std::string known;
  for (const MapChangeKind& k : kinds) known += (known.empty() ? "" : ", ") + k.name;
  for (size_t i = 0; i < changes.size(); ++i) {
    const std::string w = where_at(list_where, i);
    const json& change = changes[i];
    const std::string name = get_string(change, "change", w);
    const auto kind = std::find_if(kinds.begin(), kinds.end(),
                                   [&](const MapChangeKind& k) { return k.name == name; });
    if (kind == kinds.end())
      throw DataError(where_in(w, "change"),
                      fmt::format("no map change '{}' (known: {})", name, known));
    for (auto it = change.begin(); it != change.end(); ++it)
      if (it.key() != "change" && !listed(kind->fields, it.key()) &&
          !listed(kind->optional_fields, it.key()))
        throw DataError(where_in(w, it.key()),
                        fmt::format("unknown field for a '{}' change", name));
    for (const std::string& f : kind->fields) field(change, f, w);  // missing: a located error
    kind->apply(change, w);
  }
}

}  // namespace grognard
