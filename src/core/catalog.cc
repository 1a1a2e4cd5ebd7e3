#include "core/registry.h"
#include "core/rules_error.h"

namespace grognard {

json catalog_entry(const GameEntry& game) {
  json scenarios = json::array();
  for (const ScenarioInfo& s : game.scenarios()) {
    const Seating seating = game.seating(game.load_scenario(s.id));
    json entry = {
        {"id", s.id}, {"name", s.name}, {"seats", seating.seats}, {"teams", teams_json(seating)}};
    if (!s.description.empty()) entry["description"] = s.description;
    scenarios.push_back(std::move(entry));
  }
  return {{"id", game.id},           {"title", game.title},
          {"agents", game.agents},   {"hidden_information", game.hidden_information},
          {"options", game.options}, {"scenarios", scenarios}};
}

json with_options(json scenario, const json& options) {
  if (!options.is_object()) throw DataError("options", "expected an object of the game's options");
  for (const auto& [key, value] : options.items()) scenario["options"][key] = value;
  return scenario;
}

}  // namespace grognard
