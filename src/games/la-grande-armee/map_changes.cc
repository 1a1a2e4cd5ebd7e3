// A scenario's edits to the map of Europe (docs/scenarios.md): the terrain of a land area, a
// river along a hexside added or taken away, a city founded or razed.
#include <fmt/format.h>

#include "core/rules_error.h"
#include "games/la-grande-armee/game.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::lga {

void Game::change_map(const json& scenario) {
  auto land_at = [&](const json& change, const std::string& w) {
    const HexId h = read_hex_label(board_, change["hex"], where_in(w, "hex"));
    if (!areas_[h.value].land()) throw DataError(where_in(w, "hex"), "is not a land area");
    return h;
  };
  auto side_at = [&](const json& change, const std::string& w, HexId h) {
    return read_shared_side(board_, change["side"], h, where_in(w, "side"));
  };
  apply_map_changes(
      scenario,
      {{"terrain",
        {"hex", "terrain"},
        {},
        [&](const json& change, const std::string& w) {
          const HexId h = land_at(change, w);
          const auto t = parse_terrain(get_string(change, "terrain", w));
          if (!t || *t == Terrain::kSea || *t == Terrain::kProhibited)
            throw DataError(where_in(w, "terrain"), "expected clear, forest, mountains or marsh");
          areas_[h.value].terrain = *t;
          board_.set_terrain(h, *board_.find_terrain(terrain_name(*t)));
        }},
       {"add_river",
        {"hex", "side"},
        {},
        [&](const json& change, const std::string& w) {
          const HexId h = read_hex_label(board_, change["hex"], where_in(w, "hex"));
          board_.add_feature(h, side_at(change, w, h), HexsideFeature::kRiver);
        }},
       {"remove_river",
        {"hex", "side"},
        {},
        [&](const json& change, const std::string& w) {
          const HexId h = read_hex_label(board_, change["hex"], where_in(w, "hex"));
          const Direction d = side_at(change, w, h);
          if (!board_.has_feature(h, d, HexsideFeature::kRiver))
            throw DataError(w, fmt::format("no river runs along the {} side of {}",
                                           board_.side_name(d), board_.label_text(h)));
          board_.remove_feature(h, d, HexsideFeature::kRiver);
        }},
       {"add_city",
        {"hex", "name", "kind"},
        {"port"},
        [&](const json& change, const std::string& w) {
          const HexId h = land_at(change, w);
          Area& a = areas_[h.value];
          if (a.city != CityKind::kNone)
            throw DataError(where_in(w, "hex"), fmt::format("{} already has a city, {}",
                                                            board_.label_text(h), a.city_name));
          const auto kind = parse_city_kind(get_string(change, "kind", w));
          if (!kind || *kind == CityKind::kNone)
            throw DataError(where_in(w, "kind"), "expected capital, major or minor");
          a.city = *kind;
          a.city_name = get_string(change, "name", w);
          a.port = change.contains("port") && get_bool(change, "port", w);
        }},
       {"remove_city", {"hex"}, {}, [&](const json& change, const std::string& w) {
          const HexId h = land_at(change, w);
          Area& a = areas_[h.value];
          if (a.city == CityKind::kNone)
            throw DataError(where_in(w, "hex"),
                            fmt::format("{} has no city", board_.label_text(h)));
          a.city = CityKind::kNone;
          a.city_name.clear();
          a.port = false;
        }}});
}

}  // namespace grognard::lga
