#include "core/registry.h"

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
  return {{"id", game.id},
          {"title", game.title},
          {"agents", game.agents},
          {"hidden_information", game.hidden_information},
          {"scenarios", scenarios}};
}

}  // namespace grognard
