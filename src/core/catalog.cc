#include "core/registry.h"

namespace grognard {

json catalog_entry(const GameEntry& game) {
  json scenarios = json::array();
  for (const ScenarioInfo& s : game.scenarios()) {
    const Seating seating = game.seating(game.load_scenario(s.id));
    json teams = json::array();
    for (const SeatTeam& t : seating.teams)
      teams.push_back({{"id", t.id}, {"name", t.name}, {"seats", t.seats}});
    scenarios.push_back(
        {{"id", s.id}, {"name", s.name}, {"seats", seating.seats}, {"teams", teams}});
  }
  return {
      {"id", game.id}, {"title", game.title}, {"agents", game.agents}, {"scenarios", scenarios}};
}

}  // namespace grognard
