// A scenario's edits to the Ardennes map (docs/scenarios.md): the terrain of a hex, a road
// across a hexside added or taken away. Made to the map's JSON before it is read, so every
// fact derived from the map (roads through a hex, hiding places) is derived once, as for any map.
#include <fmt/format.h>

#include <algorithm>

#include "core/rules_error.h"
#include "games/blitzkrieg-ardennes/game.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::bka {

namespace {

// Whether a "roads" or "rivers" entry lists the hexside (h, d) from either of its faces.
bool lists_side(const HexBoard& board, const json& entry, HexId h, Direction d) {
  if (!entry.is_object() || !entry.contains("hex") || !entry["hex"].is_string()) return false;
  const auto face = [&](HexId at, Direction side) {
    if (entry["hex"] != board.label_text(at) || !entry.contains("sides")) return false;
    const json& sides = entry["sides"];
    return std::find(sides.begin(), sides.end(), std::string(board.side_name(side))) != sides.end();
  };
  const auto other = board.neighbour(h, d);
  return face(h, d) || (other && face(*other, opposite(d)));
}

bool listed(const HexBoard& board, const json& map, std::string_view key, HexId h, Direction d) {
  const json& entries = map[std::string(key)];
  return std::any_of(entries.begin(), entries.end(),
                     [&](const json& e) { return lists_side(board, e, h, d); });
}

}  // namespace

void Game::change_map(json& map, const HexBoard& board, const std::string& where,
                      const json& scenario) {
  get_object(map, "terrain", where);
  get_array(map, "roads", where);
  get_array(map, "rivers", where);
  auto hex_at = [&](const json& change, const std::string& w) {
    return read_hex_label(board, change["hex"], where_in(w, "hex"));
  };
  auto side_at = [&](const json& change, const std::string& w, HexId h) {
    return read_shared_side(board, change["side"], h, where_in(w, "side"));
  };
  apply_map_changes(
      scenario,
      {{"terrain",
        {"hex", "terrain"},
        {},
        [&](const json& change, const std::string& w) {
          const std::string label = board.label_text(hex_at(change, w));
          const std::string name = get_string(change, "terrain", w);
          if (!parse_terrain(name))
            throw DataError(where_in(w, "terrain"),
                            "expected one of plain, forest, mountain, city, siegfried");
          json& terrain = map["terrain"];
          for (auto& [kind, hexes] : terrain.items())
            if (hexes.is_array())
              hexes.erase(std::remove(hexes.begin(), hexes.end(), json(label)), hexes.end());
          if (name != get_string(map, "default_terrain", where)) terrain[name].push_back(label);
        }},
       {"add_road",
        {"hex", "side"},
        {},
        [&](const json& change, const std::string& w) {
          const HexId h = hex_at(change, w);
          const Direction d = side_at(change, w, h);
          if (listed(board, map, "roads", h, d))
            throw DataError(w, fmt::format("a road already crosses the {} side of {}",
                                           board.side_name(d), board.label_text(h)));
          if (listed(board, map, "rivers", h, d))
            throw DataError(w, fmt::format("the {} side of {} is a river: a road across it is a "
                                           "bridge, which the map's \"bridges\" must name",
                                           board.side_name(d), board.label_text(h)));
          map["roads"].push_back(
              {{"hex", board.label_text(h)}, {"sides", {std::string(board.side_name(d))}}});
        }},
       {"remove_road", {"hex", "side"}, {}, [&](const json& change, const std::string& w) {
          const HexId h = hex_at(change, w);
          const Direction d = side_at(change, w, h);
          if (!listed(board, map, "roads", h, d))
            throw DataError(w, fmt::format("no road crosses the {} side of {}", board.side_name(d),
                                           board.label_text(h)));
          if (listed(board, map, "rivers", h, d))
            throw DataError(w, fmt::format("the road across the {} side of {} is a bridge: blow "
                                           "it in the position's \"bridges_down\" instead",
                                           board.side_name(d), board.label_text(h)));
          const auto other = board.neighbour(h, d);
          for (json& entry : map["roads"]) {
            json& sides = entry["sides"];
            const std::string at = entry["hex"].get<std::string>();
            const std::string gone = at == board.label_text(h) ? std::string(board.side_name(d))
                                     : at == board.label_text(*other)
                                         ? std::string(board.side_name(opposite(d)))
                                         : std::string();
            if (!gone.empty())
              sides.erase(std::remove(sides.begin(), sides.end(), json(gone)), sides.end());
          }
        }}});
}

}  // namespace grognard::bka
