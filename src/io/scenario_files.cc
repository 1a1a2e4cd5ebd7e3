#include "io/scenario_files.h"

#include <algorithm>
#include <filesystem>

#include "core/rules_error.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard {

std::vector<ScenarioInfo> list_scenario_files(std::string_view game_id) {
  std::vector<ScenarioInfo> out;
  const auto dir = game_data_dir(game_id) / "scenarios";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".json") continue;
    const json s = read_json_file(entry.path());
    // La Grande Armée's files call their description the "situation" (seed 6.0).
    const json& text = s.contains("description") ? s["description"] : s.value("situation", json());
    out.push_back(ScenarioInfo{get_string(s, "id", entry.path().string()),
                               get_string(s, "name", entry.path().string()),
                               text.is_string() ? text.get<std::string>() : std::string()});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  return out;
}

json load_scenario_file(std::string_view game_id, std::string_view scenario_id) {
  const bool safe = !scenario_id.empty() && scenario_id.size() <= 64 &&
                    std::all_of(scenario_id.begin(), scenario_id.end(), [](char c) {
                      return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
                    });
  const auto path = game_data_dir(game_id) / "scenarios" / (std::string(scenario_id) + ".json");
  std::error_code ec;
  if (!safe || !std::filesystem::is_regular_file(path, ec))
    throw DataError("scenario",
                    "no scenario '" + std::string(scenario_id) + "' for " + std::string(game_id));
  return read_json_file(path);
}

}  // namespace grognard
