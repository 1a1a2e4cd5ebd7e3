#include "core/registry.h"

#include <algorithm>

#include "games/blitzkrieg-ardennes/register.h"
#include "games/decisive-battles/register.h"
#include "games/la-grande-armee/register.h"
#include "games/napoleon-at-waterloo/register.h"
#include "games/struggle-for-the-continent/register.h"

namespace grognard {

const std::vector<GameEntry>& registered_games() {
  static const std::vector<GameEntry> games = {
      naw::registry_entry(), lga::registry_entry(),      sfc::registry_entry(),
      bka::registry_entry(), decisive::registry_entry(),
  };
  return games;
}

const GameEntry* find_game(std::string_view id) {
  for (const auto& g : registered_games())
    if (g.id == id) return &g;
  return nullptr;
}

bool ships_scenario(const GameEntry& game, std::string_view scenario_id) {
  const auto shipped = game.scenarios();
  return std::any_of(shipped.begin(), shipped.end(),
                     [&](const ScenarioInfo& s) { return s.id == scenario_id; });
}

}  // namespace grognard
