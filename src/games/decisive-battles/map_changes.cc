// A scenario's edits to a Decisive Battles map (docs/scenarios.md): a hex's terrain, a
// fortification built or razed. Made to the map's JSON before it is read, so every fact derived
// from the map is derived once, as for any map.
#include <fmt/format.h>

#include <algorithm>

#include "core/rules_error.h"
#include "games/decisive-battles/game.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::decisive {

void Game::change_map(json& map, const HexBoard& board, const std::vector<std::string>& terrains,
                      const json& scenario) {
  auto hex_at = [&](const json& change, const std::string& w) {
    return board.label_text(read_hex_label(board, change["hex"], where_in(w, "hex")));
  };
  apply_map_changes(
      scenario,
      {{"terrain",
        {"hex", "terrain"},
        {},
        [&](const json& change, const std::string& w) {
          const std::string label = hex_at(change, w);
          const std::string name = get_string(change, "terrain", w);
          if (std::find(terrains.begin(), terrains.end(), name) == terrains.end())
            throw DataError(where_in(w, "terrain"),
                            fmt::format("'{}' is not a terrain of rules.json ({})", name,
                                        fmt::join(terrains, ", ")));
          json& terrain = map["terrain"];
          for (auto& [kind, hexes] : terrain.items())
            if (hexes.is_array())
              hexes.erase(std::remove(hexes.begin(), hexes.end(), json(label)), hexes.end());
          if (name != map.value("default_terrain", "")) terrain[name].push_back(label);
        }},
       {"fortification", {"hex", "value"}, {}, [&](const json& change, const std::string& w) {
          const std::string label = hex_at(change, w);
          // "Battlefield entrenchments are treated as fortifications with a value ranging from
          // 1 - 3"; 0 razes one.
          const int value = static_cast<int>(get_int(change, "value", w, 0, 3));
          json& forts = map["fortifications"];
          if (!forts.is_object()) forts = json::object();
          if (value == 0)
            forts.erase(label);
          else
            forts[label] = value;
        }}});
}

}  // namespace grognard::decisive
