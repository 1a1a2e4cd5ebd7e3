// A scenario's edits to the Waterloo map (docs/scenarios.md): the terrain of a hex, a road
// across a hexside added or taken away.
#include <fmt/format.h>

#include "core/rules_error.h"
#include "games/napoleon-at-waterloo/game.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::naw {

void Game::change_map(const json& scenario) {
  auto hex_at = [&](const json& change, const std::string& w) {
    return read_hex_label(board_, change["hex"], where_in(w, "hex"));
  };
  auto side_at = [&](const json& change, const std::string& w) {
    return read_hex_side(board_, change["side"], where_in(w, "side"));
  };
  apply_map_changes(
      scenario,
      {{"terrain",
        {"hex", "terrain"},
        {},
        [&](const json& change, const std::string& w) {
          const HexId h = hex_at(change, w);
          const std::string name = get_string(change, "terrain", w);
          const auto id = board_.find_terrain(name);
          if (!id || id->value >= terrain_.size())
            throw DataError(where_in(w, "terrain"),
                            fmt::format("no terrain '{}' in rules.json", name));
          board_.set_terrain(h, *id);
        }},
       {"add_road",
        {"hex", "side"},
        {},
        [&](const json& change, const std::string& w) {
          board_.add_feature(hex_at(change, w), side_at(change, w), HexsideFeature::kRoad);
        }},
       {"remove_road", {"hex", "side"}, {}, [&](const json& change, const std::string& w) {
          const HexId h = hex_at(change, w);
          const Direction d = side_at(change, w);
          if (!board_.has_feature(h, d, HexsideFeature::kRoad))
            throw DataError(w, fmt::format("no road crosses the {} side of {}", board_.side_name(d),
                                           board_.label_text(h)));
          board_.remove_feature(h, d, HexsideFeature::kRoad);
        }}});
}

}  // namespace grognard::naw
